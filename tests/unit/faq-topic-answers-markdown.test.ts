import { describe, expect, it } from "vitest";
import { faqTopicAnswersMarkdown } from "@/components/faq/faq-topic-answers-markdown";
import { siteConfig } from "@/lib/site-config";

const answer = (slug: string, tags: string[]) => ({
  route: `/faq/all/${slug}`,
  title: `Question ${slug}?`,
  description: `Answer ${slug}.`,
  authors: [],
  noindex: false,
  tags,
});

const pages = [
  answer("b", ["tracing", "sdk"]),
  answer("a", ["sdk"]),
  answer("c", ["pricing"]),
  { ...answer("draft", ["sdk"]), noindex: true },
];

const twin = (topic: string) =>
  faqTopicAnswersMarkdown({
    attrs: { topic },
    children: [],
    config: siteConfig,
    absolute: (url) => `https://example.com${url}`,
    pages,
    warn: () => {},
  });

/** The list's items as `[title](url)text`, to read like the Markdown. */
const items = (topic: string) =>
  twin(topic).flatMap((list) =>
    (list.children ?? []).map((item) =>
      JSON.stringify(item)
        .match(/"url":"([^"]+)".*?"value":"([^"]+)".*?"value":"([^"]*)"/)!
        .slice(1)
        .join(" | "),
    ),
  );

describe("faqTopicAnswersMarkdown", () => {
  it("lists a topic's questions, first tag or not, with their one-sentence answers and without noindex pages", () => {
    // In listing order: undated, so by title.
    expect(items("sdk")).toEqual([
      "https://example.com/faq/all/a | Question a? | : Answer a.",
      "https://example.com/faq/all/b | Question b? | : Answer b.",
    ]);
  });

  it("gives nothing for a topic no answer has", () => {
    expect(twin("security")).toEqual([]);
  });
});
