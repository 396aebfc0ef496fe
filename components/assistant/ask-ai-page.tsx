import { useEffect, useState, type ComponentType } from "react";
import { trackEvent } from "@/components/integrations/integration-events";
import type { AssistantChatProps } from "./assistant-chat";
import { ASSISTANT_EVENTS, SHARE_QUERY_PARAM } from "./assistant-constants";
import { AssistantIntro } from "./assistant-intro";
import { QuestionForm } from "./question-form";

/**
 * The assistant embedded in /docs/ask-ai (imported by that page's MDX only). The page ships a
 * light shell (the intro, the examples and the question box, also in the static HTML); the chat
 * itself loads right after hydration, and a question asked before it arrives waits for it. A
 * share link (`/docs/ask-ai?q=...`) asks its question once the chat is there.
 */
export function AskAiPage() {
  const [Chat, setChat] = useState<ComponentType<AssistantChatProps> | null>(
    null,
  );
  const [question, setQuestion] = useState<string | undefined>(undefined);
  const [source, setSource] = useState("page");

  useEffect(() => {
    const shared = new URLSearchParams(window.location.search)
      .get(SHARE_QUERY_PARAM)
      ?.trim();
    if (shared) {
      setQuestion(shared);
      setSource("share-link");
    }
    trackEvent(ASSISTANT_EVENTS.opened, {
      source: shared ? "share-link" : "page",
    });
    let live = true;
    void import("./assistant-chat").then((m) => {
      if (live) setChat(() => m.AssistantChat);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div
      className="not-prose my-6 flex h-[36rem] max-h-[80vh] flex-col rounded-xl border border-slate-200 dark:border-slate-700"
      data-ready={Chat ? true : undefined}
    >
      {Chat ? (
        <Chat initialQuestion={question} source={source} />
      ) : (
        // Until the chat arrives, a question waits in `question` and the examples give way to it.
        <>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            <AssistantIntro showExamples={!question} onExample={setQuestion} />
          </div>
          <QuestionForm
            onSubmit={(q) => setQuestion(q.trim())}
            busy={Boolean(question)}
            onStop={() => setQuestion(undefined)}
          />
        </>
      )}
    </div>
  );
}
