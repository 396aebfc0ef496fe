import Link from "next/link";
import { footerGroups, isExternalHref } from "@/lib/footer-links";
import { siteConfig } from "@/lib/site-config";
import { BrandMark } from "../navbar/brand-mark";

export interface SiteFooterProps {
  /** Year shown at the end of the copyright range; defaults to the current year. */
  year?: number;
  /**
   * The column the footer lines up with: the site's frame (the navbar's logo and the docs sidebar)
   * or, under marketing pages, their narrower content column (components/home/marketing-styles).
   */
  align?: "frame" | "marketing";
}

const INNER = {
  frame: "max-w-[90rem] px-6",
  marketing: "max-w-6xl px-4 sm:px-6",
} as const;

/** Five link groups and the copyright line. External links open in a new tab. */
export function SiteFooter({
  year = new Date().getFullYear(),
  align = "frame",
}: SiteFooterProps) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm dark:border-slate-800 dark:bg-neutral-950">
      <div className={`mx-auto ${INNER[align]} py-12`}>
        <nav
          aria-label="Footer"
          className="grid grid-cols-2 gap-8 md:grid-cols-5"
        >
          {footerGroups().map((group) => (
            <div key={group.title}>
              <h2 className="font-semibold text-slate-900 dark:text-white">
                {group.title}
              </h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    {isExternalHref(link.href) ? (
                      <a
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-400 dark:hover:text-white"
                      >
                        {link.label}
                      </a>
                    ) : (
                      <Link
                        href={link.href}
                        className="text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-400 dark:hover:text-white"
                      >
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="mt-10 flex items-center gap-2 text-slate-600 dark:text-slate-400">
          <BrandMark width={20} height={20} />
          <p>
            © {siteConfig.copyrightStartYear}-{year} {siteConfig.company}
          </p>
        </div>
      </div>
    </footer>
  );
}
