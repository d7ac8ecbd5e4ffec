#!/usr/bin/env bash
# `npm test`: everything, in the order a failure is cheapest to find: types, lint, formatting, unit tests and the
# articles' spelling, the
# production build, its HTML validated, the lead flow on Netlify's own runtime (netlify-cli, installed apart in
# tools/netlify/), then browser tests (pages, forms, redirects, accessibility), the main flows in Firefox and Lighthouse
# budgets against that same build. Each step says how long it took.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
timed() {
  local name=$1 start status=0
  shift
  start=$(date +%s)
  "$@" || status=$?
  echo "$name took $(($(date +%s) - start)) s$([ "$status" -eq 0 ] || echo ", and failed")"
  return "$status"
}
# netlify-cli has its own package.json and lock: its dependency tree stays out of the site's. On a fresh clone it
# installs (mostly waiting on the network and the disk) beside the checks and the build, until the Netlify step.
netlify_install=""
if [ ! -d tools/netlify/node_modules ] || [ tools/netlify/package-lock.json -nt tools/netlify/node_modules/.package-lock.json ]; then
  netlify_install_log="$(mktemp)"
  timed "netlify-cli's install (tools/netlify)" npm ci --prefix tools/netlify --no-audit --no-fund >"$netlify_install_log" 2>&1 &
  netlify_install=$!
fi
step "Types, lint, formatting, unit tests and spelling (npm run check)"
timed "Static checks and unit tests" bash scripts/check.sh
step "Build"
timed "Build" npx gatsby build
step "Built HTML (html-validate, and every page read with a parser)"
timed "HTML validation" npm run test:html
# netlify-cli's install, when it is needed, has run beside the steps above: wait for it here.
if [ -n "$netlify_install" ]; then
  netlify_install_status=0
  wait "$netlify_install" || netlify_install_status=$?
  cat "$netlify_install_log"
  rm -f "$netlify_install_log"
  [ "$netlify_install_status" -eq 0 ] || { echo "netlify-cli's install failed"; exit 1; }
fi
# The editor's content build (a second production build, of a copy) runs beside the Netlify step, which spends much of
# its time waiting on its slow mail server and webhook: its output is shown whole when both have ended.
step "What an editor adds builds (a copy with a new trade, review, city article and post, built and read), beside:"
editor_log="$(mktemp)"
timed "Editor's content build" npm run test:editor-build >"$editor_log" 2>&1 &
editor_build=$!
step "Netlify runtime (netlify serve, offline)"
netlify_status=0
timed "Netlify runtime check" npm run test:netlify || netlify_status=$?
editor_status=0
wait "$editor_build" || editor_status=$?
step "The editor's content build, as it ran"
cat "$editor_log"
rm -f "$editor_log"
if [ "$netlify_status" -ne 0 ] || [ "$editor_status" -ne 0 ]; then exit 1; fi
step "Browser tests"
timed "Browser tests" npx playwright test
step "The visitor's main flows in Firefox ESR (WebDriver BiDi)"
timed "Firefox flows" npm run test:firefox
step "Lighthouse (scores and byte budgets)"
timed "Lighthouse" npm run test:lighthouse
