import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { initialsOf } from "@/lib/avatar";
import { TEAM } from "@/lib/team";

/** The roster handle a full name gives: lower case, umlauts spelled out, no spaces. */
const handleOfName = (name: string) =>
  name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z]/g, "");

describe("team roster agrees with itself", () => {
  it.each(Object.entries(TEAM))(
    "%s: handle, name, first name, image file and initials match",
    (handle, member) => {
      expect(handleOfName(member.name)).toBe(handle);
      expect(member.name.startsWith(`${member.firstName} `)).toBe(true);
      expect(member.image).toBe(`/images/people/${handle}.svg`);
      const svg = readFileSync(`public${member.image}`, "utf8");
      expect(svg).toContain(`aria-label="${member.name}"`);
      expect(svg).toContain(`>${initialsOf(member.name)}</text>`);
    },
  );
});
