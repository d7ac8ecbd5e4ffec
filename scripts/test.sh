#!/usr/bin/env bash
# `npm test`: everything, in the order a failure is cheapest to find: types, lint, formatting, unit tests,
# the production build, its HTML validated, then browser tests (pages, forms, redirects, accessibility)
# and Lighthouse budgets against that build.
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
step "Browser tests"; npx playwright test
step "Lighthouse (scores and byte budgets)"; npm run test:lighthouse
