import Link from "next/link";
import { HOME_FEATURES, HOME_HERO } from "@/lib/home-content";
import { siteConfig } from "@/lib/site-config";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../ui/button-classes";

/** The landing page: what Langfuse is and where to start. */
export function HomePage() {
  return (
    <main id="main-content" className="mx-auto max-w-6xl px-6 pb-20 pt-16">
      <section className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-blue-700 dark:text-blue-300">
          {HOME_HERO.eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 dark:text-white sm:text-5xl">
          {HOME_HERO.title}
        </h1>
        <p className="mt-5 text-lg text-slate-700 dark:text-slate-300">
          {siteConfig.brand} {HOME_HERO.body}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/docs/get-started" className={PRIMARY_BUTTON}>
            Get started
          </Link>
          <Link href="/docs" className={SECONDARY_BUTTON}>
            Read the docs
          </Link>
        </div>
      </section>
      <section aria-labelledby="features-heading" className="mt-16">
        <h2
          id="features-heading"
          className="text-2xl font-semibold text-slate-900 dark:text-white"
        >
          What you can do with {siteConfig.brand}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HOME_FEATURES.map((feature) => (
            <li
              key={feature.href}
              className="rounded-lg border border-slate-200 p-5 dark:border-slate-700"
            >
              <h3 className="font-semibold text-slate-900 dark:text-white">
                <Link
                  href={feature.href}
                  prefetch={false}
                  className="hover:underline"
                >
                  {feature.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                {feature.body}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
