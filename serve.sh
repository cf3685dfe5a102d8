#!/usr/bin/env bash
# Set up what the site needs, build the book if it is out of date, and serve it with live widgets.
# Usage: ./serve.sh                 (then open the address it prints; Ctrl-C stops everything)
#        PORT=8867 ./serve.sh       (another port)
#        HOST=0.0.0.0 ./serve.sh    (listen beyond this machine: only on a network you trust)
#        RULES_BOOK_HTML=/tmp/book/_build/html ./serve.sh   (build into, and serve, another folder)
# The book is built (into _build/html) when no build has succeeded since its sources last changed;
# a build that fails is reported with its warnings, and nothing is served until it builds.
set -uo pipefail
cd "$(dirname "$0")"

# shellcheck source=scripts/setup.sh
. scripts/setup.sh || exit 1

exec python book/_ext/serve.py --build --host "${HOST:-127.0.0.1}" --port "${PORT:-8866}" \
  --site "${RULES_BOOK_HTML:-_build/html}"
