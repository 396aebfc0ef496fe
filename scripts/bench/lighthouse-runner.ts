import {
  LIGHTHOUSE_CATEGORIES,
  type LighthouseResultLike,
} from "../../lib/bench/lighthouse";
import { launchChromium } from "./chromium";

type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResultLike } | undefined>;

let loaded: Lighthouse | undefined;

/** The `lighthouse` package (ESM only, hence the dynamic import; a pinned devDependency). */
async function lighthouse(): Promise<Lighthouse> {
  if (!loaded) {
    try {
      loaded = (
        (await import("lighthouse")) as unknown as { default: Lighthouse }
      ).default;
    } catch (error) {
      throw new Error(
        `cannot load the lighthouse package (a devDependency: npm ci): ${String(error)}`,
      );
    }
  }
  return loaded;
}

/**
 * One Lighthouse run with its default configuration (the mobile preset: Moto G Power emulation,
 * simulated slow 4G and 4x CPU slowdown), the four categories, in a fresh Chromium with a fresh
 * profile, so each run is a first visit.
 */
export async function runLighthouse(
  url: string,
  chromiumArgs: readonly string[],
): Promise<LighthouseResultLike> {
  const run = await lighthouse();
  const chrome = await launchChromium(chromiumArgs);
  try {
    const result = await run(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.close();
  }
}
