// Sidebar order of the JS/TS SDK pages.
const meta = {
  guide: "Guide",
  instrumentation: "Instrumentation",
};

export default meta;
