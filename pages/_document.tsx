import { Head, Html, Main, NextScript } from "next/document";
import { TAB_PREPAINT_SCRIPT } from "@/components/tabs/prepaint-script";
import { siteConfig } from "@/lib/site-config";

// The document language is the default locale; pages in other locales would set their own.
export default function Document() {
  return (
    <Html lang={siteConfig.locales[0] ?? "en"} dir="ltr">
      <Head>
        {/* Must run before first paint; see components/tabs/prepaint-script.ts. */}
        <script dangerouslySetInnerHTML={{ __html: TAB_PREPAINT_SCRIPT }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
