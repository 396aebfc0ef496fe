/**
 * The Langfuse Cloud data regions. Each region is a separate deployment with its own accounts and
 * data; an API key works only against the region it was created in.
 *
 * Hosts: LF@v3.225.4:web/src/features/organizations/cloudRegions.ts (EU, US, JP, HIPAA).
 * Locations: LD:content/security/data-regions.mdx (no code names the AWS region). Japan launch:
 * the site's changelog entry of 2026-04-27.
 */

export type CloudRegionId = "eu" | "us" | "jp" | "hipaa";

export interface CloudRegionFacts {
  /** Short name used in tables and prose: `EU`, `US`, `Japan`, `HIPAA`. */
  name: string;
  /** Base URL of the region (UI, API and OpenTelemetry endpoint). */
  url: string;
  /** Where the region runs, as readers know it. */
  city: string;
  /** The AWS region code. */
  awsRegion: string;
}

/** The regions in the order tables list them; EU is the SDKs' default base URL. */
export const CLOUD_REGIONS = {
  eu: {
    name: "EU",
    url: "https://cloud.langfuse.com",
    city: "Ireland",
    awsRegion: "eu-west-1",
  },
  us: {
    name: "US",
    url: "https://us.cloud.langfuse.com",
    city: "Oregon",
    awsRegion: "us-west-2",
  },
  jp: {
    name: "Japan",
    url: "https://jp.cloud.langfuse.com",
    city: "Tokyo",
    awsRegion: "ap-northeast-1",
  },
  hipaa: {
    name: "HIPAA",
    url: "https://hipaa.cloud.langfuse.com",
    city: "Oregon",
    awsRegion: "us-west-2",
  },
} as const satisfies Readonly<Record<CloudRegionId, CloudRegionFacts>>;

export const CLOUD_REGION_IDS = Object.keys(CLOUD_REGIONS) as CloudRegionId[];

/** `Oregon (AWS us-west-2)`. */
export function regionLocation(id: CloudRegionId): string {
  const region = CLOUD_REGIONS[id];
  return `${region.city} (AWS ${region.awsRegion})`;
}
