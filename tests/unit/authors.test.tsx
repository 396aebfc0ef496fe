// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthorBadges } from "@/components/authors/author-badges";
import {
  authorLabels,
  BYLINES,
  findAuthor,
  matchAuthor,
  resolveAuthors,
} from "@/lib/authors";
import { TEAM, type TeamMember } from "@/lib/team";

describe("author rules", () => {
  it.each([
    ["marcklingen", "marcklingen"],
    ["lydiayou", "lydiayou"],
    ["Marc", "marcklingen"],
    ["Steffen", "steffenschmitz"],
    ["marc", undefined],
    ["nobody", undefined],
    ["langfuse", "langfuse"],
  ])("findAuthor(%s) -> %s", (input, handle) => {
    expect(findAuthor(input)?.handle).toBe(handle);
  });

  it("credits the team byline without making it a team member", () => {
    expect(findAuthor("langfuse")?.member.name).toBe("Langfuse Team");
    expect(Object.keys(TEAM)).not.toContain("langfuse");
    expect(Object.keys(BYLINES)).toEqual(["langfuse"]);
  });

  const person = (firstName: string, name: string): TeamMember => ({
    firstName,
    name,
    title: "Engineer",
    image: "/x.svg",
  });
  const team = {
    alexa: person("Alex", "Alex A"),
    alexb: person("Alex", "Alex B"),
    robin: person("Robin", "Robin C"),
  };
  it.each([
    ["robin", { ok: true, handle: "robin" }],
    ["Robin", { ok: true, handle: "robin" }],
    [
      "Alex",
      { ok: false, reason: "ambiguous", candidates: ["alexa", "alexb"] },
    ],
    [
      "Sam",
      {
        ok: false,
        reason: "unknown",
        candidates: ["alexa", "alexb", "robin"],
      },
    ],
  ])("matchAuthor(%s) in a roster with two Alexes -> %j", (name, want) => {
    expect(matchAuthor(name, team)).toEqual(want);
  });

  it.each([
    [["marcklingen"], ["Marc Klingen"]],
    [
      ["marcklingen", "maxdeichmann"],
      ["Marc Klingen", "Max Deichmann"],
    ],
    [
      ["marcklingen", "maxdeichmann", "clemensrawert"],
      ["Marc", "Max", "Clemens"],
    ],
    [["marcklingen", "stranger"], ["Marc Klingen"]],
    [
      ["Marc", "Max", "Clemens"],
      ["Marc", "Max", "Clemens"],
    ],
    [["Lydia"], ["Lydia You"]],
  ])("labels for %j are %j", (authors, labels) => {
    expect(authorLabels(resolveAuthors(authors))).toEqual(labels);
  });
});

describe("AuthorBadges", () => {
  it("shows a badge only for roster authors", () => {
    render(<AuthorBadges authors={["marcklingen", "someone"]} />);
    const list = screen.getByRole("list", { name: "Authors" });
    expect(list.children).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Marc Klingen" })).toHaveAttribute(
      "href",
      "https://x.com/marcklingen",
    );
  });

  it("shows first names only with more than two authors", () => {
    render(
      <AuthorBadges
        authors={["marcklingen", "maxdeichmann", "steffenschmitz"]}
      />,
    );
    expect(screen.getByRole("list", { name: "Authors" })).toHaveTextContent(
      "MarcMaxSteffen",
    );
  });
});
