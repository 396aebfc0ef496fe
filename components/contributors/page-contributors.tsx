import { useEffect, useState, type ComponentType } from "react";
import type { ContributorsMap } from "@/lib/contributors";
import type { ContributorsListProps } from "./contributors-list";

interface Loaded {
  map: ContributorsMap;
  List: ComponentType<ContributorsListProps>;
}

/**
 * Contributors of the current page, shown under the table of contents. The map of all pages and
 * the list component load as their own chunks after hydration, so neither weighs on first load.
 */
export function PageContributors({ path }: { path: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let cancelled = false;
    Promise.all([
      import("@/data/contributors.json"),
      import("./contributors-list"),
    ]).then(([data, list]) => {
      if (!cancelled)
        setLoaded({
          map: data.default as ContributorsMap,
          List: list.ContributorsList,
        });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!loaded) return null;
  const { List, map } = loaded;
  return <List path={path} map={map} />;
}
