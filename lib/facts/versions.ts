/**
 * The releases the site documents: code examples and claims are written for, and checked
 * against, these tags. Newer majors (Python v4/v5, JS/TS v5/v6, server v4) appear only in
 * labelled notes.
 */
export const DOCUMENTED_VERSIONS = {
  /** langfuse/langfuse-python tag; the site documents Python SDK v3. */
  python: "3.14.5",
  /** langfuse/langfuse-js tag of the `@langfuse/*` packages; the site documents JS/TS SDK v4. */
  js: "4.6.1",
  /** langfuse/langfuse tag; the site documents server v3. */
  server: "v3.225.4",
  /** langfuse/langfuse-k8s chart version checked for the Kubernetes page. */
  chart: "2.0.0",
} as const;

/**
 * The Helm chart majors the Kubernetes page compares.
 * Source: langfuse/langfuse-k8s@langfuse-1.5.41 and @langfuse-2.0.0:charts/langfuse/Chart.yaml
 * (`version`, `appVersion`); Helm 3.17 because the 2.x SeaweedFS sub-chart calls `fromToml`
 * (langfuse-k8s@langfuse-2.0.0:README.md, Prerequisites).
 */
export const HELM_CHART = {
  /** Last chart of the 1.x line, which deploys Langfuse v3. */
  lastV1: { version: "1.5.41", appVersion: "3.224.1" },
  /** First chart of the 2.x line, which deploys Langfuse v4. */
  firstV2: { version: "2.0.0", appVersion: "4.4.0" },
  /** Oldest Helm client that renders chart 2.x. */
  minHelmForV2: "3.17",
  /**
   * Oldest Langfuse version a 1.x release may run before the v1-to-v2 migration
   * (langfuse-k8s@langfuse-2.0.0:examples/upgrade-v1-to-v2/README.md, "Minimum supported source
   * version").
   */
  migrationMinAppVersion: "3.224.1",
} as const;

/** The major of a version tag: `"3.14.5"` -> 3, `"v3.225.4"` -> 3. */
export function majorOf(version: string): number {
  const major = Number.parseInt(version.replace(/^v/, ""), 10);
  if (!Number.isInteger(major)) throw new Error(`not a version: ${version}`);
  return major;
}

/** A pair of SDK majors released together, each announced by one changelog entry. */
export interface SdkMajorRelease {
  python: number;
  js: number;
  /** Release day, `YYYY-MM-DD`, as the changelog entry's `date`. */
  released: string;
  /** The changelog entry with the upgrade notes. */
  changelog: string;
}

/**
 * The SDK majors the site documents (taken from DOCUMENTED_VERSIONS) and the newer ones the
 * changelog announces, oldest first. Sources: pages/changelog/2026-03-10-python-sdk-v4-js-sdk-v5.mdx
 * and pages/changelog/2026-10-14-python-sdk-v5-js-sdk-v6.mdx (their `date` and titles).
 */
export const SDK_MAJORS = {
  documented: {
    python: majorOf(DOCUMENTED_VERSIONS.python),
    js: majorOf(DOCUMENTED_VERSIONS.js),
  },
  newer: [
    {
      python: 4,
      js: 5,
      released: "2026-03-10",
      changelog: "/changelog/2026-03-10-python-sdk-v4-js-sdk-v5",
    },
    {
      python: 5,
      js: 6,
      released: "2026-10-14",
      changelog: "/changelog/2026-10-14-python-sdk-v5-js-sdk-v6",
    },
  ] as const satisfies readonly SdkMajorRelease[],
} as const;

/** "a", "a and b", "a, b and c". */
function and(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The newer majors per language: "Python v4 and v5, JS/TS v5 and v6". */
export function newerSdkMajorsPhrase(
  newer: readonly SdkMajorRelease[] = SDK_MAJORS.newer,
): string {
  const majors = (kind: "python" | "js") =>
    and(newer.map((release) => `v${release[kind]}`));
  return `Python ${majors("python")}, JS/TS ${majors("js")}`;
}
