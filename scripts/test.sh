#!/usr/bin/env bash
# `npm test`: everything, in the order a failure is cheapest to find: types, lint, formatting, unit tests,
# the production build, its HTML validated, the lead flow on Netlify's own runtime (netlify-cli, installed apart
# in tools/netlify/), then browser tests (pages, forms, redirects, accessibility) and Lighthouse budgets against
# that same build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
step "Types";        npx tsc --noEmit
step "Lint";         npx eslint .
step "Formatting";   npx prettier --check .
step "Unit tests";   npx jest
step "Build";        start=$(date +%s); npx gatsby build; echo "Build took $(( $(date +%s) - start )) s"
step "HTML validation"; npm run test:html
# netlify-cli has its own package.json and lock: its dependency tree stays out of the site's.
if [ ! -d tools/netlify/node_modules ] || [ tools/netlify/package-lock.json -nt tools/netlify/node_modules/.package-lock.json ]; then
  npm ci --prefix tools/netlify --no-audit --no-fund
fi
step "Netlify runtime (netlify serve, offline)"; start=$(date +%s); npm run test:netlify; echo "Netlify runtime check took $(( $(date +%s) - start )) s"
step "Browser tests"; npx playwright test
step "Lighthouse (scores and byte budgets)"; npm run test:lighthouse
