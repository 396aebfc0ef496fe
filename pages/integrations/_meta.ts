// Integration categories; each folder's pages and _meta.ts are generated from cookbook notebooks.
const meta = {
  index: "Overview",
  "model-providers": "Model providers",
  frameworks: "Frameworks",
  gateways: "Gateways",
  other: "Other",
};

export default meta;
