import { useEffect, useState } from "react";
import { useRouter } from "next/router";
import type { ContributorsMap } from "@/lib/contributors";
import { ContributorsList } from "./contributors-list";

/**
 * Contributors of the current page, shown under the table of contents. The map of all pages
 * loads as its own chunk after hydration, so it never weighs on the first load.
 */
export function PageContributors() {
  const { asPath } = useRouter();
  const [map, setMap] = useState<ContributorsMap | null>(null);

  useEffect(() => {
    let cancelled = false;
    import("@/data/contributors.json").then((mod) => {
      if (!cancelled) setMap(mod.default as ContributorsMap);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!map) return null;
  return <ContributorsList path={asPath} map={map} />;
}
