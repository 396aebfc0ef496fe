import { DEPLOYMENT_LABELS, type Deployment } from "@/lib/pricing";
import { ANNOUNCE_ATTRIBUTE, ANNOUNCE_IN_ATTRIBUTE } from "./announce-choice";

const OPTIONS = Object.keys(DEPLOYMENT_LABELS) as Deployment[];

export interface DeploymentSwitchProps {
  /** The option checked when the page loads. */
  initial: Deployment;
  /** Accessible name of the radio group. */
  label: string;
  /** What the live region `statusId` says when each option is chosen. */
  announcements: Readonly<Record<Deployment, string>>;
  statusId: string;
}

/**
 * Cloud / self-hosted switch: two native radio buttons drawn as a segmented control, so arrow
 * keys, focus and the checked state come from the browser, with no script: the plans under it
 * follow the checked one in CSS (styles/globals.css).
 */
export function DeploymentSwitch({
  initial,
  label,
  announcements,
  statusId,
}: DeploymentSwitchProps) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex rounded-full border border-slate-300 bg-white p-1 dark:border-neutral-700 dark:bg-neutral-900"
    >
      {OPTIONS.map((option) => (
        <label key={option} className="relative cursor-pointer">
          <input
            type="radio"
            name="deployment"
            value={option}
            defaultChecked={option === initial}
            {...{
              [ANNOUNCE_ATTRIBUTE]: announcements[option],
              [ANNOUNCE_IN_ATTRIBUTE]: statusId,
            }}
            // Transparent over its label, so a click or tap lands on the real radio button.
            className="peer absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
          />
          <span className="block rounded-full px-4 py-2 text-sm font-semibold text-slate-700 transition-colors peer-checked:bg-slate-900 peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 dark:text-slate-300 dark:peer-checked:bg-white dark:peer-checked:text-slate-900 dark:peer-focus-visible:outline-blue-400 sm:px-6">
            {DEPLOYMENT_LABELS[option]}
          </span>
        </label>
      ))}
    </div>
  );
}
