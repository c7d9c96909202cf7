#!/usr/bin/env bash
# The club's network (`make run HOST=0.0.0.0`, `make run-https HOST=0.0.0.0`; docs/https.md):
# the app as in production, never Django's technical error pages, to the phones.
#
#   scripts/serve_club.sh http|https HOST PORT
#
# DEBUG off, gunicorn with uvicorn's ASGI worker (as README "Deploy": deploy/gunicorn.conf.py), whitenoise serving the collected static files;
# a secret key made once and kept in .club/secret-key (it signs the players' table links, so
# printed QR codes keep working from one evening to the next). No HSTS and no redirect to
# HTTPS: the laptop's addresses change. `https`: gunicorn serves TLS itself with a
# certificate from scripts/club_cert.sh (.club/tls/, CA made once); phones install the CA
# once from /club-ca.crt, then the service worker keeps the table pages.
set -euo pipefail

cd "$(dirname "$0")/.."
mode="${1:?usage: scripts/serve_club.sh http|https HOST PORT}"
host="${2:?HOST}"
port="${3:?PORT}"
PY="${PYTHON:-.venv/bin/python}"
state="${CLUB_STATE_DIR:-.club}"
mkdir -p "$state"
state="$(cd "$state" && pwd)"
if [[ ! -s "$state/secret-key" ]]; then
    (umask 077; "$PY" -c 'import secrets; print(secrets.token_urlsafe(50))' >"$state/secret-key")
fi
addresses="$("$PY" scripts/lan_addresses.py 2>/dev/null || true)"

export DEBUG=false SECRET_KEY="$(cat "$state/secret-key")"
export ALLOWED_HOSTS="${ALLOWED_HOSTS:-localhost,127.0.0.1,[::1]$(printf ',%s' $addresses)}"
export SECURE_SSL_REDIRECT=false SECURE_HSTS_SECONDS=0 SECURE_HSTS_PRELOAD=false \
       SECURE_HSTS_INCLUDE_SUBDOMAINS=false
tls=()
case "$mode" in
    http)
        scheme=http
        export SESSION_COOKIE_SECURE=false CSRF_COOKIE_SECURE=false ;;
    https)
        scheme=https
        # shellcheck disable=SC2086
        scripts/club_cert.sh "$state/tls" localhost 127.0.0.1 $addresses >/dev/null
        tls=(--certfile "$state/tls/cert.pem" --keyfile "$state/tls/key.pem") ;;
    *) echo "serve_club: http or https, not $mode" >&2; exit 2 ;;
esac
if [[ -s "$state/tls/ca.crt" ]]; then export CLUB_CA_CERT="$state/tls/ca.crt"; fi

# (only when a static file changed: collecting compresses every file again, 5-10 s)
"$PY" manage.py collectstatic_changed -v0
shown="$addresses"
[[ "$host" == 0.0.0.0 || "$host" == "::" ]] || shown="$host"
for address in $shown; do
    echo "Phones on this network: $scheme://$address:$port/"
done
if [[ "$mode" == https ]]; then
    first="${shown%% *}"
    echo "Once per phone, install the club's certificate authority: $scheme://${first:-localhost}:$port/club-ca.crt"
    "$PY" -c 'import segno, sys; segno.make(sys.argv[1]).terminal(compact=True)' \
        "$scheme://${first:-localhost}:$port/club-ca.crt" 2>/dev/null || true
fi
echo "(DEBUG off: errors are logged here, never shown to the phones; Ctrl-C stops)"
# one worker without Redis: the live pages' messages stay in its process (docs/live.md)
exec "$PY" -m gunicorn -c deploy/gunicorn.conf.py --bind "$host:$port" \
    --workers "${WORKERS:-$([[ -n "${REDIS_URL:-}" ]] && echo 3 || echo 1)}" \
    --access-logfile - "${tls[@]}"
