/**
 * Build step (postbuild): responsive variants of the export's raster images
 * (lib/images/encode-variants.ts), cached in `.generated/images/` between builds.
 */
import { join } from "node:path";
import { ALL_WIDTHS } from "../lib/images/responsive-images";
import { encodeVariants } from "../lib/images/encode-variants";

const root = process.cwd();
const started = performance.now();
encodeVariants(join(root, "out"), join(root, ".generated/images"))
  .then(({ images, encoded, reused }) =>
    console.log(
      `Images: ${images} raster images x ${ALL_WIDTHS.length} widths x 3 formats; ${encoded} encoded, ${reused} reused in ${Math.round(performance.now() - started)} ms.`,
    ),
  )
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
