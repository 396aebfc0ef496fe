// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  formatDuration,
  hlsUrl,
  thumbnailUrl,
} from "@/components/video/video-constants";
import { Video } from "@/components/video/video";

// The real player is vidstack; here a stub proves what <Video> hands it.
vi.mock("@/components/video/video-player", () => ({
  VideoPlayer: function PlayerStub(props: {
    src: string;
    autoPlay?: boolean;
    controls: boolean;
    muted?: boolean;
    loop?: boolean;
  }) {
    return (
      <div
        data-testid="player"
        data-src={props.src}
        data-autoplay={String(Boolean(props.autoPlay))}
        data-controls={String(props.controls)}
        data-muted={String(Boolean(props.muted))}
        data-loop={String(Boolean(props.loop))}
      />
    );
  },
}));

describe("video helpers", () => {
  it.each([
    [0, "0:00 min"],
    [5, "0:05 min"],
    [59.6, "1:00 min"],
    [95, "1:35 min"],
    [600, "10:00 min"],
  ])("formatDuration(%d) is %s", (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it("builds stream and thumbnail URLs from a video id, thumbnail at 1 s by default", () => {
    expect(hlsUrl("abc123")).toBe("https://stream.mux.com/abc123.m3u8");
    expect(thumbnailUrl("abc123")).toBe(
      "https://image.mux.com/abc123/thumbnail.webp?time=1",
    );
    expect(thumbnailUrl("abc123", 7)).toBe(
      "https://image.mux.com/abc123/thumbnail.webp?time=7",
    );
  });
});

describe("Video", () => {
  it("shows the poster, title and duration, and plays with controls on click", async () => {
    const { container } = render(
      <Video
        title="Tracing tour"
        src="/v.webm"
        poster="/p.jpg"
        duration={95}
      />,
    );
    expect(screen.getByText("Tracing tour")).toBeInTheDocument();
    expect(screen.getByText("1:35 min")).toBeInTheDocument();
    expect(container.querySelector('img[src="/p.jpg"]')).not.toBeNull();
    expect(screen.queryByTestId("player")).toBeNull();
    fireEvent.click(
      screen.getByRole("button", { name: "Play video: Tracing tour" }),
    );
    const player = await screen.findByTestId("player");
    expect(player).toHaveAttribute("data-src", "/v.webm");
    expect(player).toHaveAttribute("data-autoplay", "true");
    expect(player).toHaveAttribute("data-controls", "true");
  });

  it("uses the provider's stream and thumbnail for a video id", async () => {
    const { container } = render(
      <Video title="Demo" videoId="xyz" thumbnailTime={3} />,
    );
    expect(
      container.querySelector(
        'img[src="https://image.mux.com/xyz/thumbnail.webp?time=3"]',
      ),
    ).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Demo" }));
    expect(await screen.findByTestId("player")).toHaveAttribute(
      "data-src",
      "https://stream.mux.com/xyz.m3u8",
    );
  });
});
