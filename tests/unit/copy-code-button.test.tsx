// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  COPY_CONFIRMATION_MS,
  COPY_LABELS,
} from "@/components/code/copy-constants";
import { CopyCodeButton } from "@/components/code/copy-code-button";

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, "clipboard", { value, configurable: true });
}

describe("CopyCodeButton", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("copies, shows the copied state for 2000 ms, then returns to idle", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<CopyCodeButton getValue={() => "print('hi')"} />);
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: COPY_LABELS.idle })),
    );
    expect(writeText).toHaveBeenCalledWith("print('hi')");
    expect(
      screen.getByRole("button", { name: COPY_LABELS.copied }),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(
      screen.getByRole("button", { name: COPY_LABELS.copied }),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(
      screen.getByRole("button", { name: COPY_LABELS.idle }),
    ).toBeInTheDocument();
  });

  it("logs and stays idle when the Clipboard API is missing", async () => {
    setClipboard(undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<CopyCodeButton getValue={() => "x"} />);
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: COPY_LABELS.idle })),
    );
    expect(error).toHaveBeenCalledWith("Access to clipboard rejected!");
    expect(
      screen.getByRole("button", { name: COPY_LABELS.idle }),
    ).toBeInTheDocument();
  });

  it("logs and stays idle when writing fails", async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error("denied")) });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<CopyCodeButton getValue={() => "x"} />);
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: COPY_LABELS.idle })),
    );
    expect(error).toHaveBeenCalledWith("Failed to copy!");
    expect(
      screen.getByRole("button", { name: COPY_LABELS.idle }),
    ).toBeInTheDocument();
  });
});
