#!/usr/bin/env bash
# Makes sure Debian's nginx and its brotli_static module are present for tests/http and the
# benchmark, plus rsync and OpenSSH's server for the deploy test's real SSH path: installs them
# with apt-get when running as root, else says what is missing.
set -euo pipefail
NGINX="${NGINX_BINARY:-/usr/sbin/nginx}"
MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ -x "$NGINX" ] && [ -f "$MODULE" ] && command -v rsync >/dev/null && [ -x /usr/sbin/sshd ]; then echo "nginx: using $("$NGINX" -v 2>&1) with brotli_static"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "nginx: installing Debian's nginx, libnginx-mod-http-brotli-static, rsync and openssh-server with apt-get (as root)"
  export DEBIAN_FRONTEND=noninteractive
  pkgs="nginx libnginx-mod-http-brotli-static rsync openssh-server"
  apt-get install -y --no-install-recommends $pkgs >/dev/null || { apt-get update >/dev/null && apt-get install -y --no-install-recommends $pkgs >/dev/null; }
  echo "nginx: installed $("$NGINX" -v 2>&1)"
  exit 0
fi
echo "nginx: $NGINX or $MODULE missing and not root with apt-get; install nginx and libnginx-mod-http-brotli-static" >&2
exit 1
