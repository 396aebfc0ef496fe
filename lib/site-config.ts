/**
 * The one place that knows the brand, the domain, the repositories and which cloud regions the
 * sign-up buttons offer (their URLs are facts of lib/facts/regions.ts). Components and build
 * scripts read these values; nothing else hard-codes them.
 *
 * Values that differ between deployments come from environment variables (see README and
 * `.env.example`); every one has a default so the site builds and runs with none set.
 */

import { CLOUD_REGIONS } from "./facts/regions";

/** A Langfuse Cloud data region the sign-up and sign-in buttons can send a visitor to. */
export interface CloudRegion {
  /** Stable id used in URLs and storage, e.g. `eu`. */
  id: "eu" | "us" | "hipaa";
  /** Base URL of the region's application. */
  url: string;
  /** Human label, e.g. "EU region". */
  label: string;
}

export interface SiteConfig {
  /** Product name shown in titles and the navbar. Default `Langfuse`. */
  brand: string;
  /** Legal entity shown in the footer. Default `Langfuse GmbH`. */
  company: string;
  /** First year of the copyright range. Default `2022`. */
  copyrightStartYear: number;
  /** Absolute origin of the public site, without trailing slash. Env `NEXT_PUBLIC_SITE_URL`, default `https://langfuse.com`. */
  siteUrl: string;
  /** One-sentence summary used as the default description. */
  tagline: string;
  /** Public source repository of the product (GitHub badge). */
  sourceRepository: string;
  /** Repository holding this website's sources (edit links, notebook links). */
  docsRepository: string;
  /** Branch of `docsRepository` that edit links point at. Default `main`. */
  docsBranch: string;
  /** Star count shown in the GitHub badge; fixed so the build never calls the GitHub API. */
  githubStars: number;
  /** Support channel: the repository's GitHub Discussions. */
  supportUrl: string;
  /** Community chat (Discord) invite. */
  chatUrl: string;
  /** Social account on X. */
  xUrl: string;
  /** Company page on LinkedIn. */
  linkedInUrl: string;
  /** External status page. */
  statusPageUrl: string;
  /** Cloud regions, in the order they are offered. */
  regions: readonly CloudRegion[];
  /** Locales the site is published in; the first is the default and carries no URL prefix. */
  locales: readonly string[];
}

function envOr(name: string, fallback: string): string {
  const value = typeof process !== "undefined" ? process.env[name] : undefined;
  return value && value.trim() !== ""
    ? value.trim().replace(/\/+$/, "")
    : fallback;
}

export const siteConfig: SiteConfig = {
  brand: "Langfuse",
  company: "Langfuse GmbH",
  copyrightStartYear: 2022,
  siteUrl: envOr("NEXT_PUBLIC_SITE_URL", "https://langfuse.com"),
  tagline:
    "Langfuse is the open-source LLM engineering platform: tracing, prompt management, evaluation, datasets, metrics and a playground.",
  sourceRepository: "https://github.com/langfuse/langfuse",
  docsRepository: "https://github.com/langfuse/langfuse-docs",
  docsBranch: "main",
  githubStars: 15262,
  supportUrl: "https://github.com/orgs/langfuse/discussions",
  chatUrl: "https://discord.gg/7NXusRtqYU",
  xUrl: "https://x.com/langfuse",
  linkedInUrl: "https://www.linkedin.com/company/langfuse",
  statusPageUrl: "https://status.langfuse.com",
  // The regions the sign-up and sign-in buttons offer; their URLs are facts (lib/facts/regions.ts).
  regions: (["eu", "us", "hipaa"] as const).map((id) => ({
    id,
    url: CLOUD_REGIONS[id].url,
    label: `${CLOUD_REGIONS[id].name} region`,
  })),
  locales: ["en"],
};

/** URL of a file of this website's repository on GitHub, e.g. for "Edit this page". */
export function docsSourceUrl(
  filePath: string,
  config: SiteConfig = siteConfig,
): string {
  const clean = filePath.replace(/^\/+/, "");
  return `${config.docsRepository}/blob/${config.docsBranch}/${clean}`;
}
