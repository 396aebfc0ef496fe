// The v3 guide is hand-written; the example and low-level pages are generated from cookbook notebooks.
const meta = {
  "sdk-v3": "Python SDK v3",
  example: "Decorators example",
  "low-level-sdk": "Low-level SDK",
};

export default meta;
