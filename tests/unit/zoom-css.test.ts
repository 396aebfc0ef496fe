import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ZOOM_MAX_DISABLED_WIDTH } from "@/components/mdx/zoom-constants";

describe("the zoom button before its island wakes", () => {
  it("is hidden by the stylesheet at exactly the widths where zoom is off", () => {
    const css = readFileSync(
      join(__dirname, "../../styles/globals.css"),
      "utf8",
    );
    expect(css).toMatch(
      new RegExp(
        `@media \\(max-width: ${ZOOM_MAX_DISABLED_WIDTH}px\\) \\{\\s*\\[data-rmiz-btn-zoom\\] \\{\\s*display: none;`,
      ),
    );
  });
});
