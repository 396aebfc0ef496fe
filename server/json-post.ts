import type { z } from "zod";
import { BodyTooLargeError, readBodyLimited } from "./read-body";
import { jsonError } from "./json-error";

export interface JsonPostOptions<T> {
  schema: z.ZodType<T>;
  maxBodyBytes: number;
  /** Takes one request from the client's budget; false answers 429. */
  allow: (req: Request) => boolean;
  /** Shown in the 429 and 400 messages: "Too many {what}", "Invalid {noun}". */
  tooMany: string;
  invalid: string;
}

/**
 * The checks every JSON `POST` API route makes, in order (method, content type, rate limit, size,
 * UTF-8, JSON, schema), each with its own status. Returns the parsed body or the error response.
 */
export async function readJsonPost<T>(
  req: Request,
  options: JsonPostOptions<T>,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const fail = (response: Response) => ({ ok: false as const, response });
  if (req.method !== "POST")
    return fail(
      jsonError(405, "Method not allowed", { headers: { Allow: "POST" } }),
    );
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type))
    return fail(jsonError(415, "Content-Type must be application/json"));
  if (!options.allow(req))
    return fail(
      jsonError(429, `Too many ${options.tooMany}, try again in a minute`, {
        headers: { "Retry-After": "60" },
      }),
    );

  let text: string;
  try {
    text = await readBodyLimited(req, options.maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return fail(
        jsonError(413, `Body larger than ${options.maxBodyBytes} bytes`),
      );
    return fail(jsonError(400, "Body is not valid UTF-8"));
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(jsonError(400, "Body is not valid JSON"));
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      path: i.path.join("."),
      message: i.message,
    }));
    return fail(jsonError(400, `Invalid ${options.invalid}`, { issues }));
  }
  return { ok: true, data: parsed.data };
}
