import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/** Folder of the export that holds the prebuilt social images. */
export const OG_DIR = "og";
/** Name -> ETag of every prebuilt image, written last by scripts/build-og-images.ts. */
export const OG_MANIFEST = "manifest.json";

const manifestSchema = z.object({
  images: z.record(z.string().regex(/^[0-9a-f]{32}\.png$/), z.string()),
});
export type OgManifest = z.infer<typeof manifestSchema>;

/** The prebuilt images of an export (name -> ETag); empty when the export has none. */
export function readOgManifest(outDir: string): Map<string, string> {
  const file = join(outDir, OG_DIR, OG_MANIFEST);
  if (!existsSync(file)) return new Map();
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  return new Map(Object.entries(manifest.images));
}
