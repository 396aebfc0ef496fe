import { useState } from "react";
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

const GRID: Readonly<Record<Deployment, string>> = {
  cloud: "sm:grid-cols-2 xl:grid-cols-4",
  "self-hosted": "mx-auto max-w-4xl md:grid-cols-2",
};

/**
 * The plan cards under the Cloud / self-hosted switch. The choice is the page's only state; it
 * starts at Cloud on the server and in the browser, so hydration never swaps the cards.
 */
export function PricingPlans() {
  const [deployment, setDeployment] = useState<Deployment>("cloud");
  const plans = plansFor(deployment);
  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading" className="sr-only">
        {P.plansHeading}
      </h2>
      <div className="flex justify-center">
        <DeploymentSwitch
          value={deployment}
          onChange={setDeployment}
          label={P.deploymentLabel}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {`${DEPLOYMENT_LABELS[deployment]}: ${plans.map((p) => p.name).join(", ")}`}
      </p>
      <ul className={`mt-10 grid gap-6 ${GRID[deployment]}`}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
      {deployment === "cloud" ? (
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
                <span className={`block ${SMALL}`}>
                  {overageRange(tier)} units
                </span>
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
      ) : (
        <p className={`mx-auto mt-8 max-w-4xl text-center ${SMALL}`}>
          <RichText value={[P.selfHostedNote, P.selfHostedNoteLink, "."]} />
        </p>
      )}
    </section>
  );
}
