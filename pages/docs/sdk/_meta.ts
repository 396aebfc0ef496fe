// SDK reference pages; the Python examples are generated from cookbook notebooks.
const meta = {
  python: "Python",
};

export default meta;
