import type { PageStats } from "./feedback-store";

/** Per-page statistics, in SQL both SQLite (>= 3.25) and Postgres run. */
export const STATS_SQL = {
  counts: `SELECT page,
      SUM(CASE WHEN feedback = 'positive' THEN 1 ELSE 0 END) AS positive,
      SUM(CASE WHEN feedback = 'negative' THEN 1 ELSE 0 END) AS negative
    FROM feedback GROUP BY page ORDER BY COUNT(*) DESC, page`,
  latestComments: (param: string) => `SELECT page, comment FROM (
      SELECT page, comment, ROW_NUMBER() OVER (PARTITION BY page ORDER BY created_at DESC, id) AS rn
      FROM feedback WHERE comment IS NOT NULL AND comment <> ''
    ) ranked WHERE rn <= ${param} ORDER BY page, rn`,
  combine(
    counts: Array<Record<string, unknown>>,
    comments: Array<Record<string, unknown>>,
  ): PageStats[] {
    const byPage = new Map<string, string[]>();
    for (const c of comments) {
      const list = byPage.get(String(c.page)) ?? [];
      list.push(String(c.comment));
      byPage.set(String(c.page), list);
    }
    return counts.map((r) => ({
      page: String(r.page),
      positive: Number(r.positive),
      negative: Number(r.negative),
      latestComments: byPage.get(String(r.page)) ?? [],
    }));
  },
};
