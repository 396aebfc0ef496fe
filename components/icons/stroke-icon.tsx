import type { ReactNode } from "react";

/**
 * A decorative 24-unit line icon drawn in the text colour (search, close, info): the shapes are
 * the children, the stroke and size are the same everywhere.
 */
export function StrokeIcon({
  size,
  children,
}: {
  size: number;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
