import {
  paragraph,
  strong,
  table,
  type MarkdownForm,
} from "@/lib/markdown/markdown-form";
import {
  AVAILABILITY_TITLE,
  LEVEL_LABELS,
  PLANS,
  resolveAvailability,
  type Availability,
} from "./availability-constants";

/** The availability banner as a two-column table under the same title the page shows. */
export const availabilityMarkdown: MarkdownForm = ({ attrs }) => {
  const availability = resolveAvailability({
    availability: attrs.availability as Partial<Availability> | undefined,
    feature: typeof attrs.feature === "string" ? attrs.feature : undefined,
  });
  const rows = PLANS.map((plan) => {
    const level = LEVEL_LABELS[availability[plan.id] ?? "not-available"];
    const status = level.available
      ? `Yes${level.label ? ` (${level.label})` : ""}`
      : "No";
    return [plan.label, status];
  });
  return [
    paragraph(strong(AVAILABILITY_TITLE)),
    table(["Plan", "Available"], rows),
  ];
};
