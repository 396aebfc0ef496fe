import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ALWAYS_KEPT, glyphSet, sourceTexts } from "@/lib/fonts/glyph-set";

describe("glyphSet", () => {
  it.each([
    { name: "no text keeps printable ASCII", texts: [], extra: "" },
    { name: "typographic punctuation", texts: ["Don’t — ever…"], extra: "—’…" },
    {
      name: "accents and symbols, each once",
      texts: ["café €", "é"],
      extra: "é€",
    },
    { name: "astral code points stay whole", texts: ["ok 🚀"], extra: "🚀" },
    {
      name: "control characters are dropped",
      texts: ["a\tb\nc\u0000"],
      extra: "",
    },
  ])("$name", ({ texts, extra }) => {
    const set = glyphSet(texts);
    expect([...set].filter((ch) => !ALWAYS_KEPT.includes(ch)).join("")).toBe(
      [...extra].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join(""),
    );
    expect(set.startsWith(' !"#')).toBe(true);
  });

  it("reads content and code files, skips other files and missing folders", () => {
    const root = mkdtempSync(join(tmpdir(), "glyphs-"));
    mkdirSync(join(root, "pages/docs"), { recursive: true });
    writeFileSync(join(root, "pages/docs/a.mdx"), "Ünïcode");
    writeFileSync(join(root, "pages/b.tsx"), "label → next");
    writeFileSync(join(root, "pages/c.png"), "ß");
    const texts = [...sourceTexts(root, ["pages", "missing"])].sort();
    expect(texts).toEqual(["label → next", "Ünïcode"]);
    expect(glyphSet(texts)).toContain("→");
    expect(glyphSet(texts)).not.toContain("ß");
  });
});
