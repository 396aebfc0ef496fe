import { useRouter } from "next/router";
import { useConfig } from "nextra-theme-docs";
import { BRAND_COLOURS, brandMarkDataUri } from "@/lib/brand-mark";
import { buildPageMetadata, type FrontMatter } from "@/lib/page-meta";
import { twinPathFor } from "@/lib/routes";
import { feedPathOf, sectionFor } from "@/lib/sections";
import { siteConfig } from "@/lib/site-config";

/** The icon travels in the page (lib/brand-mark.ts says why); /favicon.svg stays for other clients. */
const ICON_HREF = brandMarkDataUri(BRAND_COLOURS.light, 32);

/**
 * The `<head>` tags of every page. Nextra calls this as a hook from its own Head component,
 * so it may use hooks but must return elements that can live inside next/head.
 */
export function usePageHead() {
  const { asPath } = useRouter();
  const { title, frontMatter } = useConfig();
  // Front matter was validated with its zod schema before the build (scripts/prebuild.ts, its `validate` step),
  // so a typo such as `noindex: "yes"` fails there; the browser only needs the type.
  const meta = buildPageMetadata({
    path: asPath,
    title,
    frontMatter: frontMatter as FrontMatter,
  });

  const feedPath = feedPathOf(sectionFor(asPath));

  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={meta.canonicalUrl} />
      <link rel="icon" href={ICON_HREF} type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.brand} />
      <meta property="og:locale" content={meta.locale} />
      <meta property="og:title" content={meta.ogTitle} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonicalUrl} />
      <meta property="og:image" content={meta.ogImage} />
      {meta.ogVideo ? (
        <meta property="og:video" content={meta.ogVideo} />
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.ogTitle} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.ogImage} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="alternate" type="text/markdown" href={twinPathFor(asPath)} />
      {feedPath ? (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${siteConfig.brand} feed`}
          href={feedPath}
        />
      ) : null}
    </>
  );
}
