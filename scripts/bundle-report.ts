/**
 * Which modules the first-load JavaScript of exported pages is made of. Needs a build with
 * `BUNDLE_SOURCEMAPS=1` (next.config.mjs keeps browser source maps then). Prints, per package
 * (or per file of ours), the minified bytes it contributes and an estimate of its gzip share
 * (the chunk's gzip ratio applied to its bytes). Usage:
 *   tsx scripts/bundle-report.ts [outDir] [route ...]
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer, type RawSourceMap } from "source-map";
import { htmlFileOfRoute } from "../lib/bench/page-weight";
import { firstLoadAssets } from "../lib/page-weight";

/** `webpack://_N_E/./node_modules/@headlessui/react/dist/x.js` → `@headlessui/react`. */
export function ownerOf(source: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  const nm = path.lastIndexOf("node_modules/");
  if (nm === -1) return path;
  const [scope = "", name = ""] = path
    .slice(nm + "node_modules/".length)
    .split("/");
  return scope.startsWith("@") ? `${scope}/${name}` : scope;
}

async function attribute(file: string): Promise<Map<string, number>> {
  const code = readFileSync(file, "utf8");
  const map = JSON.parse(readFileSync(`${file}.map`, "utf8")) as RawSourceMap;
  const bytes = new Map<string, number>();
  const lines = code.split("\n");
  await SourceMapConsumer.with(map, null, (consumer) => {
    // Walk mappings in generated order; each segment owns the bytes up to the next one.
    let prev: { line: number; col: number; owner: string } | null = null;
    const add = (owner: string, n: number) =>
      bytes.set(owner, (bytes.get(owner) ?? 0) + n);
    consumer.eachMapping((m) => {
      const owner = m.source ? ownerOf(m.source) : "(unmapped)";
      if (prev) {
        const n =
          prev.line === m.generatedLine
            ? m.generatedColumn - prev.col
            : (lines[prev.line - 1]?.length ?? 0) - prev.col;
        add(prev.owner, Math.max(0, n));
      }
      prev = { line: m.generatedLine, col: m.generatedColumn, owner };
    });
    if (prev) {
      const last = prev as { line: number; col: number; owner: string };
      add(last.owner, (lines[last.line - 1]?.length ?? 0) - last.col);
    }
  });
  return bytes;
}

async function main() {
  const [outDir = "out", ...routes] = process.argv.slice(2);
  for (const route of routes.length ? routes : ["/docs/get-started"]) {
    const html = readFileSync(
      join(outDir, htmlFileOfRoute(outDir, route)),
      "utf8",
    );
    const totals = new Map<string, number>();
    for (const src of firstLoadAssets(html).scripts) {
      const file = join(outDir, src);
      const raw = readFileSync(file);
      const ratio = gzipSync(raw).length / raw.length;
      if (!existsSync(`${file}.map`)) {
        totals.set(src, (totals.get(src) ?? 0) + gzipSync(raw).length);
        continue;
      }
      for (const [owner, n] of await attribute(file))
        totals.set(owner, (totals.get(owner) ?? 0) + n * ratio);
    }
    const sum = [...totals.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${route}: ~${(sum / 1024).toFixed(1)} kB gzip`);
    for (const [owner, n] of [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 45))
      console.log(`${(n / 1024).toFixed(1).padStart(7)}  ${owner}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
