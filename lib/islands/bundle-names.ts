/** How esbuild names the islands' entry and chunk files (lib/islands/island-bundle.ts). */
export const ISLAND_FILE_NAMES = "[name]-[hash]";

/**
 * A file under `/_islands/` named by {@link ISLAND_FILE_NAMES}: esbuild's `[hash]` is eight
 * characters of upper-case base32. The server caches these for good (server/static-files.ts).
 */
export const HASHED_ISLAND_FILE = /^\/_islands\/[\w-]+-[A-Z0-9]{8}\.(js|css)$/;
