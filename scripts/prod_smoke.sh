#!/usr/bin/env bash
# The app as README "Deploy" runs it, smoke-tested in chromium (issue 38): DEBUG off, a
# random SECRET_KEY, migrate + seed_demo on PostgreSQL (DATABASE_URL), collectstatic (the
# whitenoise manifest storage), `check --deploy`, then gunicorn serving HTTPS itself with a
# certificate from scripts/club_cert.sh (so the production defaults stay on: SSL redirect,
# secure cookies, HSTS; the service worker needs a secure context) and
# tests/browser/test_production.py against it. Fails on a failing test or on any 5xx in
# gunicorn's access log.
#
#   DATABASE_URL=postgres://clubsite:clubsite@localhost:5432/clubsite_prod scripts/prod_smoke.sh
#
# The database should be a fresh one (.ci/run makes clubsite_prod anew): the smoke test
# saves hands at a demo table.
set -euo pipefail

cd "$(dirname "$0")/.."
PY="${PYTHON:-.venv/bin/python}"
: "${DATABASE_URL:=postgres://clubsite:clubsite@localhost:5432/clubsite_prod}"
case "$DATABASE_URL" in
    postgres*) ;;
    *) echo "prod_smoke: DATABASE_URL must be a PostgreSQL URL (got $DATABASE_URL)" >&2; exit 2 ;;
esac
work="$(mktemp -d)"
server=""
cleanup() {
    if [[ -n "$server" ]]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

port="${PROD_SMOKE_PORT:-$("$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}"
name=club.test
origin="https://$name:$port"
scripts/club_cert.sh "$work/tls" "$name" 127.0.0.1 >/dev/null
spki="$(openssl x509 -in "$work/tls/cert.pem" -pubkey -noout | openssl pkey -pubin -outform der |
        openssl dgst -sha256 -binary | base64)"

prod=(DEBUG=false
      SECRET_KEY="$("$PY" -c 'import secrets; print(secrets.token_urlsafe(50))')"
      ALLOWED_HOSTS="$name,localhost,127.0.0.1"
      CSRF_TRUSTED_ORIGINS="$origin"
      DATABASE_URL="$DATABASE_URL"
      STATIC_ROOT="$work/staticfiles")
start=$SECONDS
step() { printf 'prod_smoke (%ss): %s\n' "$((SECONDS - start))" "$*"; }

step "migrate + seed_demo, and collectstatic beside them; check --deploy (DEBUG=false)"
env "${prod[@]}" "$PY" manage.py collectstatic --no-input -v0 &
collecting=$!
env "${prod[@]}" "$PY" manage.py migrate --no-input -v0
env "${prod[@]}" "$PY" manage.py seed_demo >/dev/null
wait "$collecting" || { echo "prod_smoke: collectstatic failed" >&2; exit 1; }
env "${prod[@]}" "$PY" manage.py check --deploy --fail-level WARNING

step "gunicorn on $origin"
env "${prod[@]}" "$PY" -m gunicorn -c deploy/gunicorn.conf.py --bind "127.0.0.1:$port" --workers 2 \
    --certfile "$work/tls/cert.pem" --keyfile "$work/tls/key.pem" \
    --access-logfile "$work/access.log" --error-logfile "$work/error.log" &
server=$!
for _ in $(seq 1 60); do
    "$PY" - "$port" <<'PYEOF' && break
import ssl, sys, urllib.request
context = ssl.create_default_context()
context.check_hostname = False
context.verify_mode = ssl.CERT_NONE
try:
    urllib.request.urlopen(f"https://127.0.0.1:{sys.argv[1]}/sw.js", context=context, timeout=2)
except Exception as error:  # HTTPError is an answer too: the test says what it was
    sys.exit(0 if hasattr(error, "code") else 1)
PYEOF
    kill -0 "$server" 2>/dev/null || { cat "$work/error.log" >&2; exit 1; }
    sleep 0.5
done

step "tests/browser/test_production.py"
rc=0
CLUBSITE_PROD_URL="$origin" CLUBSITE_PROD_SPKI="$spki" \
    "$PY" -m pytest -p no:cacheprovider -q -n 0 -rs tests/browser/test_production.py || rc=$?
if grep -E '" 5[0-9]{2} ' "$work/access.log" >&2; then
    echo "prod_smoke: the server answered 5xx (above); its log:" >&2
    tail -50 "$work/error.log" >&2
    rc=1
fi
if ((rc)); then tail -30 "$work/error.log" >&2; fi
exit "$rc"
