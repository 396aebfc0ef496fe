import { useRouter } from "next/router";
import { pageRoute } from "@/lib/compiled-pages/route";

/**
 * The route of the page being rendered, which decides its section (lib/compiled-pages/route.ts):
 * not the address, since the 404 page is served at any unknown one.
 */
export function usePageRoute(): string {
  const { pathname, query } = useRouter();
  return pageRoute(pathname, query);
}
