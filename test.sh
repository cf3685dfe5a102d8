#!/usr/bin/env bash
# Set up what the tests need and run every test; the last line is a one-line summary.
# Usage: ./test.sh            (from a fresh checkout; creates .venv on the first run)
set -uo pipefail
cd "$(dirname "$0")"
start=$(date +%s)
. scripts/setup.sh || { echo "test summary: FAILED: the environment could not be set up"; exit 1; }

results=()
failed=0
run() {
  local name=$1; shift
  echo "== $name: $*"
  if "$@"; then results+=("$name ok"); else results+=("$name FAILED"); failed=1; fi
}

run lint ruff check engine widgets tests book/_ext benchmarks
run types mypy --strict engine book/_ext
# The book, warnings as errors (-n: every {clause} link must land on an anchor), always afresh (--all:
# an incremental build would not repeat the warnings of pages it skips): serve.py runs
# `jupyter-book build . --all -W -n --keep-going` and, when it succeeds, stamps the build, so that
# ./serve.sh serves this build without building again.
run book python book/_ext/serve.py --build-only
# tests/test_book_build.py reads this fresh build instead of building the book again
if [ "${results[${#results[@]}-1]}" = "book ok" ]; then export RULES_BOOK_HTML="$PWD/_build/html"; fi
# (the browser tests run last, on their own: they need the fresh build and a browser)
run pytest python -m pytest -q -n 2 --ignore=tests/browser
# Every notebook, strict: a fresh run must reproduce the stored outputs (loadfile keeps each
# notebook's cells on one worker, in order).
run notebooks python -m pytest -q -n 2 --dist loadfile --nbval book --nbval-sanitize-with book/_ext/nbval_sanitize.cfg
# The built book and the live pages in a real browser (Chromium, driven by Playwright), offline:
# every page loads, the widgets answer as the documents say, axe finds nothing serious, and the live
# server refuses code sent to a kernel. Needs the system's Chromium (Playwright cannot fetch one here).
chromium="${CHROMIUM:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  export CHROMIUM="$chromium"
  run browser python -m pytest -q tests/browser
else
  echo "== browser: no Chromium at $chromium, so the browser tests cannot run." >&2
  echo "   Install it with: sudo apt-get install -y chromium   (or set CHROMIUM=/path/to/chromium)" >&2
  results+=("browser FAILED (no Chromium at $chromium)")
  failed=1
fi

elapsed=$(( $(date +%s) - start ))
summary=$(IFS=,; echo "${results[*]}" | sed 's/,/, /g')
if [ "$failed" = 0 ]; then
  echo "test summary: ALL PASSED ($summary) in ${elapsed}s"
else
  echo "test summary: FAILED ($summary) in ${elapsed}s"
fi
exit "$failed"
