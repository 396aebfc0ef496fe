import {
  bulletList,
  link,
  paragraph,
  strong,
  table,
  text,
  type MarkdownForm,
  type MarkdownFormInput,
  type MdNode,
} from "@/lib/markdown/markdown-form";
import {
  CLOUD_PLAN_IDS,
  CLOUD_PLAN_NAMES,
  COMPARISON,
  DEPLOYMENT_LABELS,
  PRICING_FAQ,
  PRICING_PAGE as P,
  SELF_HOSTED_PLANS,
  cellText,
  cloudPlans,
  formatUsd,
  overageLines,
  priceParts,
  type Plan,
  type RichText,
} from "@/lib/pricing";

const heading = (depth: 2 | 3, value: string): MdNode =>
  ({ type: "heading", depth, children: [text(value)] }) as unknown as MdNode;

function richText(value: RichText, absolute: MarkdownFormInput["absolute"]) {
  return value.map((part) =>
    typeof part === "string"
      ? text(part)
      : link(absolute(part.href), part.text),
  );
}

function planMarkdown(
  plan: Plan,
  absolute: MarkdownFormInput["absolute"],
): MdNode[] {
  const price = priceParts(plan.usdPerMonth);
  const nodes: MdNode[] = [
    heading(3, plan.name),
    paragraph(
      strong(price.period ? `${price.amount} ${price.period}` : price.amount),
      text(`. ${plan.priceNote ? `${plan.priceNote}. ` : ""}${plan.summary}`),
    ),
    bulletList(plan.features.map((f) => [text(f)])),
  ];
  if (plan.addOn) {
    const addOnPrice =
      plan.addOn.usdPerMonth !== undefined
        ? `: ${formatUsd(plan.addOn.usdPerMonth)} per month`
        : "";
    nodes.push(
      paragraph(strong(`${plan.addOn.name}${addOnPrice}`)),
      bulletList(plan.addOn.features.map((f) => [text(f)])),
    );
  }
  nodes.push(paragraph(link(absolute(plan.cta.href), plan.cta.label)));
  return nodes;
}

/**
 * The pricing page as Markdown, from the same data as the page (lib/pricing.ts): the plans of
 * both deployments, the overage bands, the comparison table per section and the FAQ.
 */
export const pricingPageMarkdown: MarkdownForm = ({ config, absolute }) => [
  paragraph(text(P.lead)),
  heading(2, DEPLOYMENT_LABELS.cloud),
  ...cloudPlans(config).flatMap((plan) => planMarkdown(plan, absolute)),
  heading(3, P.overageHeading),
  paragraph(text(P.overageBody)),
  bulletList(overageLines().map((line) => [text(line)])),
  heading(2, DEPLOYMENT_LABELS["self-hosted"]),
  ...SELF_HOSTED_PLANS.flatMap((plan) => planMarkdown(plan, absolute)),
  paragraph(
    ...richText([P.selfHostedNote, P.selfHostedNoteLink, "."], absolute),
  ),
  paragraph(text(P.figuresNote)),
  heading(2, P.compareHeading),
  paragraph(text(P.compareLead)),
  ...COMPARISON.flatMap((section) => [
    heading(3, section.title),
    table(
      ["Feature", ...CLOUD_PLAN_IDS.map((id) => CLOUD_PLAN_NAMES[id])],
      section.rows.map((row) => [
        row.feature,
        ...CLOUD_PLAN_IDS.map((id) => cellText(row.cells[id])),
      ]),
    ),
  ]),
  heading(2, P.faqHeading),
  paragraph(text(P.faqLead)),
  ...PRICING_FAQ.flatMap((entry) => [
    heading(3, entry.question),
    ...entry.answer.map((p) => paragraph(...richText(p, absolute))),
  ]),
  heading(2, P.closingHeading),
  paragraph(
    text(`${P.closingBody} `),
    link(absolute(P.closingCta.href), P.closingCta.label),
    text("."),
  ),
];
