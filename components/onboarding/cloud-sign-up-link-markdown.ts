import { defaultSignUpRegion, signUpUrl } from "@/lib/region";
import type { MarkdownForm, MdNode } from "@/lib/markdown/markdown-form";

/**
 * `<CloudSignUpLink>text</CloudSignUpLink>` -> `[text](https://cloud.langfuse.com/auth/sign-up)`:
 * a twin has no region button, so it links the default region, as the static HTML does.
 */
export const cloudSignUpLinkMarkdown: MarkdownForm = ({ children }) => [
  {
    type: "link",
    url: signUpUrl(defaultSignUpRegion()),
    children,
  } as unknown as MdNode,
];
