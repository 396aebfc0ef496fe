#!/usr/bin/env bash
# Browser tests of the visitor integrations with every variable set (tests/e2e/integrations.spec.ts,
# E2E_INTEGRATIONS=1). NEXT_PUBLIC_* values are inlined at build time, so this needs a build of its
# own: it builds a copy of the working tree in a temp folder, leaving `out/` the default build.
# Every third-party URL these values point at is answered by the test's intercepting fakes.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/integrations-e2e-XXXXXX")"
trap 'rm -rf "$work"' EXIT

cd "$repo"
# Tracked and untracked-but-not-ignored files, as they are on disk (edits included).
git ls-files -z --cached --others --exclude-standard |
  tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$work"
# A hard-linked copy: `next build` breaks on a symlinked node_modules.
cp -al "$repo/node_modules" "$work/node_modules"

cd "$work"
export NEXT_PUBLIC_POSTHOG_KEY=phc_e2e
export NEXT_PUBLIC_POSTHOG_HOST=http://127.0.0.1:9
export NEXT_PUBLIC_HUBSPOT_ID=4711
export NEXT_PUBLIC_COOKIE_CONSENT_SRC=https://consent.e2e.test/consent.js
export NEXT_PUBLIC_SUPPORT_CHAT_APP_ID=liveChatApp_e2e
echo "test:integrations: building a copy with test integration values in $work"
npm run build >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; exit 1; }
E2E_INTEGRATIONS=1 E2E_PORT="${E2E_INTEGRATIONS_PORT:-3335}" \
  npx playwright test tests/e2e/integrations.spec.ts
