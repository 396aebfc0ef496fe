import Link from "next/link";
import ArrowRight from "lucide-react/icons/arrow-right";
import { HOME_USE_CASES as S } from "@/lib/home-content";
import {
  CARD,
  H3,
  SECTION_INNER,
  SECTION_SPACING,
  SMALL,
  TEXT_LINK,
} from "./marketing-styles";
import { SectionHeading } from "./section-heading";

/** Customer-stories teaser: typical uses, no customer names, and a link to the stories. */
export function UseCasesSection() {
  return (
    <section
      aria-labelledby="use-cases-heading"
      className={`border-y border-slate-200 bg-slate-50 dark:border-neutral-800 dark:bg-neutral-950 ${SECTION_SPACING}`}
    >
      <div className={SECTION_INNER}>
        <SectionHeading
          id="use-cases-heading"
          eyebrow="Customers"
          title={S.heading}
        >
          {S.body}
        </SectionHeading>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2">
          {S.items.map((item, index) => (
            <li key={item.title} className={`${CARD} flex gap-4 p-6`}>
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-100 font-mono text-sm font-semibold text-blue-800 dark:bg-blue-400/15 dark:text-blue-200"
              >
                {index + 1}
              </span>
              <div>
                <h3 className={H3}>{item.title}</h3>
                <p className={`mt-2 ${SMALL}`}>{item.body}</p>
              </div>
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
