#!/usr/bin/env bash
# Set up what the tests need and run every test; the last line is a one-line summary.
# Usage: ./test.sh            (from a fresh checkout; creates .venv on the first run)
set -uo pipefail
cd "$(dirname "$0")"
start=$(date +%s)
. scripts/setup.sh || { echo "test summary: FAILED: the environment could not be set up"; exit 1; }

results=()
failed=0
# Each step prints "== <step>: <command>" as it starts and "== <step> ok in N s" (or FAILED) as it ends.
run() {
  local name=$1; shift
  echo "== $name: $*"
  local began=$(date +%s)
  if "$@"; then outcome=ok; else outcome=FAILED; failed=1; fi
  results+=("$name $outcome")
  echo "== $name $outcome in $(( $(date +%s) - began )) s"
}

# Every notebook, strict: a fresh run must reproduce the stored outputs (loadfile keeps each notebook's
# cells on one worker, in order). The site's own doctests (book/_ext) run with the engine's tests, after
# the build some of them read. It needs no build, so it runs in the background from the start,
# alongside the checks and the book's build (which leave a core idle); its output follows the engine
# tests', and its line in the summary comes after theirs.
notebooks_log=$(mktemp -t rules-book-notebooks.XXXXXX)
echo "== notebooks: python -m pytest -q -n 2 --dist loadfile --nbval book --ignore=book/_ext --nbval-sanitize-with book/_ext/nbval_sanitize.cfg   (in the background)"
notebooks_began=$(date +%s)
setsid python -m pytest -q -n 2 --dist loadfile --nbval book --ignore=book/_ext --nbval-sanitize-with book/_ext/nbval_sanitize.cfg \
  >"$notebooks_log" 2>&1 &
notebooks_pid=$!
browser_pid=
browser_log=
# On any exit (Ctrl-C included) stop the background tests, the browser's with its live server and its
# kernels: each runs in a process group of its own (setsid), and the live server shuts its kernels down on TERM.
trap 'for pid in "$notebooks_pid" "$browser_pid"; do if [ -n "$pid" ]; then kill -TERM -- "-$pid" 2>/dev/null; fi; done; rm -f "$browser_log" "$notebooks_log"' EXIT

run lint ruff check engine widgets tests book/_ext benchmarks conftest.py
run types mypy --strict engine widgets book/_ext
# The layers (import-linter, contracts in pyproject.toml): the engine imports nothing above it, each
# layer only those below it, and no package's modules import each other in a cycle.
run layers lint-imports --no-cache
# The book, warnings as errors (-n: every {clause} link must land on an anchor), always afresh (--all:
# an incremental build would not repeat the warnings of pages it skips): serve.py runs
# `jupyter-book build . --all -W -n --keep-going` and, when it succeeds, stamps the build, so that
# ./serve.sh serves this build without building again.
run book python book/_ext/serve.py --build-only
# tests/test_book_build.py reads this fresh build instead of building the book again
if [ "${results[${#results[@]}-1]}" = "book ok" ]; then export RULES_BOOK_HTML="$PWD/_build/html"; fi

# The built book and the live pages in a real browser (Chromium, driven by Playwright), offline:
# every page loads, the widgets answer as the documents say, axe finds nothing serious, and the live
# server refuses code sent to a kernel. Needs the system's Chromium (Playwright cannot fetch one here).
# The browser mostly waits (for pages, kernels, replies), so it runs in the background, alongside the
# engine tests and the notebooks; its output follows theirs, and its line in the summary keeps its place.
chromium="${CHROMIUM:-/usr/bin/chromium}"
browser_log=$(mktemp -t rules-book-browser.XXXXXX)
if [ -x "$chromium" ]; then
  export CHROMIUM="$chromium"
  echo "== browser: python -m pytest -q tests/browser   (in the background: its output follows the notebooks')"
  browser_began=$(date +%s)
  setsid python -m pytest -q tests/browser >"$browser_log" 2>&1 &
  browser_pid=$!
else
  echo "== browser: no Chromium at $chromium, so the browser tests cannot run." >&2
  echo "   Install it with: sudo apt-get install -y chromium   (or set CHROMIUM=/path/to/chromium)" >&2
fi

run pytest python -m pytest -q -n 2 --ignore=tests/browser

# A step run in the background: wait for it, print its output, and record it as run() records a step.
collect() {
  local name=$1 pid=$2 log=$3 began=$4
  wait "$pid"; local status=$?
  echo "== $name output:"
  cat "$log"
  if [ "$status" = 0 ]; then outcome=ok; else outcome=FAILED; failed=1; fi
  results+=("$name $outcome")
  echo "== $name $outcome in $(( $(date +%s) - began )) s"
}

collect notebooks "$notebooks_pid" "$notebooks_log" "$notebooks_began"; notebooks_pid=

if [ -z "$browser_pid" ]; then
  results+=("browser FAILED (no Chromium at $chromium)")
  failed=1
else
  collect browser "$browser_pid" "$browser_log" "$browser_began"; browser_pid=
fi

elapsed=$(( $(date +%s) - start ))
summary=$(IFS=,; echo "${results[*]}" | sed 's/,/, /g')
if [ "$failed" = 0 ]; then
  echo "test summary: ALL PASSED ($summary) in ${elapsed}s"
else
  echo "test summary: FAILED ($summary) in ${elapsed}s"
fi
exit "$failed"
