#!/usr/bin/env bash
# A cluster on one machine (issue 44, docs/scaling.md): PostgreSQL, Redis, two gunicorn app
# servers (ASGI: deploy/gunicorn.conf.py; the live pages' streams travel through Redis) with the production settings (README "Deploy": DEBUG off, collectstatic), a
# db_worker for the background PDFs and HAProxy balancing round-robin in front of them.
#
#   scripts/cluster.sh            # `make cluster`: start it, print the address, Ctrl-C stops all
#   scripts/cluster.sh check      # `make cluster-check`: start it, run scripts/cluster_check.py
#                                 #   (hands saved once while A restarts, lockout and session
#                                 #   across servers, a PDF by the worker), stop; exit 1 on failure
#
# Needs root on the dev machine / CI (service postgresql start, su postgres) and Debian's
# redis-server and haproxy. The database clubsite_cluster is made anew each run, owned by the role
# clubsite_cluster (no CREATEDB; a new password each run). Plain HTTP on
# 127.0.0.1 (HTTPS-only switches off as behind a TLS proxy). Every process it starts is
# stopped on exit (trap), by the pids it recorded.
#   CLUSTER_SECONDS (check: 30)  CLUSTER_CLIENTS (8)  CLUSTER_TABLES (20)  CLUSTER_WORKERS (2
#   gunicorn workers per app server)  CLUSTER_PORT (the balancer; default a free port)
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT="$(pwd)"
PY="${PYTHON:-$ROOT/.venv/bin/python}"
mode="${1:-run}"
case "$mode" in run|check) ;; *) echo "usage: scripts/cluster.sh [run|check]" >&2; exit 2 ;; esac
for tool in redis-server haproxy pg_isready; do
    command -v "$tool" >/dev/null || { echo "cluster: $tool is not installed" >&2; exit 2; }
done

work="$(mktemp -d /tmp/clubsite-cluster.XXXXXX)"
pids=()
cleanup() {
    local rc=$?
    for pidfile in "$work"/*.pid; do
        [[ -s "$pidfile" ]] && kill "$(cat "$pidfile")" 2>/dev/null || true
    done
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    if ((rc)) && [[ -d "$work" ]]; then
        echo "cluster: failed ($rc); the last lines of its logs:" >&2
        tail -n 15 "$work"/*.log >&2 || true
    fi
    rm -rf "$work"
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() { "$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
start=$SECONDS
step() { printf 'cluster (%ss): %s\n' "$((SECONDS - start))" "$*"; }

# -- PostgreSQL and Redis ----------------------------------------------------------------
step "PostgreSQL (database clubsite_cluster, made anew) and redis-server"
pg_isready -q -h 127.0.0.1 || service postgresql start >/dev/null
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
# The cluster's own role, clubsite_cluster: it owns its database and may create none (no
# CREATEDB, no CREATEROLE); a new random password each run. The tests' role is not touched.
db_password="$("$PY" -c 'import secrets; print(secrets.token_hex(24))')"
{
    cat <<'SQL'
DO $$ BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'clubsite_cluster') THEN
        CREATE ROLE clubsite_cluster LOGIN;
    END IF;
END $$;
DROP DATABASE IF EXISTS clubsite_cluster WITH (FORCE);
CREATE DATABASE clubsite_cluster OWNER clubsite_cluster;
SQL
    printf "ALTER ROLE clubsite_cluster WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '%s';\n" \
        "$db_password"
} | su postgres -c "psql -v ON_ERROR_STOP=1 -q"
redis_port="$(free_port)"
redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no \
    --logfile "$work/redis.log" --pidfile "$work/redis.pid" --daemonize yes

balancer="${CLUSTER_PORT:-$(free_port)}"
port_a="$(free_port)"
port_b="$(free_port)"
export DEBUG=false SECRET_KEY="$("$PY" -c 'import secrets; print(secrets.token_urlsafe(50))')" \
       ALLOWED_HOSTS=127.0.0.1,localhost \
       DATABASE_URL="postgres://clubsite_cluster:$db_password@127.0.0.1:5432/clubsite_cluster" \
       REDIS_URL="redis://127.0.0.1:$redis_port/0" TASKS_WORKER=1 \
       MEDIA_ROOT="$work/media" STATIC_ROOT="$work/staticfiles" \
       SECURE_SSL_REDIRECT=false SESSION_COOKIE_SECURE=false CSRF_COOKIE_SECURE=false \
       SECURE_HSTS_SECONDS=0 LOG_LEVEL=WARNING
export TRUSTED_PROXY_COUNT=1 TRUSTED_PROXY_ADDRESSES=127.0.0.1  # HAProxy, below
tables="${CLUSTER_TABLES:-20}"

step "migrate, collectstatic, seed_demo, the bench tournament ($tables tables)"
"$PY" manage.py collectstatic --no-input -v0 &
collecting=$!
"$PY" manage.py migrate --no-input -v0
"$PY" manage.py seed_demo >/dev/null
"$PY" bench/load.py --seed --tables "$tables" --rounds 4 >/dev/null
wait "$collecting"

# -- app servers, worker, balancer -------------------------------------------------------
app_server() {  # app_server a|b PORT: gunicorn in the background, its pid in $work/<name>.pid
    "$PY" -m gunicorn -c deploy/gunicorn.conf.py --bind "127.0.0.1:$2" --workers "${CLUSTER_WORKERS:-2}" \
        --pid "$work/$1.pid" --access-logfile "$work/access-$1.log" \
        --error-logfile "$work/error-$1.log" --daemon
}
wait_up() {  # wait_up PORT
    for _ in $(seq 1 120); do
        "$PY" -c 'import sys, urllib.request; urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/sw.js", timeout=2)' \
            "$1" 2>/dev/null && return 0
        sleep 0.25
    done
    echo "cluster: nothing answers on port $1" >&2
    return 1
}
step "app servers A (:$port_a) and B (:$port_b), db_worker, HAProxy (:$balancer)"
app_server a "$port_a"
app_server b "$port_b"
"$PY" manage.py db_worker --interval 0.5 >"$work/worker.log" 2>&1 &
pids+=($!)
cat >"$work/haproxy.cfg" <<EOF
global
    maxconn 1024
defaults
    mode http
    timeout connect 2s
    timeout client 120s
    timeout server 120s
    timeout check 5s
    option http-server-close
    option redispatch
    retries 3
frontend clubsite
    bind 127.0.0.1:$balancer
    # the client's address for the app servers' rate limits and lockout: drop what a client
    # sent, add what the balancer saw (trusted from 127.0.0.1 only: TRUSTED_PROXY_*)
    http-request del-header X-Forwarded-For
    option forwardfor
    default_backend app
backend app
    balance roundrobin
    option httpchk
    http-check send meth GET uri /sw.js ver HTTP/1.1 hdr Host 127.0.0.1
    http-check expect status 200
    # a busy server answers its check slowly: 3 misses (or a refused connection, which
    # redispatch sends to the other server at once) take it out
    server a 127.0.0.1:$port_a check inter 1s fall 3 rise 2
    server b 127.0.0.1:$port_b check inter 1s fall 3 rise 2
EOF
haproxy -f "$work/haproxy.cfg" -p "$work/haproxy.pid" -D
wait_up "$port_a"
wait_up "$port_b"
wait_up "$balancer"

# The check's "kill A and start it again": graceful stop (running requests finish), start.
cat >"$work/restart-a.sh" <<EOF
kill "\$(cat "$work/a.pid")"
while kill -0 "\$(cat "$work/a.pid" 2>/dev/null)" 2>/dev/null; do sleep 0.1; done
sleep 2
$(declare -f app_server wait_up)
PY="$PY" work="$work"
app_server a $port_a && wait_up $port_a
EOF

if [[ "$mode" == run ]]; then
    step "up: http://127.0.0.1:$balancer/  (A :$port_a, B :$port_b, Redis :$redis_port; logs in $work; Ctrl-C stops)"
    while sleep 3600; do :; done
fi

step "scripts/cluster_check.py through the balancer (${CLUSTER_SECONDS:-30} s, A restarted)"
rc=0
"$PY" scripts/cluster_check.py --balancer "$balancer" --server-a "$port_a" --server-b "$port_b" \
    --restart-a "bash $work/restart-a.sh" --seconds "${CLUSTER_SECONDS:-30}" \
    --clients "${CLUSTER_CLIENTS:-8}" --tables "$tables" ${CLUSTER_JSON:+--json} || rc=$?
# a line per request; the status after the request line (gunicorn's format: more fields
# follow; uvicorn's worker: the line ends there)
served_a=$(grep -cE '" [0-9]{3}( |$)' "$work/access-a.log" || true)
served_b=$(grep -cE '" [0-9]{3}( |$)' "$work/access-b.log" || true)
echo "requests served: A $served_a, B $served_b"
if grep -hE '" 5[0-9]{2}( |$)' "$work"/access-*.log >&2; then
    echo "cluster: an app server answered 5xx (above)" >&2
    rc=1
fi
if ((served_a == 0 || served_b == 0)); then echo "cluster: one server got no requests" >&2; rc=1; fi
step "done (exit $rc)"
exit "$rc"
