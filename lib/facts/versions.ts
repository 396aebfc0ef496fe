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
