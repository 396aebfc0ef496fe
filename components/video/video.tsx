import { useEffect, useRef, useState, type RefObject } from "react";
import Play from "lucide-react/icons/play";
import {
  formatDuration,
  GIF_START_DELAY_MS,
  GIF_VISIBILITY_THRESHOLD,
  hlsUrl,
  thumbnailUrl,
} from "./video-constants";
import { useLazyComponent } from "../islands/use-lazy-component";

// vidstack (and hls.js for streams) load only when a video is played.
const loadPlayer = () => import("./video-player").then((m) => m.VideoPlayer);

export interface VideoProps {
  title: string;
  /** A video file URL; or give `videoId` of the streaming provider. */
  src?: string;
  videoId?: string;
  /** Poster image; defaults to the provider thumbnail for `videoId`. */
  poster?: string;
  /** Second the provider thumbnail is taken at (default 1). */
  thumbnailTime?: number;
  /** Duration in seconds, shown on the poster as `m:ss min`. */
  duration?: number;
  /** Autoplaying, muted, looping, no controls, playing only while visible. */
  gifStyle?: boolean;
  className?: string;
}

/** A poster with a play button that turns into a full player on click. */
export function Video({
  title,
  src,
  videoId,
  poster,
  thumbnailTime,
  duration,
  gifStyle = false,
  className = "",
}: VideoProps) {
  const source = src ?? (videoId ? hlsUrl(videoId) : undefined);
  const posterUrl =
    poster ?? (videoId ? thumbnailUrl(videoId, thumbnailTime) : undefined);
  if (!source) return null;
  return gifStyle ? (
    <GifVideo
      title={title}
      src={source}
      poster={posterUrl}
      className={className}
    />
  ) : (
    <ClickToPlayVideo
      title={title}
      src={source}
      poster={posterUrl}
      duration={duration}
      className={className}
    />
  );
}

interface InnerProps {
  title: string;
  src: string;
  poster?: string;
  duration?: number;
  className: string;
}

function ClickToPlayVideo({
  title,
  src,
  poster,
  duration,
  className,
}: InnerProps) {
  const [playing, setPlaying] = useState(false);
  const VideoPlayer = useLazyComponent(loadPlayer, playing);
  return (
    <figure
      data-video=""
      className={`not-prose mt-6 overflow-hidden rounded-lg border border-slate-200 dark:border-neutral-800 ${className}`}
    >
      <div className="relative aspect-video bg-black">
        {playing && VideoPlayer ? (
          <VideoPlayer
            title={title}
            src={src}
            poster={poster}
            autoPlay
            controls
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${title}`}
            className="group absolute inset-0 flex h-full w-full items-center justify-center"
          >
            {poster ? (
              // eslint-disable-next-line @next/next/no-img-element -- static export; the poster is the LCP image here
              <img
                src={poster}
                alt=""
                className="absolute inset-0 h-full w-full object-cover"
                loading="lazy"
              />
            ) : null}
            <span className="relative inline-flex h-16 w-16 items-center justify-center rounded-full bg-white/90 shadow-lg transition group-hover:scale-105 group-focus-visible:ring-4 group-focus-visible:ring-blue-500">
              <Play
                size={28}
                aria-hidden="true"
                className="ml-1 fill-slate-900 text-slate-900"
              />
            </span>
          </button>
        )}
      </div>
      {/* The caption stays while playing: the title tells what the video is. */}
      <figcaption className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
        <span className="font-medium text-slate-900 dark:text-slate-100">
          {title}
        </span>
        {duration !== undefined ? (
          <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-400">
            {formatDuration(duration)}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

function GifVideo({ title, src, poster, className }: InnerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [visible, setVisible] = useState(false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const el = containerRef.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) =>
        setVisible(
          Boolean(
            entry?.isIntersecting &&
            entry.intersectionRatio >= GIF_VISIBILITY_THRESHOLD,
          ),
        ),
      { threshold: [0, GIF_VISIBILITY_THRESHOLD] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible) {
      setActive(false);
      return;
    }
    const timer = setTimeout(() => setActive(true), GIF_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  // A gif needs no player UI, so it is a plain <video>; only HLS streams need hls.js (lazily).
  useAttachSource(videoRef, src, active);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // play() rejects when a pause interrupts it; that is expected while scrolling past.
    if (active) video.play().catch(() => undefined);
    else video.pause();
  }, [active]);

  return (
    <div
      ref={containerRef}
      className={`not-prose relative mt-6 aspect-video overflow-hidden rounded-lg bg-black ${className}`}
      data-gif-video=""
      data-active={active ? "" : undefined}
    >
      <video
        ref={videoRef}
        aria-label={title}
        poster={poster}
        muted
        loop
        playsInline
        preload="none"
        className="h-full w-full object-cover"
      />
    </div>
  );
}

/** Gives the video its source the first time it becomes active; HLS goes through hls.js where needed. */
function useAttachSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  src: string,
  active: boolean,
) {
  const attached = useRef(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active || attached.current) return;
    attached.current = true;
    const isHls = /\.m3u8($|\?)/.test(src);
    if (!isHls || video.canPlayType("application/vnd.apple.mpegurl")) {
      video.src = src;
      video.play().catch(() => undefined);
      return;
    }
    let destroy: (() => void) | undefined;
    void import("hls.js").then(({ default: Hls }) => {
      const hls = new Hls();
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
      video.play().catch(() => undefined);
    });
    return () => destroy?.();
  }, [videoRef, src, active]);
}
