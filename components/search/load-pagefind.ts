import type { PagefindApi } from "@/lib/search/pagefind-api";
import { PAGEFIND_MODULE_URL, PAGEFIND_OPTIONS } from "./search-constants";

let loading: Promise<PagefindApi> | null = null;

/**
 * Loads and starts Pagefind once per page: its script, then (in `init`) the language index of
 * this page's `<html lang>`. A failure is not cached, so the next focus tries again.
 */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    // A runtime URL, not a bundled module: the index is written after `next build`.
    const api = (await import(
      /* webpackIgnore: true */ PAGEFIND_MODULE_URL
    )) as PagefindApi;
    await api.options({ ...PAGEFIND_OPTIONS });
    await api.init();
    return api;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
