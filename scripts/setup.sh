# Sourced by ./test.sh and ./serve.sh: make sure .venv exists and holds requirements.txt, then
# activate it. Reinstalls only when requirements.txt or pyproject.toml changed.
venv="${VENV:-.venv}"
if [ ! -x "$venv/bin/python" ]; then
  echo "== setting up $venv (first run only)"
  python3 -m venv "$venv" || { echo "setup: python3 -m venv could not create $venv (is python3-venv installed?)" >&2; return 1; }
fi
stamp="$venv/.requirements.sha256"
want=$(cat requirements.txt pyproject.toml | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "== installing requirements.txt into $venv"
  "$venv/bin/python" -m pip install -q -r requirements.txt \
    || { echo "setup: pip could not install requirements.txt" >&2; return 1; }
  echo "$want" > "$stamp"
fi
# shellcheck disable=SC1091
. "$venv/bin/activate"
