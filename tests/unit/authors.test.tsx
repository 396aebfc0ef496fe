// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthorBadges } from "@/components/authors/author-badges";
import { authorLabels, findAuthor, resolveAuthors } from "@/lib/authors";

describe("author rules", () => {
  it.each([
    ["marcklingen", "marcklingen"],
    ["lydiayou", "lydiayou"],
    ["Marc", undefined],
    ["nobody", undefined],
  ])("findAuthor(%s) -> %s", (input, handle) => {
    expect(findAuthor(input)?.handle).toBe(handle);
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
