import {
  notebookSlug,
  type CatalogueEntry,
  type CookbookRoute,
} from "./catalogue";
import type { ConvertedNotebook } from "./notebook-to-mdx";
import { COOKBOOK_TOPICS, topicOf } from "./topics";

/** Bump when the output format changes, so incremental builds regenerate everything. */
export const CONVERTER_VERSION = 4;

export const GENERATED_NOTICE =
  "Generated from {source} by scripts/build-cookbook.ts. Edit the notebook, not this file.";

function yamlString(value: string): string {
  return JSON.stringify(value); // JSON strings are valid YAML scalars
}

/** The MDX file of one notebook route: front matter, generated-from header, notice, content. */
export function notebookPageMdx(
  route: CookbookRoute,
  converted: ConvertedNotebook,
): string {
  const source = `cookbook/${route.entry.notebook}`;
  const fm = [
    "---",
    `title: ${yamlString(converted.title)}`,
    `description: ${yamlString(converted.description)}`,
    ...(route.canonicalPath !== route.path
      ? [`canonical: ${yamlString(route.canonicalPath)}`]
      : []),
    `generatedFrom: ${yamlString(source)}`,
    "---",
    "",
    `{/* ${GENERATED_NOTICE.replace("{source}", source)} */}`,
    "",
  ].join("\n");
  const notice = `<NotebookNotice notebook=${JSON.stringify(route.entry.notebook)} kind="${converted.kind}" />`;
  const body = converted.body.replace(/^(# .*)$/m, `$1\n\n${notice}`);
  return `${fm}${body}`;
}

/** Sidebar label: the notebook title without the "with Langfuse" tail every page shares. */
export function sidebarTitle(title: string): string {
  return (
    title
      .replace(/\s+(with|in|to|via|using)\s+Langfuse.*$/i, "")
      .replace(/\s*\(.*\)\s*$/, "")
      .trim() || title
  );
}

const WORDS: Record<string, string> = {
  openai: "OpenAI",
  api: "API",
  ai: "AI",
  sdk: "SDK",
  xai: "xAI",
  deepseek: "DeepSeek",
  huggingface: "Hugging Face",
  llamaindex: "LlamaIndex",
  litellm: "LiteLLM",
  dspy: "DSPy",
  crewai: "CrewAI",
  autogen: "AutoGen",
  smolagents: "smolagents",
  beeai: "BeeAI",
  adk: "ADK",
  togetherai: "Together AI",
  novitaai: "Novita AI",
  cometapi: "CometAPI",
  byteplus: "BytePlus",
  truefoundry: "TrueFoundry",
  langserve: "LangServe",
  pydantic: "Pydantic",
};

/** Sidebar label of an integration page from its slug: `openai-assistants-api` -> `OpenAI Assistants API`. */
export function integrationLabel(slug: string): string {
  return slug
    .split("-")
    .map((w) => WORDS[w] ?? (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(" ");
}

/** `_meta.ts` source: an object literal, keys in display order. */
export function metaFile(
  entries: ReadonlyArray<[string, unknown]>,
  comment: string,
): string {
  const body = entries
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`)
    .join("\n");
  return `// ${comment}\nconst meta = {\n${body}\n};\n\nexport default meta;\n`;
}

export interface NotebookInfo {
  entry: CatalogueEntry;
  title: string;
  description: string;
}

function byTopic(infos: readonly NotebookInfo[]) {
  return COOKBOOK_TOPICS.map((topic) => ({
    topic,
    items: infos
      .filter((i) => topicOf(i.entry.notebook) === topic.id)
      .sort((a, b) => a.title.localeCompare(b.title)),
  })).filter((g) => g.items.length > 0);
}

/** Index page with one card per notebook, grouped by topic. */
export function indexPageMdx(options: {
  title: string;
  description: string;
  intro: string;
  infos: readonly NotebookInfo[];
}): string {
  const sections = byTopic(options.infos).map(({ topic, items }) => {
    const cards = items
      .map((i) => {
        const href = i.entry.docsPath
          ? `/${i.entry.docsPath}`
          : `/guides/cookbook/${notebookSlug(i.entry.notebook)}`;
        return `  <GuideCards.Card title={${JSON.stringify(i.title)}} href="${href}" description={${JSON.stringify(i.description)}} />`;
      })
      .join("\n");
    return `## ${topic.title}\n\n${topic.blurb}\n\n<GuideCards>\n${cards}\n</GuideCards>`;
  });
  return [
    "---",
    `title: ${yamlString(options.title)}`,
    `description: ${yamlString(options.description)}`,
    `generatedFrom: "cookbook/_routes.json"`,
    "---",
    "",
    `{/* ${GENERATED_NOTICE.replace("{source}", "cookbook/_routes.json")} */}`,
    "",
    `# ${options.title}`,
    "",
    options.intro,
    "",
    sections.join("\n\n"),
    "",
  ].join("\n");
}
