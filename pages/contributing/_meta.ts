// Pages for people writing docs for this site.
const meta = {
  components: "MDX components",
  "checking-a-page": "Checking a page at the source",
};

export default meta;
