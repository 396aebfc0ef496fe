import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteFeedbackStore } from "@/server/feedback/sqlite-store";

let dir: string;
let dbPath: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "feedback-cli-"));
  dbPath = join(dir, "feedback.db");
  const store = new SqliteFeedbackStore(dbPath);
  await store.migrate();
  await store.insert(
    {
      page: "/docs",
      feedback: "positive",
      comment: "Clear, thanks",
      clientHash: "secret-hash",
    },
    { outbox: false },
  );
  await store.insert(
    {
      page: "/docs",
      feedback: "negative",
      comment: null,
      clientHash: "secret-hash",
    },
    { outbox: false },
  );
  await store.insert(
    {
      page: "/docs/tracing",
      feedback: "negative",
      comment: "Needs a JS example",
      clientHash: null,
    },
    { outbox: false },
  );
  await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args: string[]): string {
  return execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/feedback-cli.ts", ...args],
    {
      env: { ...process.env, FEEDBACK_DB_PATH: dbPath, DATABASE_URL: "" },
      encoding: "utf8",
    },
  );
}

describe("npm run feedback", () => {
  it("prints per-page stats with the latest comments", () => {
    const out = cli("stats");
    expect(out).toContain("/docs  +1  -1");
    expect(out).toContain('    "Clear, thanks"');
    expect(out).toContain("/docs/tracing  +0  -1");
    expect(out).toContain('    "Needs a JS example"');
  });

  it("exports CSV and JSON without the client hash", () => {
    const csv = cli("export", "--format", "csv");
    expect(csv.split("\r\n")[0]).toBe("id,created_at,page,feedback,comment");
    expect(csv.trim().split("\r\n")).toHaveLength(4);
    const rows = JSON.parse(cli("export", "--format", "json")) as Array<
      Record<string, unknown>
    >;
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => !("clientHash" in r))).toBe(true);
    expect(csv).not.toContain("secret-hash");
  });

  it("rejects an unknown format with usage", () => {
    expect(() => cli("export", "--format", "xml")).toThrow(
      /unknown format "xml"/,
    );
  });
});
