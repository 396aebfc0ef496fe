import { getHighlighter } from "shiki";
import { describe, expect, it } from "vitest";
import { darkColourMap, tokeniseOnce } from "@/lib/mdx/shiki-dual-theme";
import {
  CODE_THEMES,
  loadTokenPalette,
  shikiTokenClasses,
} from "@/lib/mdx/shiki-token-classes";

// Snippets that exercise comments (italic in neither theme but a colour of their own), strings,
// keywords, decorators, template literals, whitespace-only tokens and empty lines.
const SNIPPETS: Array<[string, string]> = [
  [
    "python",
    'from langfuse import observe, get_client\n\n@observe(name="answer")\ndef answer(question: str) -> str:\n    # One trace per call\n    langfuse = get_client()\n    return f"{question}?"\n',
  ],
  [
    "typescript",
    'import { LangfuseClient } from "@langfuse/client";\n\nconst client = new LangfuseClient();\n// the prompt is cached for 60 s\nconst prompt = await client.prompt.get("movie-critic", { label: "production" });\nconsole.log(`${prompt.name} v${prompt.version}`);\n',
  ],
  [
    "tsx",
    'export function Badge({ label }: { label: string }) {\n  return <span className="badge">{label}</span>;\n}\n',
  ],
  [
    "bash",
    'pip install "langfuse>=3,<4"\nexport LANGFUSE_HOST="https://cloud.langfuse.com"  # EU region\n',
  ],
  ["json", '{\n  "name": "trace",\n  "tags": ["a", 1, true, null]\n}\n'],
  [
    "yaml",
    "services:\n  langfuse-web:\n    image: langfuse/langfuse:3 # pinned\n",
  ],
  ["diff", "- old line\n+ new line\n  unchanged\n"],
  [
    "sql",
    "SELECT name, count(*) FROM traces WHERE project_id = 'p' GROUP BY 1;\n",
  ],
  ["plaintext", "plain text\n\n  indented\n"],
];

describe("highlighting with both themes from one tokenisation", async () => {
  const highlighter = await getHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: SNIPPETS.map(([lang]) => lang),
  });
  const once = tokeniseOnce(highlighter, CODE_THEMES);
  const palette = await loadTokenPalette();

  it("pairs every colour of the site's light theme with one dark colour", () => {
    const map = darkColourMap(
      highlighter.getTheme(CODE_THEMES.light),
      highlighter.getTheme(CODE_THEMES.dark),
    );
    expect(map?.get("#CF222E")).toBe("#FF7B72");
    expect(map?.get("#1F2328")).toBe("#E6EDF3");
  });

  it.each(SNIPPETS)(
    "writes the same HTML as Shiki's two-theme highlight, tokenising once (%s)",
    (lang, code) => {
      // Counts what the wrapper asks of Shiki: one light-only highlight per snippet.
      const requests: string[] = [];
      const counted = tokeniseOnce(
        {
          ...highlighter,
          codeToHtml: (c, o) => {
            requests.push("themes" in o ? "both" : "light");
            return highlighter.codeToHtml(c, o);
          },
        },
        CODE_THEMES,
      );
      for (const transformers of [[], [shikiTokenClasses(palette)]]) {
        const options = {
          lang,
          themes: CODE_THEMES,
          defaultColor: false as const,
          transformers,
        };
        const expected = highlighter.codeToHtml(code, options);
        expect(expected).toContain("--shiki-dark-bg:");
        expect(counted.codeToHtml(code, options)).toBe(expected);
      }
      expect(requests).toEqual(["light", "light"]);
    },
  );

  it("leaves a theme pair that differs in more than colours to Shiki", async () => {
    const mixed = await getHighlighter({
      themes: ["github-light-default", "one-dark-pro"],
      langs: ["python"],
    });
    expect(
      darkColourMap(
        mixed.getTheme("github-light-default"),
        mixed.getTheme("one-dark-pro"),
      ),
    ).toBeNull();
    const themes = {
      light: "github-light-default",
      dark: "one-dark-pro",
    } as const;
    const options = {
      lang: "python",
      themes,
      defaultColor: false as const,
    };
    const [, code] = SNIPPETS[0]!;
    expect(tokeniseOnce(mixed, themes).codeToHtml(code, options)).toBe(
      mixed.codeToHtml(code, options),
    );
  });

  it("passes a single-theme request through unchanged", () => {
    const options = { lang: "python", theme: CODE_THEMES.light };
    const [, code] = SNIPPETS[0]!;
    expect(once.codeToHtml(code, options)).toBe(
      highlighter.codeToHtml(code, options),
    );
  });
});
