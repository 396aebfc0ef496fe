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
