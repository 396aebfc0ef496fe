/** How long the check mark shows after a successful copy. */
export const COPY_CONFIRMATION_MS = 2000;

export const COPY_LABELS = {
  idle: "Copy code",
  copied: "Copied code",
  noClipboard: "Access to clipboard rejected!",
  failed: "Failed to copy!",
} as const;
