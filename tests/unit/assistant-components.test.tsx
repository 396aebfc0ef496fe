// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AnswerText, parseBlocks } from "@/components/assistant/answer-text";
import {
  AssistantAnswer,
  answerForClipboard,
} from "@/components/assistant/assistant-answer";
import { shareUrl } from "@/components/assistant/assistant-constants";
import {
  OPEN_ASSISTANT_EVENT,
  openAssistant,
  takePendingAssistant,
  type OpenAssistantDetail,
} from "@/components/assistant/assistant-launch";
import { WAKE_EVENT } from "@/components/islands/island-tag";
import { historyOf, type Exchange } from "@/components/assistant/use-assistant";
import type { AskSource } from "@/lib/assistant/protocol";

const sources: AskSource[] = [
  {
    n: 1,
    pageTitle: "LLM-as-a-judge",
    heading: "Set up an evaluator",
    path: "/docs/scores/model-based-evals#set-up-an-evaluator",
    url: "https://langfuse.com/docs/scores/model-based-evals#set-up-an-evaluator",
    extract: "Create the evaluator.",
  },
];

const exchange = (over: Partial<Exchange>): Exchange => ({
  id: 1,
  question: "How to set up LLM-as-a-judge evals?",
  status: "done",
  mode: "answer",
  sources,
  text: "Create an evaluator [1].",
  ...over,
});

describe("AnswerText", () => {
  it("links citations to their source's page and section", () => {
    render(
      <AnswerText
        markdown="Create an evaluator **in the UI** [1]. See [2]."
        sources={sources}
      />,
    );
    const link = screen.getByRole("link", { name: "[1]" });
    expect(link).toHaveAttribute(
      "href",
      "/docs/scores/model-based-evals#set-up-an-evaluator",
    );
    expect(link).toHaveAttribute(
      "title",
      "LLM-as-a-judge › Set up an evaluator",
    );
    // A number without a source stays text.
    expect(screen.queryByRole("link", { name: "[2]" })).toBeNull();
    expect(screen.getByText("in the UI").tagName).toBe("STRONG");
  });

  it("keeps only http(s) and site links, and never interprets HTML", () => {
    render(
      <AnswerText
        markdown={
          '[ok](/docs) [bad](javascript:alert(1)) <img src=x onerror="alert(1)">'
        }
        sources={[]}
      />,
    );
    expect(screen.getByRole("link", { name: "ok" })).toHaveAttribute(
      "href",
      "/docs",
    );
    expect(screen.queryByRole("link", { name: "bad" })).toBeNull();
    expect(document.querySelector("img")).toBeNull();
  });

  it.each([
    ["a\nb\n\nc", ["paragraph", "paragraph"]],
    ["- one\n- two\n\n1. first", ["list", "list"]],
    ["```python\nprint(1)\n```\nafter", ["code", "paragraph"]],
    // While streaming, an unclosed fence runs to the end.
    ["text\n```js\nconst a", ["paragraph", "code"]],
    ["## Heading\nbody", ["heading", "paragraph"]],
  ])("parses %j into %j", (markdown, kinds) => {
    expect(parseBlocks(markdown).map((b) => b.kind)).toEqual(kinds);
  });
});

describe("AssistantAnswer's actions", () => {
  it.each<[string, Partial<Exchange>, string[]]>([
    [
      "an AI answer",
      {},
      [
        "AI-generated response",
        "Copy answer",
        "Share",
        "Helpful",
        "Not helpful",
      ],
    ],
    ["search results", { mode: "search" }, ["Helpful", "Not helpful"]],
    [
      "a no-AI-answer fallback",
      { fallback: "down" },
      ["Helpful", "Not helpful"],
    ],
  ])("%s: its buttons, and Contact Support once", (_, over, buttons) => {
    render(<AssistantAnswer exchange={exchange(over)} />);
    expect(
      screen
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label") ?? b.textContent),
    ).toEqual(buttons);
    expect(
      screen.getAllByRole("link", { name: "Contact Support" }),
    ).toHaveLength(1);
  });
});

describe("assistant helpers", () => {
  it("copies an AI answer with its sources as absolute URLs", () => {
    expect(answerForClipboard(exchange({}))).toBe(
      "Create an evaluator [1].\n\nSources:\n[1] LLM-as-a-judge › Set up an evaluator: https://langfuse.com/docs/scores/model-based-evals#set-up-an-evaluator",
    );
  });

  it("copies an answer without sources as its text alone", () => {
    expect(answerForClipboard(exchange({ sources: [], text: " A. " }))).toBe(
      "A.",
    );
  });

  it("builds the share link to /docs/ask-ai with the question", () => {
    expect(
      shareUrl(
        "https://langfuse.com",
        "How to use the Python decorator for tracing?",
      ),
    ).toBe(
      "https://langfuse.com/docs/ask-ai?q=How+to+use+the+Python+decorator+for+tracing%3F",
    );
  });

  it("sends finished AI answers as history, not search results or failures", () => {
    expect(
      historyOf([
        exchange({ id: 1, question: "a", text: "A" }),
        exchange({ id: 2, question: "b", mode: "search" }),
        exchange({ id: 3, question: "c", fallback: "down" }),
        exchange({ id: 4, question: "d", status: "error" }),
      ]),
    ).toEqual([
      { role: "user", content: "a" },
      { role: "assistant", content: "A" },
    ]);
  });
});

describe("openAssistant", () => {
  it("hands the request to a listening button, which accepts it", () => {
    const seen: OpenAssistantDetail[] = [];
    const listener = (event: Event) => {
      event.preventDefault();
      seen.push((event as CustomEvent<OpenAssistantDetail>).detail);
    };
    window.addEventListener(OPEN_ASSISTANT_EVENT, listener);
    try {
      openAssistant({ question: "sessions", source: "search" });
    } finally {
      window.removeEventListener(OPEN_ASSISTANT_EVENT, listener);
    }
    expect(seen).toEqual([{ question: "sessions", source: "search" }]);
    expect(takePendingAssistant()).toBeNull();
  });

  it("wakes a sleeping button's island and keeps the request for it, once", () => {
    document.body.innerHTML = `<lf-island data-island="ask-ai" data-wake="interaction"><button>Ask AI</button></lf-island>`;
    const island = document.querySelector("lf-island")!;
    let woken = 0;
    island.addEventListener(WAKE_EVENT, () => woken++);
    openAssistant({ question: "sessions", source: "search" });
    expect(woken).toBe(1);
    expect(takePendingAssistant()).toEqual({
      question: "sessions",
      source: "search",
    });
    expect(takePendingAssistant()).toBeNull();
    document.body.innerHTML = "";
  });
});
