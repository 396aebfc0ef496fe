import { useEffect, useRef, useState } from "react";
import {
  MediaPlayer,
  MediaProvider,
  Poster,
  isHLSProvider,
  type MediaPlayerInstance,
  type MediaProviderAdapter,
} from "@vidstack/react";
import {
  DefaultVideoLayout,
  defaultLayoutIcons,
} from "@vidstack/react/player/layouts/default";
import "@vidstack/react/player/styles/default/theme.css";
import "@vidstack/react/player/styles/default/layouts/video.css";
import {
  PLAYBACK_RATES,
  PLAYER_LABELS,
  SEEK_STEP_SECONDS,
} from "./video-constants";

export interface VideoPlayerProps {
  title: string;
  src: string;
  poster?: string;
  autoPlay?: boolean;
  muted?: boolean;
  loop?: boolean;
  controls: boolean;
  /**
   * For gif-style videos: play while true, pause while false (applied once the media can play).
   * Leave undefined for normal videos, which the viewer controls.
   */
  active?: boolean;
}

function onProviderChange(provider: MediaProviderAdapter | null) {
  // vidstack would fetch hls.js from a CDN; we ship it from npm instead (no third-party requests).
  if (provider && isHLSProvider(provider))
    provider.library = () => import("hls.js");
}

/** The vidstack player with our defaults (30 s seek, 0.25x-2x speeds). Loaded lazily by <Video>. */
export function VideoPlayer({
  title,
  src,
  poster,
  autoPlay = false,
  muted = false,
  loop = false,
  controls,
  active,
}: VideoPlayerProps) {
  const player = useRef<MediaPlayerInstance>(null);
  const [canPlay, setCanPlay] = useState(false);

  useEffect(() => {
    const media = player.current;
    if (active === undefined || !canPlay || !media) return;
    // play() rejects when interrupted by a pause; that is expected while scrolling past.
    if (active) media.play().catch(() => undefined);
    else media.pause().catch(() => undefined);
  }, [active, canPlay]);

  return (
    <MediaPlayer
      ref={player}
      title={title}
      src={src}
      autoPlay={autoPlay}
      muted={muted}
      loop={loop}
      playsInline
      crossOrigin
      onProviderChange={onProviderChange}
      onCanPlay={() => setCanPlay(true)}
      className="h-full w-full"
    >
      <MediaProvider>
        {poster ? <Poster className="vds-poster" src={poster} alt="" /> : null}
      </MediaProvider>
      {controls ? (
        <DefaultVideoLayout
          icons={defaultLayoutIcons}
          seekStep={SEEK_STEP_SECONDS}
          playbackRates={PLAYBACK_RATES}
          translations={PLAYER_LABELS}
          // Casting would load Google's Cast SDK from gstatic.com; the site makes no third-party requests.
          slots={{ googleCastButton: null }}
        />
      ) : null}
    </MediaPlayer>
  );
}
