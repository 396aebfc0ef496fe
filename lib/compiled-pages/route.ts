/** The route that renders every compiled MDX page in a production build (pages/[...slug].tsx). */
export const COMPILED_PAGES_ROUTE = "/[...slug]";

/**
 * The route of the page Next renders as `page` with `query`: its page file's route (the 404
 * page is `/404` at whatever address it is served), or for the compiled-pages route the route
 * its `slug` names.
 */
export function pageRoute(
  page: string,
  query: Readonly<Record<string, string | string[] | undefined>>,
): string {
  if (page !== COMPILED_PAGES_ROUTE) return page;
  return `/${([] as string[]).concat(query.slug ?? []).join("/")}`;
}
