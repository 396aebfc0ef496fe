/** Build step: fails with the file and field when any page's front matter is invalid. */
import { readPageSources } from "../lib/content-index";

try {
  const pages = readPageSources();
  console.log(`Content valid: ${pages.length} pages.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
