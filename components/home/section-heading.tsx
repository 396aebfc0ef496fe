import type { ReactNode } from "react";
import { EYEBROW, H2, LEAD } from "./marketing-styles";

export interface SectionHeadingProps {
  /** Id of the `<h2>`, for the section's `aria-labelledby`. */
  id: string;
  title: string;
  eyebrow?: string;
  /** The lead paragraph under the heading. */
  children?: ReactNode;
  align?: "left" | "center";
}

/** Eyebrow, H2 and lead paragraph of a marketing section. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  children,
  align = "left",
}: SectionHeadingProps) {
  return (
    <div
      className={
        align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"
      }
    >
      {eyebrow ? <p className={EYEBROW}>{eyebrow}</p> : null}
      <h2 id={id} className={`${H2} ${eyebrow ? "mt-3" : ""}`}>
        {title}
      </h2>
      {children ? <p className={`mt-4 ${LEAD}`}>{children}</p> : null}
    </div>
  );
}
