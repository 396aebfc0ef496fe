import { describe, expect, it } from "vitest";
import {
  chatMessages,
  retrievalQuery,
  systemPrompt,
  toSources,
} from "@/lib/assistant/prompt";
import {
  createSseParser,
  encodeSse,
  sourceLabel,
  type AskEvent,
} from "@/lib/assistant/protocol";
import { buildRetrievalIndex, search } from "@/lib/assistant/retrieval";

const events: AskEvent[] = [
  {
    event: "sources",
    data: {
      mode: "answer",
      sources: [
        {
          n: 1,
          pageTitle: "Sessions",
          heading: "Set the session id",
          path: "/docs/sessions#set-the-session-id",
          url: "https://langfuse.com/docs/sessions#set-the-session-id",
          extract: "Pass session_id.",
        },
      ],
    },
  },
  { event: "delta", data: { text: "Use `session_id`\n\nlike this [1]." } },
  { event: "fallback", data: { reason: "unavailable" } },
  { event: "done", data: {} },
];

describe("SSE protocol", () => {
  it("parses what it encodes, whatever the chunking", () => {
    const wire = events.map(encodeSse).join("");
    for (const size of [1, 3, 17, wire.length]) {
      const parse = createSseParser();
      const got: AskEvent[] = [];
      for (let i = 0; i < wire.length; i += size)
        got.push(...parse(wire.slice(i, i + size)));
      expect(got).toEqual(events);
    }
  });

  it("skips unknown events and malformed data, and accepts CRLF", () => {
    const parse = createSseParser();
    expect(
      parse(
        'event: ping\ndata: {}\n\nevent: delta\ndata: {oops\n\nevent: delta\r\ndata: {"text":"ok"}\r\n\r\n',
      ),
    ).toEqual([{ event: "delta", data: { text: "ok" } }]);
  });

  it.each([
    [{ pageTitle: "Sessions", heading: "Limits" }, "Sessions › Limits"],
    [{ pageTitle: "Sessions", heading: "Sessions" }, "Sessions"],
    [{ pageTitle: "Sessions", heading: "" }, "Sessions"],
  ])("labels %j as %j", (source, label) => {
    expect(sourceLabel(source)).toBe(label);
  });
});

describe("prompt", () => {
  const index = buildRetrievalIndex(
    [
      {
        route: "/docs/sessions",
        markdown:
          "# Sessions\n\n> Group traces.\n\nIntro.\n\n## Set the session id\n\nPass `session_id` to each trace.\n\n```python\nlangfuse.trace(session_id='s')\n```\n",
      },
    ],
    { siteUrl: "https://langfuse.com" },
  );
  const hits = search(index, "set the session id", 2);

  it("numbers the sections with their label, URL, prose and code", () => {
    const prompt = systemPrompt("Langfuse", hits);
    expect(prompt).toContain("You are the Langfuse documentation assistant");
    expect(prompt).toContain(
      "[1] Sessions › Set the session id\nURL: https://langfuse.com/docs/sessions#set-the-session-id\nPass session_id to each trace.\n\nCode:\nlangfuse.trace(session_id='s')",
    );
    expect(prompt).toMatch(
      /\[2\] Sessions\nURL: https:\/\/langfuse.com\/docs\/sessions\n/,
    );
    expect(toSources(hits).map((s) => s.n)).toEqual([1, 2]);
  });

  it("sends the system prompt, the history, then the question", () => {
    const messages = chatMessages("Langfuse", hits, "And in JS?", [
      { role: "user", content: "How do I set a session?" },
      { role: "assistant", content: "Pass session_id [1]." },
    ]);
    expect(messages.map((m) => m.role)).toEqual([
      "system",
      "user",
      "assistant",
      "user",
    ]);
    expect(messages[3]!.content).toBe("And in JS?");
  });

  it.each([
    [
      "And in JS?",
      [{ role: "user" as const, content: "Set a session" }],
      "Set a session And in JS?",
    ],
    [
      "How do I set a session id in Python?",
      [{ role: "user" as const, content: "x" }],
      "How do I set a session id in Python?",
    ],
    ["And in JS?", [], "And in JS?"],
  ])("searches %j with history %j as %j", (question, history, query) => {
    expect(retrievalQuery(question, history)).toBe(query);
  });
});
