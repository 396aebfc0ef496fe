import Link from "next/link";
import type { ListingItem } from "@/lib/listings";
import { entriesOfTopic } from "@/lib/reading-path";

export interface FaqTopicAnswersProps {
  /** Front matter tag of the topic (`tracing`). */
  topic: string;
  /** Every FAQ answer (`.generated/listings/faq.json`). */
  answers: readonly ListingItem[];
}

/**
 * The questions of one FAQ topic, each with its one-sentence answer (the page's description), so
 * a reader can often stop at the index instead of opening the page.
 */
export function FaqTopicAnswers({ topic, answers }: FaqTopicAnswersProps) {
  return (
    <ul className="faq-answers not-prose mt-6 space-y-5">
      {entriesOfTopic(answers, topic).map((answer) => (
        <li key={answer.route}>
          <Link
            href={answer.route}
            className="font-semibold text-slate-900 hover:underline dark:text-slate-100"
          >
            {answer.title}
          </Link>
          {answer.description ? (
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {answer.description}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
