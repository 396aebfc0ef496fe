import Link from "next/link";

/** Shown only on large screens (>= 1024 px, Tailwind `lg`), where the navbar has room for it. */
export function HiringBadge() {
  return (
    <Link
      href="/careers"
      className="hidden items-center rounded-full border border-emerald-700/30 bg-emerald-50 px-2 py-0.5 text-xs font-semibold tracking-wide text-emerald-800 hover:bg-emerald-100 dark:border-emerald-400/30 dark:bg-emerald-950 dark:text-emerald-200 lg:inline-flex"
    >
      HIRING
    </Link>
  );
}
