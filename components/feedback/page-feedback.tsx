import { useRouter } from "next/router";
import { normalisePath } from "@/lib/routes";
import { sectionFor } from "@/lib/sections";
import { defineIsland } from "../islands/island";
import { usePageRoute } from "../layout/use-page-route";
import { FeedbackFooter } from "./feedback-footer";

// Below the article: it wakes when a reader scrolls within 200 px of it (or touches it first),
// so a reader who never gets there downloads none of it.
const Feedback = defineIsland("feedback", "visible", FeedbackFooter);

/** "Was this page helpful?" for the current page, where its section asks (an island). */
export function PageFeedback() {
  const { asPath } = useRouter();
  // The section comes from the page's own route, not the address: the 404 page is served at any
  // unknown address and must render the same on the server and in the browser.
  if (!sectionFor(usePageRoute()).feedback) return null;
  return <Feedback page={normalisePath(asPath)} />;
}
