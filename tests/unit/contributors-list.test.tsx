// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContributorsList } from "@/components/contributors/contributors-list";
import { CONTRIBUTORS_VISIBLE } from "@/lib/contributors";

const map = {
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
    const githubAvatar = container.querySelector(
      'img[src="https://github.com/octocat.png"]',
    );
    expect(githubAvatar).not.toBeNull();
    fireEvent.error(githubAvatar!);
    expect(
      container.querySelector('img[src="https://github.com/octocat.png"]'),
    ).toBeNull();
    expect(screen.getByText("OC")).toBeInTheDocument();
  });

  it("renders nothing for a page without contributors", () => {
    const { container } = render(
      <ContributorsList path="/nowhere" map={map} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
