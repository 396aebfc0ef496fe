import type { ChatMessage } from "../../lib/assistant/prompt";

/** An OpenAI-compatible chat model (server/config.ts `assistantModel`). */
export interface AssistantModelConfig {
  /** API base without trailing slash; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest wait for the response headers, the first chunk or the next one, in ms. */
  timeoutMs: number;
}

/** Longest a whole answer may take, however steadily it streams. */
export const ANSWER_MAX_MS = 120_000;

export class ModelError extends Error {}

/** Token counts reported by the model, when it reports them. */
export interface ModelUsage {
  input?: number;
  output?: number;
  total?: number;
}

export interface StreamedCompletion {
  /** The answer's text pieces, in order. */
  deltas: AsyncGenerator<string, void, undefined>;
  /** Usage from the last chunk that carried one (after `deltas` is done). */
  usage: () => ModelUsage | undefined;
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: string | null } }>;
  usage?: {
    prompt_tokens?: number;
    completion_tokens?: number;
    total_tokens?: number;
  } | null;
}

/**
 * Streams a chat completion (`stream: true`) from an OpenAI-compatible endpoint. Ends with a
 * `ModelError` on an HTTP error, a malformed stream, or silence longer than `timeoutMs`; stops
 * (with an AbortError) when `signal` aborts, e.g. because the visitor went away.
 */
export function streamChatCompletion(
  config: AssistantModelConfig,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
): StreamedCompletion {
  let usage: ModelUsage | undefined;

  async function* deltas(): AsyncGenerator<string, void, undefined> {
    const controller = new AbortController();
    const abort = () => controller.abort(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener("abort", abort, { once: true });
    let idle: NodeJS.Timeout | undefined;
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(
        () =>
          controller.abort(
            new ModelError(
              `No response from the model in ${config.timeoutMs} ms`,
            ),
          ),
        config.timeoutMs,
      );
    };
    const total = setTimeout(
      () =>
        controller.abort(
          new ModelError(`The answer took longer than ${ANSWER_MAX_MS} ms`),
        ),
      ANSWER_MAX_MS,
    );
    const reason = () =>
      controller.signal.reason instanceof Error
        ? controller.signal.reason
        : new ModelError("The model call was aborted");

    try {
      armIdle();
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/chat/completions`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "text/event-stream",
            Authorization: `Bearer ${config.apiKey}`,
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            stream: true,
            temperature: 0.2,
          }),
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) throw reason();
        throw new ModelError(
          `Model request failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => {});
        throw new ModelError(`Model answered HTTP ${response.status}`);
      }

      const reader = response.body
        .pipeThrough(new TextDecoderStream())
        .getReader();
      let buffer = "";
      try {
        for (;;) {
          armIdle();
          let chunk: ReadableStreamReadResult<string>;
          try {
            chunk = await reader.read();
          } catch {
            throw reason();
          }
          if (chunk.done) break;
          buffer += chunk.value;
          let newline: number;
          while ((newline = buffer.indexOf("\n")) !== -1) {
            const line = buffer.slice(0, newline).trim();
            buffer = buffer.slice(newline + 1);
            if (!line.startsWith("data:")) continue;
            const data = line.slice(5).trim();
            if (data === "[DONE]") return;
            let parsed: CompletionChunk;
            try {
              parsed = JSON.parse(data) as CompletionChunk;
            } catch {
              throw new ModelError("Malformed chunk in the model's stream");
            }
            if (parsed.usage)
              usage = {
                input: parsed.usage.prompt_tokens,
                output: parsed.usage.completion_tokens,
                total: parsed.usage.total_tokens,
              };
            const text = parsed.choices?.[0]?.delta?.content;
            if (text) yield text;
          }
        }
      } finally {
        reader.cancel().catch(() => {});
      }
    } finally {
      clearTimeout(idle);
      clearTimeout(total);
      signal.removeEventListener("abort", abort);
    }
  }

  return { deltas: deltas(), usage: () => usage };
}
