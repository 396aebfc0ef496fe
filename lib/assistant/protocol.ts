/**
 * The wire format of `POST /api/ask`, shared by the server (server/routes/ask-route.ts) and the
 * chat panel (components/assistant/). The answer is always a Server-Sent Events stream, whether a
 * model writes it or not, so the panel has one code path:
 *
 *   event: sources   data: {"mode":"answer"|"search","sources":[AskSource...]}   (always first)
 *   event: delta     data: {"text":"..."}                 (mode "answer": the answer, in pieces)
 *   event: fallback  data: {"reason":"..."}               (the model failed: sources are the answer)
 *   event: done      data: {}                             (always last)
 *
 * Mode `search` (no model configured, or no matching section) means the sources themselves are the
 * answer and are shown as search results. Input errors are JSON `{ error, issues? }` with a 4xx
 * status before any stream starts.
 */

/** Limits of a question, enforced by the server and mirrored by the panel's form. */
export const ASK_LIMITS = {
  questionMaxChars: 2000,
  historyMaxTurns: 20,
  turnMaxChars: 4000,
  /** Largest request body the server reads. */
  maxBodyBytes: 128 * 1024,
} as const;

/** A prior turn of the conversation. */
export interface AskTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AskRequest {
  question: string;
  history?: AskTurn[];
}

/** One cited section, numbered as the answer cites it (`[1]` is `n: 1`). */
export interface AskSource {
  n: number;
  pageTitle: string;
  heading: string;
  /** Site path with anchor (links stay on the deployment the visitor is on). */
  path: string;
  /** Absolute canonical URL with anchor. */
  url: string;
  extract: string;
}

export type AskMode = "answer" | "search";

/** The label of a source: `Page title › Heading`, or the title alone for a page's introduction. */
export function sourceLabel(s: { pageTitle: string; heading: string }): string {
  return s.heading && s.heading !== s.pageTitle
    ? `${s.pageTitle} › ${s.heading}`
    : s.pageTitle;
}

export type AskEvent =
  | { event: "sources"; data: { mode: AskMode; sources: AskSource[] } }
  | { event: "delta"; data: { text: string } }
  | { event: "fallback"; data: { reason: string } }
  | { event: "done"; data: Record<string, never> };

/** One event as SSE text. */
export function encodeSse(e: AskEvent): string {
  return `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

/**
 * Parses an SSE stream incrementally: feed it text as it arrives, get the complete events so far.
 * Unknown events and malformed data are skipped.
 */
export function createSseParser(): (chunk: string) => AskEvent[] {
  let buffer = "";
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, "\n");
    const events: AskEvent[] = [];
    let end: number;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) name = line.slice(6).trim();
        else if (line.startsWith("data:"))
          data.push(line.slice(5).replace(/^ /, ""));
      }
      if (!["sources", "delta", "fallback", "done"].includes(name)) continue;
      try {
        events.push({
          event: name,
          data: JSON.parse(data.join("\n")),
        } as AskEvent);
      } catch {
        // A malformed event is dropped; the stream goes on.
      }
    }
    return events;
  };
}
