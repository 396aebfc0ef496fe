// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { wireChoiceAnnouncements } from "@/components/pricing/announce-choice";

describe("wireChoiceAnnouncements", () => {
  it.each([
    [
      "an input naming its text and region",
      'data-announce="Self-hosted: Open Source" data-announce-in="status"',
      "Self-hosted: Open Source",
    ],
    ["an input without text", 'data-announce-in="status"', "before"],
    [
      "an input naming a missing region",
      'data-announce="x" data-announce-in="nowhere"',
      "before",
    ],
  ])("a change of %s", (_, attributes, expected) => {
    const root = document.implementation.createHTMLDocument();
    root.body.innerHTML = `<input type="radio" name="d" ${attributes}><p id="status">before</p>`;
    wireChoiceAnnouncements(root);
    const input = root.querySelector("input")!;
    input.checked = true;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    expect(root.getElementById("status")!.textContent).toBe(expected);
  });
});
