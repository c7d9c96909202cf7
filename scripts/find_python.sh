#!/usr/bin/env bash
# Print the path of a Python >= 3.12 interpreter, or explain what to install and fail.
# Order: $PYTHON, python3.13, python3.12, python3 (if new enough), pyenv versions, uv.
set -euo pipefail

ok() {  # ok <interpreter>: true when it runs and is >= 3.12
    "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' >/dev/null 2>&1
}

candidates=()
[ -n "${PYTHON:-}" ] && candidates+=("$PYTHON")
for name in python3.13 python3.12 python3; do
    if command -v "$name" >/dev/null 2>&1; then candidates+=("$(command -v "$name")"); fi
done
for dir in "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.1[2-9]*; do
    [ -x "$dir/bin/python3" ] && candidates+=("$dir/bin/python3")
done
if command -v uv >/dev/null 2>&1; then
    found="$(uv python find '>=3.12' 2>/dev/null || true)"
    [ -n "$found" ] && candidates+=("$found")
fi

for candidate in "${candidates[@]}"; do
    if ok "$candidate"; then
        echo "$candidate"
        exit 0
    fi
done

cat >&2 <<'MSG'
No Python 3.12 or newer found (Django 6 needs it).
Install one of:
  Debian/Ubuntu:  apt-get install python3.12 python3.12-venv   (or python3.13 python3.13-venv)
  pyenv:          pyenv install 3.12
  uv:             uv python install 3.12
or point PYTHON at an interpreter:  make run PYTHON=/path/to/python3.12
MSG
exit 1
