import type { AppProps } from "next/app";
import { geistSans } from "@/components/fonts";
import "../.generated/fonts/fallback-faces.css";
import "../styles/globals.css";
import "../styles/shiki-tokens.css";

// Geist Sans is self-hosted and code uses the system's monospace face (components/fonts.ts): no
// font request leaves the site.
// Analytics, HubSpot and the support chat start from the island runtime on every page
// (components/integrations/start-integrations.ts), not from here: no page hydrates through _app.
// The variables go on :root, not on a wrapper, so dialogs portalled into <body> get the font too.
export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <style jsx global>{`
        :root {
          --font-geist-sans: ${geistSans.style.fontFamily};
        }
      `}</style>
      <Component {...pageProps} />
    </>
  );
}
