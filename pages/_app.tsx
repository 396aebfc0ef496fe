import type { AppProps } from "next/app";
import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import { Integrations } from "@/components/integrations/integrations";
import "../styles/globals.css";

// Geist is self-hosted from the `geist` package (next/font/local): no font request leaves the site.
// The variables go on :root, not on a wrapper, so dialogs portalled into <body> get the font too.
export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <style jsx global>{`
        :root {
          --font-geist-sans: ${GeistSans.style.fontFamily};
          --font-geist-mono: ${GeistMono.style.fontFamily};
        }
      `}</style>
      <Component {...pageProps} />
      <Integrations />
    </>
  );
}
