import {
  factValue,
  isPlanFeatureId,
  type FactValue,
  type PlanFeatureId,
  type RateLimitBucketId,
} from "@/lib/facts";
import { RATE_LIMIT_BUCKET_IDS } from "@/lib/facts/rate-limits";
import {
  cloudRegionTable,
  planFeatureTable,
  rateLimitTable,
  type FactTable,
} from "@/lib/facts/tables";
import {
  inlineCode,
  paragraph,
  phrasingTable,
  stringAttr,
  text,
  type MarkdownForm,
  type MarkdownFormInput,
} from "@/lib/markdown/markdown-form";

/** A fact's segments as Markdown: words as text, literals as inline code. */
function phrasing(value: FactValue) {
  return value.map((s) =>
    typeof s === "string" ? text(s) : inlineCode(s.code),
  );
}

function tableMarkdown(table: FactTable) {
  return [
    phrasingTable(
      table.header,
      table.rows.map((row) => row.map(phrasing)),
    ),
  ];
}

/** A string-array attribute (`buckets={["ingestion"]}`), with unknown entries reported. */
function listAttr<T extends string>(
  { attrs, warn }: Pick<MarkdownFormInput, "attrs" | "warn">,
  name: string,
  isKnown: (value: string) => value is T,
): T[] | undefined {
  const value = attrs[name];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    warn(`\`${name}\` must be a list of strings`);
    return [];
  }
  return value.filter((item): item is T => {
    const known = typeof item === "string" && isKnown(item);
    if (!known) warn(`unknown ${name} entry ${JSON.stringify(item)}`);
    return known;
  });
}

const isBucketId = (id: string): id is RateLimitBucketId =>
  (RATE_LIMIT_BUCKET_IDS as readonly string[]).includes(id);

/** `<Fact id="..." />`: the fact's words, inline in the surrounding sentence. */
export const factMarkdown: MarkdownForm = ({ attrs, warn }) => {
  const id = stringAttr(attrs, "id");
  const value = factValue(id);
  if (!value) {
    warn(`unknown fact id ${JSON.stringify(id)} (see lib/facts/index.ts)`);
    return [];
  }
  return [paragraph(...phrasing(value))];
};

/** `<RateLimitTable />` as a Markdown table with the same rows as the page. */
export const rateLimitTableMarkdown: MarkdownForm = (input) =>
  tableMarkdown(
    rateLimitTable({
      buckets: listAttr(input, "buckets", isBucketId),
      endpoints: input.attrs.endpoints !== false,
    }),
  );

/** `<PlanFeatureTable features={[...]} />` as a Markdown table. */
export const planFeatureTableMarkdown: MarkdownForm = (input) =>
  tableMarkdown(
    planFeatureTable({
      features:
        listAttr<PlanFeatureId>(input, "features", isPlanFeatureId) ?? [],
      selfHosted: input.attrs.selfHosted !== false,
    }),
  );

/** `<CloudRegionTable />` as a Markdown table. */
export const cloudRegionTableMarkdown: MarkdownForm = ({ attrs }) =>
  tableMarkdown(
    cloudRegionTable({
      path: stringAttr(attrs, "path"),
      selfHosted: attrs.selfHosted === true,
    }),
  );
