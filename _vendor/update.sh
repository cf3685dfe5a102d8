#!/usr/bin/env bash
# Re-create the vendored widget JavaScript in _vendor/static/jupyter-widgets/ from npm, then check
# every file against _vendor/SHA256SUMS.  Run from anywhere: ./_vendor/update.sh
# After moving to new versions (edit them below), record the new sums: ./_vendor/update.sh --record
# Needs npm and access to the npm registry; nothing else is downloaded.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/static/jupyter-widgets"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

(cd "$tmp" && npm pack --silent @jupyter-widgets/html-manager@1.0.15 requirejs@2.3.8 >/dev/null)
mkdir -p "$tmp/html-manager" "$tmp/requirejs"
tar -xzf "$tmp/jupyter-widgets-html-manager-1.0.15.tgz" -C "$tmp/html-manager"
tar -xzf "$tmp/requirejs-2.3.8.tgz" -C "$tmp/requirejs"

mkdir -p "$out"
find "$out" -maxdepth 1 -type f ! -name require-paths.js -delete
cp "$tmp/requirejs/package/require.js" "$out/"
cp "$tmp/html-manager/package/dist/embed-amd.js" "$out/"
# the font files embed-amd.js refers to (Font Awesome, for icons in widgets), by their hashed names
for font in $(grep -o '[0-9a-f]\{20\}\.\(eot\|svg\|ttf\|woff2\|woff\)' "$out/embed-amd.js" | sort -u); do
  cp "$tmp/html-manager/package/dist/$font" "$out/"
done

cd "$here"
if [ "${1:-}" = "--record" ]; then
  (cd "$here" && find static/jupyter-widgets -type f ! -name require-paths.js | LC_ALL=C sort | xargs sha256sum > SHA256SUMS)
  echo "recorded $(wc -l < SHA256SUMS) files in SHA256SUMS"
else
  sha256sum -c --quiet SHA256SUMS && echo "vendored files match SHA256SUMS"
fi
