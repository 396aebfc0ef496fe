import type { AppProps } from "next/app";
import { geistMono, geistSans } from "@/components/fonts";
import { Integrations } from "@/components/integrations/integrations";
import "../styles/globals.css";
import "../styles/shiki-tokens.css";

// Geist is self-hosted (components/fonts.ts): no font request leaves the site.
// The variables go on :root, not on a wrapper, so dialogs portalled into <body> get the font too.
export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <style jsx global>{`
        :root {
          --font-geist-sans: ${geistSans.style.fontFamily};
          --font-geist-mono: ${geistMono.style.fontFamily};
        }
      `}</style>
      <Component {...pageProps} />
      <Integrations />
    </>
  );
}
