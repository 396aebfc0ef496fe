import geoip from "fast-geoip";
import { CONTINENT_CODES, continentOfCountry } from "../geo/continents";
import { isNonPublicIPv4, toIPv4 } from "../geo/ip-address";
import { jsonError } from "../json-error";

export interface ContinentRouteDeps {
  /** Trusted proxy header carrying a continent code; off unless configured (clients can forge it). */
  trustedHeader?: string;
  /** The client's address for this request. */
  clientAddress: (req: Request) => string | undefined;
  lookupCountry?: (ip: string) => Promise<string | null>;
}

async function defaultLookup(ip: string): Promise<string | null> {
  return (await geoip.lookup(ip))?.country ?? null;
}

/** `GET /api/get-continent-code`: `{ continentCode }`, two letters or null. */
export function continentRoute(deps: ContinentRouteDeps) {
  const lookup = deps.lookupCountry ?? defaultLookup;
  return async (req: Request): Promise<Response> => {
    if (req.method !== "GET" && req.method !== "HEAD")
      return jsonError(405, "Method not allowed", {
        headers: { Allow: "GET, HEAD" },
      });
    let continentCode: string | null = null;
    const fromHeader = deps.trustedHeader
      ? req.headers.get(deps.trustedHeader)?.trim().toUpperCase()
      : undefined;
    if (fromHeader && CONTINENT_CODES.has(fromHeader)) {
      continentCode = fromHeader;
    } else {
      const ip = toIPv4(deps.clientAddress(req));
      if (ip && !isNonPublicIPv4(ip)) {
        try {
          continentCode = continentOfCountry(await lookup(ip));
        } catch {
          continentCode = null; // a lookup failure must not break the region button
        }
      }
    }
    return new Response(JSON.stringify({ continentCode }), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "private, no-store",
        Vary: "*",
      },
    });
  };
}
