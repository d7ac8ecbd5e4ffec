#!/usr/bin/env bash
# `npm test`: everything, in the order a failure is cheapest to find: types, lint, formatting, unit tests and the
# articles' spelling, the production build, its HTML validated, the lead flow on Netlify's own runtime
# (netlify-cli, installed apart in tools/netlify/), then browser tests (pages, forms, redirects, accessibility), the
# main flows in Firefox and Lighthouse budgets against that same build. Each step says how long it took.
#
# On a 2-core machine the run is bound by the processor: steps run side by side only where one leaves it idle (an
# install waiting on the network, a test waiting on a slow mail server), and the build, the browser tests and
# Lighthouse run alone (docs/quality.md, "Measured reasons").
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
source scripts/processor-time.sh
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
timed() {
  local name=$1 start status=0 before
  shift
  start=$(date +%s)
  before=$(processor_times)
  "$@" || status=$?
  echo "$name took $(($(date +%s) - start)) s$(processor_share "$before" "$(processor_times)")$([ "$status" -eq 0 ] || echo ", and failed")"
  return "$status"
}
# A step started with `beside` runs in the background, its output kept; `joined` waits for it and shows that output
# whole under its name, with its status.
declare -A beside_pid beside_log
beside() {
  local name=$1
  shift
  beside_log[$name]="$(mktemp)"
  timed "$name" "$@" >"${beside_log[$name]}" 2>&1 &
  beside_pid[$name]=$!
}
joined() {
  local name=$1 status=0
  wait "${beside_pid[$name]}" || status=$?
  step "$name, as it ran beside"
  cat "${beside_log[$name]}"
  rm -f "${beside_log[$name]}"
  return "$status"
}

# netlify-cli has its own package.json and lock: its dependency tree stays out of the site's. On a fresh clone it
# installs (mostly waiting on the network and the disk) beside the checks and the build, until the Netlify step.
netlify_install=false
if [ ! -d tools/netlify/node_modules ] || [ tools/netlify/package-lock.json -nt tools/netlify/node_modules/.package-lock.json ]; then
  beside "netlify-cli's install (tools/netlify)" npm ci --prefix tools/netlify --no-audit --no-fund
  netlify_install=true
fi
# The checks and the build one after the other: side by side they took 214 s against 196 (docs/quality.md).
step "Types, lint, formatting, unit tests and spelling (npm run check)"
timed "Static checks and unit tests" bash scripts/check.sh
step "Build"
timed "Build" npx gatsby build
step "Built HTML (html-validate, and every page read with a parser)"
timed "HTML validation" npm run test:html
if [ "$netlify_install" = true ]; then joined "netlify-cli's install (tools/netlify)" || { echo "netlify-cli's install failed"; exit 1; }; fi
# The Netlify step spends much of its time waiting on its slow mail server and webhook, as does the same check under
# `npm start`: the editor's content build (a second production build, of a copy) uses the processor meanwhile.
step "Netlify runtime (netlify serve, offline), beside the editor's content build and the slow channels under npm start"
beside "Editor's content build (a copy with a new trade, review, city article and post, built and read, then built again after a browser-only change)" npm run test:editor-build
beside "Slow mail server and webhook under npm start" npm run test:slow-channels
failed=0
timed "Netlify runtime check" npm run test:netlify || failed=1
joined "Slow mail server and webhook under npm start" || failed=1
joined "Editor's content build (a copy with a new trade, review, city article and post, built and read, then built again after a browser-only change)" || failed=1
[ "$failed" -eq 0 ] || exit 1
step "Browser tests"
timed "Browser tests" npx playwright test
step "The visitor's main flows in Firefox ESR (WebDriver BiDi)"
timed "Firefox flows" npm run test:firefox
step "Lighthouse (scores and byte budgets)"
timed "Lighthouse" npm run test:lighthouse
