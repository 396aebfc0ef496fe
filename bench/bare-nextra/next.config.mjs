// The baseline of `npm run bench` (bench/README.md): a default Nextra 3 docs site, built with the
// repository's installed next/react and an unpatched copy of nextra and nextra-theme-docs.
// Only what a static export requires is set; everything else is Nextra's and Next's default.
import nextra from "nextra";

const withNextra = nextra({
  theme: "nextra-theme-docs",
  themeConfig: "./theme.config.jsx",
});

const nextConfig = {
  output: "export",
  images: { unoptimized: true },
};

export default withNextra(nextConfig);
