#!/usr/bin/env bash
# Makes sure the web server the production build's tests serve it with is present: Debian's nginx
# with the brotli_static module (app/hosting/, docs/decisions/0031), installed when missing.
# NGINX_PATH points the tests at another nginx (NGINX_MODULES_PATH at its brotli_static module).
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
module="${NGINX_MODULES_PATH:-/usr/lib/nginx/modules}/ngx_http_brotli_static_module.so"
if [ -x "$nginx" ] && [ -f "$module" ] && command -v openssl >/dev/null; then
  exit 0
fi
if [ -n "${NGINX_PATH:-}" ]; then
  echo "NGINX_PATH=$NGINX_PATH is not an executable, or $module is missing." >&2
  exit 1
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "nginx is missing: install Debian's nginx, libnginx-mod-http-brotli-static and openssl" \
    "(apt-get install nginx libnginx-mod-http-brotli-static openssl) or set NGINX_PATH." >&2
  exit 1
fi
echo "Installing Debian's nginx (with brotli_static) for the production build's tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# The tests start their own nginx from a folder of their own; the package's service is not used.
apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-static openssl >/dev/null
