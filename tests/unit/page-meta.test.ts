import { describe, expect, it } from "vitest";
import {
  buildPageMetadata,
  localisedPath,
  ogImageUrl,
  pageTitle,
  resolveLocale,
} from "@/lib/page-meta";
import { siteConfig, type SiteConfig } from "@/lib/site-config";

describe("pageTitle", () => {
  it.each([
    ["/", "Whatever", "Langfuse"],
    ["/", undefined, "Langfuse"],
    ["/docs/tracing", "Tracing", "Tracing - Langfuse"],
    ["/docs", "Langfuse Documentation", "Langfuse Documentation - Langfuse"],
    ["/blog", "Blog", "Blog - Langfuse Blog"],
    ["/blog/2025-launch-week", "Launch week", "Launch week - Langfuse Blog"],
    ["/blogroll", "Blogroll", "Blogroll - Langfuse"],
    ["/guides", "Guides", "Guides - Langfuse Guides"],
    ["/guides/cookbook/datasets", "Datasets", "Datasets - Langfuse Guides"],
    ["/changelog/2025-01-01-x", "Release", "Release - Langfuse"],
    ["/pricing/", "Pricing", "Pricing - Langfuse"],
  ])("title of %s with %s is %s", (path, title, expected) => {
    expect(pageTitle(path, title)).toBe(expected);
  });
});

describe("ogImageUrl", () => {
  it.each([
    [
      {
        title: "Tracing",
        description: "See every call",
        section: "Docs" as const,
      },
      "https://langfuse.com/api/og?title=Tracing&description=See+every+call&section=Docs",
    ],
    [
      { title: "A & B / C?", section: "" as const },
      "https://langfuse.com/api/og?title=A+%26+B+%2F+C%3F&description=&section=",
    ],
    [
      { title: "Ünïcødé 🚀", description: "#1", section: "FAQ" as const },
      "https://langfuse.com/api/og?title=%C3%9Cn%C3%AFc%C3%B8d%C3%A9+%F0%9F%9A%80&description=%231&section=FAQ",
    ],
  ])("encodes %j", (input, expected) => {
    expect(ogImageUrl(input)).toBe(expected);
    const parsed = new URL(ogImageUrl(input));
    expect(parsed.searchParams.get("title")).toBe(input.title);
  });
});

describe("locales", () => {
  const multi: SiteConfig = { ...siteConfig, locales: ["en", "ja"] };
  it.each([
    ["/docs/tracing", siteConfig, "en", "/docs/tracing"],
    ["/ja/docs/tracing", multi, "ja", "/ja/docs/tracing"],
    ["/ja", multi, "ja", "/ja"],
    ["/en/docs", multi, "en", "/docs"],
    ["/jp", multi, "en", "/jp"],
  ])(
    "%s resolves to locale %s and metadata path %s",
    (path, config, locale, metaPath) => {
      expect(resolveLocale(path, config).locale).toBe(locale);
      expect(localisedPath(path, config)).toBe(metaPath);
    },
  );
});

describe("buildPageMetadata", () => {
  it("derives title, canonical and og image for a docs page", () => {
    const meta = buildPageMetadata({
      path: "/docs/get-started",
      title: "Get started",
      frontMatter: { description: "First trace" },
    });
    expect(meta).toEqual({
      title: "Get started - Langfuse",
      heading: "Get started",
      description: "First trace",
      locale: "en",
      canonicalUrl: "https://langfuse.com/docs/get-started",
      ogTitle: "Get started - Langfuse",
      ogImage:
        "https://langfuse.com/api/og?title=Get+started&description=First+trace&section=Docs",
      ogVideo: undefined,
      noindex: false,
      canonicalPath: "/docs/get-started",
      isDuplicate: false,
    });
  });

  it("honours canonical, ogImage, ogVideo and noindex front matter", () => {
    const meta = buildPageMetadata({
      path: "/guides/cookbook/integration_instructor",
      title: "Instructor",
      frontMatter: {
        canonical: "/integrations/frameworks/instructor",
        ogImage: "/images/instructor.png",
        ogVideo: "https://static.langfuse.com/v.mp4",
        noindex: true,
      },
    });
    expect(meta.canonicalUrl).toBe(
      "https://langfuse.com/integrations/frameworks/instructor",
    );
    expect(meta.ogImage).toBe("https://langfuse.com/images/instructor.png");
    expect(meta.ogVideo).toBe("https://static.langfuse.com/v.mp4");
    expect(meta.noindex).toBe(true);
    expect(meta.title).toBe("Instructor - Langfuse Guides");
  });

  it("uses the brand and tagline on the home page", () => {
    const meta = buildPageMetadata({
      path: "/",
      title: "Index",
      frontMatter: {},
    });
    expect(meta.title).toBe("Langfuse");
    expect(meta.canonicalUrl).toBe("https://langfuse.com");
    expect(meta.description).toBe(siteConfig.tagline);
  });
});
