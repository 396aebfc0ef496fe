import { createHash } from "node:crypto";
import { siteConfig } from "../../lib/site-config";

export const OG_LIMITS = { title: 110, description: 155, section: 24 } as const;
export const OG_SIZE = { width: 1200, height: 630 } as const;

export interface OgInput {
  title: string;
  description: string;
  section: string;
}

/** Removes control characters and pictographs the bundled font cannot draw, and folds spaces. */
function clean(value: string | null): string {
  return (value ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu, " ")
    .replace(/\p{Extended_Pictographic}|\u{FE0F}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const slice = value.slice(0, max - 3);
  const atWord = slice.replace(/\s+\S*$/, "");
  return `${atWord.length > max * 0.6 ? atWord : slice}...`;
}

/** Query -> what the image shows. Never throws: overlong or odd input is clamped. */
export function normaliseOgInput(params: URLSearchParams): OgInput {
  return {
    title: cut(clean(params.get("title")), OG_LIMITS.title) || siteConfig.brand,
    description: cut(clean(params.get("description")), OG_LIMITS.description),
    section: cut(clean(params.get("section")), OG_LIMITS.section),
  };
}

/** Cache key: the normalised input, so equivalent queries share one render. */
export function ogCacheKey(input: OgInput): string {
  return JSON.stringify([input.title, input.description, input.section]);
}

/**
 * The file name of an input's prebuilt image (`out/og/<name>`): a hash of the normalised input, so
 * the route finds it from any spelling of the same query.
 */
export function ogImageName(input: OgInput): string {
  return `${createHash("sha256").update(ogCacheKey(input)).digest("hex").slice(0, 32)}.png`;
}
