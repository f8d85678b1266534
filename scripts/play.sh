#!/usr/bin/env bash
# Builds gboards and serves it on http://127.0.0.1:8080/ with live reload.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh play
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
PORT="${PORT:-8080}"
# Live games between browsers are introduced by the signalling server (scripts/signal.sh).
bash scripts/signal.sh start >/dev/null || echo "  (live play is off: the signalling server did not start)"
echo
echo "  gboards: open http://127.0.0.1:$PORT/ once the first build finishes"
echo
exec trunk serve --offline --release --address 127.0.0.1 --port "$PORT"
