// Sidebar order of the SDK section: overview first, then one folder per language.
const meta = {
  overview: "Overview",
  python: "Python",
  typescript: "JS/TS",
};

export default meta;
