/** Every API error is JSON: `{ error, issues? }` with the matching status. */
export function jsonError(
  status: number,
  error: string,
  init: { issues?: unknown; headers?: Record<string, string> } = {},
): Response {
  return new Response(
    JSON.stringify(
      init.issues === undefined ? { error } : { error, issues: init.issues },
    ),
    {
      status,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
        ...init.headers,
      },
    },
  );
}
