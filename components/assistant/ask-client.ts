import {
  createSseParser,
  type AskEvent,
  type AskTurn,
} from "@/lib/assistant/protocol";

/** The server refused the question (rate limit, invalid input) or could not be reached. */
export class AskError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Asks `/api/ask` and calls `onEvent` for each event of its stream as it arrives. Resolves when
 * the stream ends; rejects with an AbortError when `signal` aborts, or with an `AskError`.
 */
export async function askAssistant(
  question: string,
  history: readonly AskTurn[],
  onEvent: (event: AskEvent) => void,
  signal: AbortSignal,
  endpoint = "/api/ask",
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
      },
      body: JSON.stringify(
        history.length > 0 ? { question, history } : { question },
      ),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AskError("The assistant could not be reached.");
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as {
      error?: string;
    } | null;
    throw new AskError(
      body?.error ?? `The assistant answered ${response.status}.`,
      response.status,
    );
  }
  const parse = createSseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const event of parse(value)) onEvent(event);
  }
}
