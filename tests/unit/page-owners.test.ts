import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ownersFor, parseOwnersFile } from "@/lib/page-owners";
import { rosterHandleFor } from "@/lib/team";

const FILE = `
# comment
/docs            @marc @lydia   # trailing comment
/docs/**         lydia
/docs/tracing/** @hassieb @max
/docs/tracing    @hassieb @max @lydia @marc
/**              @site-owner
`;

describe("parseOwnersFile", () => {
  it("reads patterns and logins, with or without @, skipping comments", () => {
    expect(parseOwnersFile(FILE)).toEqual([
      { pattern: "/docs", logins: ["marc", "lydia"], line: 3 },
      { pattern: "/docs/**", logins: ["lydia"], line: 4 },
      { pattern: "/docs/tracing/**", logins: ["hassieb", "max"], line: 5 },
      {
        pattern: "/docs/tracing",
        logins: ["hassieb", "max", "lydia", "marc"],
        line: 6,
      },
      { pattern: "/**", logins: ["site-owner"], line: 7 },
    ]);
  });

  it.each([
    ["docs @marc", 'owners.txt:1: "docs" is not a path pattern'],
    ["/docs/*.mdx @marc", 'owners.txt:1: "/docs/*.mdx" is not a path pattern'],
    ["/docs", "owners.txt:1: /docs names no GitHub login"],
    ["/docs @-marc", 'owners.txt:1: "-marc" is not a GitHub login'],
    ["/docs @a\n/docs @b", "owners.txt:2: /docs is already given on line 1"],
  ])("rejects %j", (text, message) => {
    expect(() => parseOwnersFile(text, "owners.txt")).toThrow(message);
  });
});

describe("ownersFor", () => {
  const rules = parseOwnersFile(FILE);
  it.each([
    ["/docs", ["marc", "lydia"]],
    ["/docs/", ["marc", "lydia"]],
    ["/docs/get-started", ["lydia"]],
    ["/docs/tracing", ["hassieb", "max", "lydia", "marc"]],
    ["/docs/tracing/data-model#ids", ["hassieb", "max"]],
    ["/docsearch", ["site-owner"]],
    ["/", []],
  ])("%s is owned by %j", (route, owners) => {
    expect(ownersFor(rules, route)).toEqual(owners);
  });
});

describe("data/page-owners.txt", () => {
  const rules = parseOwnersFile(
    readFileSync("data/page-owners.txt", "utf8"),
    "data/page-owners.txt",
  );
  it("parses", () => {
    expect(rules.length).toBeGreaterThan(10);
  });
  it("names only team members (anyone else is added through git history)", () => {
    const unknown = rules.flatMap((r) =>
      r.logins.filter((login) => rosterHandleFor(login) === undefined),
    );
    expect(unknown).toEqual([]);
  });
  it.each(["/docs", "/docs/tracing", "/self-hosting", "/integrations", "/faq"])(
    "gives the overview page %s more than three owners",
    (route) => {
      expect(ownersFor(rules, route).length).toBeGreaterThan(3);
    },
  );
});
