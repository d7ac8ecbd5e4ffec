#!/usr/bin/env bash
# `npm start`: install (when needed), build for production, and serve the site with its Functions on one
# port. Leads are stored in .data/leads.jsonl unless SMTP_URL or LEADS_WEBHOOK_URL is set (see README).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npx gatsby build
echo "Serving the production build on http://localhost:${PORT:-9000} (leads: ${LEADS_DIR:-.data}/leads.jsonl)"
exec npx gatsby serve --port "${PORT:-9000}"
