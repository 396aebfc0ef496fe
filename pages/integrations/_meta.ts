// Integration categories. A category's _meta.ts is generated from the notebook catalogue and
// merges the hand-written pages beside them; no-code holds only hand-written pages.
const meta = {
  index: "Overview",
  "model-providers": "Model providers",
  frameworks: "Frameworks",
  gateways: "Gateways",
  "no-code": "No-code",
  other: "Other",
};

export default meta;
