// Sidebar of the FAQ section: the tag-grouped overview, then the folder with every question.
const meta = {
  index: "Overview",
  all: "All questions",
};

export default meta;
