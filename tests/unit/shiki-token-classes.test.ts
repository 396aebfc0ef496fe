import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Element } from "hast";
import { codeToHtml } from "shiki";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CODE_THEMES,
  loadTokenPalette,
  shikiTokenClasses,
  tokenPaletteCss,
  tokenReplacement,
  type TokenPalette,
} from "../../lib/mdx/shiki-token-classes";

let palette: TokenPalette;
beforeAll(async () => {
  palette = await loadTokenPalette();
});

const token = (
  style: string | undefined,
  extra: Record<string, string> = {},
): Element => ({
  type: "element",
  tagName: "span",
  properties: style === undefined ? { ...extra } : { style, ...extra },
  children: [{ type: "text", value: "x" }],
});

describe("tokenReplacement", () => {
  it("reads both themes' default text colour and token colours", () => {
    expect(palette.light.foreground).toBe("#1F2328");
    expect(palette.dark.foreground).toBe("#E6EDF3");
    // The keyword colour of each theme is in its palette.
    expect(palette.light.colors).toContain("#CF222E");
    expect(palette.dark.colors).toContain("#FF7B72");
  });

  it.each([
    ["a keyword", "--shiki-light:#CF222E;--shiki-dark:#FF7B72", "classes"],
    ["lower-case hex", "--shiki-light:#cf222e;--shiki-dark:#ff7b72", "classes"],
    [
      "the default colour in both themes",
      "--shiki-light:#1F2328;--shiki-dark:#E6EDF3",
      "text",
    ],
    [
      "an italic token",
      "--shiki-light:#CF222E;--shiki-dark:#FF7B72;--shiki-light-font-style:italic",
      "kept",
    ],
    [
      "a colour outside the palette",
      "--shiki-light:#123456;--shiki-dark:#FF7B72",
      "kept",
    ],
    [
      "a background colour",
      "--shiki-light:#CF222E;--shiki-dark:#FF7B72;--shiki-light-bg:#FFEBE9",
      "kept",
    ],
  ])("%s (%s) is %s", (_name, style, expected) => {
    const before = token(style);
    const after = tokenReplacement(before, palette);
    if (expected === "text")
      expect(after).toEqual([{ type: "text", value: "x" }]);
    else if (expected === "kept") expect(after).toBe(before);
    else {
      const li = palette.light.colors.indexOf("#CF222E");
      const di = palette.dark.colors.indexOf("#FF7B72");
      expect(after).toEqual({
        ...before,
        properties: { className: [`sl${li}`, `sd${di}`] },
      });
    }
  });

  it("keeps a token that carries other properties (a highlighted word, a twoslash hover)", () => {
    const before = token("--shiki-light:#CF222E;--shiki-dark:#FF7B72", {
      "data-highlighted-chars": "",
    });
    expect(tokenReplacement(before, palette)).toBe(before);
  });
});

describe("shikiTokenClasses", () => {
  it("renders a Python line with classes for coloured tokens and plain text for the rest", async () => {
    const html = await codeToHtml(
      "from langfuse import get_client\nx = get_client()  # note",
      {
        lang: "python",
        themes: CODE_THEMES,
        defaultColor: false,
        transformers: [shikiTokenClasses(palette)],
      },
    );
    const keyword = `sl${palette.light.colors.indexOf("#CF222E")} sd${palette.dark.colors.indexOf("#FF7B72")}`;
    const comment = `sl${palette.light.colors.indexOf("#6E7781")} sd${palette.dark.colors.indexOf("#8B949E")}`;
    expect(html).toContain(
      `<span class="${keyword}">from</span> langfuse <span class="${keyword}">import</span> get_client</span>`,
    );
    expect(html).toContain(`<span class="${comment}"># note</span>`);
    // No token keeps an inline colour; only the <pre> carries Shiki's own style.
    expect(html.match(/<span[^>]*style=/g)).toBeNull();
  });
});

describe("styles/shiki-tokens.css", () => {
  it("is what scripts/build-shiki-css.ts writes for the current themes (run it after a Shiki upgrade)", () => {
    const file = readFileSync(
      join(__dirname, "../../styles/shiki-tokens.css"),
      "utf8",
    );
    expect(file).toBe(tokenPaletteCss(palette));
  });

  it("defines every class the transformer can emit", () => {
    const css = tokenPaletteCss(palette);
    palette.light.colors.forEach((c, i) =>
      expect(css).toContain(`.sl${i} {\n  --shiki-light: ${c.toLowerCase()};`),
    );
    palette.dark.colors.forEach((c, i) =>
      expect(css).toContain(`.sd${i} {\n  --shiki-dark: ${c.toLowerCase()};`),
    );
  });
});
