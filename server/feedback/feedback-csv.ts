import type { FeedbackRow } from "./feedback-schema";

function cell(value: string | null): string {
  const s = value ?? "";
  // Quote always; double embedded quotes; neutralise spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** RFC 4180 CSV of feedback rows (header included). */
export function feedbackToCsv(
  rows: ReadonlyArray<Omit<FeedbackRow, "clientHash">>,
): string {
  const lines = [["id", "created_at", "page", "feedback", "comment"].join(",")];
  for (const r of rows)
    lines.push(
      [
        cell(r.id),
        cell(r.createdAt),
        cell(r.page),
        cell(r.feedback),
        cell(r.comment),
      ].join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}
