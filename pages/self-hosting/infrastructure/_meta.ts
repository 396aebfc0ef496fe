// Sidebar order of the infrastructure components a self-hosted deployment needs.
const meta = {
  index: "Overview",
  postgres: "PostgreSQL",
  clickhouse: "ClickHouse",
  redis: "Redis / Valkey",
  "blob-storage": "Blob storage (S3)",
};

export default meta;
