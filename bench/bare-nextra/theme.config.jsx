// The theme configuration of Nextra's "Start as a new project" guide: a logo and a project link.
const config = {
  logo: <span>Langfuse</span>,
  project: { link: "https://github.com/langfuse/langfuse" },
};

export default config;
