import type {
  HighlighterGeneric,
  ShikiTransformer,
  ThemedToken,
  ThemeRegistrationResolved,
} from "shiki";

/** Shiki's font-style bits (`FontStyle` of @shikijs/vscode-textmate). */
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;

/**
 * A light and a dark theme that differ only in their colours: the same rules, scopes and font
 * styles in the same order, and each light colour always paired with the same dark colour (the
 * GitHub "-default" pair are generated from one template). For such a pair, the dark tokens of a
 * snippet follow from the light ones, so the snippet needs tokenising once, not once per theme.
 * `null` when the pair is not like that, or has colour replacements (which Shiki applies per theme).
 */
export function darkColourMap(
  light: ThemeRegistrationResolved,
  dark: ThemeRegistrationResolved,
): Map<string, string> | null {
  const replaces = (theme: ThemeRegistrationResolved) =>
    Object.keys(theme.colorReplacements ?? {}).length > 0;
  if (replaces(light) || replaces(dark)) return null;
  const rules = [light.settings ?? [], dark.settings ?? []] as const;
  if (rules[0].length !== rules[1].length) return null;
  const map = new Map<string, string>();
  const pair = (from: string | undefined, to: string | undefined) => {
    if (!from && !to) return true;
    if (!from || !to) return false;
    // Tokens carry colours as vscode-textmate's colour map writes them: upper case.
    const [l, d] = [from.toUpperCase(), to.toUpperCase()];
    if (map.get(l) !== undefined && map.get(l) !== d) return false;
    map.set(l, d);
    return true;
  };
  if (!pair(light.fg, dark.fg)) return null;
  for (let i = 0; i < rules[0].length; i++) {
    const [l, d] = [rules[0][i]!, rules[1][i]!];
    if (JSON.stringify(l.scope) !== JSON.stringify(d.scope)) return null;
    if ((l.settings.fontStyle ?? "") !== (d.settings.fontStyle ?? ""))
      return null;
    if (!pair(l.settings.foreground, d.settings.foreground)) return null;
  }
  return map;
}

/**
 * Thrown by the transformer for a snippet the shortcut would write differently: a colour the map
 * lacks, or an underlined token (Shiki's two-theme highlight joins the spaces before an underlined
 * token into it, a one-theme highlight does not). Such a snippet is highlighted Shiki's way.
 */
class NotDerivable extends Error {}

/** A token's style declarations as Shiki writes them for one theme (colour and font style). */
function styleOf(colour: string, fontStyle: number): Array<[string, string]> {
  const style: Array<[string, string]> = [["", colour]];
  if (fontStyle & ITALIC) style.push(["-font-style", "italic"]);
  if (fontStyle & BOLD) style.push(["-font-weight", "bold"]);
  return style;
}

/**
 * Turns the tokens of a light-only highlight into what Shiki's two-theme highlight (with
 * `defaultColor: false`) produces: each token styled `--shiki-light*` then `--shiki-dark*`, and the
 * `<pre>` with both themes' names and colours.
 */
function dualThemeTransformer(
  light: ThemeRegistrationResolved,
  dark: ThemeRegistrationResolved,
  map: ReadonlyMap<string, string>,
): ShikiTransformer {
  return {
    name: "langfuse:dual-theme-from-light",
    tokens(lines) {
      return lines.map((line) =>
        line.map((token): ThemedToken => {
          const colour = token.color ?? "";
          const fontStyle = token.fontStyle ?? 0;
          const htmlStyle: Record<string, string> = {};
          // Plain text has no colour in either theme: no style, as Shiki writes it.
          if (!colour && !fontStyle)
            return { content: token.content, offset: token.offset, htmlStyle };
          const darkColour = map.get(colour.toUpperCase());
          if (!darkColour || fontStyle & UNDERLINE)
            throw new NotDerivable(colour);
          for (const [variant, value] of [
            ["light", colour],
            ["dark", darkColour],
          ] as const)
            for (const [suffix, declared] of styleOf(value, fontStyle))
              htmlStyle[`--shiki-${variant}${suffix}`] = declared;
          return { content: token.content, offset: token.offset, htmlStyle };
        }),
      );
    },
    pre(node) {
      node.properties.class = `shiki shiki-themes ${light.name} ${dark.name}`;
      node.properties.style = [
        `--shiki-light:${light.fg}`,
        `--shiki-dark:${dark.fg}`,
        `--shiki-light-bg:${light.bg}`,
        `--shiki-dark-bg:${dark.bg}`,
      ].join(";");
    },
  };
}

/**
 * `highlighter` with a `codeToHtml` that highlights a `{ light, dark }` request (no default
 * colour) by tokenising with the light theme only, when {@link darkColourMap} allows it: the same
 * HTML, with half the grammar work (the build's largest share of compiling MDX). Any other request,
 * or a snippet with a colour outside the map, goes to Shiki's own `codeToHtml`.
 */
export function tokeniseOnce<L extends string, T extends string>(
  highlighter: HighlighterGeneric<L, T>,
  themes: { light: NoInfer<T>; dark: NoInfer<T> },
): HighlighterGeneric<L, T> {
  type HtmlOptions = Parameters<HighlighterGeneric<L, T>["codeToHtml"]>[1];
  const original = highlighter.codeToHtml.bind(highlighter);
  // Built at the first request (the themes are loaded by then), for the one pair `themes` names.
  let derived: ShikiTransformer | null | undefined;
  const transformerFor = (): ShikiTransformer | null => {
    if (derived === undefined) {
      const light = highlighter.getTheme(themes.light);
      const dark = highlighter.getTheme(themes.dark);
      const map = darkColourMap(light, dark);
      derived = map ? dualThemeTransformer(light, dark, map) : null;
    }
    return derived;
  };
  const codeToHtml = (code: string, options: HtmlOptions): string => {
    const requested = "themes" in options ? options.themes : undefined;
    const transformer =
      requested &&
      "defaultColor" in options &&
      options.defaultColor === false &&
      Object.keys(requested).join() === "light,dark" &&
      requested.light === themes.light &&
      requested.dark === themes.dark
        ? transformerFor()
        : null;
    if (!transformer) return original(code, options);
    const {
      themes: _both,
      defaultColor: _none,
      ...rest
    } = options as Extract<HtmlOptions, { themes: unknown }>;
    try {
      return original(code, {
        ...rest,
        theme: themes.light,
        transformers: [transformer, ...(rest.transformers ?? [])],
      });
    } catch (error) {
      if (error instanceof NotDerivable) return original(code, options);
      throw error;
    }
  };
  return Object.assign(Object.create(highlighter) as typeof highlighter, {
    codeToHtml,
  });
}
