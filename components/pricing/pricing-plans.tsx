import {
  DEPLOYMENT_LABELS,
  OVERAGE_TIERS,
  PRICING_PAGE as P,
  formatUsd,
  overageRange,
  plansFor,
  type Deployment,
} from "@/lib/pricing";
import { CARD, SMALL } from "../home/marketing-styles";
import { DeploymentSwitch } from "./deployment-switch";
import { PlanCard } from "./plan-card";
import { RichText } from "./rich-text";

const DEPLOYMENTS = Object.keys(DEPLOYMENT_LABELS) as Deployment[];

const GRID: Readonly<Record<Deployment, string>> = {
  cloud: "sm:grid-cols-2 xl:grid-cols-4",
  "self-hosted": "mx-auto max-w-4xl md:grid-cols-2",
};

const STATUS_ID = "plans-status";

/** What the live region says when a deployment is chosen: its name and its plans. */
const ANNOUNCEMENTS = Object.fromEntries(
  DEPLOYMENTS.map((d) => [
    d,
    `${DEPLOYMENT_LABELS[d]}: ${plansFor(d)
      .map((p) => p.name)
      .join(", ")}`,
  ]),
) as Record<Deployment, string>;

function OverageTiers() {
  return (
    <div className={`${CARD} mt-8 p-6 sm:p-8`}>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
        {P.overageHeading}
      </h3>
      <p className={`mt-2 ${SMALL}`}>{P.overageBody}</p>
      <ul className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {OVERAGE_TIERS.map((tier) => (
          <li
            key={tier.fromUnits}
            className="rounded-xl bg-slate-50 p-4 dark:bg-neutral-800"
          >
            <span className={`block ${SMALL}`}>{overageRange(tier)} units</span>
            <span className="mt-1 block text-xl font-semibold tabular-nums text-slate-900 dark:text-white">
              {formatUsd(tier.usdPer100k)}
              <span className={`ml-1 text-sm font-normal ${SMALL}`}>
                per 100k
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The plan cards under the Cloud / self-hosted switch, as static HTML with no React in the
 * browser: both deployments' plans are in the page and CSS shows the one whose radio is checked
 * (`[data-deployments]` in styles/globals.css), so the switch works the moment the page paints,
 * and a page restored from the back/forward cache shows the plans of the radio it restores.
 */
export function PricingPlans() {
  return (
    <section aria-labelledby="plans-heading" data-deployments="">
      <h2 id="plans-heading" className="sr-only">
        {P.plansHeading}
      </h2>
      <div className="flex justify-center">
        <DeploymentSwitch
          initial="cloud"
          label={P.deploymentLabel}
          announcements={ANNOUNCEMENTS}
          statusId={STATUS_ID}
        />
      </div>
      <p id={STATUS_ID} aria-live="polite" className="sr-only" />
      {DEPLOYMENTS.map((deployment) => (
        <div key={deployment} data-deployment={deployment}>
          <ul className={`mt-10 grid gap-6 ${GRID[deployment]}`}>
            {plansFor(deployment).map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} idPrefix={deployment} />
              </li>
            ))}
          </ul>
          {deployment === "cloud" ? (
            <OverageTiers />
          ) : (
            <p className={`mx-auto mt-8 max-w-4xl text-center ${SMALL}`}>
              <RichText value={[P.selfHostedNote, P.selfHostedNoteLink, "."]} />
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
