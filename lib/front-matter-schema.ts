import { z } from "zod";
import { matchAuthor } from "./authors";
import { KNOWN_VERSIONS } from "./verified";

// Build-time only (lib/content-index.ts validates every page before `next build`): kept out of
// page-meta.ts so the browser bundle, which only needs the type, does not ship zod.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of a real calendar day (2025-02-30 is rejected). */
function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  );
}

/**
 * A publication date. YAML turns an unquoted `2025-05-01` into a Date and a quoted one into a
 * string; both become the string `2025-05-01`. Anything else (a time, `May 1`, `2025-13-01`) fails.
 */
const isoDate = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const text =
    value instanceof Date
      ? Number.isNaN(value.getTime())
        ? ""
        : value.toISOString().slice(0, 10)
      : value;
  if (!isCalendarDate(text)) {
    ctx.addIssue({
      code: "custom",
      message: `must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(value instanceof Date ? String(value) : value)}`,
    });
    return z.NEVER;
  }
  return text;
});

/**
 * A post author: a roster handle or a first name only one team member has, resolved to the
 * handle. Anything else fails with the names it could mean, so the build says what to write.
 */
const rosterAuthor = z.string().transform((name, ctx) => {
  const match = matchAuthor(name);
  if (match.ok) return match.handle;
  ctx.addIssue({
    code: "custom",
    message:
      match.reason === "ambiguous"
        ? `ambiguous author ${JSON.stringify(name)}: several team members are called ${name} (write one of the handles ${match.candidates.join(", ")})`
        : `unknown author ${JSON.stringify(name)} (use a roster handle or a team member's first name from lib/team.ts: ${match.candidates.join(", ")})`,
  });
  return z.NEVER;
});

/** One of the versions pages may be checked against (lib/verified.ts). */
const knownVersion = (kind: keyof typeof KNOWN_VERSIONS) =>
  z
    .string()
    .refine((v) => (KNOWN_VERSIONS[kind] as readonly string[]).includes(v), {
      message: `unknown ${kind} version (lib/verified.ts knows ${KNOWN_VERSIONS[kind].join(", ")})`,
    });

/** When and against which versions a page's claims were checked at the source. */
export const verifiedSchema = z
  .object({
    date: isoDate,
    python: knownVersion("python").optional(),
    js: knownVersion("js").optional(),
    server: knownVersion("server").optional(),
    chart: knownVersion("chart").optional(),
    // Pages about this website itself (Ask AI, the docs MCP server): checked against its code.
    site: z.literal(true).optional(),
  })
  .strict()
  .refine((v) => v.python ?? v.js ?? v.server ?? v.chart ?? v.site, {
    message:
      "names no version (python, js, server or chart) and not site: true",
  });

/**
 * Front matter every page may set. Unknown keys fail the build too (a typo such as `descripton`
 * would otherwise be silently ignored), so a new field is added here first.
 */
export const frontMatterSchema = z
  .object({
    title: z.string().min(1).optional(),
    /** One sentence: search results, `llms.txt`, social images and the meta description. */
    description: z.string().min(1).optional(),
    noindex: z.boolean().optional(),
    /** Path (starting with `/`) of the page this one duplicates. */
    canonical: z.string().startsWith("/").optional(),
    /** Absolute URL or site path of a social image that replaces the generated one. */
    ogImage: z.string().min(1).optional(),
    ogVideo: z.string().min(1).optional(),
    /** Badge beside the H1, e.g. `Beta`. */
    label: z.string().min(1).optional(),
    /** Publication date of blog posts and changelog entries. */
    date: isoDate.optional(),
    /** The people who wrote a post: roster handles or unique first names (resolved to handles). */
    authors: z.array(rosterAuthor).min(1).optional(),
    /** Topic tags (FAQ grouping). */
    tags: z.array(z.string().min(1)).optional(),
    /** `false` keeps the page out of the search index (duplicates of a canonical page). */
    searchable: z.boolean().optional(),
    /** Label in the sidebar when it should differ from the title. */
    sidebarTitle: z.string().min(1).optional(),
    /** Generated pages: the repository file they were generated from (edit links, contributors). */
    generatedFrom: z.string().min(1).optional(),
    /**
     * The page's claims were checked at the source of these versions on this date; the footer
     * says so. Set only after every claim of the page was checked (pages/contributing/checking-a-page.mdx).
     */
    verified: verifiedSchema.optional(),
  })
  .strict();

/** Front matter after validation (dates as `YYYY-MM-DD` strings). */
export type FrontMatter = z.output<typeof frontMatterSchema>;
