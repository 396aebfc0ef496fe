import { siteConfig, type SiteConfig } from "../site-config";

export interface NotebookLinks {
  github: string;
  /** Colab runs Python only; Deno notebooks get none. */
  colab?: string;
}

/** "Open on GitHub" and "Run on Google Colab" URLs of a cookbook notebook. */
export function notebookLinks(
  file: string,
  kind: "python" | "deno",
  config: SiteConfig = siteConfig,
): NotebookLinks {
  const path = `cookbook/${file}`;
  const github = `${config.docsRepository}/blob/${config.docsBranch}/${path}`;
  if (kind === "deno") return { github };
  const repo = new URL(config.docsRepository).pathname.replace(/^\/|\/$/g, "");
  return {
    github,
    colab: `https://colab.research.google.com/github/${repo}/blob/${config.docsBranch}/${path}`,
  };
}
