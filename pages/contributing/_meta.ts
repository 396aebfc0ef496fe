// Pages for people writing docs for this site.
const meta = {
  components: "MDX components",
};

export default meta;
