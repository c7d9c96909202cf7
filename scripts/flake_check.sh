#!/usr/bin/env bash
# Run the whole suite RUNS times in a row (default 5) on SQLite and, when DATABASE_URL is
# set, on that database (PostgreSQL) too; stop at the first failure and say which run it was.
#   scripts/flake_check.sh                  # 5 runs on SQLite (+ 5 on $DATABASE_URL if set)
#   RUNS=10 scripts/flake_check.sh tests/browser   # a subset, 10 times
#   make flake-check RUNS=5
# Environment: RUNS (5), JOBS (pytest-xdist workers, 2), PYTHON (the venv's python),
# LOGDIR (where each run's output is kept, default a fresh temporary folder).
set -uo pipefail
cd "$(dirname "$0")/.."

RUNS="${RUNS:-5}"
JOBS="${JOBS:-2}"
PYTHON="${PYTHON:-}"
[[ -z "$PYTHON" && -x .venv/bin/python ]] && PYTHON=.venv/bin/python
PYTHON="${PYTHON:-python3}"
LOGDIR="${LOGDIR:-$(mktemp -d "${TMPDIR:-/tmp}/flake-check.XXXXXX")}"
mkdir -p "$LOGDIR"
PATHS=("$@")

if ! [[ "$RUNS" =~ ^[1-9][0-9]*$ ]]; then
    echo "flake_check: RUNS must be a positive number, not '$RUNS'" >&2
    exit 2
fi

POSTGRES_URL="${DATABASE_URL:-}"
backends=(sqlite)
[[ -n "$POSTGRES_URL" ]] && backends+=(database_url)

for backend in "${backends[@]}"; do
    for run in $(seq 1 "$RUNS"); do
        log="$LOGDIR/$backend-run$run.log"
        printf 'flake_check: %s run %d of %d … ' "$backend" "$run" "$RUNS"
        start=$SECONDS
        if [[ "$backend" == sqlite ]]; then
            env -u DATABASE_URL "$PYTHON" -m pytest -n "$JOBS" -p no:cacheprovider -q \
                "${PATHS[@]}" >"$log" 2>&1
        else
            DATABASE_URL="$POSTGRES_URL" "$PYTHON" -m pytest -n "$JOBS" -p no:cacheprovider -q \
                "${PATHS[@]}" >"$log" 2>&1
        fi
        rc=$?
        if [[ $rc -ne 0 ]]; then
            echo "FAILED (exit $rc, $((SECONDS - start)) s)"
            echo >&2
            echo "==================================================================" >&2
            echo "FLAKE CHECK FAILED: $backend run $run of $RUNS (pytest exit $rc)" >&2
            echo "full output: $log" >&2
            echo "==================================================================" >&2
            grep -E '^(FAILED|ERROR) ' "$log" >&2 || tail -n 30 "$log" >&2
            exit 1
        fi
        echo "passed ($((SECONDS - start)) s): $(tail -n 1 "$log")"
    done
done
echo "flake_check: ${#backends[@]} database(s) × $RUNS runs passed (logs in $LOGDIR)"
