/**
 * Reads the feedback store: `npm run feedback -- export --format csv|json` and
 * `npm run feedback -- stats`. Uses the same DATABASE_URL / FEEDBACK_DB_PATH as the server.
 */
import { loadConfig } from "../server/config";
import { openFeedbackStore } from "../server/feedback/open-store";
import { feedbackToCsv } from "../server/feedback/feedback-csv";

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const formatIndex = rest.indexOf("--format");
  const format = formatIndex >= 0 ? rest[formatIndex + 1] : "json";
  if (command !== "export" && command !== "stats") {
    console.error(
      "usage: npm run feedback -- export --format csv|json | stats",
    );
    process.exit(2);
  }
  if (command === "export" && format !== "csv" && format !== "json") {
    console.error(`unknown format "${format}": use csv or json`);
    process.exit(2);
  }
  const config = loadConfig();
  const store = await openFeedbackStore({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.FEEDBACK_DB_PATH,
  });
  try {
    if (command === "stats") {
      for (const s of await store.stats({ commentsPerPage: 3 })) {
        console.log(`${s.page}  +${s.positive}  -${s.negative}`);
        for (const c of s.latestComments)
          console.log(`    "${c.replace(/\s+/g, " ").slice(0, 200)}"`);
      }
    } else {
      // The client hash exists for rate limiting only and is not exported.
      const rows = (await store.list()).map(
        ({ clientHash: _unused, ...row }) => row,
      );
      process.stdout.write(
        format === "csv"
          ? feedbackToCsv(rows)
          : `${JSON.stringify(rows, null, 2)}\n`,
      );
    }
  } finally {
    await store.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
