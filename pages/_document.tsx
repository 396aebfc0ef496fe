import { Head, Html, Main, NextScript } from "next/document";
import { siteConfig } from "@/lib/site-config";

// The document language is the default locale; pages in other locales would set their own.
export default function Document() {
  return (
    <Html lang={siteConfig.locales[0] ?? "en"} dir="ltr">
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
