// Sidebar order of the no-code and app-builder integrations.
const meta = {
  dify: "Dify",
  flowise: "Flowise",
  langflow: "Langflow",
  n8n: "n8n",
};

export default meta;
