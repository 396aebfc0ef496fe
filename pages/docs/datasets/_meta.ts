// Sidebar order of the datasets and experiments pages: concepts first, then how-tos.
const meta = {
  overview: "Overview",
  "get-started": "Get started",
  "experiments-sdk": "Experiments via SDK",
  "experiments-ui": "Experiments via UI",
};

export default meta;
