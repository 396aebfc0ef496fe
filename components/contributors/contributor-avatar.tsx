import { useEffect, useRef, useState } from "react";

export interface ContributorAvatarProps {
  src: string;
  initials: string;
  size?: number;
}

/** An avatar that falls back to local initials when the image cannot load (offline, unknown user). */
export function ContributorAvatar({
  src,
  initials,
  size = 28,
}: ContributorAvatarProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // The error may have fired before React attached its handler.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  if (failed) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-[10px] font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100"
      >
        {initials}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: next/image would not optimise anyway
    <img
      ref={ref}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
      className="shrink-0 rounded-full bg-slate-200 dark:bg-slate-700"
    />
  );
}
