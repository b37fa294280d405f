#!/usr/bin/env bash
# The production-like web server runs Debian's nginx (with the brotli_static module when the
# distribution has it), installed like scripts/ensure-chromium.sh installs chromium.
set -euo pipefail
NGINX=${NGINX_PATH:-/usr/sbin/nginx}
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ -x "$NGINX" ] && [ -f "$BROTLI_MODULE" ]; then exit 0; fi
PACKAGES="nginx-light libnginx-mod-http-brotli-static"
if [ "$(id -u)" -eq 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq $PACKAGES >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo DEBIAN_FRONTEND=noninteractive apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $PACKAGES >/dev/null
elif [ ! -x "$NGINX" ]; then
  echo "Debian nginx is needed at $NGINX: install it with 'apt-get install $PACKAGES' (or set NGINX_PATH)." >&2
  exit 1
fi
