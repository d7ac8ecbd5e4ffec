#!/usr/bin/env bash
# `npm start`: install (when needed), build for production, and serve the site with its Functions on one
# port. Leads are stored in .data/leads.jsonl (see README); the owner's inbox is at /admin/leads/.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
# The inbox needs a secret: without ADMIN_TOKEN in the environment, make one once and keep it in .data/.
if [ -z "${ADMIN_TOKEN:-}" ]; then
  mkdir -p .data
  if [ ! -s .data/admin-token ]; then
    (umask 077 && node -e "process.stdout.write(require('crypto').randomBytes(32).toString('base64url'))" > .data/admin-token)
  fi
  ADMIN_TOKEN="$(cat .data/admin-token)"
  export ADMIN_TOKEN
  generated=1
fi
npx gatsby build
echo "Serving the production build on http://localhost:${PORT:-9000} (leads: ${LEADS_DIR:-.data}/leads.jsonl)"
if [ "${generated:-0}" = 1 ]; then
  echo "Inbox: http://localhost:${PORT:-9000}/admin/leads/  token (from .data/admin-token): ${ADMIN_TOKEN}"
else
  echo "Inbox: http://localhost:${PORT:-9000}/admin/leads/  token: the ADMIN_TOKEN you set"
fi
# gatsby serve reloads a Function per request: each loads its bundle once instead (src/node/function-entries.ts).
npx tsx scripts/split-functions.ts
exec npx gatsby serve --port "${PORT:-9000}"
