// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  classifyCopyError,
  COPIED_RESET_MS,
  COPY_MARKDOWN_LABELS as L,
  ERROR_RESET_MS,
  FetchStatusError,
} from "@/components/copy-markdown/copy-markdown-constants";
import { CopyMarkdownButton } from "@/components/copy-markdown/copy-markdown-button";

function mockFetch(response: Response | Error) {
  const fn = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

function setClipboard(writeText: (t: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", {
    value: { writeText },
    configurable: true,
  });
}

describe("CopyMarkdownButton", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("fetches the twin with Accept: text/markdown, copies it, and returns to idle after 2 s", async () => {
    const fetchMock = mockFetch(new Response("# Tracing\n", { status: 200 }));
    const writeText = vi.fn(async () => {});
    setClipboard(writeText);
    render(<CopyMarkdownButton path="/docs/tracing" />);
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: L.idle })),
    );
    expect(fetchMock).toHaveBeenCalledWith("/docs/tracing.md", {
      headers: { Accept: "text/markdown" },
    });
    expect(writeText).toHaveBeenCalledWith("# Tracing\n");
    const copied = screen.getByRole("button", { name: L.copied });
    expect(copied).toBeDisabled();
    act(() => vi.advanceTimersByTime(COPIED_RESET_MS));
    expect(screen.getByRole("button", { name: L.idle })).toBeEnabled();
  });

  it.each<
    [
      string,
      Response | Error,
      ((t: string) => Promise<void>) | undefined,
      string,
    ]
  >([
    ["a 404", new Response("", { status: 404 }), undefined, L.notFound],
    ["a 500", new Response("", { status: 500 }), undefined, L.fetchError],
    [
      "a denied clipboard",
      new Response("x"),
      async () => Promise.reject(new DOMException("denied", "NotAllowedError")),
      L.permission,
    ],
    [
      "a network failure",
      new TypeError("Failed to fetch"),
      undefined,
      L.copyError,
    ],
  ])(
    "shows the label for %s and returns to idle after 3 s",
    async (_name, response, writeText, label) => {
      mockFetch(response);
      setClipboard(writeText ?? (async () => {}));
      render(<CopyMarkdownButton path="/docs/tracing" />);
      await act(async () =>
        fireEvent.click(screen.getByRole("button", { name: L.idle })),
      );
      expect(screen.getByRole("button", { name: label })).toBeDisabled();
      act(() => vi.advanceTimersByTime(ERROR_RESET_MS - 1));
      expect(screen.getByRole("button", { name: label })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole("button", { name: L.idle })).toBeInTheDocument();
    },
  );

  it("offers ChatGPT and Claude with a prompt pointing at the absolute .md URL", () => {
    render(<CopyMarkdownButton path="/docs/tracing" />);
    fireEvent.click(screen.getByRole("button", { name: L.menu }));
    const prompt = encodeURIComponent(
      "Read https://langfuse.com/docs/tracing.md so I can ask questions about it.",
    );
    expect(screen.getByRole("menuitem", { name: L.chatgpt })).toHaveAttribute(
      "href",
      `https://chatgpt.com/?hints=search&q=${prompt}`,
    );
    expect(screen.getByRole("menuitem", { name: L.claude })).toHaveAttribute(
      "href",
      `https://claude.ai/new?q=${prompt}`,
    );
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("is absent outside docs-like sections", () => {
    const { container } = render(<CopyMarkdownButton path="/blog/launch" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [new FetchStatusError(404), "notFound"],
    [new FetchStatusError(503), "fetchError"],
    [new DOMException("x", "SecurityError"), "permission"],
    [new Error("boom"), "copyError"],
    [null, "copyError"],
  ])("classifyCopyError(%s) is %s", (error, kind) => {
    expect(classifyCopyError(error)).toBe(kind);
  });
});
