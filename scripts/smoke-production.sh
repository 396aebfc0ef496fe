#!/usr/bin/env bash
# Production smoke test, after `npm run build`: copies what a deploy ships (out/, dist/,
# package.json, package-lock.json) into an empty folder, installs runtime dependencies only
# (`npm ci --omit=dev`), starts the `npm start` command on a free loopback port and checks the page, the
# health check, a stored feedback and an OG image, then stops the server with SIGTERM.
# Proves that the server needs nothing from devDependencies (tsx, esbuild, ...).
set -euo pipefail
set -m # the server runs in its own process group, so cleanup can stop it and anything it started

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
for required in out/index.html dist/server/main.mjs package-lock.json; do
  if [ ! -e "$ROOT/$required" ]; then
    echo "smoke: $required is missing; run \`npm run build\` first." >&2
    exit 1
  fi
done

started=$SECONDS
WORK="$(mktemp -d "${TMPDIR:-/tmp}/langfuse-website-smoke-XXXXXX")"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -KILL -- "-$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

fail() {
  echo "smoke: FAILED: $*" >&2
  if [ -s "$WORK/server.log" ]; then
    echo "--- server log ---" >&2
    tail -n 40 "$WORK/server.log" >&2
  fi
  exit 1
}

cp -R "$ROOT/out" "$ROOT/dist" "$ROOT/package.json" "$ROOT/package-lock.json" "$WORK/"
cd "$WORK"
echo "smoke: npm ci --omit=dev in $WORK"
npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error >"$WORK/install.log" 2>&1 ||
  { cat "$WORK/install.log" >&2; fail "npm ci --omit=dev"; }
for dev_only in tsx esbuild patch-package; do
  [ ! -e "node_modules/$dev_only" ] || fail "devDependency $dev_only was installed"
done

PORT="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
BASE="http://127.0.0.1:$PORT"
# The `start` script itself, run without npm in between so SIGTERM reaches the server directly.
START="$(node -p 'require("./package.json").scripts.start')"
[[ "$START" == node\ * ]] || fail "npm start must run plain node in production, not: $START"
# shellcheck disable=SC2086 # the start command is split into its words on purpose
PORT="$PORT" HOST=127.0.0.1 OUT_DIR="$WORK/out" FEEDBACK_DB_PATH="$WORK/feedback.db" \
  DATABASE_URL="" FEEDBACK_WEBHOOK_URL="" LOG_LEVEL=warn \
  exec $START >"$WORK/server.log" 2>&1 &
SERVER_PID=$!

for _ in $(seq 1 100); do
  curl -fsS "$BASE/healthz" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || fail "the server exited"
  sleep 0.2
done

# check NAME EXPECTED ACTUAL
check() {
  [ "$2" = "$3" ] || fail "$1: expected $2, got $3"
  echo "smoke: ok   $1"
}

check "GET / status and type" "200 text/html; charset=utf-8" \
  "$(curl -sS -o /dev/null -w '%{http_code} %{content_type}' "$BASE/")"
check "GET /healthz" '{"status":"ok"}' "$(curl -fsS "$BASE/healthz")"

feedback="$(curl -sS -w '\n%{http_code}' -H 'content-type: application/json' \
  -d '{"page":"/docs","feedback":"positive","comment":"smoke test"}' "$BASE/api/feedback")"
check "POST /api/feedback status" 200 "$(tail -n 1 <<<"$feedback")"
id="$(head -n 1 <<<"$feedback" | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).id ?? ""))')"
[ -n "$id" ] || fail "POST /api/feedback answered without an id: $feedback"
stored="$(FEEDBACK_ID="$id" node --input-type=module -e '
  import { createClient } from "@libsql/client";
  const db = createClient({ url: "file:feedback.db" });
  const rs = await db.execute({ sql: "SELECT comment FROM feedback WHERE id = ?", args: [process.env.FEEDBACK_ID] });
  console.log(rs.rows[0]?.comment ?? "not stored");
  db.close();')"
check "feedback $id stored" "smoke test" "$stored"

check "GET /api/og status and type" "200 image/png" \
  "$(curl -sS -o "$WORK/og.png" -w '%{http_code} %{content_type}' "$BASE/api/og?title=Hi")"
check "OG image is a PNG" "89504e470d0a1a0a" "$(head -c 8 "$WORK/og.png" | od -An -tx1 | tr -d ' \n')"

kill -TERM "$SERVER_PID"
status=0
wait "$SERVER_PID" || status=$?
SERVER_PID=""
check "graceful stop on SIGTERM (exit status)" 0 "$status"
echo "smoke: production install and server passed in $((SECONDS - started)) s"
