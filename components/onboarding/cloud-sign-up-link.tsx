import type { AnchorHTMLAttributes } from "react";
import {
  REGION_LINK_ATTRIBUTE,
  defaultSignUpRegion,
  signUpUrl,
} from "@/lib/region";

// The classes and new-window behaviour the docs theme gives every external link in MDX (nextra-theme-docs'
// `Link`), whose stylesheet already holds them, so this link reads like its neighbours.
const CONTENT_LINK_CLASS =
  "nextra-focus _text-primary-600 _underline hover:_no-underline _decoration-from-font [text-underline-position:from-font]";

/**
 * A link in page content to Langfuse Cloud's sign-up page. The static HTML points to the default
 * (EU) region; once the navbar's region button has decided, components/navbar/region-link.ts
 * points it at the same region the button offers, so no React is needed for it.
 */
export function CloudSignUpLink({
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return (
    <a
      className={CONTENT_LINK_CLASS}
      target="_blank"
      rel="noreferrer"
      {...props}
      href={signUpUrl(defaultSignUpRegion())}
      {...{ [REGION_LINK_ATTRIBUTE]: "sign-up" }}
    >
      {children}
    </a>
  );
}
