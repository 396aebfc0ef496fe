// The guides index and the cookbook are generated from cookbook/_routes.json.
const meta = {
  index: "Overview",
  cookbook: "Cookbook",
};

export default meta;
