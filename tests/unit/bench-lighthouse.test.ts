import { describe, expect, it } from "vitest";
import {
  figuresFromLighthouse,
  medianLighthouse,
  type LighthouseFigures,
  type LighthouseResultLike,
} from "@/lib/bench/lighthouse";

const SITE = "127.0.0.1:4100";
const isSite = (host: string) => host === SITE;

/** A Lighthouse result cut down to the parts the bench reads, shaped as Lighthouse 12 writes them. */
function lhr(
  overrides: Partial<LighthouseResultLike> = {},
): LighthouseResultLike {
  return {
    categories: {
      performance: { score: 0.78 },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: "accesskeys", weight: 0 },
          { id: "heading-order", weight: 3 },
          { id: "color-contrast", weight: 7 },
        ],
      },
      "best-practices": {
        score: 1,
        auditRefs: [{ id: "errors-in-console", weight: 1 }],
      },
      seo: { score: 0.92, auditRefs: [{ id: "meta-description", weight: 1 }] },
    },
    audits: {
      "largest-contentful-paint": { numericValue: 2401.5 },
      "total-blocking-time": { numericValue: 927 },
      "cumulative-layout-shift": { numericValue: 0.012 },
      "first-contentful-paint": { numericValue: 1403.7 },
      "speed-index": { numericValue: 1749.6 },
      "total-byte-weight": { numericValue: 363_520 },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: 363_520 },
            { resourceType: "script", transferSize: 143_360 },
          ],
        },
      },
      accesskeys: { score: null },
      "heading-order": { score: 0 },
      "color-contrast": { score: 1 },
      "meta-description": { score: 0 },
      "errors-in-console": { score: 1, details: { items: [] } },
      "network-requests": {
        details: {
          items: [
            { url: `http://${SITE}/docs/get-started`, statusCode: 200 },
            {
              url: `http://${SITE}/_next/static/chunks/main.js`,
              statusCode: 200,
            },
            {
              url: "https://cloud.langfuse.com/api/auth/session",
              statusCode: 200,
            },
            { url: "data:image/png;base64,AAAA" },
          ],
        },
      },
    },
    environment: { benchmarkIndex: 1930 },
    ...overrides,
  };
}

describe("figuresFromLighthouse", () => {
  it("reads scores as 0-100, metrics, bytes, requests and off-site requests", () => {
    expect(figuresFromLighthouse(lhr(), isSite)).toEqual({
      performance: 78,
      accessibility: 96,
      bestPractices: 100,
      seo: 92,
      lcpMs: 2401.5,
      tbtMs: 927,
      cls: 0.012,
      fcpMs: 1403.7,
      speedIndexMs: 1749.6,
      bytes: 363_520,
      scriptBytes: 143_360,
      requests: 4,
      consoleErrors: 0,
      consoleErrorMessages: [],
      benchmarkIndex: 1930,
      // Weighted audits below a full score; `accesskeys` has no weight, `color-contrast` passed.
      failedAudits: ["heading-order", "meta-description"],
      offsiteRequests: ["https://cloud.langfuse.com/api/auth/session 200"],
    });
  });

  it("counts console errors and keeps their distinct first lines", () => {
    const hydration =
      "Error: Minified React error #418; visit https://reactjs.org/docs/error-decoder.html?invariant=418";
    const result = lhr();
    result.audits["errors-in-console"] = {
      score: 0,
      details: {
        items: [
          {
            source: "exception",
            description: `${hydration}\n    at lh (framework.js:1:46431)`,
          },
          {
            source: "exception",
            description: `${hydration}\n    at i (framework.js:1:9)`,
          },
          { source: "network", description: "Failed to load resource: 404" },
        ],
      },
    };
    const f = figuresFromLighthouse(result, isSite);
    expect(f.consoleErrors).toBe(3);
    expect(f.consoleErrorMessages).toEqual([
      hydration,
      "Failed to load resource: 404",
    ]);
  });

  it("throws on a runtime error, so a failed run is not averaged in", () => {
    expect(() =>
      figuresFromLighthouse(
        lhr({
          runtimeError: { code: "NO_FCP", message: "The page did not paint" },
        }),
        isSite,
      ),
    ).toThrow("Lighthouse: NO_FCP The page did not paint");
  });

  it("accepts the NO_ERROR runtime code", () => {
    expect(
      figuresFromLighthouse(lhr({ runtimeError: { code: "NO_ERROR" } }), isSite)
        .performance,
    ).toBe(78);
  });

  it("throws when a category has no score", () => {
    const result = lhr();
    result.categories.performance = { score: null };
    expect(() => figuresFromLighthouse(result, isSite)).toThrow(
      'Lighthouse could not score "performance"',
    );
  });
});

describe("medianLighthouse", () => {
  const run = (
    performance: number,
    tbtMs: number,
    extra: Partial<LighthouseFigures> = {},
  ): LighthouseFigures => ({
    ...figuresFromLighthouse(lhr(), isSite),
    performance,
    tbtMs,
    ...extra,
  });

  it("takes each figure's own median and the union of the lists", () => {
    const m = medianLighthouse([
      run(83, 698, { failedAudits: ["heading-order"], benchmarkIndex: 1800 }),
      run(78, 927, { failedAudits: ["image-alt"], benchmarkIndex: null }),
      run(80, 1100, { failedAudits: ["heading-order"], benchmarkIndex: 2000 }),
    ]);
    expect(m.performance).toBe(80);
    expect(m.tbtMs).toBe(927);
    expect(m.benchmarkIndex).toBe(1900);
    expect(m.failedAudits).toEqual(["heading-order", "image-alt"]);
  });

  it("refuses no runs", () => {
    expect(() => medianLighthouse([])).toThrow("no Lighthouse runs");
  });
});
