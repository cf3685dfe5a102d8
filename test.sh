#!/usr/bin/env bash
# Set up what the tests need and run every test; the last line is a one-line summary.
# Usage: ./test.sh            (from a fresh checkout; creates .venv on the first run)
set -uo pipefail
cd "$(dirname "$0")"
start=$(date +%s)
venv="${VENV:-.venv}"

if [ ! -x "$venv/bin/python" ]; then
  echo "== setting up $venv (first run only)"
  python3 -m venv "$venv" || { echo "test summary: FAILED: python3 -m venv could not create $venv"; exit 1; }
fi
stamp="$venv/.requirements.sha256"
want=$(cat requirements.txt pyproject.toml | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "== installing requirements.txt into $venv"
  "$venv/bin/python" -m pip install -q -r requirements.txt \
    || { echo "test summary: FAILED: pip could not install requirements.txt"; exit 1; }
  echo "$want" > "$stamp"
fi
# shellcheck disable=SC1091
. "$venv/bin/activate"

results=()
failed=0
run() {
  local name=$1; shift
  echo "== $name: $*"
  if "$@"; then results+=("$name ok"); else results+=("$name FAILED"); failed=1; fi
}

run lint ruff check engine widgets tests
run types mypy --strict engine
# The book, warnings as errors (-n: every {clause} link must land on an anchor). --all: an
# incremental build would not repeat the warnings of pages it skips.
run book jupyter-book build . --all -W -n --keep-going --quiet
# tests/test_book_build.py reads this fresh build instead of building the book again
if [ "${results[${#results[@]}-1]}" = "book ok" ]; then export RULES_BOOK_HTML="$PWD/_build/html"; fi
run pytest python -m pytest -q -n 2
# Every notebook, strict: a fresh run must reproduce the stored outputs (loadfile keeps each
# notebook's cells on one worker, in order).
run notebooks python -m pytest -q -n 2 --dist loadfile --nbval book --nbval-sanitize-with book/_ext/nbval_sanitize.cfg

elapsed=$(( $(date +%s) - start ))
summary=$(IFS=,; echo "${results[*]}" | sed 's/,/, /g')
if [ "$failed" = 0 ]; then
  echo "test summary: ALL PASSED ($summary) in ${elapsed}s"
else
  echo "test summary: FAILED ($summary) in ${elapsed}s"
fi
exit "$failed"
