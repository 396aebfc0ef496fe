import { defineIsland } from "../islands/island";
import { AskAiPage } from "./ask-ai-page";

/**
 * `<AskAiPage>` in /docs/ask-ai: the page's main control, so it wakes at load (a shared `?q=`
 * link asks its question at once).
 */
export const AskAiPageIsland = defineIsland("ask-ai-page", "load", AskAiPage);
