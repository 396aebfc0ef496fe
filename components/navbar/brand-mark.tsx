import type { SVGProps } from "react";
import {
  BRAND_MARK_DOTS,
  BRAND_MARK_PATHS,
  BRAND_MARK_VIEWBOX,
} from "@/lib/brand-mark";

/** The Langfuse mark; inherits its colours from the theme (tile = text colour, ink = background). */
export function BrandMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox={BRAND_MARK_VIEWBOX}
      width="28"
      height="28"
      aria-hidden="true"
      className="shrink-0"
      {...props}
    >
      <path
        d={BRAND_MARK_PATHS.tile}
        className="fill-slate-900 dark:fill-white"
      />
      <path
        d={BRAND_MARK_PATHS.trace}
        fill="none"
        strokeWidth={4}
        strokeLinecap="round"
        className="stroke-white dark:stroke-slate-900"
      />
      {BRAND_MARK_DOTS.map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r={5}
          className="fill-white dark:fill-slate-900"
        />
      ))}
    </svg>
  );
}
