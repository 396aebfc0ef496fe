// Sidebar order of the prompt management pages: first steps, concepts, then features.
const meta = {
  "get-started": "Get started",
  "data-model": "Data model",
  "versions-and-labels": "Versions and labels",
  "variables-and-config": "Variables and config",
  caching: "Caching and availability",
  "link-to-traces": "Link prompts to traces",
  composability: "Composability",
  "a-b-testing": "A/B testing",
  "prompt-experiments": "Prompt experiments",
};

export default meta;
