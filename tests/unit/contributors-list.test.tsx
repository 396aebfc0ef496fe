// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContributorsList as List } from "@/components/contributors/contributors-list";
import {
  CONTRIBUTORS_VISIBLE,
  contributorsFor,
  type ContributorsMap,
} from "@/lib/contributors";

const map: ContributorsMap = {
  "/docs/tracing": [
    "marcklingen",
    "octocat",
    "maxdeichmann",
    "hassiebpakzad",
    "jane-doe",
  ],
  "/docs/other": ["marcklingen", "maxdeichmann", "octocat", "jane-doe"],
  "/docs": ["lydiayou"],
};

/** The list as the table of contents renders it: the page's entries of `m`. */
function ContributorsList({
  path,
  map: m,
}: {
  path: string;
  map: ContributorsMap;
}) {
  return <List path={path} entries={contributorsFor(m, path)} />;
}

function names() {
  return within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((li) => li.textContent);
}

describe("ContributorsList", () => {
  it('shows 3 of 5 contributors and "... and 2 more", then all after a click', () => {
    render(<ContributorsList path="/docs/tracing" map={map} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(CONTRIBUTORS_VISIBLE);
    fireEvent.click(screen.getByRole("button", { name: "... and 2 more" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("collapses again after a route change", () => {
    const { rerender } = render(
      <ContributorsList path="/docs/tracing" map={map} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "... and 2 more" }));
    rerender(<ContributorsList path="/docs/other" map={map} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(
      screen.getByRole("button", { name: "... and 1 more" }),
    ).toBeInTheDocument();
  });

  it("shows roster name and title for team members and `Contributor` for others", () => {
    render(<ContributorsList path="/docs/tracing" map={map} />);
    expect(names()).toEqual([
      "Marc KlingenCo-founder",
      "octocatContributor",
      "Max DeichmannCo-founder",
    ]);
  });

  it("finds /docs/index contributors for /docs", () => {
    render(<ContributorsList path="/docs" map={map} />);
    expect(names()).toEqual(["Lydia YouTechnical Writer"]);
  });

  it("falls back to initials when an avatar fails to load", () => {
    const { container } = render(
      <ContributorsList path="/docs/tracing" map={map} />,
    );
    const selector = 'img[src="/images/people/marcklingen.svg"]';
    const avatar = container.querySelector(selector);
    expect(avatar).not.toBeNull();
    fireEvent.error(avatar!);
    expect(container.querySelector(selector)).toBeNull();
    expect(screen.getByText("MK")).toBeInTheDocument();
  });

  it("draws the avatar of a handle outside the roster locally, without asking GitHub", () => {
    const { container } = render(
      <ContributorsList path="/docs/tracing" map={map} />,
    );
    const sources = [...container.querySelectorAll("img")].map((img) =>
      img.getAttribute("src"),
    );
    expect(sources.some((src) => src?.includes("github.com"))).toBe(false);
    expect(sources[1]).toMatch(/^data:image\/svg\+xml,/);
  });

  it("links a contributor's X handle, from the roster and from a full profile", () => {
    render(
      <ContributorsList
        path="/docs/x"
        map={{
          "/docs/x": [
            "marcklingen",
            {
              github: "jane-doe",
              name: "Jane Doe",
              title: "Solutions Engineer",
              image: "/images/people/jane.svg",
              twitter: "janedoe",
            },
          ],
        }}
      />,
    );
    expect(
      screen.getByRole("link", { name: "Marc Klingen on X (@marcklingen)" }),
    ).toHaveAttribute("href", "https://x.com/marcklingen");
    expect(
      screen.getByRole("link", { name: "Jane Doe on X (@janedoe)" }),
    ).toHaveAttribute("href", "https://x.com/janedoe");
    expect(screen.getByRole("link", { name: "Jane Doe" })).toHaveAttribute(
      "href",
      "https://github.com/jane-doe",
    );
    expect(names()).toEqual([
      "Marc KlingenCo-founder",
      "Jane DoeSolutions Engineer",
    ]);
  });

  it("renders nothing for a page without contributors", () => {
    const { container } = render(
      <ContributorsList path="/nowhere" map={map} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
