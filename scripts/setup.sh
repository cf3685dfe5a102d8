# Sourced by ./test.sh and ./serve.sh: make sure .venv (or $VENV) exists and holds requirements.txt,
# then activate it. Reinstalls only when requirements.txt or pyproject.toml changed.
venv="${VENV:-.venv}"
if ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "setup: this project needs Python 3.11 or newer as python3 (found: $(python3 --version 2>&1))" >&2
  return 1
fi
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -m pip --version > /dev/null 2>&1; then
  echo "== setting up $venv (first run only)"
  # --clear: a folder left by a venv that could not finish (no python3-venv) is started again
  python3 -m venv --clear "$venv" \
    || { echo "setup: python3 -m venv could not create $venv (on Debian: sudo apt-get install python3-venv)" >&2; return 1; }
fi
stamp="$venv/.requirements.sha256"
want=$(cat requirements.txt pyproject.toml | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "== installing requirements.txt into $venv (the first time takes a few minutes)"
  # --no-compile: Python compiles what it imports as it imports it (and keeps it: see below), instead
  # of every file of the stack up front
  "$venv/bin/python" -m pip install -q --no-compile --disable-pip-version-check -r requirements.txt \
    || { echo "setup: pip could not install requirements.txt (see pip's message above)" >&2; return 1; }
  # jupyter-events (under Voila and Jupyter Book) asks for jsonschema's optional IRI format checker,
  # rfc3987-syntax, which builds a grammar whenever it is imported: 1.5 s in every process that imports
  # nbformat (each live server, each pytest process, the book's build). Nothing here checks IRIs, and
  # jsonschema does without it, so it goes.
  "$venv/bin/python" -m pip uninstall -q -y rfc3987-syntax > /dev/null 2>&1 || true
  echo "$want" > "$stamp"
fi
# shellcheck disable=SC1091
. "$venv/bin/activate"
# Keep what Python compiles (__pycache__, ignored by git): with PYTHONDONTWRITEBYTECODE set, as some
# machines set it, every process (each kernel, each live server, each test worker) would compile
# matplotlib, Voila and the engine again from source, about three times as slow to start.
unset PYTHONDONTWRITEBYTECODE
