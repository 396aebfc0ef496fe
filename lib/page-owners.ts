import { normalisePath } from "./routes";

/**
 * One rule of data/page-owners.txt: a path pattern and the GitHub logins that answer for the
 * pages it matches, most responsible first.
 */
export interface OwnerRule {
  /** The pattern as written: `/docs/tracing` (that page) or `/docs/tracing/**` (pages below it). */
  pattern: string;
  logins: string[];
  /** 1-based line in the owners file, for error messages. */
  line: number;
}

/** GitHub's login rule: letters, digits and single hyphens, not at either end, at most 39. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
/** `/`, `/a/b` (a page) or `/**`, `/a/b/**` (the pages below). */
const PATTERN = /^(?:\/|(?:\/[a-z0-9._-]+)+|(?:\/[a-z0-9._-]+)*\/\*\*)$/;

/**
 * Parses the owners file, in the spirit of a CODEOWNERS file: one rule per line, a path pattern
 * and then logins (with or without `@`); `#` starts a comment. Throws, naming the line, on a
 * malformed pattern or login or a pattern given twice, so a typo fails `npm run contributors`
 * instead of silently leaving pages without owners.
 */
export function parseOwnersFile(
  text: string,
  file = "page-owners.txt",
): OwnerRule[] {
  const rules: OwnerRule[] = [];
  const seen = new Map<string, number>();
  text.split("\n").forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/#.*$/, "").trim();
    if (!content) return;
    const [pattern = "", ...rest] = content.split(/\s+/);
    if (!PATTERN.test(pattern))
      throw new Error(
        `${file}:${line}: "${pattern}" is not a path pattern (write /docs/page or /docs/section/**)`,
      );
    if (rest.length === 0)
      throw new Error(`${file}:${line}: ${pattern} names no GitHub login`);
    const logins = rest.map((token) => token.replace(/^@/, ""));
    const bad = logins.find((login) => !LOGIN.test(login));
    if (bad !== undefined)
      throw new Error(`${file}:${line}: "${bad}" is not a GitHub login`);
    const earlier = seen.get(pattern);
    if (earlier !== undefined)
      throw new Error(
        `${file}:${line}: ${pattern} is already given on line ${earlier}`,
      );
    seen.set(pattern, line);
    rules.push({ pattern, logins, line });
  });
  return rules;
}

/**
 * The owners of a page: the rule for exactly its path when there is one, otherwise the `/**`
 * rule with the longest prefix above it. Like CODEOWNERS, one rule decides (rules do not add
 * up), so a section's overview page and its sub-pages can name different people.
 */
export function ownersFor(
  rules: readonly OwnerRule[],
  route: string,
): string[] {
  const path = normalisePath(route);
  const exact = rules.find((r) => r.pattern === path);
  if (exact) return exact.logins;
  let best: OwnerRule | undefined;
  for (const rule of rules) {
    if (!rule.pattern.endsWith("/**")) continue;
    const prefix = rule.pattern.slice(0, -3);
    const below = prefix === "" ? path !== "/" : path.startsWith(`${prefix}/`);
    if (below && (!best || rule.pattern.length > best.pattern.length))
      best = rule;
  }
  return best?.logins ?? [];
}
