#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the Postgres half of the feedback tests.
# Installs Debian's postgresql when missing. Prints the DATABASE_URL to use on stdout.
# Usage: export DATABASE_URL="$(bash scripts/start-test-postgres.sh)"
set -euo pipefail
PORT="${TEST_PG_PORT:-54329}"
DATA="${TEST_PG_DIR:-/tmp/langfuse-website-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [ -z "$BIN" ]; then
  {
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  } >&2
  BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
fi
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then RUN_AS=(runuser -u postgres --); fi
if ! "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
  rm -rf "$DATA"
  mkdir -p "$DATA"
  [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$DATA"
  "${RUN_AS[@]}" "$BIN/initdb" -D "$DATA" -U postgres --auth=trust -E UTF8 >/dev/null
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w \
    -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=100" start >&2
fi
"${RUN_AS[@]}" "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='feedback_test'" | grep -q 1 ||
  "${RUN_AS[@]}" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres feedback_test
echo "postgres://postgres@127.0.0.1:$PORT/feedback_test"
