#!/usr/bin/env bash
# Run a tool with the project's virtualenv Python (for pre-commit's local hooks, which
# must not fetch anything at hook time). The Python is, in order: $CLUBSITE_PYTHON, the
# active virtualenv ($VIRTUAL_ENV), ./.venv, the main checkout's .venv (for a git worktree),
# then python3 on PATH.
#   scripts/venv_run.sh -m ruff check --fix FILE…
#   scripts/venv_run.sh manage.py makemigrations --check --dry-run
#   scripts/venv_run.sh --msgfmt FILE.po…   (msgfmt -c on each file, one at a time)
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--msgfmt" ]]; then
    shift
    command -v msgfmt >/dev/null || { echo "msgfmt not found: apt-get install gettext" >&2; exit 1; }
    rc=0
    for po in "$@"; do
        msgfmt -c -o /dev/null "$po" || { echo "msgfmt -c failed: $po" >&2; rc=1; }
    done
    exit "$rc"
fi

python="${CLUBSITE_PYTHON:-}"
if [[ -z "$python" && -n "${VIRTUAL_ENV:-}" && -x "$VIRTUAL_ENV/bin/python" ]]; then
    python="$VIRTUAL_ENV/bin/python"
fi
if [[ -z "$python" && -x .venv/bin/python ]]; then
    python=.venv/bin/python
fi
if [[ -z "$python" ]]; then
    common="$(git rev-parse --path-format=absolute --git-common-dir 2>/dev/null || true)"
    [[ -n "$common" && -x "$(dirname "$common")/.venv/bin/python" ]] \
        && python="$(dirname "$common")/.venv/bin/python"
fi
python="${python:-python3}"
exec "$python" "$@"
