// The smallest Starlight docs site that carries the same page text as ours (issue 20's
// three-way bench): default theme, sidebar generated from the pages, Pagefind search as shipped.
import starlight from "@astrojs/starlight";
import { defineConfig } from "astro/config";

export default defineConfig({
  // Pages as `docs/get-started.html`, the clean URLs our server maps to files.
  build: { format: "file" },
  trailingSlash: "never",
  telemetry: false,
  integrations: [
    starlight({
      title: "Langfuse",
      sidebar: [{ label: "Docs", autogenerate: { directory: "docs" } }],
    }),
  ],
});
