// Sidebar order of the security and compliance pages.
const meta = {
  index: "Overview",
  soc2: "SOC 2 Type II",
  iso27001: "ISO 27001",
  gdpr: "GDPR",
  hipaa: "HIPAA",
  "data-regions": "Data regions",
  encryption: "Encryption",
  "responsible-disclosure": "Responsible disclosure",
};

export default meta;
