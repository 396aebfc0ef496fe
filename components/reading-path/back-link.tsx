import Link from "next/link";
import { useReadingPath } from "./reading-path-context";

/** "← Blog" above a listed page's title: the way back to the index that lists it. */
export function BackLink() {
  const path = useReadingPath();
  if (!path) return null;
  return (
    <p className="not-prose mt-4 text-sm" data-pagefind-ignore>
      <Link
        href={path.back.href}
        className="reading-path-back text-slate-600 hover:underline dark:text-slate-400"
      >
        <span aria-hidden="true">← </span>
        {path.back.label}
      </Link>
    </p>
  );
}
