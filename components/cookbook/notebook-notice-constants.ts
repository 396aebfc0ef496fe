/** What the notebook notice says, on the page and in the page's `.md` twin. */
export const NOTEBOOK_NOTICE_TEXT = {
  python: "This is a Jupyter notebook.",
  deno: "This is a Jupyter notebook for the Deno kernel (TypeScript).",
  github: "Open on GitHub",
  colab: "Run on Google Colab",
} as const;
