/** CLI: checks the links of the static export in out/ (run after `npm run build`). */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { checkLinks, formatLinkReport } from "../lib/link-check";
import { siteConfig } from "../lib/site-config";

const outDir = resolve(process.argv[2] ?? "out");
const planned = z
  .array(z.string().startsWith("/"))
  .parse(JSON.parse(readFileSync(resolve("data/planned-routes.json"), "utf8")));
const report = checkLinks(outDir, planned, siteConfig.siteUrl);
console.log(formatLinkReport(report));
if (report.broken.length > 0 || report.plannedButExisting.length > 0)
  process.exit(1);
