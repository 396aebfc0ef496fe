#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing, so browser tests work on a fresh machine.
# Playwright cannot download its own browsers here; it drives /usr/bin/chromium instead.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM; installing Debian's chromium package with apt..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
"$CHROMIUM" --version
