import type { FeedbackStore } from "./feedback-store";
import { PostgresFeedbackStore } from "./postgres-store";
import { SqliteFeedbackStore } from "./sqlite-store";

/** Postgres when DATABASE_URL is set, else the SQLite file; migrated before it is returned. */
export async function openFeedbackStore(options: {
  databaseUrl?: string;
  sqlitePath: string;
}): Promise<FeedbackStore> {
  const store = options.databaseUrl
    ? new PostgresFeedbackStore(options.databaseUrl)
    : new SqliteFeedbackStore(options.sqlitePath);
  await store.migrate();
  return store;
}
