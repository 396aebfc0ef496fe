import {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentProps,
} from "next/document";
import Script from "next/script";
import { SkipLink } from "@/components/layout/skip-link";
import { TAB_PREPAINT_SCRIPT } from "@/components/tabs/prepaint-script";
import { pageRoute } from "@/lib/compiled-pages/route";
import { integrationsConfig } from "@/lib/integrations-config";
import { sectionFor } from "@/lib/sections";
import { siteConfig } from "@/lib/site-config";

// The document language: the page's section sets it for pages written in another language
// (/jp, /kr, /cn), everything else is in the default locale.
export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  const route = pageRoute(__NEXT_DATA__.page, __NEXT_DATA__.query);
  const lang = sectionFor(route).lang ?? siteConfig.locales[0];
  return (
    <Html lang={lang ?? "en"} dir="ltr">
      <Head>
        {/* Must run before first paint; see components/tabs/prepaint-script.ts. */}
        <script dangerouslySetInnerHTML={{ __html: TAB_PREPAINT_SCRIPT }} />
        {/* The consent banner must decide before any tracking runs (NEXT_PUBLIC_COOKIE_CONSENT_SRC). */}
        {integrationsConfig.cookieConsentSrc ? (
          <Script
            src={integrationsConfig.cookieConsentSrc}
            strategy="beforeInteractive"
          />
        ) : null}
      </Head>
      <body>
        <SkipLink lang={lang ?? "en"} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
