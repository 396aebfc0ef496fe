import { z } from "zod";

// Build-time only (lib/content-index.ts validates every page before `next build`): kept out of
// page-meta.ts so the browser bundle, which only needs the type, does not ship zod.
/**
 * Front matter every page may set. Unknown keys are allowed (content issues add their own),
 * but the known ones must have the right type.
 */
export const frontMatterSchema = z
  .object({
    title: z.string().min(1).optional(),
    description: z.string().optional(),
    noindex: z.boolean().optional(),
    /** Path (starting with `/`) of the page this one duplicates. */
    canonical: z.string().startsWith("/").optional(),
    /** Absolute URL or site path of a social image that replaces the generated one. */
    ogImage: z.string().min(1).optional(),
    ogVideo: z.string().min(1).optional(),
    label: z.string().min(1).optional(),
  })
  .passthrough();

export type FrontMatter = z.infer<typeof frontMatterSchema>;
