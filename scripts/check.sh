#!/usr/bin/env bash
# `npm run check`: what needs no build, side by side (each keeps one core busy and needs nothing from the others):
# types, lint, formatting, unit tests, the articles' spelling and the paths comments and docs name. The first step of `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
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

side_by_side "npx tsc --noEmit" "npx eslint ." "npx prettier --check ." "npx jest" "npm run --silent test:spelling" "npx tsx scripts/paths-named.ts"
