import type { AnchorHTMLAttributes } from "react";
import {
  REGION_LINK_ATTRIBUTE,
  defaultSignUpRegion,
  signUpUrl,
} from "@/lib/region";

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
      {...props}
      href={signUpUrl(defaultSignUpRegion())}
      {...{ [REGION_LINK_ATTRIBUTE]: "sign-up" }}
    >
      {children}
    </a>
  );
}
