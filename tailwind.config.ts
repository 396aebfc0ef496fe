import type { Config } from "tailwindcss";

const config: Config = {
  darkMode: "class",
  content: [
    // Only the two wrappers, named one by one: MDX pages hold no class names (the components
    // they use do), and a glob over pages/ makes the stylesheet depend on the whole folder, so
    // every page edit rebuilt it (0.2-0.35 s per edit in `next dev`, 4 s in a rebuild).
    "./pages/_app.tsx",
    "./pages/_document.tsx",
    "./components/**/*.{ts,tsx}",
    "./theme.config.tsx",
  ],
  theme: {
    extend: {
      fontFamily: {
        sans: ["var(--font-geist-sans)", "system-ui", "sans-serif"],
      },
    },
  },
  plugins: [],
};

export default config;
