// Sidebar order of the evaluation (scores) section.
const meta = {
  overview: "Overview",
  "data-model": "Data model",
  "model-based-evals": "LLM-as-a-judge",
  annotation: "Human annotation",
  custom: "Custom scores",
  "score-configs": "Score configs",
  "external-evaluation-pipelines": "External pipelines",
};

export default meta;
