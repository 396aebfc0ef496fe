import type { SVGProps } from "react";

/** Simple brand glyphs, drawn inline so the navbar ships no icon library. Decorative: callers label the link. */
type IconProps = SVGProps<SVGSVGElement>;

export function GitHubIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      {...props}
    >
      <path d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.72.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.68 0-1.25.45-2.28 1.18-3.08-.12-.29-.51-1.46.11-3.04 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.58.23 2.75.11 3.04.74.8 1.18 1.83 1.18 3.08 0 4.41-2.69 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5z" />
    </svg>
  );
}

export function DiscordIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      {...props}
    >
      <path d="M19.6 5.2A17.7 17.7 0 0 0 15.3 3.9l-.55 1.1a16.4 16.4 0 0 0-5.5 0L8.7 3.9a17.6 17.6 0 0 0-4.3 1.3C1.7 9.3.9 13.3 1.3 17.2a17.8 17.8 0 0 0 5.4 2.7l1.15-1.6a11.5 11.5 0 0 1-1.8-.87l.44-.34a12.7 12.7 0 0 0 11 0l.44.34c-.57.34-1.18.63-1.8.87l1.15 1.6a17.8 17.8 0 0 0 5.4-2.7c.46-4.5-.8-8.5-3.2-12zM8.5 14.8c-1.05 0-1.9-.96-1.9-2.15s.84-2.15 1.9-2.15 1.92.97 1.9 2.15c0 1.19-.84 2.15-1.9 2.15zm7 0c-1.05 0-1.9-.96-1.9-2.15s.84-2.15 1.9-2.15 1.92.97 1.9 2.15c0 1.19-.84 2.15-1.9 2.15z" />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="currentColor"
      aria-hidden="true"
      {...props}
    >
      <path d="M17.8 2.5h3.1l-6.8 7.7 8 10.6h-6.2l-4.9-6.4-5.6 6.4H2.3l7.2-8.3L1.9 2.5h6.4l4.4 5.8 5.1-5.8zm-1.1 16.4h1.7L7.4 4.3H5.6l11.1 14.6z" />
    </svg>
  );
}
