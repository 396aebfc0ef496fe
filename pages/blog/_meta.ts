import { LIST_INDEX_THEME } from "../../lib/sections";

// The index is one generated list; the posts keep the section's layout (lib/sections.ts).
const meta = {
  index: { theme: LIST_INDEX_THEME },
};

export default meta;
