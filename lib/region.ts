import { siteConfig, type CloudRegion } from "./site-config";

/** Id of a Langfuse Cloud region (`eu`, `us`, `hipaa`). */
export type RegionId = CloudRegion["id"];

/** Visible copy of the navbar's region button. */
export const REGION_BUTTON_COPY = {
  signUp: "Sign Up",
  toApp: "To App",
} as const;

/** Same-origin endpoint answering `{ continentCode }` (see server/routes/continent-route.ts). */
export const CONTINENT_ENDPOINT = "/api/get-continent-code";

/** Continents whose visitors are offered the US region; every other one (and unknown) gets EU. */
const US_CONTINENTS: ReadonlySet<string> = new Set(["NA", "SA"]);

/**
 * The region a visitor without an account is offered: North and South America -> `us`; Africa,
 * Antarctica, Asia, Europe, Oceania, and anything unknown or missing -> `eu`.
 */
export function continentToRegion(
  code: string | null | undefined,
): "eu" | "us" {
  return code && US_CONTINENTS.has(code.trim().toUpperCase()) ? "us" : "eu";
}

/** What the navbar's region button shows, given where the visitor is signed in. */
export type RegionButtonChoice =
  /** Signed in to several regions: a "To App" menu listing them. */
  | { kind: "dropdown"; regions: CloudRegion[] }
  /** Signed in to exactly one region: a direct "To App" link. */
  | { kind: "link"; region: CloudRegion }
  /** Signed in nowhere: "Sign Up" in the region inferred from the continent. */
  | { kind: "signup"; region: CloudRegion };

/**
 * Picks the region button's form from where the visitor is signed in (a region missing from
 * `sessions` counts as signed out). Regions keep the order of `siteConfig.regions`.
 */
export function chooseRegionButton(
  sessions: Partial<Record<RegionId, boolean>>,
  continent: string | null | undefined,
): RegionButtonChoice {
  const signedIn = siteConfig.regions.filter((r) => sessions[r.id] === true);
  if (signedIn.length > 1) return { kind: "dropdown", regions: signedIn };
  const [only] = signedIn;
  if (only) return { kind: "link", region: only };
  const id = continentToRegion(continent);
  // Both ids continentToRegion returns are configured regions (asserted in tests/unit/region.test.ts).
  const region = siteConfig.regions.find((r) => r.id === id) as CloudRegion;
  return { kind: "signup", region };
}

/** The region's sign-up page. */
export function signUpUrl(region: CloudRegion): string {
  return `${region.url}/auth/sign-up`;
}

/** The region's session endpoint (NextAuth): `{ user, expires }` when signed in, `{}` otherwise. */
export function sessionUrl(region: CloudRegion): string {
  return `${region.url}/api/auth/session`;
}

/** A session response means "signed in" when it carries a (non-null) `user` field. */
export function hasSessionUser(body: unknown): boolean {
  return (
    typeof body === "object" &&
    body !== null &&
    (body as { user?: unknown }).user != null
  );
}

/** What the region button learns from its requests. */
export interface RegionStatus {
  sessions: Record<RegionId, boolean>;
  continent: string | null;
}

/**
 * How long one request may take before it counts as failed. A network that drops packets to a
 * region (a firewall, say) would otherwise keep the navbar's placeholder up until the browser
 * gives up on the connection, often tens of seconds; the sessions answer in well under a second.
 */
export const REGION_REQUEST_TIMEOUT_MS = 5000;

/** `fetch` that gives up after {@link REGION_REQUEST_TIMEOUT_MS} as well as on `signal`. */
async function getJson(url: string, init: RequestInit): Promise<unknown> {
  // A timer rather than AbortSignal.timeout/any: older Safari lacks them, and tests drive timers.
  const controller = new AbortController();
  const stop = () => controller.abort();
  const outer = init.signal;
  if (outer?.aborted) stop();
  outer?.addEventListener("abort", stop);
  const timer = setTimeout(stop, REGION_REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks every region whether the visitor is signed in (a credentialed CORS request, so the
 * region's session cookie is sent) and the site for the visitor's continent, all in parallel.
 * A failed, non-OK or timed-out call counts as "no session" / "continent unknown"; an abort
 * through `signal` rejects instead, so the caller can tell "gave up" from "signed out".
 */
export async function fetchRegionStatus(
  signal: AbortSignal,
): Promise<RegionStatus> {
  const orNull = (error: unknown) => {
    if (signal.aborted) throw error;
    return null;
  };
  const { regions } = siteConfig;
  const [continentBody, ...sessionBodies] = await Promise.all([
    getJson(CONTINENT_ENDPOINT, { signal }).catch(orNull),
    ...regions.map((region) =>
      getJson(sessionUrl(region), {
        credentials: "include",
        mode: "cors",
        signal,
      }).catch(orNull),
    ),
  ]);
  const sessions = { eu: false, us: false, hipaa: false };
  regions.forEach((region, i) => {
    sessions[region.id] = hasSessionUser(sessionBodies[i]);
  });
  const code = (continentBody as { continentCode?: unknown } | null)
    ?.continentCode;
  return { sessions, continent: typeof code === "string" ? code : null };
}

/**
 * Marks a Langfuse Cloud link in page content that follows the visitor's region. Its static `href`
 * is the default region's sign-up page; once the region button has settled on one region,
 * components/navbar/region-link.ts gives the link the button's own target (that region's sign-up
 * page, or its app for a visitor signed in there).
 */
export const REGION_LINK_ATTRIBUTE = "data-region-link";

/** The region a page's sign-up links point to before anything is known: the first, EU. */
export function defaultSignUpRegion(): CloudRegion {
  // siteConfig.regions is never empty (asserted in tests/unit/region.test.ts).
  return siteConfig.regions[0] as CloudRegion;
}
