#!/usr/bin/env bash
# Set up what the site needs, build the book if it is out of date, and serve it with live widgets.
# Usage: ./serve.sh                 (then open the address it prints; Ctrl-C stops everything)
#        PORT=8867 ./serve.sh       (another port)
#        HOST=0.0.0.0 ./serve.sh    (listen beyond this machine: only on a network you trust)
set -uo pipefail
cd "$(dirname "$0")"
port="${PORT:-8866}"
host="${HOST:-127.0.0.1}"

# shellcheck source=scripts/setup.sh
. scripts/setup.sh || exit 1

if ! python - "$host" "$port" <<'PY'
import socket, sys
host, port = sys.argv[1], int(sys.argv[2])
with socket.socket() as probe:
    try:
        probe.bind((host, port))
    except OSError as error:
        sys.exit(f"serve: cannot listen on {host}:{port} ({error.strerror}). Another program may be using the "
                 f"port: stop it, or choose another port, e.g. PORT={port + 1} ./serve.sh")
PY
then
  exit 1
fi
newest=$(find book engine widgets _config.yml _toc.yml -newer _build/html/index.html \
  -not -path '*/__pycache__/*' -not -name '*.pyc' -print -quit 2>/dev/null)
if [ ! -f _build/html/index.html ] || [ -n "$newest" ]; then
  echo "== building the book (it is missing or older than its sources)"
  mkdir -p _build
  if ! jupyter-book build . -W -n --keep-going --quiet > _build/serve-build.log 2>&1; then
    echo "serve: the book did not build, so there is nothing up to date to serve. What went wrong:" >&2
    grep -E "WARNING|ERROR|Error:" _build/serve-build.log | grep -v "^[[:space:]]" | head -n 20 >&2
    echo "serve: the whole log is in _build/serve-build.log" >&2
    exit 1
  fi
fi

if [ "$host" != "127.0.0.1" ] && [ "$host" != "localhost" ]; then
  echo "serve: listening on $host: anyone who can reach this machine can use the live pages."
fi

echo "The book:         http://$host:$port/"
echo "A live chapter:   http://$host:$port/voila/render/book/games/manila-2.ipynb"
echo "Press Ctrl-C to stop the server."
exec python book/_ext/serve.py --host "$host" --port "$port"
