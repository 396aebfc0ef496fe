import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRetrievalIndex } from "@/lib/assistant/retrieval";
import {
  createAssistantTracer,
  noopTracer,
  TRACE_NAMES,
  type AssistantTracer,
} from "@/server/assistant/tracing";
import { startFakeOpenAi, type FakeOpenAi } from "./fake-openai";
import { startTestServer, type TestServer } from "./test-server";

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Array<{ key: string; value: OtlpValue }>;
}
interface OtlpExport {
  resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
}

/** Langfuse's OTLP ingestion endpoint, faked on loopback: records every export it receives. */
async function startFakeLangfuse() {
  const exports: Array<{
    headers: IncomingHttpHeaders;
    url?: string;
    body: OtlpExport;
  }> = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      exports.push({
        headers: req.headers,
        url: req.url,
        body: JSON.parse(raw),
      });
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve()),
  );
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    exports,
    spans: () =>
      exports.flatMap((e) =>
        e.body.resourceSpans.flatMap((r) =>
          r.scopeSpans.flatMap((s) => s.spans),
        ),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const attr = (span: OtlpSpan, key: string) =>
  span.attributes.find((a) => a.key === key)?.value.stringValue;

describe("Langfuse tracing of the assistant", () => {
  let langfuse: Awaited<ReturnType<typeof startFakeLangfuse>>;
  let fake: FakeOpenAi;
  let tracer: AssistantTracer;
  let server: TestServer;

  beforeAll(async () => {
    langfuse = await startFakeLangfuse();
    fake = await startFakeOpenAi(0, {
      kind: "stream",
      pieces: ["Use sessions ", "[1]."],
    });
    tracer = await createAssistantTracer({
      publicKey: "pk-lf-test",
      secretKey: "sk-lf-test",
      baseUrl: langfuse.baseUrl,
    });
    server = await startTestServer({
      assistant: {
        index: buildRetrievalIndex(
          [
            {
              route: "/docs/sessions",
              markdown:
                "# Sessions\n\nSessions group traces.\n\n## Set the session id\n\nPass session_id.\n",
            },
          ],
          { siteUrl: "https://langfuse.com" },
        ),
        model: {
          baseUrl: fake.baseUrl,
          apiKey: "sk-model",
          model: "fake-model-7",
          timeoutMs: 2_000,
        },
        tracer,
        rateLimit: 1_000,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await tracer.shutdown();
    await fake.close();
    await langfuse.close();
  });

  it("sends a retrieval span and a generation with the model to the OTLP endpoint", async () => {
    const res = await fetch(`${server.url}/api/ask`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question: "How do I set the session id?" }),
    });
    expect(await res.text()).toContain("event: done");
    await tracer.flush();

    const [first] = langfuse.exports;
    expect(first?.url).toBe("/api/public/otel/v1/traces");
    expect(first?.headers.authorization).toBe(
      `Basic ${Buffer.from("pk-lf-test:sk-lf-test").toString("base64")}`,
    );

    const spans = langfuse.spans();
    const root = spans.find((s) => s.name === TRACE_NAMES.trace);
    const retrieval = spans.find((s) => s.name === TRACE_NAMES.retrieval);
    const generation = spans.find((s) => s.name === TRACE_NAMES.generation);
    expect(root && retrieval && generation).toBeTruthy();
    expect(attr(retrieval!, "langfuse.observation.type")).toBe("retriever");
    expect(attr(retrieval!, "langfuse.observation.input")).toContain(
      "session id",
    );
    expect(attr(retrieval!, "langfuse.observation.output")).toContain(
      "https://langfuse.com/docs/sessions#set-the-session-id",
    );
    expect(attr(generation!, "langfuse.observation.type")).toBe("generation");
    expect(attr(generation!, "langfuse.observation.model.name")).toBe(
      "fake-model-7",
    );
    expect(attr(generation!, "langfuse.observation.output")).toContain(
      "Use sessions [1].",
    );
    // One trace: both observations are children of the question's span.
    expect(retrieval!.parentSpanId).toBe(root!.spanId);
    expect(generation!.parentSpanId).toBe(root!.spanId);
    expect(
      new Set([root!.traceId, retrieval!.traceId, generation!.traceId]).size,
    ).toBe(1);
  });

  it("is a no-op without keys", async () => {
    expect(await createAssistantTracer(undefined)).toBe(noopTracer);
  });
});
