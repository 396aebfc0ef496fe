import type { ReactNode } from "react";
import { useRouter } from "next/router";
import { CustomerStoryCta } from "../customers/customer-story-cta";
import { FeedbackFooter } from "../feedback/feedback-footer";

const CUSTOMER_STORY = /^\/customers\/[^/?#]+/;

/** Wraps the content of docs-layout pages: the feedback question, and the CTA on customer stories. */
export function PageMain({ children }: { children: ReactNode }) {
  const { asPath } = useRouter();
  return (
    <>
      {children}
      {CUSTOMER_STORY.test(asPath) ? <CustomerStoryCta /> : null}
      <FeedbackFooter />
    </>
  );
}
