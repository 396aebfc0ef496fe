// @vitest-environment jsdom
import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
} from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SEARCH_LABELS } from "@/components/search/search-constants";
import { SiteSearch } from "@/components/search/site-search";
import { OPEN_ASSISTANT_EVENT } from "@/components/assistant/assistant-launch";
import type {
  PagefindApi,
  PagefindResultData,
} from "@/lib/search/pagefind-api";
import { deferred } from "../setup/deferred";

// jsdom has no layout: the active option is scrolled into view with a no-op.
Element.prototype.scrollIntoView = vi.fn();

const PAGES: Record<string, PagefindResultData[]> = {
  caching: [
    {
      url: "/docs/prompts/caching",
      excerpt: "prompt <mark>caching</mark> in the SDKs",
      meta: { title: "Prompt caching" },
      sub_results: [
        {
          title: "Cache TTL",
          url: "/docs/prompts/caching#ttl",
          excerpt: "the <mark>cache</mark> lives 60 s",
        },
      ],
    },
    {
      url: "/faq/all/prompt-caching-latency",
      excerpt: "latency of <mark>caching</mark>",
      meta: { title: "Does prompt management add latency?" },
      sub_results: [],
    },
  ],
};

function fakeEngine(): PagefindApi {
  return {
    options: async () => {},
    init: async () => {},
    search: async (query) => ({
      results: (PAGES[query] ?? []).map((data, i) => ({
        id: String(i),
        score: 1,
        data: async () => data,
      })),
    }),
  };
}

const box = () => screen.getByRole("combobox");

describe("SiteSearch", () => {
  it("loads nothing until the reader points at or focuses the box", async () => {
    const load = vi.fn(async () => fakeEngine());
    render(<SiteSearch load={load} />);
    expect(load).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute("placeholder", SEARCH_LABELS.placeholder);
    fireEvent.focus(box());
    // The results panel loads as its own chunk, then starts the engine once.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it("shows Loading… for a query typed before the index is ready, then its results", async () => {
    const engine = deferred<PagefindApi>();
    render(<SiteSearch load={() => engine.promise} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: "caching" } });
    expect(screen.getByRole("status")).toHaveTextContent(SEARCH_LABELS.loading);
    // The panel's chunk arrives; the index is still loading.
    await screen.findByRole("button", { name: /Ask AI about “caching”/ });
    expect(screen.getByRole("status")).toHaveTextContent(SEARCH_LABELS.loading);
    expect(screen.queryByText(SEARCH_LABELS.empty)).toBeNull();
    await act(async () => engine.resolve(fakeEngine()));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.getAttribute("href"))).toEqual([
      "/docs/prompts/caching",
      "/docs/prompts/caching#ttl",
      "/faq/all/prompt-caching-latency",
    ]);
    // Section label, title and the highlighted term.
    expect(options[0]).toHaveTextContent("DocsPrompt caching");
    expect(options[0]!.querySelector("mark")).toHaveTextContent("caching");
    expect(options[2]).toHaveTextContent("FAQ");
  });

  it("says No results found. only once the index has answered", async () => {
    render(<SiteSearch load={async () => fakeEngine()} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: "nothing-matches" } });
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(SEARCH_LABELS.empty),
    );
  });

  it("says Failed to load search index. when the index cannot be fetched", async () => {
    render(<SiteSearch load={() => Promise.reject(new Error("404"))} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: "caching" } });
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(SEARCH_LABELS.error),
    );
  });

  it("moves with the arrows and opens the active result with Enter", async () => {
    const navigate = vi.fn();
    render(<SiteSearch load={async () => fakeEngine()} navigate={navigate} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: "caching" } });
    const options = await screen.findAllByRole("option");
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    expect(box()).toHaveAttribute("aria-activedescendant", options[1]!.id);
    fireEvent.keyDown(box(), { key: "ArrowUp" });
    fireEvent.keyDown(box(), { key: "ArrowUp" });
    // Up from the first wraps to the last.
    expect(options[2]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(navigate).toHaveBeenCalledWith("/faq/all/prompt-caching-latency");
    expect(box()).toHaveValue("");
  });

  it("closes with Escape, keeping the query, and / focuses the box", async () => {
    render(<SiteSearch load={async () => fakeEngine()} />);
    fireEvent.keyDown(window, { key: "/" });
    expect(box()).toHaveFocus();
    fireEvent.change(box(), { target: { value: "caching" } });
    await screen.findAllByRole("option");
    fireEvent.keyDown(box(), { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box()).toHaveValue("caching");
    expect(box()).toHaveAttribute("aria-expanded", "false");
  });

  it('hands the query to Ask AI from the "Ask AI about" entry and with Ctrl+Enter', async () => {
    const asked: unknown[] = [];
    const listener = (e: Event) => asked.push((e as CustomEvent).detail);
    window.addEventListener(OPEN_ASSISTANT_EVENT, listener);
    render(<SiteSearch load={async () => fakeEngine()} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: "caching" } });
    fireEvent.click(
      await screen.findByRole("button", { name: /Ask AI about “caching”/ }),
    );
    fireEvent.focus(box());
    fireEvent.keyDown(box(), { key: "Enter", ctrlKey: true });
    window.removeEventListener(OPEN_ASSISTANT_EVENT, listener);
    expect(asked).toEqual([
      { question: "caching", source: "search" },
      { question: "caching", source: "search" },
    ]);
  });
});
