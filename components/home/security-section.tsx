import Link from "next/link";
import ArrowRight from "lucide-react/icons/arrow-right";
import ShieldCheck from "lucide-react/icons/shield-check";
import { HOME_SECURITY as S } from "@/lib/home-content";
import {
  CARD,
  H3,
  SECTION_INNER,
  SECTION_SPACING,
  SMALL,
  TEXT_LINK,
} from "./marketing-styles";
import { SectionHeading } from "./section-heading";

/** Certifications and regulations Langfuse Cloud covers, with a link to the security center. */
export function SecuritySection() {
  return (
    <section aria-labelledby="security-heading" className={SECTION_SPACING}>
      <div className={SECTION_INNER}>
        <SectionHeading
          id="security-heading"
          eyebrow="Security"
          title={S.heading}
        >
          {S.body}
        </SectionHeading>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {S.items.map((item) => (
            <li key={item.title} className={`${CARD} p-6`}>
              <div className="flex items-center gap-3 lg:flex-col lg:items-start lg:gap-4">
                <ShieldCheck
                  aria-hidden="true"
                  className="size-7 shrink-0 text-blue-700 dark:text-blue-300"
                />
                <h3 className={H3}>{item.title}</h3>
              </div>
              <p className={`mt-2 ${SMALL}`}>{item.body}</p>
            </li>
          ))}
        </ul>
        <Link
          href={S.more.href}
          prefetch={false}
          className={`mt-8 ${TEXT_LINK}`}
        >
          {S.more.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
