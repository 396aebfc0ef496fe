// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AvailabilityBanner } from "@/components/availability/availability-banner";
import {
  AVAILABILITY_TITLE,
  LEVEL_LABELS,
  type AvailabilityLevel,
} from "@/components/availability/availability-constants";

function cell(plan: string) {
  return document.querySelector(`[data-plan="${plan}"]`) as HTMLElement;
}

describe("AvailabilityBanner", () => {
  it("titles the banner and shows one cell per plan", () => {
    render(
      <AvailabilityBanner
        availability={{
          hobby: "full",
          core: "full",
          pro: "team-add-on",
          enterprise: "ee",
          selfHosted: "not-available",
        }}
      />,
    );
    expect(
      screen.getByRole("region", { name: AVAILABILITY_TITLE }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    expect(within(cell("hobby")).getByText("available")).toBeInTheDocument();
    expect(
      within(cell("selfHosted")).getByText("not available"),
    ).toBeInTheDocument();
  });

  it.each<[AvailabilityLevel, string, string, string]>([
    ["team-add-on", "Team Add-On", "Team", "available"],
    ["ee", "Enterprise Edition", "Enterprise", "available"],
    ["private-beta", "Private Beta", "Private Beta", "available"],
    ["public-beta", "Public Beta", "Public Beta", "available"],
    ["not-available", "Not Available", "Not Available", "not available"],
  ])(
    "%s shows %s and the short label %s on small screens",
    (level, label, short, status) => {
      render(
        <AvailabilityBanner
          availability={{
            hobby: level,
            core: "full",
            pro: "full",
            enterprise: "full",
            selfHosted: "full",
          }}
        />,
      );
      const hobby = cell("hobby");
      expect(hobby.querySelector(".max-sm\\:hidden")).toHaveTextContent(label);
      expect(hobby.querySelector(".sm\\:hidden")).toHaveTextContent(short);
      expect(within(hobby).getByText(status)).toBeInTheDocument();
    },
  );

  it("shows a check and no label for full availability", () => {
    render(
      <AvailabilityBanner
        availability={{
          hobby: "full",
          core: "full",
          pro: "full",
          enterprise: "full",
          selfHosted: "full",
        }}
      />,
    );
    expect(cell("core")).toHaveTextContent(/^Coreavailable$/);
    expect(LEVEL_LABELS.full.label).toBe("");
  });
});
