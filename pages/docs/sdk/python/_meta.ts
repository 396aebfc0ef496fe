// Both pages are generated from cookbook notebooks (cookbook/_routes.json).
const meta = {
  example: "Decorators example",
  "low-level-sdk": "Low-level SDK",
};

export default meta;
