import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  anchorsMissingFromHtml,
  headingIds,
  percentile,
  runBench,
} from "@/lib/assistant/bench";
import { chunkTwin, headingText } from "@/lib/assistant/chunk";
import { bestExtract, truncate } from "@/lib/assistant/extract";
import {
  buildRetrievalIndex,
  search,
  type Twin,
} from "@/lib/assistant/retrieval";
import { cjkTerms, queryTerms, stem, terms } from "@/lib/assistant/tokenize";

const FIXTURES = join(__dirname, "../fixtures/assistant");

const twin = (route: string, title: string, body: string): Twin => ({
  route,
  markdown: `# ${title}\n\n> About ${title.toLowerCase()}.\n\nSource: https://langfuse.com${route}\nDocumentation index for LLMs: https://langfuse.com/llms.txt\n\n${body}`,
});

describe("chunkTwin", () => {
  const md = [
    "# Python SDK v3",
    "",
    "> Reference guide to the Python SDK.",
    "",
    "Source: https://langfuse.com/docs/sdk",
    "Documentation index for LLMs: https://langfuse.com/llms.txt",
    "",
    "The SDK traces your **application**.",
    "",
    "## Install",
    "",
    "```bash",
    "# not a heading",
    "pip install langfuse",
    "```",
    "",
    "## The `@observe` decorator",
    "",
    "Wrap a [function](https://langfuse.com/x) with it.",
    "",
    "### Async functions",
    "",
    "Works with `async def`.",
    "",
    "#### Details",
    "",
    "Deep heading text.",
    "",
    "## Install",
    "",
    "Again, on another platform.",
    "",
    "## Next steps",
    "### Only a subsection",
    "",
    "Text.",
  ].join("\n");
  const sections = chunkTwin("/docs/sdk", md);

  it("splits the introduction and every H2/H3 section, with Nextra's heading ids", () => {
    expect(sections.map((s) => [s.level, s.heading, s.anchor])).toEqual([
      [1, "Python SDK v3", ""],
      [2, "Install", "install"],
      [2, "The @observe decorator", "the-observe-decorator"],
      [3, "Async functions", "async-functions"],
      // The H4 counted as a heading ("details") but stays in its section.
      [2, "Install", "install-1"],
      // "Next steps" has no text of its own before its first subsection, so it is dropped.
      [3, "Only a subsection", "only-a-subsection"],
    ]);
  });

  it("reads the title and description, and drops the twin's preamble lines", () => {
    const intro = sections[0]!;
    expect(intro.pageTitle).toBe("Python SDK v3");
    expect(intro.description).toBe("Reference guide to the Python SDK.");
    expect(intro.text).toBe("The SDK traces your application.");
  });

  it("keeps code out of the prose, and fenced lines are never headings", () => {
    const install = sections[1]!;
    expect(install.text).toBe("");
    expect(install.code).toBe("# not a heading\npip install langfuse");
  });

  it("flattens inline Markdown and keeps deeper headings as text", () => {
    expect(sections[2]!.text).toBe("Wrap a function with it.");
    expect(sections[3]!.text).toBe(
      "Works with async def.\n\nDetails\n\nDeep heading text.",
    );
    expect(sections[3]!.parentHeading).toBe("The @observe decorator");
  });

  it.each([
    ["The `@observe` decorator", "The @observe decorator"],
    [
      "One client per project: `get_client()`",
      "One client per project: get_client()",
    ],
    ["**Bold** and _em_ [link](https://x.y)", "Bold and em link"],
    ["Filtering with `blocked\\_scopes`", "Filtering with blocked\\_scopes"],
    ["Escaped \\_underscore\\_", "Escaped _underscore_"],
  ])("headingText(%j) is %j", (markdown, text) => {
    expect(headingText(markdown)).toBe(text);
  });

  it("gives every H2/H3 of a real page the id its exported HTML has", () => {
    const markdown = readFileSync(join(FIXTURES, "sdk-v3.md"), "utf8");
    const html = readFileSync(join(FIXTURES, "sdk-v3.headings.html"), "utf8");
    const chunks = chunkTwin("/docs/sdk/python/sdk-v3", markdown);
    expect(chunks.filter((c) => c.anchor).length).toBeGreaterThan(20);
    expect(anchorsMissingFromHtml(chunks, () => html)).toEqual([]);
    expect(headingIds(html).has("the-observe-decorator")).toBe(true);
  });
});

describe("tokenizer", () => {
  it.each([
    ["traces", "trac"],
    ["tracing", "trac"],
    ["trace", "trac"],
    ["evaluations", "evaluat"],
    ["evaluate", "evaluat"],
    ["evals", "evaluat"],
    ["sessions", "session"],
    ["policies", "policy"],
    ["boxes", "box"],
    ["class", "class"],
    ["v3", "v3"],
  ])("stems %s to %s", (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });

  it("drops stop words, splits on punctuation and folds accents", () => {
    expect(terms("How do I set up LLM-as-a-judge évals?")).toEqual([
      "set",
      "llm",
      "judge",
      "evaluat",
    ]);
    expect(terms("10% of traffic")).toEqual(["10", "percent", "traffic"]);
  });

  it.each([
    [
      "call propagate_attributes()",
      ["call", "propagat", "attribut", "propagate_attributes"],
    ],
    [
      "import langfuse.openai",
      ["import", "langfus", "openai", "langfuse.openai"],
    ],
    ["constructor toString", ["constructor", "tostr"]],
  ])("keeps identifiers whole beside their parts: %j", (text, expected) => {
    expect(terms(text)).toEqual(expected);
  });

  it.each([
    ["自托管", ["自托", "托管"]],
    ["日本リージョン", ["日本", "本リ", "リー", "ージ", "ジョ", "ョン"]],
    ["프롬프트 관리", ["프롬", "롬프", "프트", "관리"]],
    ["LLM の 例", ["の", "例"]],
  ])(
    "splits Chinese, Japanese and Korean into character pairs: %j",
    (text, expected) => {
      expect(cjkTerms(text)).toEqual(expected);
    },
  );

  it("adds bigrams and the docs' words for a visitor's words at lower weight", () => {
    expect(queryTerms("grade answers")).toEqual([
      { term: "grad", weight: 1 },
      { term: "answer", weight: 1 },
      { term: "grad~answer", weight: 0.3 },
      { term: "evaluat", weight: 0.5 },
      { term: "scor", weight: 0.5 },
    ]);
  });
});

describe("search (BM25F)", () => {
  const twins: Twin[] = [
    twin(
      "/docs/sessions",
      "Sessions",
      "Group traces of one conversation into a session with a session id.\n\n## Set the session id\n\nPass `session_id` to every trace of the chat.\n\n## Limits\n\nSession ids are at most 200 characters.",
    ),
    twin(
      "/docs/masking",
      "Masking",
      "Redact personal data before it is sent.\n\n## Write a mask function\n\nThe mask function receives input and output and returns the redacted value.",
    ),
    twin(
      "/docs/sampling",
      "Sampling",
      "Send only a share of traces.\n\n## Configure the sample rate\n\nSet the sample rate to 0.1 to keep ten percent of traces.",
    ),
    twin(
      "/blog/sessions-launch",
      "Sessions are here",
      "We launched sessions. Sessions group traces. Session session session.",
    ),
    twin(
      "/docs",
      "Langfuse documentation",
      "Langfuse is an open-source LLM engineering platform.",
    ),
    twin("/404", "Page not found", "Nothing here about sessions."),
  ];
  const index = buildRetrievalIndex(twins, {
    siteUrl: "https://langfuse.com/",
    exclude: (route) => route === "/404",
    pageWeight: (route) => (route.startsWith("/blog") ? 0.5 : 1),
    brandWords: ["Langfuse"],
    overviewRoutes: ["/docs"],
  });

  it.each([
    ["How do I set the session id?", "/docs/sessions#set-the-session-id"],
    ["group a chat conversation", "/docs/sessions"],
    ["redact personal data", "/docs/masking"],
    ["write a mask function", "/docs/masking#write-a-mask-function"],
    ["keep 10% of traces", "/docs/sampling#configure-the-sample-rate"],
    ["sample rate", "/docs/sampling#configure-the-sample-rate"],
    ["What is Langfuse?", "/docs"],
    // Typos: a word no section contains is respelt to the closest widespread term.
    ["sesion id", "/docs/sessions#set-the-session-id"],
    ["redcat personal data", "/docs/masking"],
    ["samplng rate", "/docs/sampling#configure-the-sample-rate"],
  ])("ranks %j first: %s", (query, path) => {
    expect(search(index, query, 3)[0]?.path).toBe(path);
  });

  it("gives each hit its page, heading, absolute URL with anchor and an extract", () => {
    const [hit] = search(index, "session id length limit", 1);
    expect(hit).toMatchObject({
      pageTitle: "Sessions",
      heading: "Limits",
      route: "/docs/sessions",
      anchor: "limits",
      path: "/docs/sessions#limits",
      url: "https://langfuse.com/docs/sessions#limits",
      extract: "Session ids are at most 200 characters.",
    });
  });

  it("ranks the docs above a post repeating the words, and never cites excluded pages", () => {
    const routes = search(index, "sessions", 10).map((h) => h.route);
    expect(routes.indexOf("/docs/sessions")).toBeLessThan(
      routes.indexOf("/blog/sessions-launch"),
    );
    expect(routes).not.toContain("/404");
  });

  it("returns at most two sections per page and at most `limit` hits", () => {
    const hits = search(index, "session traces id chat conversation", 10);
    const perPage = new Map<string, number>();
    for (const h of hits) perPage.set(h.route, (perPage.get(h.route) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(2);
    expect(search(index, "session", 1)).toHaveLength(1);
  });

  it.each(["", "   ", "how do I?", "the and of"])(
    "finds nothing for %j",
    (query) => {
      expect(search(index, query, 5)).toEqual([]);
    },
  );

  it("scores are ordered best first", () => {
    const scores = search(index, "session traces", 5).map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});

describe("extracts and the benchmark helpers", () => {
  it("picks the sentence with most query terms, cut at a word boundary", () => {
    const [section] = chunkTwin(
      "/x",
      "# X\n\nFirst sentence about nothing. The sample rate keeps a share of traces. Last one.",
    );
    expect(bestExtract(section!, terms("sample rate"))).toBe(
      "The sample rate keeps a share of traces. Last one.",
    );
    expect(truncate("one two three four five", 12)).toBe("one two…");
  });

  it.each([
    [[1, 2, 3, 4], 0.5, 2],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95, 10],
    [[5], 0.95, 5],
    [[], 0.5, 0],
  ])("percentile(%j, %d) is %d", (values, q, expected) => {
    expect(percentile(values, q)).toBe(expected);
  });

  it("counts a question as a hit when one of its pages is in the top k", () => {
    const index = buildRetrievalIndex(
      [twin("/a", "Alpha", "alpha things"), twin("/b", "Beta", "beta things")],
      { siteUrl: "https://x" },
    );
    let t = 0;
    const summary = runBench(
      index,
      [
        { question: "alpha", routes: ["/a"] },
        { question: "beta", routes: ["/zzz"] },
      ],
      { k: 1, rounds: 2, now: () => (t += 1) },
    );
    expect(summary.hitRate).toBe(0.5);
    expect(summary.results.map((r) => r.rank)).toEqual([1, undefined]);
    expect(summary.medianMs).toBe(1);
  });
});
