import { z } from "zod";

/** Notebook text fields are a string or a list of lines. */
const multiline = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v.join("") : v));

const mimeBundle = z.record(z.string(), z.unknown());

export const outputSchema = z.discriminatedUnion("output_type", [
  z.object({
    output_type: z.literal("stream"),
    name: z.string(),
    text: multiline,
  }),
  z.object({
    output_type: z.literal("execute_result"),
    data: mimeBundle,
    metadata: z.record(z.string(), z.unknown()).optional(),
    execution_count: z.number().nullable().optional(),
  }),
  z.object({
    output_type: z.literal("display_data"),
    data: mimeBundle,
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({
    output_type: z.literal("error"),
    ename: z.string(),
    evalue: z.string(),
    traceback: z.array(z.string()),
  }),
]);

export const cellSchema = z.discriminatedUnion("cell_type", [
  z.object({
    cell_type: z.literal("markdown"),
    source: multiline,
    attachments: z.record(z.string(), mimeBundle).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({
    cell_type: z.literal("code"),
    source: multiline,
    outputs: z.array(outputSchema).default([]),
    execution_count: z.number().nullable().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({ cell_type: z.literal("raw"), source: multiline }),
]);

export const notebookSchema = z.object({
  cells: z.array(cellSchema),
  metadata: z
    .object({
      kernelspec: z
        .object({ name: z.string(), language: z.string().optional() })
        .partial()
        .optional(),
      language_info: z.object({ name: z.string() }).partial().optional(),
      description: z.string().optional(),
    })
    .passthrough()
    .default({}),
  nbformat: z.number(),
});

export type Notebook = z.infer<typeof notebookSchema>;
export type NotebookCell = z.infer<typeof cellSchema>;
export type NotebookOutput = z.infer<typeof outputSchema>;

/** Deno notebooks run TypeScript; everything else here is Python. */
export function notebookLanguage(nb: Notebook): {
  kind: "python" | "deno";
  fence: string;
} {
  const kernel = nb.metadata.kernelspec?.name ?? "";
  const lang =
    nb.metadata.language_info?.name ?? nb.metadata.kernelspec?.language ?? "";
  if (kernel === "deno" || /typescript/i.test(lang))
    return { kind: "deno", fence: "typescript" };
  return { kind: "python", fence: "python" };
}
