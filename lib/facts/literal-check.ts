/**
 * Finds facts of lib/facts that a page states as a literal instead of naming them with
 * `<Fact id="..." />` or a fact table: the forms in which a copied value would show ("15
 * requests per minute", "30 days on Hobby", "AWS `us-west-2`", "3.8.1"). Each form is narrow
 * enough that ordinary prose does not match it; the unit test runs this over every page.
 */
import { PLAN_FEATURE_IDS, PLAN_FEATURES, type Inclusion } from "./plans";
import {
  PAYLOAD_LIMIT_MB,
  RATE_LIMIT_BUCKET_IDS,
  RATE_LIMIT_BUCKETS,
  type Rate,
  type RateLimitBucket,
} from "./rate-limits";
import { CLOUD_REGIONS, CLOUD_REGION_IDS } from "./regions";
import { PROMPT_CACHE_TTL, SERVER_MINIMUMS, SERVER_RELEASES } from "./server";
import { PYTHON_SDK_PIN, SDK_MINIMUMS } from "./sdk";
import { DOCUMENTED_VERSIONS, HELM_CHART } from "./versions";

/**
 * Where a form counts: `prose` skips fenced code blocks (a shell line or a config example can
 * legitimately hold a version or a port that happens to equal a fact); `anywhere` includes them
 * (a rate limit in a code comment is a copy all the same).
 */
export type LiteralScope = "prose" | "anywhere";

export interface FactLiteral {
  /** The fact (or family of facts) the form would copy, as the finding names it. */
  fact: string;
  scope: LiteralScope;
  /** Tested against one line at a time. */
  matches: (line: string) => boolean;
}

export interface LiteralFinding {
  /** 1-based line in the page source. */
  line: number;
  fact: string;
  text: string;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const regex =
  (pattern: RegExp) =>
  (line: string): boolean =>
    pattern.test(line);

/** `1000` and `1,000`. */
const numberForms = (n: number) =>
  [...new Set([String(n), n.toLocaleString("en-US")])].map(escape).join("|");

const WINDOW_WORDS: Readonly<Record<Rate["per"], string>> = {
  minute: "min(?:ute)?",
  hour: "h(?:our)?",
  day: "d(?:ay)?",
};

/** A version as a token of its own: not part of `24.3.4.0` or `3.9.01`. */
const versionToken = (version: string) =>
  `(?<![\\d.])v?${escape(version)}(?![\\d]|\\.\\d)`;

function rateLimitLiterals(): FactLiteral[] {
  const seen = new Set<string>();
  const literals: FactLiteral[] = [];
  for (const id of RATE_LIMIT_BUCKET_IDS) {
    const bucket: RateLimitBucket = RATE_LIMIT_BUCKETS[id];
    for (const rate of Object.values(bucket.limits)) {
      if (rate === "unlimited") continue;
      const key = `${rate.requests}/${rate.per}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // "15 req/min", "15 requests per minute", "15 requests/min", "1,000 req/day"
      const pattern = new RegExp(
        `(?<![\\d,.])(?:${numberForms(rate.requests)})\\s*(?:req(?:uest)?s?)\\s*(?:/|per|a)\\s*${WINDOW_WORDS[rate.per]}\\b`,
        "i",
      );
      literals.push({
        fact: `rate limit ${key}`,
        scope: "anywhere",
        matches: regex(pattern),
      });
    }
    // "15 / 30 / 100": a bucket's three tiers in a row.
    const tiers = Object.values(bucket.limits);
    if (tiers.every((r) => r !== "unlimited")) {
      const [a, b, c] = tiers.map((r) => numberForms((r as Rate).requests));
      literals.push({
        fact: `rate limits of ${bucket.name}`,
        scope: "anywhere",
        matches: regex(
          new RegExp(
            `(?<![\\d,.])(?:${a})\\s*/\\s*(?:${b})\\s*/\\s*(?:${c})(?![\\d,])`,
          ),
        ),
      });
    }
    if (bucket.since)
      literals.push({
        fact: `${bucket.name} bucket since ${bucket.since}`,
        scope: "prose",
        matches: regex(new RegExp(versionToken(bucket.since.slice(1)))),
      });
  }
  return literals;
}

function payloadLiterals(): FactLiteral[] {
  return [
    {
      fact: "payload limit",
      scope: "prose",
      matches: regex(
        new RegExp(
          `(?<![\\d.])${PAYLOAD_LIMIT_MB} ?MB\\b[^.\\n]{0,40}(?:request|response|payload)|(?:request|response|payload)[^.\\n]{0,40}(?<![\\d.])${PAYLOAD_LIMIT_MB} ?MB\\b`,
          "i",
        ),
      ),
    },
  ];
}

function planLiterals(): FactLiteral[] {
  const dataAccess = (days: number, plan: string) =>
    new RegExp(
      `\\b${days} days\\b[^.\\n|]{0,40}\\b${plan}\\b|\\b${plan}\\b[^.\\n|]{0,40}\\b${days} days\\b`,
    );
  const literals: FactLiteral[] = [
    {
      fact: "data access of Hobby",
      scope: "prose",
      matches: regex(dataAccess(30, "Hobby")),
    },
    {
      fact: "data access of Core",
      scope: "prose",
      matches: regex(dataAccess(90, "Core")),
    },
    {
      fact: "data access per plan",
      scope: "prose",
      matches: regex(/\|\s*Data access\s*\|\s*\d+ days/i),
    },
    {
      fact: "audit log availability",
      scope: "prose",
      matches: regex(
        /audit logs?\]?(?:\([^)]*\))?[^.\n]{0,40}\((?:Enterprise|Enterprise only)\)|\bon Enterprise, \[?audit logs|audit logs?[^.\n]{0,60}\bEnterprise[- ]only\b/i,
      ),
    },
    {
      fact: "data retention availability",
      scope: "prose",
      matches: regex(/retention[^.\n]{0,80}\bTeams add-on\b/i),
    },
    {
      fact: "compliance documents by plan",
      scope: "prose",
      matches: regex(
        /(?:SOC ?2|ISO 27001|\bBAA\b|Business Associate Agreement)[^\n]{0,100}\b(?:Pro(?: plan)? (?:or|and) (?:higher|above)|from (?:the )?Pro\b|on Pro, Team)/i,
      ),
    },
    {
      fact: "DPA availability",
      scope: "prose",
      matches: regex(
        /\b(?:DPA|data processing agreement)\b[^\n]{0,80}\b(?:plan[- ]dependent|from (?:the )?Core|Core and up)/i,
      ),
    },
  ];
  return literals;
}

function regionLiterals(): FactLiteral[] {
  const hosts = CLOUD_REGION_IDS.map(
    (id) =>
      new RegExp(
        `(?<![\\w.-])${escape(new URL(CLOUD_REGIONS[id].url).host)}(?![\\w-])`,
      ),
  );
  const awsRegions = [
    ...new Set(CLOUD_REGION_IDS.map((id) => CLOUD_REGIONS[id].awsRegion)),
  ];
  return [
    {
      fact: "AWS region of a Cloud region",
      scope: "prose",
      matches: regex(
        new RegExp(
          `(?<![\\w-])(?:${awsRegions.map(escape).join("|")})(?![\\w-])`,
        ),
      ),
    },
    {
      // One host in a sentence is an instruction ("sign up at ..."); two or more are the list.
      fact: "list of Cloud region URLs",
      scope: "prose",
      matches: (line) => hosts.filter((h) => h.test(line)).length >= 2,
    },
  ];
}

function serverLiterals(): FactLiteral[] {
  const { seconds, previousSeconds, since } = PROMPT_CACHE_TTL;
  return [
    {
      fact: "prompt cache TTL",
      scope: "prose",
      matches: regex(
        new RegExp(
          `(?:PROMPT_TTL_SECONDS|prompt cache|cache TTL)[^\\n]{0,120}(?<![\\d.])(?:${seconds}|${previousSeconds})(?![\\d])|(?<![\\d.])${seconds}(?![\\d])[^\\n]{0,60}prompt`,
          "i",
        ),
      ),
    },
    {
      fact: "prompt cache TTL release",
      scope: "prose",
      matches: regex(
        new RegExp(
          `${versionToken(since.slice(1))}[^\\n]{0,60}(?:TTL|cache)|(?:TTL|cache)[^\\n]{0,100}${versionToken(since.slice(1))}`,
          "i",
        ),
      ),
    },
    ...serverVersionLiterals("minimum", SERVER_MINIMUMS),
    ...serverVersionLiterals("release", SERVER_RELEASES),
  ];
}

/** A prose literal per server version in `table` (`since` is a tag such as `v3.161.0`). */
function serverVersionLiterals(
  kind: "minimum" | "release",
  table: Record<string, { since: string }>,
): FactLiteral[] {
  return Object.entries(table).map(([id, { since }]) => ({
    fact: `server ${kind} for ${id}`,
    scope: "prose",
    matches: regex(new RegExp(versionToken(since.slice(1)))),
  }));
}

function versionLiterals(): FactLiteral[] {
  const literals: FactLiteral[] = [];
  for (const [id, minimum] of Object.entries(SDK_MINIMUMS)) {
    for (const lang of ["python", "js"] as const) {
      const version: string | undefined = (
        minimum as { python?: string; js?: string }
      )[lang];
      // JS 4.0.0 is also the tag of server v4; it cannot be told apart by its form alone.
      if (!version || version === "4.0.0") continue;
      literals.push({
        fact: `${lang === "python" ? "Python" : "JS/TS"} SDK minimum for ${id}`,
        scope: "prose",
        matches: regex(new RegExp(versionToken(version))),
      });
    }
  }
  for (const [kind, version] of Object.entries(DOCUMENTED_VERSIONS)) {
    if (kind === "chart") continue; // "2.0.0" alone is too common; see the Helm forms below.
    literals.push({
      fact: `documented ${kind} version`,
      scope: "prose",
      matches: regex(new RegExp(versionToken(version.replace(/^v/, "")))),
    });
  }
  const { lastV1, firstV2, minHelmForV2 } = HELM_CHART;
  literals.push(
    {
      fact: "Helm chart versions",
      scope: "prose",
      matches: regex(
        new RegExp(
          `${versionToken(lastV1.version)}|${versionToken(lastV1.appVersion)}|(?:chart|Helm)[^\\n]{0,20}${versionToken(firstV2.version)}|${versionToken(firstV2.version)}[^\\n]{0,30}(?:chart|app version)|app version ${escape(firstV2.appVersion)}`,
          "i",
        ),
      ),
    },
    {
      fact: "Helm client for chart 2.x",
      scope: "prose",
      matches: regex(new RegExp(`Helm ${escape(minHelmForV2)}\\b`)),
    },
  );
  return literals;
}

/** Every form that betrays a copied fact. */
export const FACT_LITERALS: readonly FactLiteral[] = [
  ...rateLimitLiterals(),
  ...payloadLiterals(),
  ...planLiterals(),
  ...regionLiterals(),
  ...serverLiterals(),
  ...versionLiterals(),
];

/**
 * Pages that must keep their wording whatever the facts say: legal texts are contracts, quoted
 * as agreed, and name region hosts as part of a clause.
 */
export const LITERAL_CHECK_EXEMPT_PAGES: readonly string[] = [
  "pages/terms.mdx",
  "pages/privacy.mdx",
];

/**
 * The lines of a page, numbered, with what the check must not read blanked out: front matter
 * (metadata, not text), ESM lines, and MDX comments.
 */
function pageLines(source: string): { text: string; fenced: boolean }[] {
  const lines = source.split("\n");
  const out: { text: string; fenced: boolean }[] = [];
  let frontMatter = lines[0]?.trim() === "---";
  let fence: string | null = null;
  lines.forEach((text, i) => {
    if (frontMatter) {
      if (i > 0 && text.trim() === "---") frontMatter = false;
      out.push({ text: "", fenced: false });
      return;
    }
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      out.push({ text: "", fenced: true });
      return;
    }
    if (fence === null && /^\s*(import|export)\s/.test(text)) {
      out.push({ text: "", fenced: false });
      return;
    }
    out.push({
      text: text.replace(/\{\/\*.*?\*\/\}/g, ""),
      fenced: fence !== null,
    });
  });
  return out;
}

/** Every line of a page that states a fact literally, with the fact it copies. */
export function findFactLiterals(
  source: string,
  literals: readonly FactLiteral[] = FACT_LITERALS,
): LiteralFinding[] {
  const findings: LiteralFinding[] = [];
  pageLines(source).forEach(({ text, fenced }, i) => {
    for (const literal of literals) {
      if (fenced && literal.scope === "prose") continue;
      if (literal.matches(text))
        findings.push({ line: i + 1, fact: literal.fact, text: text.trim() });
    }
  });
  return findings;
}

/** The banner level of each inclusion, as `<AvailabilityBanner availability={{...}} />` spells it. */
const BANNER_LEVEL: Readonly<Record<Inclusion, string>> = {
  included: "full",
  "teams-add-on": "team-add-on",
  "license-key": "ee",
  excluded: "not-available",
};

/**
 * Availability banners that spell out the levels of a feature of the plan facts instead of
 * naming it (`feature="auditLogs"`). The literal spans several lines, so the whole source is read.
 */
export function findLiteralAvailability(source: string): LiteralFinding[] {
  const findings: LiteralFinding[] = [];
  for (const match of source.matchAll(/availability=\{\{([^}]*)\}\}/g)) {
    const levels = Object.fromEntries(
      [...match[1]!.matchAll(/(\w+):\s*"([\w-]+)"/g)].map((m) => [m[1], m[2]]),
    );
    // A banner with every plan "full" says there is no restriction; that is no plan fact.
    if (Object.values(levels).every((level) => level === "full")) continue;
    const copied = PLAN_FEATURE_IDS.filter((id) => {
      const a = PLAN_FEATURES[id].availability;
      return (
        ["hobby", "core", "pro", "enterprise", "selfHosted"] as const
      ).every((plan) => levels[plan] === BANNER_LEVEL[a[plan] ?? "excluded"]);
    });
    if (copied.length > 0)
      findings.push({
        line: source.slice(0, match.index).split("\n").length,
        fact: `availability of ${copied.join(" / ")} (name the feature: feature="...")`,
        text: match[0].replace(/\s+/g, " "),
      });
  }
  return findings;
}

/**
 * Python install pins in a page that differ from the one the facts derive (`langfuse>=X,<4`
 * for the documented major). Code blocks cannot use `<Fact />`, so their pins are compared
 * instead of forbidden.
 */
export function findStalePythonPins(source: string): LiteralFinding[] {
  const findings: LiteralFinding[] = [];
  source.split("\n").forEach((text, i) => {
    for (const [pin] of text.matchAll(/langfuse>=[\d.]+,<4\b/g))
      if (pin !== PYTHON_SDK_PIN)
        findings.push({
          line: i + 1,
          fact: `Python install pin (expected ${PYTHON_SDK_PIN})`,
          text: text.trim(),
        });
    // A bare `langfuse` in an install command (a line that starts with it, as in a code block)
    // installs the newest major, whose API differs from the one the page documents.
    if (/^\s*(?:!|%)?pip install\b.*\slangfuse(?=\s|$)/.test(text))
      findings.push({
        line: i + 1,
        fact: `unpinned Python install (use "${PYTHON_SDK_PIN}")`,
        text: text.trim(),
      });
  });
  return findings;
}
