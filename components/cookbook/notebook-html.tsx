export interface NotebookHtmlProps {
  /** HTML already sanitised at build time (lib/cookbook/sanitize-output-html.ts). */
  html: string;
}

/** Rich notebook output (tables, reprs) in a scoped, scrollable container. */
export function NotebookHtml({ html }: NotebookHtmlProps) {
  return (
    <div
      className="notebook-html not-prose mt-4 overflow-x-auto text-sm"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
