#!/usr/bin/env bash
# Serves the built dist/ folders with Debian's nginx in the foreground, without root: its config,
# pid, logs and temp files live in a fresh folder, removed on exit. Same configuration as the
# container (deploy/README.md).
#   bash scripts/serve/nginx.sh [--port-offset 1000] [--config config/runtime/production.json]
# PORT_OFFSET and TDX_CONFIG do the same through the environment.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -f shell/dist/index.html ]; then
  echo "No shell/dist/index.html: run 'npm run build' first." >&2
  exit 1
fi
bash scripts/ensure-nginx.sh
NGINX=${NGINX_PATH:-/usr/sbin/nginx}
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
# A run stopped by SIGKILL (as a test runner may stop it) leaves its folder: removed here once its nginx is gone.
for STALE in "${TMPDIR:-/tmp}"/tdx-nginx.*; do
  [ -d "$STALE" ] || continue
  if ! { [ -f "$STALE/nginx.pid" ] && kill -0 "$(cat "$STALE/nginx.pid")" 2>/dev/null; }; then rm -rf "$STALE"; fi
done
RUN_DIR=$(mktemp -d "${TMPDIR:-/tmp}/tdx-nginx.XXXXXX")
# Run as root, nginx's workers drop to an unprivileged user that must read config.json and remotes.json.
chmod 755 "$RUN_DIR"
trap 'rm -rf "$RUN_DIR"' EXIT
ARGS=(--out "$RUN_DIR" --config "${TDX_CONFIG:-config/runtime/devnet.json}" --port-offset "${PORT_OFFSET:-0}")
if [ -f "$BROTLI_MODULE" ]; then ARGS+=(--brotli-module "$BROTLI_MODULE"); fi
npx tsx scripts/serve/nginx-config.ts "${ARGS[@]}" "$@"
"$NGINX" -t -q -p "$RUN_DIR" -e "$RUN_DIR/error.log" -c "$RUN_DIR/nginx.conf"
# Not exec: the trap removes the folder once nginx stops (it stops on SIGTERM/SIGINT like the Node servers).
"$NGINX" -p "$RUN_DIR" -e "$RUN_DIR/error.log" -c "$RUN_DIR/nginx.conf" -g 'daemon off;' &
NGINX_PID=$!
trap 'kill -TERM "$NGINX_PID" 2>/dev/null; wait "$NGINX_PID"; rm -rf "$RUN_DIR"' EXIT INT TERM
wait "$NGINX_PID"
