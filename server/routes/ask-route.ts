import type { Logger } from "pino";
import {
  chatMessages,
  retrievalQuery,
  toSources,
} from "../../lib/assistant/prompt";
import {
  ASK_LIMITS,
  encodeSse,
  type AskEvent,
  type AskSource,
} from "../../lib/assistant/protocol";
import { search, type RetrievalIndex } from "../../lib/assistant/retrieval";
import { askInputSchema } from "../assistant/ask-schema";
import {
  ModelError,
  streamChatCompletion,
  type AssistantModelConfig,
} from "../assistant/llm-client";
import type { AssistantTracer } from "../assistant/tracing";
import type { RateLimiter } from "../feedback/rate-limiter";
import { readJsonPost } from "../json-post";

/** Sections retrieved per question: what the model reads and the visitor sees as sources. */
export const ASK_TOP_SECTIONS = 5;

export interface AskRouteDeps {
  /** The retrieval index, or a promise of it while it is built at start. */
  index: RetrievalIndex | Promise<RetrievalIndex>;
  /** The model; without it every answer is the search results. */
  model?: AssistantModelConfig;
  tracer: AssistantTracer;
  brand: string;
  limiter: RateLimiter;
  /** Salted hash of the requesting client (see client-identity.ts). */
  clientHash: (req: Request) => string;
  logger: Logger;
}

const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  // Reverse proxies (nginx) must pass each event on as it is written.
  "X-Accel-Buffering": "no",
};

/**
 * `POST /api/ask` `{ question, history? }`: finds the best sections of the docs and answers with
 * them as Server-Sent Events (lib/assistant/protocol.ts), written by the model when one is
 * configured, otherwise (or when it fails) as search results.
 */
export function askRoute(deps: AskRouteDeps) {
  return async (req: Request): Promise<Response> => {
    const input = await readJsonPost(req, {
      schema: askInputSchema,
      maxBodyBytes: ASK_LIMITS.maxBodyBytes,
      allow: (r) => deps.limiter.take(deps.clientHash(r)),
      tooMany: "questions",
      invalid: "question",
    });
    if (!input.ok) return input.response;
    const question = input.data.question.trim();
    const history = input.data.history ?? [];

    const trace = deps.tracer.startAsk(question, history.length);
    const index = await deps.index;
    const query = retrievalQuery(question, history);
    const started = performance.now();
    const hits = search(index, query, ASK_TOP_SECTIONS);
    const sources = toSources(hits);
    trace.retrieval(query, sources, performance.now() - started);

    const model = hits.length > 0 ? deps.model : undefined;
    const encoder = new TextEncoder();
    const visitorGone = new AbortController();
    req.signal.addEventListener("abort", () => visitorGone.abort(), {
      once: true,
    });

    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (e: AskEvent) => {
          if (!visitorGone.signal.aborted)
            controller.enqueue(encoder.encode(encodeSse(e)));
        };
        send({
          event: "sources",
          data: { mode: model ? "answer" : "search", sources },
        });
        if (!model) {
          trace.end({ mode: "search", output: searchSummary(sources) });
        } else {
          const answer = await streamAnswer(model, send);
          trace.end(answer);
        }
        send({ event: "done", data: {} });
        if (!visitorGone.signal.aborted) controller.close();
      },
      cancel() {
        visitorGone.abort();
      },
    });

    async function streamAnswer(
      model: AssistantModelConfig,
      send: (e: AskEvent) => void,
    ): Promise<{ mode: "answer" | "search"; output: string }> {
      const messages = chatMessages(deps.brand, hits, question, history);
      const generation = trace.generation(model.model, messages);
      const completion = streamChatCompletion(
        model,
        messages,
        visitorGone.signal,
      );
      let output = "";
      try {
        for await (const piece of completion.deltas) {
          if (output === "") generation.firstToken();
          output += piece;
          send({ event: "delta", data: { text: piece } });
        }
        if (output.trim() === "") throw new ModelError("Empty answer");
        generation.end({ output, usage: completion.usage() });
        return { mode: "answer", output };
      } catch (error) {
        const reason =
          error instanceof ModelError
            ? error.message
            : visitorGone.signal.aborted
              ? "The visitor closed the connection"
              : "The model call failed";
        generation.end({ output, usage: completion.usage(), error: reason });
        if (visitorGone.signal.aborted) {
          deps.logger.info("ask: visitor left while the answer streamed");
        } else {
          deps.logger.warn(
            { err: error },
            "ask: model failed, answering with search results",
          );
          // The visitor sees why in general terms; the model's own error stays in the log.
          send({
            event: "fallback",
            data: { reason: "The AI answer is unavailable right now." },
          });
        }
        return { mode: "search", output: searchSummary(sources) };
      }
    }

    return new Response(stream, { status: 200, headers: SSE_HEADERS });
  };
}

/** What a search-results answer said, for the trace. */
function searchSummary(sources: readonly AskSource[]): string {
  return sources.map((s) => `[${s.n}] ${s.url}`).join("\n");
}
