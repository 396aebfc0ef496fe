/**
 * Traces the assistant to Langfuse itself with its JS SDK (v4, OpenTelemetry based): one trace per
 * question, a `retrieval` span with the query and the sections found, and an `answer` generation
 * with the model, the messages and the streamed answer. Off (a no-op, no SDK code runs) unless
 * LANGFUSE_PUBLIC_KEY and LANGFUSE_SECRET_KEY are set.
 *
 * Uses an isolated tracer provider (`setLangfuseTracerProvider`) rather than the global
 * OpenTelemetry one, so nothing else in the process is traced and nothing else's spans are sent.
 * The SDK packages are imported dynamically, so a server without the keys never loads them.
 */
import type { LangfuseGeneration, LangfuseSpan } from "@langfuse/tracing";
import type { ChatMessage } from "../../lib/assistant/prompt";
import type { AskMode, AskSource } from "../../lib/assistant/protocol";
import type { ModelUsage } from "./llm-client";

export interface AssistantTracingConfig {
  publicKey: string;
  secretKey: string;
  /** Langfuse host, default `https://cloud.langfuse.com` (server/config.ts). */
  baseUrl: string;
  /** Seconds between batched exports. Default 1. */
  flushIntervalSeconds?: number;
}

/** Names of the observations, as they appear in Langfuse. */
export const TRACE_NAMES = {
  trace: "ask-ai",
  retrieval: "retrieval",
  generation: "answer",
} as const;

/** One generation (the model call) in progress. */
export interface GenerationTrace {
  /** When the first piece of the answer arrived. */
  firstToken(): void;
  end(result: { output: string; usage?: ModelUsage; error?: string }): void;
}

/** One question's trace. */
export interface AskTrace {
  retrieval(query: string, sources: readonly AskSource[], ms: number): void;
  generation(model: string, messages: readonly ChatMessage[]): GenerationTrace;
  end(result: { mode: AskMode; output: string }): void;
}

export interface AssistantTracer {
  startAsk(question: string, historyTurns: number): AskTrace;
  /** Sends what is buffered (tests, shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

const NOOP_GENERATION: GenerationTrace = { firstToken() {}, end() {} };
const NOOP_TRACE: AskTrace = {
  retrieval() {},
  generation: () => NOOP_GENERATION,
  end() {},
};
/** The tracer when Langfuse is not configured: does nothing. */
export const noopTracer: AssistantTracer = {
  startAsk: () => NOOP_TRACE,
  flush: async () => {},
  shutdown: async () => {},
};

/** A tracer sending to Langfuse, or the no-op one without configuration. */
export async function createAssistantTracer(
  config: AssistantTracingConfig | undefined,
): Promise<AssistantTracer> {
  if (!config) return noopTracer;
  const [{ LangfuseSpanProcessor }, tracing, { BasicTracerProvider }] =
    await Promise.all([
      import("@langfuse/otel"),
      import("@langfuse/tracing"),
      import("@opentelemetry/sdk-trace-base"),
    ]);
  const { setLangfuseTracerProvider, startObservation } = tracing;
  const processor = new LangfuseSpanProcessor({
    publicKey: config.publicKey,
    secretKey: config.secretKey,
    baseUrl: config.baseUrl,
    flushInterval: config.flushIntervalSeconds ?? 1,
  });
  const provider = new BasicTracerProvider({ spanProcessors: [processor] });
  setLangfuseTracerProvider(provider);

  return {
    startAsk(question, historyTurns) {
      const root: LangfuseSpan = startObservation(TRACE_NAMES.trace, {
        input: { question },
        metadata: { historyTurns },
      });
      root.updateTrace({
        name: TRACE_NAMES.trace,
        input: question,
        tags: ["ask-ai"],
      });
      return {
        retrieval(query, sources, ms) {
          root
            .startObservation(
              TRACE_NAMES.retrieval,
              {
                input: { query },
                output: sources.map((s) => ({
                  n: s.n,
                  url: s.url,
                  title: s.pageTitle,
                  heading: s.heading,
                })),
                metadata: { ms: Math.round(ms * 100) / 100 },
              },
              { asType: "retriever" },
            )
            .end();
        },
        generation(model, messages) {
          const generation: LangfuseGeneration = root.startObservation(
            TRACE_NAMES.generation,
            { model, input: messages, modelParameters: { temperature: 0.2 } },
            { asType: "generation" },
          );
          return {
            firstToken() {
              generation.update({ completionStartTime: new Date() });
            },
            end({ output, usage, error }) {
              generation.update({
                output,
                ...(usage
                  ? {
                      usageDetails: Object.fromEntries(
                        Object.entries(usage).filter(
                          (e): e is [string, number] =>
                            typeof e[1] === "number",
                        ),
                      ),
                    }
                  : {}),
                ...(error ? { level: "ERROR", statusMessage: error } : {}),
              });
              generation.end();
            },
          };
        },
        end({ mode, output }) {
          root.update({ output, metadata: { mode } });
          root.updateTrace({ output });
          root.end();
        },
      };
    },
    flush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown();
      setLangfuseTracerProvider(null);
    },
  };
}
