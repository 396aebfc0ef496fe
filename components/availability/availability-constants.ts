import {
  featureAvailability,
  isPlanFeatureId,
  type Inclusion,
  type PlanFeatureId,
} from "@/lib/facts/plans";

/** How a feature is available on a plan. */
export type AvailabilityLevel =
  | "full"
  | "team-add-on"
  | "ee"
  | "private-beta"
  | "public-beta"
  | "not-available";

export type Plan = "hobby" | "core" | "pro" | "enterprise" | "selfHosted";

export type Availability = Record<Plan, AvailabilityLevel>;

export const AVAILABILITY_TITLE = "Where is this feature available?";

/** Plans in display order with their names. */
export const PLANS: ReadonlyArray<{ id: Plan; label: string }> = [
  { id: "hobby", label: "Hobby" },
  { id: "core", label: "Core" },
  { id: "pro", label: "Pro" },
  { id: "enterprise", label: "Enterprise" },
  { id: "selfHosted", label: "Self Hosted" },
];

/** Label (and short label for small screens) of each level; `full` has none. */
export const LEVEL_LABELS: Record<
  AvailabilityLevel,
  { label: string; short: string; available: boolean }
> = {
  full: { label: "", short: "", available: true },
  "team-add-on": { label: "Team Add-On", short: "Team", available: true },
  ee: { label: "Enterprise Edition", short: "Enterprise", available: true },
  "private-beta": {
    label: "Private Beta",
    short: "Private Beta",
    available: true,
  },
  "public-beta": {
    label: "Public Beta",
    short: "Public Beta",
    available: true,
  },
  "not-available": {
    label: "Not Available",
    short: "Not Available",
    available: false,
  },
};

/** The banner level of each way a plan gets a feature (lib/facts/plans.ts). */
const LEVEL_OF_INCLUSION: Record<Inclusion, AvailabilityLevel> = {
  included: "full",
  "teams-add-on": "team-add-on",
  "license-key": "ee",
  excluded: "not-available",
};

/**
 * A feature's banner from the plan facts, so the banner and the pricing page agree. A feature
 * that does not apply to self-hosting (a Cloud contract) shows as not available there.
 */
export function availabilityOfFeature(id: PlanFeatureId): Availability {
  const availability = featureAvailability(id);
  return {
    hobby: LEVEL_OF_INCLUSION[availability.hobby],
    core: LEVEL_OF_INCLUSION[availability.core],
    pro: LEVEL_OF_INCLUSION[availability.pro],
    enterprise: LEVEL_OF_INCLUSION[availability.enterprise],
    selfHosted: LEVEL_OF_INCLUSION[availability.selfHosted ?? "excluded"],
  };
}

/** The banner's levels: from the named feature when there is one, else the literal levels. */
export function resolveAvailability(props: {
  availability?: Partial<Availability>;
  feature?: string;
}): Partial<Availability> {
  return props.feature && isPlanFeatureId(props.feature)
    ? availabilityOfFeature(props.feature)
    : (props.availability ?? {});
}
