/** Streaming provider (Mux) URLs built from a playback id. */
export const STREAM_HOST = "https://stream.mux.com";
export const THUMBNAIL_HOST = "https://image.mux.com";
/** Second of the video the thumbnail is taken from, unless set. */
export const DEFAULT_THUMBNAIL_TIME = 1;

/** gif-style videos play while at least this share is visible... */
export const GIF_VISIBILITY_THRESHOLD = 0.1;
/** ...starting this long after they become visible, so fast scrolling does not start them. */
export const GIF_START_DELAY_MS = 200;

/**
 * Labels the player uses in place of vidstack's defaults (`Enter PiP`, `Skip To Live`), so
 * screen readers and tooltips read full words.
 */
export const PLAYER_LABELS = {
  "Enter PiP": "Enter Picture In Picture",
  "Exit PiP": "Exit Picture In Picture",
  PiP: "Picture In Picture",
  "Skip To Live": "Go live",
} as const;

/** Player defaults. */
export const SEEK_STEP_SECONDS = 30;
export const PLAYBACK_RATES = { min: 0.25, max: 2, step: 0.25 } as const;

export function hlsUrl(videoId: string): string {
  return `${STREAM_HOST}/${encodeURIComponent(videoId)}.m3u8`;
}

export function thumbnailUrl(
  videoId: string,
  time: number = DEFAULT_THUMBNAIL_TIME,
): string {
  return `${THUMBNAIL_HOST}/${encodeURIComponent(videoId)}/thumbnail.webp?time=${time}`;
}

/** Duration as shown on the poster: `95` -> `1:35 min`, `5` -> `0:05 min`. */
export function formatDuration(totalSeconds: number): string {
  // Round once, to whole seconds, before splitting: 119.6 s is 2:00, never 1:60.
  const s = Number.isFinite(totalSeconds)
    ? Math.max(0, Math.round(totalSeconds))
    : 0;
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  return `${minutes}:${seconds.toString().padStart(2, "0")} min`;
}
