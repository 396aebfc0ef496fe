// @vitest-environment jsdom
import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
} from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FEEDBACK_LABELS } from "@/components/feedback/feedback-constants";
import { FeedbackFooter } from "@/components/feedback/feedback-footer";
import {
  canSubmit,
  feedbackReducer,
  initialFeedbackState,
  type FeedbackState,
} from "@/components/feedback/feedback-machine";
import { deferred } from "../setup/deferred";

describe("feedbackReducer", () => {
  const dialog: FeedbackState = {
    status: "dialog",
    feedback: "negative",
    comment: "",
  };
  it.each<
    [
      string,
      FeedbackState,
      Parameters<typeof feedbackReducer>[1],
      FeedbackState["status"],
    ]
  >([
    [
      "choose from idle",
      initialFeedbackState,
      { type: "choose", feedback: "positive" },
      "sending",
    ],
    [
      "first send ok",
      { status: "sending", feedback: "positive", comment: "" },
      { type: "firstSendSucceeded" },
      "dialog",
    ],
    [
      "first send fails",
      { status: "sending", feedback: "positive", comment: "" },
      { type: "sendFailed" },
      "idle",
    ],
    ["empty negative cannot submit", dialog, { type: "submit" }, "dialog"],
    [
      "submit ok",
      { ...dialog, comment: "x" },
      { type: "submit" },
      "submitting",
    ],
    [
      "submit succeeded",
      { ...dialog, status: "submitting", comment: "x" },
      { type: "submitSucceeded" },
      "submitted",
    ],
    [
      "close from submitted",
      { ...dialog, status: "submitted" },
      { type: "close" },
      "idle",
    ],
    [
      "late success after close is ignored",
      initialFeedbackState,
      { type: "firstSendSucceeded" },
      "idle",
    ],
  ])("%s", (_name, state, event, status) => {
    expect(feedbackReducer(state, event).status).toBe(status);
  });

  it.each([
    [{ status: "dialog", feedback: "negative", comment: "   " }, false],
    [{ status: "dialog", feedback: "negative", comment: " too slow " }, true],
    [{ status: "dialog", feedback: "positive", comment: "" }, true],
    [{ status: "submitting", feedback: "positive", comment: "" }, false],
  ] as Array<[FeedbackState, boolean]>)(
    "canSubmit(%j) is %s",
    (state, expected) => {
      expect(canSubmit(state)).toBe(expected);
    },
  );
});

describe("FeedbackFooter", () => {
  it('names its submit button "Send feedback", and "Sending..." disabled while busy', async () => {
    let finish: (ok: boolean) => void = () => {};
    const send = vi
      .fn()
      .mockResolvedValueOnce(true)
      .mockImplementationOnce(
        () => new Promise<boolean>((resolve) => (finish = resolve)),
      );
    render(<FeedbackFooter send={send} page="/docs/tracing#setup" />);
    fireEvent.click(
      screen.getByRole("button", { name: FEEDBACK_LABELS.positive }),
    );
    await screen.findByRole("dialog", { name: FEEDBACK_LABELS.positiveTitle });
    // Literal labels on purpose: the specification names them.
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    const busy = await screen.findByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    await act(async () => finish(true));
    expect(
      await screen.findByRole("dialog", { name: FEEDBACK_LABELS.thanks }),
    ).toBeInTheDocument();
  });

  it("posts the choice, then the comment, and thanks the reader", async () => {
    const send = vi.fn().mockResolvedValue(true);
    render(<FeedbackFooter send={send} page="/docs/tracing#setup" />);
    fireEvent.click(
      screen.getByRole("button", { name: FEEDBACK_LABELS.positive }),
    );
    expect(send).toHaveBeenNthCalledWith(1, {
      page: "/docs/tracing",
      feedback: "positive",
    });
    const dialog = await screen.findByRole("dialog", {
      name: FEEDBACK_LABELS.positiveTitle,
    });
    expect(dialog).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(FEEDBACK_LABELS.commentLabel), {
      target: { value: "  Clear examples  " },
    });
    fireEvent.click(screen.getByRole("button", { name: FEEDBACK_LABELS.send }));
    expect(send).toHaveBeenNthCalledWith(2, {
      page: "/docs/tracing",
      feedback: "positive",
      comment: "Clear examples",
    });
    expect(
      await screen.findByRole("dialog", { name: FEEDBACK_LABELS.thanks }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: FEEDBACK_LABELS.done }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole("button", { name: FEEDBACK_LABELS.positive }),
    ).toHaveAttribute("aria-pressed", "false");
  });

  it("disables both buttons while the first send is in flight", async () => {
    const first = deferred<boolean>();
    const send = vi.fn().mockReturnValueOnce(first.promise);
    render(<FeedbackFooter send={send} page="/docs/tracing#setup" />);
    fireEvent.click(
      screen.getByRole("button", { name: FEEDBACK_LABELS.negative }),
    );
    // The dialog may already be open (it hides the page from assistive tech), hence `hidden`.
    expect(
      screen.getByRole("button", {
        name: FEEDBACK_LABELS.positive,
        hidden: true,
      }),
    ).toBeDisabled();
    expect(
      screen.getByRole("button", {
        name: FEEDBACK_LABELS.negative,
        hidden: true,
      }),
    ).toBeDisabled();
    await act(async () => first.resolve(true));
    expect(
      screen.getByRole("button", {
        name: FEEDBACK_LABELS.negative,
        hidden: true,
      }),
    ).toBeEnabled();
  });

  it("keeps Send disabled for a whitespace-only negative comment", async () => {
    const send = vi.fn().mockResolvedValue(true);
    render(<FeedbackFooter send={send} page="/docs/tracing#setup" />);
    fireEvent.click(
      screen.getByRole("button", { name: FEEDBACK_LABELS.negative }),
    );
    await screen.findByRole("dialog", { name: FEEDBACK_LABELS.negativeTitle });
    const sendButton = screen.getByRole("button", {
      name: FEEDBACK_LABELS.send,
    });
    expect(sendButton).toBeDisabled();
    fireEvent.change(screen.getByLabelText(FEEDBACK_LABELS.commentLabel), {
      target: { value: "   \n " },
    });
    expect(sendButton).toBeDisabled();
    fireEvent.change(screen.getByLabelText(FEEDBACK_LABELS.commentLabel), {
      target: { value: "Missing an example" },
    });
    expect(sendButton).toBeEnabled();
  });

  it("resets and closes silently when the first send fails", async () => {
    const send = vi.fn().mockResolvedValue(false);
    render(<FeedbackFooter send={send} page="/docs/tracing#setup" />);
    fireEvent.click(
      screen.getByRole("button", { name: FEEDBACK_LABELS.negative }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole("button", { name: FEEDBACK_LABELS.negative }),
    ).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("resets and closes silently when the comment send fails", async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce(true)
      .mockResolvedValueOnce(false);
    render(<FeedbackFooter send={send} page="/docs/tracing#setup" />);
    fireEvent.click(
      screen.getByRole("button", { name: FEEDBACK_LABELS.negative }),
    );
    await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText(FEEDBACK_LABELS.commentLabel), {
      target: { value: "Typo" },
    });
    fireEvent.click(screen.getByRole("button", { name: FEEDBACK_LABELS.send }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("is absent on excluded pages", () => {
    const { container } = render(
      <FeedbackFooter send={vi.fn()} page="/blog/post" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
