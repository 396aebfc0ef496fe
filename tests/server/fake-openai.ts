import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake answers the next `/v1/chat/completions` requests. */
export type FakeBehaviour =
  /** Streams `pieces` as OpenAI chunks; waits for `gate` (if any) after the first piece. */
  | { kind: "stream"; pieces: string[]; gate?: Promise<void> }
  /** Answers this HTTP status with a JSON error. */
  | { kind: "status"; status: number }
  /** Accepts the request and never answers. */
  | { kind: "hang" }
  /** Streams something that is not JSON. */
  | { kind: "malformed" };

export interface FakeRequest {
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages?: Array<{ role: string; content: string }>;
  };
}

export interface FakeOpenAi {
  /** Base URL to configure, e.g. `http://127.0.0.1:4321/v1`. */
  baseUrl: string;
  requests: FakeRequest[];
  /** Requests whose client went away before the answer ended. */
  abortedRequests: () => number;
  setBehaviour: (b: FakeBehaviour) => void;
  close: () => Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

/**
 * An OpenAI-compatible chat completions server on loopback, for the assistant's tests: it records
 * what it is asked and answers as told (streamed text, an error status, silence, garbage).
 */
export async function startFakeOpenAi(
  port = 0,
  initial: FakeBehaviour = { kind: "stream", pieces: ["Hello"] },
): Promise<FakeOpenAi> {
  let behaviour = initial;
  const requests: FakeRequest[] = [];
  let aborted = 0;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      requests.push({ headers: req.headers, body: JSON.parse(raw || "{}") });
      let finished = false;
      res.on("close", () => {
        if (!finished) aborted += 1;
      });
      const b = behaviour;
      if (b.kind === "status") {
        finished = true;
        res
          .writeHead(b.status, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: { message: "fake failure" } }));
        return;
      }
      if (b.kind === "hang") return;
      res.writeHead(200, {
        "Content-Type": "text/event-stream",
        "Cache-Control": "no-cache",
      });
      if (b.kind === "malformed") {
        finished = true;
        res.end("data: {not json\n\n");
        return;
      }
      void (async () => {
        for (const [i, piece] of b.pieces.entries()) {
          if (res.destroyed) return;
          res.write(chunk(piece));
          if (i === 0 && b.gate) await b.gate;
        }
        if (res.destroyed) return;
        res.write(
          `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 120, completion_tokens: 8, total_tokens: 128 } })}\n\n`,
        );
        finished = true;
        res.end("data: [DONE]\n\n");
      })();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve()),
  );
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    requests,
    abortedRequests: () => aborted,
    setBehaviour: (b) => (behaviour = b),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
