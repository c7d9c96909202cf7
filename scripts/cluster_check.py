"""The cluster check (issue 44): scorekeepers through HAProxy onto two app servers, one of
which is stopped and started again while they play. Run by ``scripts/cluster.sh check``
(``make cluster-check``), which starts the cluster and passes its ports; not on its own.

    python scripts/cluster_check.py --balancer 8400 --server-a 8401 --server-b 8402 \\
        --restart-a 'scripts/cluster.sh restart-a' --seconds 30 --clients 8 --tables 20

Checks, each an exit status 1 when it fails:

1. hands saved exactly once across both servers: ``--clients`` scorekeepers (bench/load.py's
   simulated phones) enter hands through the balancer for ``--seconds``; every save carries
   an idempotency key and is resent with the same key when the answer is lost (a 5xx or a
   dropped connection: what a phone does). Halfway, app server A is stopped and started
   again (``--restart-a``). Afterwards the database must hold exactly the hands the
   clients saved (none lost, none twice) and ``manage.py verify`` re-scores them all.
2. the log-in lockout is counted across both servers: LOGIN_FAILURE_LIMIT wrong passwords,
   alternately on A and B, lock the username; the right password is then refused on A.
3. a session is valid on both: logged in through A's port, a staff page through B's.
4. the worker: a large round's score sheets asked for through the balancer are made by
   ``db_worker`` and downloaded (through whichever server answers: MEDIA_ROOT is shared).

Prints the figures (``--json``: as JSON).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import statistics
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from load import (  # bench/load.py, not a package
    EVENT_SLUG,
    PASSWORD,
    PYTHON,
    ROOT,
    Client,
    Session,
    compare,
    percentile,
)

RETRIED = (0, 502, 503, 504)  # 0: the connection dropped


class ClusterClient(Client):
    """A phone that resends a save with the same key until it gets an answer."""

    retries = 0
    retried: dict[int, int]

    def _call(self, label: str, method: str, path: str, data: dict | None = None, ok=(200,)):
        for attempt in range(8):
            try:
                status, text, headers = self.session.request(method, path, data, label)
            except (OSError, http.client.HTTPException):
                status, text, headers = 0, "", {}
            if status not in RETRIED:
                break
            self.retries += 1
            self.retried = getattr(self, "retried", {})
            self.retried[status] = self.retried.get(status, 0) + 1
            time.sleep(0.25 * (attempt + 1))
        if status not in ok:
            self.errors.append(f"{method} {path}: {status}")
        return status, text, headers

    def enter_hand(self) -> bool:
        _status, text, _ = self._call("table page", "GET", self.table_path)
        number, token = (
            re.search(r'name="number" value="(\d+)"', text),
            re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', text),
        )
        if number is None or token is None:
            return False
        winner = self.rng.choice("ESWN")
        points = self._points(winner)
        data = {
            **self._form(token.group(1), winner, "", points),
            "number": number[1],
            "idempotency_key": str(uuid.uuid4()),
        }
        status, _text, _ = self._call(
            "enter hand", "POST", self.table_path + "hands/", data, ok=(302, 409)
        )
        if status == 302:
            table = self.saved.setdefault(f"{self.round}.{self.index + 1}", {})
            table[number[1]] = {"points": points, "winner": winner, "discarder": ""}
            self.hands += 1
        elif status == 409:
            self.conflicts += 1
        return True

    def correct_hand(self) -> None:
        """No corrections here: bench/load.py measures those on one server."""


def _login(port: int, username: str, password: str) -> tuple[int, Session]:
    session = Session(port, [], threading.Lock())
    _status, text, _ = session.request("GET", "/accounts/login/")
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', text)
    status, _text, _ = session.request(
        "POST",
        "/accounts/login/",
        {
            "username": username,
            "password": password,
            "csrfmiddlewaretoken": token.group(1) if token else "",
        },
    )
    return status, session


def check_lockout(a: int, b: int, username: str) -> dict:
    """LOGIN_FAILURE_LIMIT failures spread over A and B lock the username on both."""
    limit = int(os.environ.get("LOGIN_FAILURE_LIMIT", "5"))
    for attempt in range(limit):
        _login(a if attempt % 2 == 0 else b, username, "wrong-password")
    status, _session = _login(a, username, PASSWORD)
    return {"failures": limit, "right_password_after": status, "ok": status != 302}


def check_session(a: int, b: int, username: str) -> dict:
    status, session = _login(a, username, PASSWORD)
    elsewhere = Session(b, [], threading.Lock())
    elsewhere.cookies = dict(session.cookies)
    page, _text, _ = elsewhere.request("GET", f"/events/{EVENT_SLUG}/print/")
    return {"login_on_a": status, "staff_page_on_b": page, "ok": status == 302 and page == 200}


def check_worker(balancer: int, username: str, timeout: float = 90) -> dict:
    """A large round's score sheets: queued, made by db_worker, downloaded."""
    started = time.monotonic()
    _status, session = _login(balancer, username, PASSWORD)
    path = f"/events/{EVENT_SLUG}/print/round-1/score-sheets.pdf?lang=nl"
    status, _text, headers = session.request("GET", path)
    job = {k.lower(): v for k, v in headers.items()}.get("location", "")  # HAProxy: lower case
    result = {"asked": status, "job_page": job, "ok": False}
    while status == 302 and time.monotonic() - started < timeout:
        _s, text, _ = session.request("GET", job)
        link = re.search(r'href="([^"]+/file\.pdf)"', text)
        if link:
            code, body, _ = session.request("GET", link[1])
            result.update(download=code, pdf=body.startswith("%PDF"), ok=code == 200)
            break
        if 'role="alert"' in text:
            result["failed"] = True
            break
        time.sleep(0.5)
    result["seconds"] = round(time.monotonic() - started, 1)
    return result


def run_load(args: argparse.Namespace) -> dict:
    latencies: list[tuple[str, float]] = []
    lock = threading.Lock()
    clients = [
        ClusterClient(i, args.balancer, args.rounds, latencies, lock) for i in range(args.clients)
    ]
    for client in clients:
        client.login()
    started = time.monotonic()
    deadline = started + args.seconds
    threads = [threading.Thread(target=c.run, args=(deadline, args.think)) for c in clients]
    for thread in threads:
        thread.start()
    restart: dict = {}
    if args.restart_a:
        time.sleep(args.seconds / 3)
        begun = time.monotonic()
        done = subprocess.run(args.restart_a, shell=True, capture_output=True, text=True)
        restart = {"exit": done.returncode, "seconds": round(time.monotonic() - begun, 1)}
    for thread in threads:
        thread.join(timeout=args.seconds + 120)
    elapsed = time.monotonic() - started
    env = dict(os.environ)
    stored = json.loads(
        subprocess.run(
            [PYTHON, str(ROOT / "bench" / "load.py"), "--report"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    )
    lost, duplicated = compare(clients, stored)
    verify = subprocess.run(
        [PYTHON, "manage.py", "verify", "--event", EVENT_SLUG], cwd=ROOT, capture_output=True
    )
    ordered = sorted(value for _label, value in latencies)
    errors = [e for c in clients for e in c.errors]
    return {
        "seconds": round(elapsed, 1),
        "clients": args.clients,
        "requests": len(ordered),
        "requests_per_second": round(len(ordered) / elapsed, 1) if elapsed else 0.0,
        "latency_ms": {
            "p50": round(1000 * percentile(ordered, 50), 1),
            "p95": round(1000 * percentile(ordered, 95), 1),
            "p99": round(1000 * percentile(ordered, 99), 1),
            "mean": round(1000 * statistics.fmean(ordered), 1) if ordered else 0.0,
        },
        "hands_saved": sum(c.hands for c in clients),
        "resent_after_a_lost_answer": sum(c.retries for c in clients),
        "resent_by_answer": {
            str(code): sum(getattr(c, "retried", {}).get(code, 0) for c in clients)
            for code in RETRIED
        },
        "restart_a": restart,
        "errors": errors[:10],
        "lost_hands": lost,
        "duplicated_hands": duplicated,
        "verify_ok": verify.returncode == 0,
        "ok": not errors and not lost and not duplicated and verify.returncode == 0,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--balancer", type=int, required=True)
    parser.add_argument("--server-a", type=int, required=True)
    parser.add_argument("--server-b", type=int, required=True)
    parser.add_argument("--restart-a", default="", help="a shell command: stop and start A")
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--tables", type=int, default=20, help="as seeded (load.py --seed)")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--think", type=float, default=0.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not 1 <= args.clients <= args.tables - 3:
        parser.error("--clients must leave three of the --tables logins for the checks")
    spare = [f"bench-sk{i:02d}" for i in range(args.tables - 2, args.tables + 1)]
    figures: dict[str, Any] = {
        "lockout_across_servers": check_lockout(args.server_a, args.server_b, spare[0]),
        "session_on_both": check_session(args.server_a, args.server_b, spare[1]),
        "worker_pdf": check_worker(args.balancer, spare[2]),
        "load": run_load(args),
    }
    failed = [name for name, part in figures.items() if not part["ok"]]
    figures["failed"] = failed
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        for name, part in figures.items():
            print(f"{name}: {json.dumps(part)}")
        print("cluster check:", "FAILED " + ", ".join(failed) if failed else "ok")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
