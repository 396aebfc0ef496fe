/** Timings and labels of "Copy as Markdown" (shared with the tests). */
export const COPIED_RESET_MS = 2000;
export const ERROR_RESET_MS = 3000;

export const COPY_MARKDOWN_LABELS = {
  idle: "Copy as Markdown",
  loading: "Copying...",
  copied: "Copied!",
  notFound: "Source Files Not Found",
  fetchError: "Fetch Error",
  permission: "Clipboard Permission Denied",
  copyError: "Copy Error",
  defaultError: "Error Copying",
  menu: "More ways to use this page",
  chatgpt: "Open in ChatGPT",
  claude: "Open in Claude",
} as const;

export type CopyErrorKind =
  "notFound" | "fetchError" | "permission" | "copyError";

/** Which error label a failure gets. */
export function classifyCopyError(error: unknown): CopyErrorKind {
  if (error instanceof FetchStatusError)
    return error.status === 404 ? "notFound" : "fetchError";
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError")
    return "permission";
  return "copyError";
}

export class FetchStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** The prompt handed to chat assistants: read the page's Markdown, then answer questions. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

export function assistantLinks(markdownUrl: string): {
  chatgpt: string;
  claude: string;
} {
  const q = encodeURIComponent(assistantPrompt(markdownUrl));
  return {
    chatgpt: `https://chatgpt.com/?hints=search&q=${q}`,
    claude: `https://claude.ai/new?q=${q}`,
  };
}
