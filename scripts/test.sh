#!/usr/bin/env bash
# `npm test`: everything, in the order a failure is cheapest to find: types, lint, formatting, unit tests and the
# articles' spelling, the
# production build, its HTML validated, the lead flow on Netlify's own runtime (netlify-cli, installed apart in
# tools/netlify/), then browser tests (pages, forms, redirects, accessibility) and Lighthouse budgets against that same
# build. Each step says how long it took.
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
# Runs the commands at once and prints each one's output when all have ended; fails if any failed. For checks that
# each keep one core busy and need nothing from each other.
side_by_side() {
  local dir failed=0 index=0 outcome pids=()
  dir=$(mktemp -d)
  for command in "$@"; do
    bash -c "$command" >"$dir/$index.log" 2>&1 &
    pids+=($!)
    index=$((index + 1))
  done
  for index in "${!pids[@]}"; do
    if wait "${pids[$index]}"; then outcome=passed; else outcome=FAILED && failed=1; fi
    printf '\n-- %s: %s\n' "${*:index+1:1}" "$outcome"
    cat "$dir/$index.log"
  done
  rm -rf "$dir"
  return "$failed"
}

step "Types, lint, formatting and unit tests, side by side"
timed "Static checks and unit tests" side_by_side "npx tsc --noEmit" "npx eslint ." "npx prettier --check ." "npx jest" "npm run --silent test:spelling"
step "Build"
timed "Build" npx gatsby build
step "HTML validation"
timed "HTML validation" npm run test:html
# netlify-cli has its own package.json and lock: its dependency tree stays out of the site's.
if [ ! -d tools/netlify/node_modules ] || [ tools/netlify/package-lock.json -nt tools/netlify/node_modules/.package-lock.json ]; then
  npm ci --prefix tools/netlify --no-audit --no-fund
fi
step "Netlify runtime (netlify serve, offline)"
timed "Netlify runtime check" npm run test:netlify
step "Browser tests"
timed "Browser tests" npx playwright test
step "Lighthouse (scores and byte budgets)"
timed "Lighthouse" npm run test:lighthouse
