// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fireEvent, render, screen, within } from "@testing-library/react";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { markdownForms } from "@/components/mdx/markdown-forms";
import { wireChoiceAnnouncements } from "@/components/pricing/announce-choice";
import { PricingPage } from "@/components/pricing/pricing-page";
import { pricingPageMarkdown } from "@/components/pricing/pricing-markdown";
import { mdxResidue, mdxToMarkdownTwin } from "@/lib/markdown/mdx-to-markdown";
import {
  CELL_LABELS,
  CLOUD_FIGURES,
  CLOUD_PLAN_IDS,
  CLOUD_PLAN_NAMES,
  COMPARISON,
  OVERAGE_TIERS,
  PRICING_CHECKED,
  PRICING_FAQ,
  SELF_HOSTED_PLANS,
  TEAMS_ADD_ON,
  cellText,
  cloudPlans,
  formatLimit,
  formatUnits,
  formatUsd,
  overageLines,
  overageRange,
  priceParts,
  signUpUrl,
} from "@/lib/pricing";
import {
  PLAN_FEATURE_IDS,
  PLAN_FEATURES,
  RATE_LIMIT_BUCKETS,
} from "@/lib/facts";
import { siteConfig, type SiteConfig } from "@/lib/site-config";

const SIGN_UP = `${siteConfig.regions[0]!.url}/auth/sign-up`;
const SECTIONS = [
  "Tracing",
  "Platform features",
  "Collaboration",
  "API",
  "Support",
  "Security",
];

/** The plans of one deployment: both are in the page, CSS shows the checked radio's (e2e). */
function panel(deployment: "cloud" | "self-hosted"): HTMLElement {
  const element = document.querySelector<HTMLElement>(
    `[data-deployment="${deployment}"]`,
  );
  if (!element) throw new Error(`no ${deployment} plans`);
  return element;
}

function plans(deployment: "cloud" | "self-hosted") {
  return within(panel(deployment))
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
}

function card(name: string, deployment: "cloud" | "self-hosted" = "cloud") {
  return within(panel(deployment)).getByRole("article", { name });
}

describe("PricingPage plan cards", () => {
  it("shows the four Cloud plans with their prices, checked by default", () => {
    render(<PricingPage />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Pricing",
    );
    expect(plans("cloud")).toEqual(["Hobby", "Core", "Pro", "Enterprise"]);
    expect(card("Hobby")).toHaveTextContent("Free");
    expect(card("Core")).toHaveTextContent("$29per month");
    expect(card("Pro")).toHaveTextContent("$199per month");
    expect(card("Enterprise")).toHaveTextContent("$2,499per month");
    expect(screen.getByRole("radio", { name: "Langfuse Cloud" })).toBeChecked();
  });

  it("has the self-hosted plans beside them, and the switch announces its choice", () => {
    render(<PricingPage />);
    wireChoiceAnnouncements(document);
    expect(plans("self-hosted")).toEqual(["Open Source", "Enterprise"]);
    expect(card("Open Source", "self-hosted")).toHaveTextContent("Free");
    expect(card("Enterprise", "self-hosted")).toHaveTextContent("Custom");
    const group = screen.getByRole("radiogroup", { name: "Deployment" });
    fireEvent.click(within(group).getByRole("radio", { name: "Self-hosted" }));
    expect(
      within(group).getByRole("radio", { name: "Self-hosted" }),
    ).toBeChecked();
    expect(document.getElementById("plans-status")).toHaveTextContent(
      "Self-hosted: Open Source, Enterprise",
    );
    fireEvent.click(
      within(group).getByRole("radio", { name: "Langfuse Cloud" }),
    );
    expect(document.getElementById("plans-status")).toHaveTextContent(
      "Langfuse Cloud: Hobby, Core, Pro, Enterprise",
    );
  });

  it.each([
    ["Hobby", "Sign up (Hobby plan)", SIGN_UP],
    ["Core", "Sign up (Core plan)", SIGN_UP],
    ["Pro", "Sign up (Pro plan)", SIGN_UP],
    ["Enterprise", "Talk to us (Enterprise plan)", "/talk-to-us"],
  ])("the %s card's call to action is %j -> %s", (plan, name, href) => {
    render(<PricingPage />);
    expect(within(card(plan)).getByRole("link", { name })).toHaveAttribute(
      "href",
      href,
    );
  });

  it("sends Open Source to /self-hosting and self-hosted Enterprise to /talk-to-us", () => {
    render(<PricingPage />);
    expect(
      within(card("Open Source", "self-hosted")).getByRole("link", {
        name: "Self-host Langfuse (Open Source plan)",
      }),
    ).toHaveAttribute("href", "/self-hosting");
    expect(
      within(card("Enterprise", "self-hosted")).getByRole("link", {
        name: "Talk to us (Enterprise plan)",
      }),
    ).toHaveAttribute("href", "/talk-to-us");
  });

  it("builds the sign-up link from the first configured region", () => {
    const config = {
      regions: [{ id: "us", url: "https://us.example.com", label: "US" }],
    } satisfies Pick<SiteConfig, "regions">;
    expect(signUpUrl(config)).toBe("https://us.example.com/auth/sign-up");
    expect(cloudPlans(config)[0]!.cta.href).toBe(
      "https://us.example.com/auth/sign-up",
    );
  });
});

describe("PricingPage comparison table", () => {
  it("has the six sections as row-group headers, in order", () => {
    render(<PricingPage />);
    const table = screen.getByRole("table", {
      name: /^Features by Cloud plan/,
    });
    const groups = within(table)
      .getAllByRole("rowheader")
      .filter((th) => th.getAttribute("scope") === "rowgroup")
      .map((th) => th.textContent);
    expect(groups).toEqual(SECTIONS);
    expect(COMPARISON.map((s) => s.title)).toEqual(SECTIONS);
  });

  it("has a column header per plan and a row header per feature", () => {
    render(<PricingPage />);
    const table = screen.getByRole("table");
    const columns = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(columns[0]).toBe("Feature");
    CLOUD_PLAN_IDS.forEach((id, i) =>
      expect(columns[i + 1]).toContain(CLOUD_PLAN_NAMES[id]),
    );
    const features = COMPARISON.flatMap((s) => s.rows.map((r) => r.feature));
    for (const feature of features)
      expect(
        within(table).getByRole("rowheader", { name: feature }),
      ).toBeInTheDocument();
  });

  it("gives every icon cell a text alternative", () => {
    render(<PricingPage />);
    const row = screen.getByRole("row", { name: /^SOC 2 Type II/ });
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toEqual([
      CELL_LABELS.excluded,
      CELL_LABELS.excluded,
      CELL_LABELS.included,
      CELL_LABELS.included,
    ]);
  });

  // The docs state the same availability through lib/facts (<AvailabilityBanner feature=...>).
  it.each(PLAN_FEATURE_IDS)(
    "shows %s on each plan as the plan facts say",
    (id) => {
      const { name, availability } = PLAN_FEATURES[id];
      const row = COMPARISON.flatMap((s) => s.rows).find(
        (r) => r.feature === name,
      );
      expect(row, `${name} is a row of the comparison table`).toBeDefined();
      for (const plan of CLOUD_PLAN_IDS) {
        const expected = {
          included: CELL_LABELS.included,
          "teams-add-on": TEAMS_ADD_ON.name,
          "license-key": CELL_LABELS.excluded,
          excluded: CELL_LABELS.excluded,
        }[availability[plan]];
        expect(cellText(row!.cells[plan])).toBe(expected);
      }
    },
  );

  it("puts audit logs in the Teams add-on, as the server's entitlements do", () => {
    expect(TEAMS_ADD_ON.features).toContain("Audit logs");
    render(<PricingPage />);
    const row = screen.getByRole("row", { name: /^Audit logs/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      CELL_LABELS.excluded,
      CELL_LABELS.excluded,
      TEAMS_ADD_ON.name,
      CELL_LABELS.included,
    ]);
  });

  it("scrolls inside a focusable region with a visible hint, not the page", () => {
    render(<PricingPage />);
    const region = screen.getByRole("region", {
      name: "Features by Cloud plan: Hobby, Core, Pro, Enterprise",
    });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveClass("overflow-x-auto");
    expect(region).toHaveAccessibleDescription(
      "Scroll sideways to see all plans",
    );
  });
});

describe("PricingPage FAQ", () => {
  it("has at least six questions as native disclosures", () => {
    const { container } = render(<PricingPage />);
    const summaries = [...container.querySelectorAll("details > summary")].map(
      (s) => s.textContent,
    );
    expect(summaries.length).toBeGreaterThanOrEqual(6);
    expect(summaries).toEqual(PRICING_FAQ.map((f) => f.question));
  });

  it.each([
    ["billable-units", "units = traces + observations + scores"],
    ["over-the-limit", "$8 per 100k units from 100k to 1M"],
    ["self-hosting-cost", "MIT licensed and free to run"],
    ["data-retention", "30 days on Hobby, 90 days on Core"],
    ["changing-plans", "Organization Settings > Billing"],
    ["discounts", "50% off Core and Pro"],
  ])("answers %s (%j)", (id, phrase) => {
    const { container } = render(<PricingPage />);
    expect(container.querySelector(`details#${id}`)).toHaveTextContent(phrase);
  });

  it("nests no interactive element inside another", () => {
    const { container } = render(<PricingPage />);
    expect(
      container.querySelectorAll(
        "a a, a button, button a, summary a, summary button, label a, a input",
      ),
    ).toHaveLength(0);
  });
});

describe("pricing figures", () => {
  // platform-facts.md section 11, from the langfuse.com plan table (see PRICING_CHECKED).
  it.each([
    ["hobby", 0, 50_000, 30, 2, 1_000],
    ["core", 29, 100_000, 90, "unlimited", 4_000],
    ["pro", 199, 100_000, "unlimited", "unlimited", 20_000],
    ["enterprise", 2_499, 100_000, "unlimited", "unlimited", "custom"],
  ] as const)(
    "%s costs $%d with %d units, %s days of data, %s users, %s ingestion requests/min",
    (plan, usd, units, days, users, ingestion) => {
      expect(CLOUD_FIGURES[plan]).toMatchObject({
        usdPerMonth: usd,
        includedUnits: units,
        dataAccessDays: days,
        users,
        ingestionPerMinute: ingestion,
      });
    },
  );

  it("takes its API limits from the rate-limit facts (Core metrics: 2,000 per day)", () => {
    expect(CLOUD_FIGURES.core.metricsApiPerDay).toBe(2_000);
    expect(CLOUD_FIGURES.hobby.deprecatedReadsPerMinute).toBe(
      RATE_LIMIT_BUCKETS.deprecatedRead.limits.hobby.requests,
    );
    expect(CLOUD_FIGURES.pro.apiPerMinute).toBe(
      RATE_LIMIT_BUCKETS.general.limits.pro.requests,
    );
    const api = COMPARISON.find((s) => s.title === "API")!;
    expect(api.rows.map((r) => r.feature)).toContain(
      "Rate limit, reading traces, observations and sessions",
    );
  });

  it("says when the figures were last checked, and never calls them illustrative", () => {
    render(<PricingPage />);
    const main = document.body.textContent ?? "";
    expect(main).toContain(
      "Last checked against the published Langfuse Cloud plans on November 25, 2026",
    );
    expect(main.toLowerCase()).not.toContain("illustrative");
    expect(PRICING_CHECKED.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    [0, "$0"],
    [29, "$29"],
    [2499, "$2,499"],
    [6.5, "$6.50"],
  ])("formatUsd(%d) is %s", (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it.each([
    [50_000, "50k"],
    [100_000, "100k"],
    [1_000_000, "1M"],
    [50_000_000, "50M"],
    [500, "500"],
  ])("formatUnits(%d) is %s", (units, text) => {
    expect(formatUnits(units)).toBe(text);
  });

  it.each([
    [1000, " requests/min", "1,000 requests/min"],
    ["unlimited", "", "Unlimited"],
    ["custom", " requests/min", "Custom"],
  ] as const)("formatLimit(%j) is %s", (limit, unit, text) => {
    expect(formatLimit(limit, unit)).toBe(text);
  });

  it("prices the free, paid and custom plans", () => {
    expect(priceParts(0)).toEqual({ amount: "Free" });
    expect(priceParts(199)).toEqual({ amount: "$199", period: "per month" });
    expect(priceParts("custom")).toEqual({ amount: "Custom" });
  });

  it("has contiguous overage bands, cheaper as volume grows", () => {
    OVERAGE_TIERS.forEach((tier, i) => {
      const next = OVERAGE_TIERS[i + 1];
      if (!next) return expect(tier.toUnits).toBeNull();
      expect(next.fromUnits).toBe(tier.toUnits);
      expect(next.usdPer100k).toBeLessThan(tier.usdPer100k);
    });
    expect(OVERAGE_TIERS.map(overageRange)).toEqual([
      "100k\u20131M",
      "1M\u201310M",
      "10M\u201350M",
      "50M+",
    ]);
    expect(OVERAGE_TIERS[0]!.fromUnits).toBe(CLOUD_FIGURES.core.includedUnits);
  });
});

describe("pricing .md twin", () => {
  const source = readFileSync(
    join(__dirname, "../../pages/pricing.mdx"),
    "utf8",
  );
  const { data, content } = matter(source);
  const warnings: string[] = [];
  const md = mdxToMarkdownTwin(
    {
      body: content,
      title: data.title as string,
      description: data.description as string,
      canonicalUrl: "https://langfuse.com/pricing",
    },
    markdownForms,
    siteConfig,
    (w) => warnings.push(w),
  );

  it("is composed from the registered PricingPage form without warnings or residue", () => {
    expect(markdownForms.PricingPage).toBe(pricingPageMarkdown);
    expect(warnings).toEqual([]);
    expect(mdxResidue(md)).toEqual([]);
    expect(md.match(/^# /gm)).toEqual(["# "]);
  });

  it.each(
    CLOUD_PLAN_IDS.map((id) => {
      const price = priceParts(CLOUD_FIGURES[id].usdPerMonth);
      return [
        CLOUD_PLAN_NAMES[id],
        price.period ? `${price.amount} ${price.period}` : price.amount,
      ] as const;
    }),
  )("names the %s plan with its price %s", (name, price) => {
    expect(md).toContain(`### ${name}\n\n**${price}**`);
  });

  it.each(
    SELF_HOSTED_PLANS.map((p) => [p.name, priceParts(p.usdPerMonth).amount]),
  )("names the self-hosted %s plan with its price %s", (name, price) => {
    expect(md).toContain(`### ${name}\n\n**${price}**`);
  });

  it("carries the sign-up links, the overage bands, the six table sections and the FAQ", () => {
    expect(md).toContain(`[Sign up](${SIGN_UP})`);
    expect(md).toContain("[Talk to us](https://langfuse.com/talk-to-us)");
    for (const line of overageLines()) expect(md).toContain(`- ${line}`);
    for (const section of SECTIONS) expect(md).toContain(`### ${section}\n`);
    expect(md).toContain("| Feature ");
    expect(md).toMatch(/\| Audit logs +\| Not included +\|/);
    for (const { question } of PRICING_FAQ)
      expect(md).toContain(`### ${question}`);
  });
});
