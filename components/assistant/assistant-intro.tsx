import { SECONDARY_BUTTON } from "../ui/button-classes";
import { ASSISTANT_LABELS, EXAMPLE_QUESTIONS } from "./assistant-constants";

export interface AssistantIntroProps {
  /** Shows the example questions (before the first question is asked). */
  showExamples: boolean;
  onExample: (question: string) => void;
}

/** The welcome message and the three example questions. */
export function AssistantIntro({
  showExamples,
  onExample,
}: AssistantIntroProps) {
  return (
    <div className="space-y-3">
      <p className="text-sm leading-relaxed">{ASSISTANT_LABELS.intro}</p>
      {showExamples ? (
        <div>
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {ASSISTANT_LABELS.examplesHeading}
          </p>
          <ul className="flex flex-col gap-2">
            {EXAMPLE_QUESTIONS.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  className={`w-full text-left ${SECONDARY_BUTTON} font-medium`}
                  onClick={() => onExample(q)}
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
