#!/usr/bin/env bash
# Runs the official MCP conformance suite (@modelcontextprotocol/conformance) against the docs MCP
# server of the built site (run after `npm run build`; CI runs it from .ci/run).
#
# The suite needs Node 22 (it imports fs.globSync); the project runs on Node 20, so a Node 22
# binary comes from the npm registry (the `node` package) into a temporary folder. Our server
# offers tools only, statelessly: the scenarios for resources, prompts, logging, completion,
# sampling, elicitation and the suite's own fixture tools (image, audio, progress, ...) do not
# apply and are not run. DNS-rebinding protection (rejecting non-localhost Host headers) is meant
# for servers on a developer's machine; this one is public, so that scenario is not run either.
set -euo pipefail
cd "$(dirname "$0")/.."
SCENARIOS=(server-initialize ping tools-list tools-call-simple-text tools-call-error)
PORT="${MCP_CONFORMANCE_PORT:-3397}"
work="$(mktemp -d)"
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

(cd "$work" && npm init -y >/dev/null 2>&1 &&
  npm install --no-audit --no-fund --silent node@22.19.0 @modelcontextprotocol/conformance@0.1.16 >/dev/null)
node22="$work/node_modules/node/bin/node"
"$node22" --version >/dev/null

PORT="$PORT" MCP_RATE_LIMIT=100000 FEEDBACK_DB_PATH="$work/feedback.db" LOG_LEVEL=warn \
  node dist/server/main.mjs &
server_pid=$!
for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break
  sleep 0.5
done

failed=0
for scenario in "${SCENARIOS[@]}"; do
  if "$node22" "$work/node_modules/@modelcontextprotocol/conformance/dist/index.js" server \
    --url "http://127.0.0.1:$PORT/api/mcp" --scenario "$scenario" >"$work/$scenario.log" 2>&1 &&
    ! grep -q "✗" "$work/$scenario.log"; then
    echo "mcp conformance: ok   $scenario"
  else
    echo "mcp conformance: FAIL $scenario"
    tail -20 "$work/$scenario.log"
    failed=1
  fi
done
exit "$failed"
