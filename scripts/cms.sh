#!/usr/bin/env bash
# `npm run cms`: the content editor with no account. decap-server (Decap CMS's local backend) reads and writes
# content/ and locales/ in this folder, on loopback only; the development server serves the editor at
# http://localhost:8000/admin/ and the site beside it, rebuilt on every save.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
BIND_HOST=127.0.0.1 PORT=8081 npx decap-server &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
npx gatsby develop
