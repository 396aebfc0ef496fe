import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  ASK_LIMITS,
  createSseParser,
  type AskEvent,
} from "@/lib/assistant/protocol";
import { buildRetrievalIndex, type Twin } from "@/lib/assistant/retrieval";
import type { AssistantModelConfig } from "@/server/assistant/llm-client";
import { startFakeOpenAi, type FakeOpenAi } from "./fake-openai";
import { startTestServer, type TestServer } from "./test-server";

const TWINS: Twin[] = [
  {
    route: "/docs/scores/model-based-evals",
    markdown:
      "# LLM-as-a-judge\n\n> Let a model score your traces.\n\nAn LLM-as-a-judge evaluator scores observations.\n\n## Set up an evaluator\n\nCreate the evaluator in the UI, pick a template and map the variables.\n",
  },
  {
    route: "/docs/tracing-features/sessions",
    markdown:
      "# Sessions\n\n> Group traces into sessions.\n\nSessions group the traces of one conversation.\n\n## Set the session id\n\nPass session_id on every trace.\n",
  },
];
const index = buildRetrievalIndex(TWINS, { siteUrl: "https://langfuse.com" });

/** Posts a question and reads the whole SSE answer. */
async function ask(
  server: TestServer,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  type: string | null;
  events: AskEvent[];
  json?: unknown;
}> {
  const res = await fetch(`${server.url}/api/ask`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const type = res.headers.get("content-type");
  if (!type?.startsWith("text/event-stream"))
    return { status: res.status, type, events: [], json: await res.json() };
  return {
    status: res.status,
    type,
    events: createSseParser()(await res.text()),
  };
}

const names = (events: AskEvent[]) => events.map((e) => e.event);
const answerText = (events: AskEvent[]) =>
  events.flatMap((e) => (e.event === "delta" ? [e.data.text] : [])).join("");

describe("POST /api/ask: input", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ assistant: { index, rateLimit: 1_000 } });
  });
  afterAll(() => server.close());

  const long = (n: number) => "x".repeat(n);
  it.each([
    ["an empty question", { question: "" }, "question"],
    ["a blank question", { question: "   " }, "question"],
    [
      "a question too long",
      { question: long(ASK_LIMITS.questionMaxChars + 1) },
      "question",
    ],
    ["a missing question", { history: [] }, "question"],
    ["a question that is not text", { question: 42 }, "question"],
    [
      "too many turns",
      {
        question: "q",
        history: Array.from({ length: ASK_LIMITS.historyMaxTurns + 1 }, () => ({
          role: "user",
          content: "hi",
        })),
      },
      "history",
    ],
    [
      "a turn too long",
      {
        question: "q",
        history: [{ role: "user", content: long(ASK_LIMITS.turnMaxChars + 1) }],
      },
      "history.0.content",
    ],
    [
      "an unknown role",
      { question: "q", history: [{ role: "system", content: "x" }] },
      "history.0.role",
    ],
    ["an unknown field", { question: "q", model: "gpt-5" }, ""],
  ])("rejects %s with 400 naming %j", async (_, body, path) => {
    const res = await ask(server, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: "Invalid question" });
    const issues = (res.json as { issues: Array<{ path: string }> }).issues;
    expect(issues.map((i) => i.path)).toContain(path);
  });

  it("accepts the longest question and history it promises", async () => {
    const res = await ask(server, {
      question: `session ${long(ASK_LIMITS.questionMaxChars - 8)}`,
      history: Array.from({ length: ASK_LIMITS.historyMaxTurns }, (_, i) => ({
        role: i % 2 ? "assistant" : "user",
        content: long(ASK_LIMITS.turnMaxChars),
      })),
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ["GET", undefined, 405],
    ["PUT", "{}", 405],
  ])("answers %s with %i", async (method, body, status) => {
    const res = await fetch(`${server.url}/api/ask`, { method, body });
    expect(res.status).toBe(status);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toEqual({ error: "Method not allowed" });
  });

  it("rejects a body that is not JSON (415 by type, 400 by content)", async () => {
    const plain = await fetch(`${server.url}/api/ask`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "question",
    });
    expect(plain.status).toBe(415);
    const broken = await ask(server, "{question:");
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ error: "Body is not valid JSON" });
  });

  it("rejects a body over the limit with 413", async () => {
    const res = await ask(server, {
      question: "q",
      pad: long(ASK_LIMITS.maxBodyBytes),
    });
    expect(res.status).toBe(413);
  });
});

describe("POST /api/ask: rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ assistant: { index, rateLimit: 2 } });
  });
  afterAll(() => server.close());

  it("answers 429 with Retry-After past the per-minute limit, separately from feedback", async () => {
    expect((await ask(server, { question: "sessions" })).status).toBe(200);
    expect((await ask(server, { question: "sessions" })).status).toBe(200);
    const res = await fetch(`${server.url}/api/ask`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question: "sessions" }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    // The feedback limiter is another instance: feedback still goes through.
    const feedback = await fetch(`${server.url}/api/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ page: "/docs", feedback: "positive" }),
    });
    expect(feedback.status).toBe(200);
  });
});

describe("POST /api/ask without a model", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ assistant: { index, rateLimit: 1_000 } });
  });
  afterAll(() => server.close());

  it("streams the best sections as search results", async () => {
    const res = await ask(server, {
      question: "How do I set up LLM-as-a-judge?",
    });
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/event-stream; charset=utf-8");
    expect(names(res.events)).toEqual(["sources", "done"]);
    const first = res.events[0]!;
    if (first.event !== "sources") throw new Error("sources first");
    expect(first.data.mode).toBe("search");
    expect(first.data.sources[0]).toMatchObject({
      n: 1,
      pageTitle: "LLM-as-a-judge",
      heading: "Set up an evaluator",
      path: "/docs/scores/model-based-evals#set-up-an-evaluator",
      url: "https://langfuse.com/docs/scores/model-based-evals#set-up-an-evaluator",
    });
    expect(first.data.sources[0]!.extract).toContain("map the variables");
  });

  it("answers a question nothing matches with no sources", async () => {
    const res = await ask(server, { question: "kubernetes helm chart" });
    expect(res.events[0]).toEqual({
      event: "sources",
      data: { mode: "search", sources: [] },
    });
  });
});

describe("POST /api/ask with an OpenAI-compatible model", () => {
  let fake: FakeOpenAi;
  let server: TestServer;
  let model: AssistantModelConfig;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    model = {
      baseUrl: fake.baseUrl,
      apiKey: "sk-test-secret",
      model: "fake-model-1",
      timeoutMs: 2_000,
    };
    server = await startTestServer({
      assistant: { index, model, rateLimit: 1_000 },
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
  });

  it("streams the model's answer after the numbered sources", async () => {
    fake.setBehaviour({
      kind: "stream",
      pieces: ["Create an evaluator ", "in the UI ", "[1]."],
    });
    const res = await ask(server, {
      question: "How to set up LLM-as-a-judge evals?",
      history: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello!" },
      ],
    });
    expect(names(res.events)).toEqual([
      "sources",
      "delta",
      "delta",
      "delta",
      "done",
    ]);
    expect(res.events[0]).toMatchObject({ data: { mode: "answer" } });
    expect(answerText(res.events)).toBe("Create an evaluator in the UI [1].");

    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe("Bearer sk-test-secret");
    expect(request!.body.model).toBe("fake-model-1");
    expect(request!.body.stream).toBe(true);
    const messages = request!.body.messages!;
    expect(messages.map((m) => m.role)).toEqual([
      "system",
      "user",
      "assistant",
      "user",
    ]);
    expect(messages[0]!.content).toContain(
      "[1] LLM-as-a-judge › Set up an evaluator\nURL: https://langfuse.com/docs/scores/model-based-evals#set-up-an-evaluator",
    );
    expect(messages[3]!.content).toBe("How to set up LLM-as-a-judge evals?");
  });

  it("never sends the API key or the model's URL to the browser", async () => {
    fake.setBehaviour({ kind: "stream", pieces: ["ok"] });
    const res = await fetch(`${server.url}/api/ask`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question: "sessions" }),
    });
    const raw = JSON.stringify([...res.headers]) + (await res.text());
    expect(raw).not.toContain("sk-test-secret");
    expect(raw).not.toContain(fake.baseUrl);
  });

  it.each([
    ["an error status", { kind: "status", status: 500 } as const],
    ["a malformed stream", { kind: "malformed" } as const],
  ])("falls back to search results on %s", async (_, behaviour) => {
    fake.setBehaviour(behaviour);
    const res = await ask(server, { question: "session id" });
    expect(res.status).toBe(200);
    expect(names(res.events)).toEqual(["sources", "fallback", "done"]);
    expect(res.events[1]).toEqual({
      event: "fallback",
      data: { reason: "The AI answer is unavailable right now." },
    });
    const sources = res.events[0]!;
    expect(
      sources.event === "sources" && sources.data.sources.length,
    ).toBeGreaterThan(0);
  });

  it("falls back when the model stays silent past the timeout", async () => {
    const quick = await startTestServer({
      assistant: {
        index,
        model: { ...model, timeoutMs: 200 },
        rateLimit: 1_000,
      },
    });
    try {
      fake.setBehaviour({ kind: "hang" });
      const res = await ask(quick, { question: "session id" });
      expect(names(res.events)).toEqual(["sources", "fallback", "done"]);
    } finally {
      await quick.close();
    }
  });

  it("does not call the model when no section matches", async () => {
    fake.setBehaviour({ kind: "stream", pieces: ["never"] });
    const res = await ask(server, { question: "kubernetes helm chart" });
    expect(res.events[0]).toMatchObject({
      data: { mode: "search", sources: [] },
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("aborts the model call when the visitor goes away", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.setBehaviour({ kind: "stream", pieces: ["first ", "second"], gate });
    const before = fake.abortedRequests();
    const visitor = new AbortController();
    const res = await fetch(`${server.url}/api/ask`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question: "session id" }),
      signal: visitor.signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = "";
    while (!seen.includes("event: delta")) {
      const { value } = await reader.read();
      seen += decoder.decode(value);
    }
    visitor.abort();
    await expect
      .poll(() => fake.abortedRequests(), { timeout: 5_000 })
      .toBe(before + 1);
    release();
  });
});
