#!/usr/bin/env bash
# The signalling server for live games (matchbox_server from crates.io): installs it once into a
# cache folder, starts it on 127.0.0.1 and waits until it answers. It only introduces players;
# game traffic goes straight between their browsers.
#   scripts/signal.sh start   - install if missing, start in the background, print its URL
#   scripts/signal.sh stop    - stop the server this script started
#   scripts/signal.sh run     - install if missing, run in the foreground
# Settings: SIGNAL_PORT (default 3536), SIGNAL_ROOT (where it is installed).
set -euo pipefail
cd "$(dirname "$0")/.."

SIGNAL_VERSION=0.15.0
SIGNAL_PORT="${SIGNAL_PORT:-3536}"
SIGNAL_ROOT="${SIGNAL_ROOT:-$HOME/.cache/gboards-signal}"
BIN="$SIGNAL_ROOT/bin/matchbox_server"
PIDFILE="$SIGNAL_ROOT/server-$SIGNAL_PORT.pid"
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\033[1m[signal]\033[0m %s\n' "$*" >&2; }

install() {
  if [ -x "$BIN" ]; then return; fi
  say "installing matchbox_server $SIGNAL_VERSION into $SIGNAL_ROOT (several minutes on 2 cores)"
  mkdir -p "$SIGNAL_ROOT"
  cargo install matchbox_server --version "$SIGNAL_VERSION" --locked --root "$SIGNAL_ROOT"
}

answers() {
  # Any HTTP answer means it listens (the health route answers 200).
  curl -s -o /dev/null -m 2 "http://127.0.0.1:$SIGNAL_PORT/health"
}

wait_up() {
  for _ in $(seq 1 100); do
    if answers; then return 0; fi
    sleep 0.1
  done
  say "the server did not answer on 127.0.0.1:$SIGNAL_PORT"
  return 1
}

case "${1:-start}" in
  start)
    install
    if answers; then
      say "already answering on 127.0.0.1:$SIGNAL_PORT"
    else
      "$BIN" "127.0.0.1:$SIGNAL_PORT" > "$SIGNAL_ROOT/server-$SIGNAL_PORT.log" 2>&1 &
      echo $! > "$PIDFILE"
      wait_up
      say "listening on ws://127.0.0.1:$SIGNAL_PORT/"
    fi
    echo "ws://127.0.0.1:$SIGNAL_PORT/"
    ;;
  stop)
    if [ -f "$PIDFILE" ]; then
      kill "$(cat "$PIDFILE")" 2>/dev/null || true
      rm -f "$PIDFILE"
      say "stopped"
    fi
    ;;
  run)
    install
    exec "$BIN" "127.0.0.1:$SIGNAL_PORT"
    ;;
  *)
    echo "usage: scripts/signal.sh start|stop|run" >&2
    exit 2
    ;;
esac
