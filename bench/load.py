"""A real server under load: gunicorn + PostgreSQL, 20 scorekeepers entering and correcting hands.

    python bench/load.py                 # 60 s, 20 scorekeepers, 20 tables; figures on stdout
    python bench/load.py --seconds 20 --json
    python bench/load.py --database-url postgres://user:pw@127.0.0.1:5432/dbname
    python bench/load.py --sqlite        # the default database of a small club: one file
    python bench/load.py --retry-storm   # every hand save sent twice with the same key
    python bench/load.py --api [--retry-storm]   # hands through POST /api/v1/tables/<id>/hands/

What it does, all on 127.0.0.1 and stopping by itself:

1. PostgreSQL: with ``--database-url`` (or ``BENCH_DATABASE_URL``) it uses that database
   and *empties it* (``flush``). Otherwise, run as root on the dev machine, it starts the
   local PostgreSQL 15 (``service postgresql start``) and (re)creates the role and database
   ``clubsite_bench`` (password ``clubsite_bench``), i.e.
   ``DATABASE_URL=postgres://clubsite_bench:clubsite_bench@127.0.0.1:5432/clubsite_bench``.
   With ``--sqlite`` it uses a fresh SQLite file in a temporary directory instead (WAL,
   ``BEGIN IMMEDIATE`` and a busy timeout, as clubsite/settings.py sets them): the
   concurrent saves of every table then queue for the one write lock, and must answer
   302 or 409, never 500 ("database is locked").
2. Production settings: DEBUG off, a freshly generated SECRET_KEY, ALLOWED_HOSTS=127.0.0.1,
   whitenoise with collected static files. Plain HTTP on loopback, so the HTTPS-only
   switches (SSL redirect, secure cookies, HSTS) are turned off as behind a TLS proxy.
3. ``migrate``, ``collectstatic``, ``seed_demo``, then a bench tournament in the demo club:
   ``--tables`` tables per round, enough rounds that nobody runs out of tables, one
   scorekeeper login per table, each assigned to the event.
4. gunicorn (``--workers``, default 2 × CPUs + 1), then ``--clients`` simulated scorekeepers
   (threads, http.client, a cookie session each): log in (not timed: password hashing is
   deliberately slow), then for ``--seconds`` (with ``--think`` seconds between actions,
   default none: a stress test; each scorekeeper's first action also comes after a think
   time, unless ``--burst`` starts all of them at the same moment): GET the table page, POST the next hand
   (quick entry), and every fourth hand GET the edit page of an earlier hand and POST a
   correction. When a table's game is over the scorekeeper moves to the next round.
   ``--retry-storm`` (issue 19): every hand save carries an idempotency key and is sent
   twice at the same moment on two connections (a phone retrying a save whose answer it
   did not get): the server must answer both with the same hand, never save a second one.
   ``--api`` (issue 43): the hands go to the API instead (JSON in the interchange format,
   an ``Idempotency-Key`` header, the session's CSRF token); with ``--retry-storm`` each is
   sent twice at once and both answers must be 201 with the same hand, one a replay.
5. Afterwards: the hands in the database are compared with what each client believes it
   saved (lost = saved but missing or different, duplicated = in the database but never
   saved), and ``manage.py verify`` re-scores every hand of the event.

Prints requests/s, p50/p95/p99 latency, errors, lost and duplicated hands (``--json``: the
same as JSON). Exit status 1 when there were errors or lost/duplicated hands.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import re
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import uuid
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
HOST = "127.0.0.1"
BENCH_DB = "clubsite_bench"
EVENT_SLUG = "bench-load"
PASSWORD = "bench-scorekeeper-pw"
WINDS = ("E", "S", "W", "N")
LOSER_POINTS = (0, 2, 4, 8, 12, 16, 20, 24, 32, 40, 48)
WINNER_POINTS = (32, 40, 48, 64, 72, 96, 112, 128, 160, 192, 256)

# -- server side: seeding and reading the result (run in a subprocess with Django) -----------


def _django() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubsite.settings")
    import django

    django.setup()


def seed(tables: int, rounds: int) -> None:
    """The bench tournament: ``rounds`` × ``tables`` tables of four, one login per table."""
    _django()
    import datetime

    from django.contrib.auth import get_user_model
    from django.contrib.auth.hashers import make_password
    from django.db import transaction
    from django.utils import timezone

    from tournaments.clubs.models import Club
    from tournaments.clubs.services.members import member_create
    from tournaments.core.roles import SCOREKEEPER
    from tournaments.events.models import Event, EventKind, EventStatus, RoundStatus
    from tournaments.events.services.events import event_create
    from tournaments.events.services.rounds import round_create
    from tournaments.play.services.tables import table_seat

    club = Club.objects.get(slug="groene-draak")
    user_model = get_user_model()
    password = make_password(PASSWORD)  # hashed once: PBKDF2 is slow by design
    with transaction.atomic():
        Event.objects.filter(slug=EVENT_SLUG).delete()
        users = []
        for i in range(1, tables + 1):
            user, _ = user_model.objects.get_or_create(username=f"bench-sk{i:02d}")
            user.password = password
            user.save()
            users.append(user)
        existing = {m.member_number: m for m in club.members.filter(member_number__startswith="L")}
        members = []
        for i in range(1, 4 * tables + 1):
            number = f"L{i:03d}"
            members.append(
                existing.get(number)
                or member_create(
                    club=club, first_name=f"Load{i}", last_name="Bench", member_number=number
                )
            )
        for user, member in zip(users, members, strict=False):
            member.user = user  # a scorekeeper of this club (roles are per membership)
            member.role = SCOREKEEPER
            member.save(update_fields=["user", "role"])
        event = event_create(
            club=club,
            name="Load test tournament",
            slug=EVENT_SLUG,
            date=timezone.localdate(),
            kind=EventKind.TOURNAMENT,
            round_count=rounds,
            status=EventStatus.IN_PROGRESS,
            scorekeepers=users,
        )
        for number in range(1, rounds + 1):
            round_ = round_create(event=event, number=number, status=RoundStatus.IN_PROGRESS)
            shift = number - 1
            order = members[shift:] + members[:shift]
            for t in range(tables):
                table_seat(round_=round_, number=t + 1, sitters=order[4 * t : 4 * t + 4])
    print(json.dumps({"event": EVENT_SLUG, "date": str(datetime.date.today())}))


def report() -> None:
    """Every hand of the bench event: its quick points, keyed by round/table/number."""
    _django()
    from tournaments.play.models import Hand

    hands: dict[str, dict[str, dict[str, int]]] = {}
    for hand in Hand.objects.filter(table__round__event__slug=EVENT_SLUG).select_related(
        "table__round"
    ):
        key = f"{hand.table.round.number}.{hand.table.number}"
        quick = hand.hand_entry.quick
        points = dict(quick.points) if quick is not None else {}
        hands.setdefault(key, {})[str(hand.number)] = points
    print(json.dumps(hands))


# -- the simulated scorekeepers ------------------------------------------------------------


class Session:
    """One browser: a keep-alive connection and a cookie jar."""

    def __init__(self, port: int, latencies: list[tuple[str, float]], lock: threading.Lock) -> None:
        self.port = port
        self.conn = http.client.HTTPConnection(HOST, port, timeout=120)
        self.cookies: dict[str, str] = {}
        self.latencies = latencies
        self.lock = lock
        self.timed = False

    def request(
        self,
        method: str,
        path: str,
        data: dict | None = None,
        label: str = "",
        save_key: str = "",
    ) -> tuple[int, str, dict[str, str]]:
        """A form POST with ``data``; with ``save_key`` a JSON POST to the API instead."""
        body = urllib.parse.urlencode(data or {}, doseq=True) if data is not None else None
        headers = {"Host": f"{HOST}:{self.port}"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            headers["Referer"] = f"http://{HOST}:{self.port}{path}"
        if save_key:
            body = json.dumps(data)
            headers["Content-Type"] = "application/json"
            headers["Idempotency-Key"] = save_key
            headers["X-CSRFToken"] = self.cookies.get("csrftoken", "")
        start = time.perf_counter()
        try:
            self.conn.request(method, path, body=body, headers=headers)
            response = self.conn.getresponse()
            text = response.read().decode("utf-8", "replace")
        except (OSError, http.client.HTTPException):
            self.conn.close()  # a fresh connection for the next request
            raise
        elapsed = time.perf_counter() - start
        if self.timed:
            with self.lock:
                self.latencies.append((label or method, elapsed))
        for header in response.headers.get_all("Set-Cookie") or []:
            cookie = SimpleCookie()
            cookie.load(header)
            for name, morsel in cookie.items():
                self.cookies[name] = morsel.value
        return response.status, text, {k.title(): v for k, v in response.headers.items()}


_TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
_NUMBER = re.compile(r'name="number" value="(\d+)"')
_VERSION = re.compile(r'name="version" value="(\d+)"')
_HAND_ID = re.compile(r'name="hand_id" value="(\d+)"')


@dataclass
class Client:
    index: int
    port: int
    rounds: int
    latencies: list[tuple[str, float]]
    lock: threading.Lock
    saved: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    conflicts: int = 0
    hands: int = 0
    corrections: int = 0
    storm: bool = False
    replays: int = 0
    api: bool = False
    table_ids: dict[tuple[int, int], int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.session = Session(self.port, self.latencies, self.lock)
        self.rng = random.Random(self.index)
        self.round = 1

    @property
    def table_path(self) -> str:
        return f"/events/{EVENT_SLUG}/round/{self.round}/table/{self.index + 1}/"

    def _call(self, label: str, method: str, path: str, data: dict | None = None, ok=(200,)):
        try:
            status, text, headers = self.session.request(method, path, data, label)
        except (OSError, http.client.HTTPException) as exc:
            self.errors.append(f"{method} {path}: {type(exc).__name__}: {exc}")
            return 0, "", {}
        if status not in ok:
            self.errors.append(f"{method} {path}: {status}")
        return status, text, headers

    def login(self) -> None:
        for attempt in range(3):
            try:
                return self._login()
            except (OSError, http.client.HTTPException):
                if attempt == 2:
                    raise

    def _login(self) -> None:
        _status, text, _ = self.session.request("GET", "/accounts/login/")
        token = _TOKEN.search(text)
        status, _text, _headers = self.session.request(
            "POST",
            "/accounts/login/",
            {
                "username": f"bench-sk{self.index + 1:02d}",
                "password": PASSWORD,
                "csrfmiddlewaretoken": token.group(1) if token else "",
            },
        )
        if status != 302 or "sessionid" not in self.session.cookies:
            raise RuntimeError(f"client {self.index}: log-in failed ({status})")

    def _points(self, winner: str) -> dict[str, int]:
        points = {w: self.rng.choice(LOSER_POINTS) for w in WINDS}
        points[winner] = self.rng.choice(WINNER_POINTS)
        return points

    def _form(self, token: str, winner: str, discarder: str, points: dict[str, int]) -> dict:
        data = {
            "csrfmiddlewaretoken": token,
            "mode": "quick",
            "kind": "win",
            "winner": winner,
            "discarder": discarder or "self",  # self-drawn is a choice of its own (no default)
        }
        data.update({f"points_{w}": str(p) for w, p in points.items()})
        return data

    def _api_table_id(self) -> int | None:
        """The id of this client's table in its round (the API names tables by id)."""
        if (self.round, self.index + 1) not in self.table_ids:
            path = f"/api/v1/events/{EVENT_SLUG}/tables/?round={self.round}&page_size=200"
            _status, text, _ = self._call("api tables", "GET", path)
            for table in json.loads(text or "{}").get("results", []):
                self.table_ids[(self.round, table["number"])] = table["id"]
        return self.table_ids.get((self.round, self.index + 1))

    def enter_hand_api(self) -> bool:
        """POST the next hand to the API (twice at once with ``--retry-storm``). False
        when the table's game is over (400) or the round has no table for this client."""
        table_id = self._api_table_id()
        if table_id is None:
            return False
        winner = self.rng.choice(WINDS)
        discarder = self.rng.choice(["", *(w for w in WINDS if w != winner)])
        points = self._points(winner)
        result = {"kind": "win", "winner": winner, "self_drawn": not discarder}
        if discarder:
            result["discarder"] = discarder
        body = {"result": result, "quick": {"points": points}}
        path, key = f"/api/v1/tables/{table_id}/hands/", str(uuid.uuid4())
        sessions = [self.session]
        if self.storm:
            twin = Session(self.port, self.latencies, self.lock)
            twin.cookies, twin.timed = dict(self.session.cookies), True
            sessions.append(twin)
        answers: list = [None] * len(sessions)
        barrier = threading.Barrier(len(sessions))

        def send(i: int) -> None:
            barrier.wait(timeout=30)
            try:
                answers[i] = sessions[i].request("POST", path, body, "api hand", save_key=key)
            except (OSError, http.client.HTTPException) as exc:
                answers[i] = exc

        others = [threading.Thread(target=send, args=(i,)) for i in range(1, len(sessions))]
        for thread in others:
            thread.start()
        send(0)
        for thread in others:
            thread.join(timeout=180)
        for twin in sessions[1:]:
            twin.conn.close()
        statuses = [a[0] if isinstance(a, tuple) else a for a in answers]
        if statuses and statuses[0] == 400 and "game" in answers[0][1].lower():
            return False
        if set(statuses) != {201} or len({a[1] for a in answers}) != 1:
            self.errors.append(f"POST {path}: {statuses!r}")
            return statuses[0] in (400, 409)
        self.replays += sum(a[2].get("Idempotent-Replayed") == "true" for a in answers)
        number = str(json.loads(answers[0][1])["number"])
        table = self.saved.setdefault(f"{self.round}.{self.index + 1}", {})
        table[number] = {"points": points, "winner": winner, "discarder": discarder}
        self.hands += 1
        return True

    def enter_hand(self) -> bool:
        """GET the table, POST its next hand. False when the table's game is over."""
        if self.api:
            return self.enter_hand_api()
        _status, text, _ = self._call("table page", "GET", self.table_path)
        number = _NUMBER.search(text)
        token = _TOKEN.search(text)
        if number is None or token is None:
            return False
        winner = self.rng.choice(WINDS)
        discarder = self.rng.choice(["", *(w for w in WINDS if w != winner)])
        points = self._points(winner)
        data = {**self._form(token.group(1), winner, discarder, points), "number": number[1]}
        if self.storm:
            status = self._send_twice({**data, "idempotency_key": str(uuid.uuid4())})
        else:
            status, _text, _ = self._call(
                "enter hand", "POST", self.table_path + "hands/", data, ok=(302, 409)
            )
        if status == 302:
            table = self.saved.setdefault(f"{self.round}.{self.index + 1}", {})
            table[number.group(1)] = {"points": points, "winner": winner, "discarder": discarder}
            self.hands += 1
        elif status == 409:
            self.conflicts += 1
        return True

    def _send_twice(self, data: dict) -> int:
        """The same save (same key) on two connections at once; both must be answered with
        the same hand: one 302, one 302 marked as a replay (or both 409 when another device
        took the number)."""
        twin = Session(self.port, self.latencies, self.lock)
        twin.cookies = dict(self.session.cookies)
        twin.timed = True
        answers: list = [None, None]
        barrier = threading.Barrier(2)

        def send(i: int, session: Session) -> None:
            barrier.wait(timeout=30)
            try:
                answers[i] = session.request("POST", self.table_path + "hands/", data, "enter hand")
            except (OSError, http.client.HTTPException) as exc:
                answers[i] = exc

        other = threading.Thread(target=send, args=(1, twin))
        other.start()
        send(0, self.session)
        other.join(timeout=180)
        twin.conn.close()
        statuses = [a[0] if isinstance(a, tuple) else a for a in answers]
        if statuses not in ([302, 302], [409, 409]):
            self.errors.append(f"POST {self.table_path}hands/ twice: {statuses!r}")
            return 0
        replayed = [a[2].get("Idempotent-Replayed") == "true" for a in answers]
        if statuses == [302, 302]:
            if sorted(replayed) != [False, True]:
                self.errors.append(f"POST {self.table_path}hands/ twice: replayed {replayed}")
            self.replays += sum(replayed)
        return statuses[0]

    def correct_hand(self) -> None:
        """Correct the points of an earlier hand at this table (same winner: no re-seating)."""
        table = self.saved.get(f"{self.round}.{self.index + 1}")
        if not table:
            return
        number = self.rng.choice(sorted(table, key=int))
        hand = table[number]
        path = f"{self.table_path}hand/{number}/edit/"
        _status, text, _ = self._call("edit page", "GET", path)
        token, version, hand_id = _TOKEN.search(text), _VERSION.search(text), _HAND_ID.search(text)
        if token is None or version is None or hand_id is None:
            self.errors.append(f"GET {path}: no edit form")
            return
        points = self._points(hand["winner"])
        data = self._form(token.group(1), hand["winner"], hand["discarder"], points)
        data.update(
            version=version.group(1), number=number, hand_id=hand_id.group(1), reason="load test"
        )
        status, _text, _ = self._call("correct hand", "POST", path, data, ok=(302,))
        if status == 302:
            hand["points"] = points
            self.corrections += 1

    def pause(self, think: float, deadline: float) -> None:
        """A scorekeeper's think time: uniform around ``think`` seconds, never past the end."""
        if think > 0:
            time.sleep(max(0.0, min(self.rng.uniform(0, 2 * think), deadline - time.monotonic())))

    def run(self, deadline: float, think: float = 0.0, burst: bool = False) -> None:
        self.session.timed = True
        try:
            if not burst:
                # a room's scorekeepers do not press "save" in the same millisecond: each
                # starts after a think time of its own, as between its later actions
                self.pause(think, deadline)
            while time.monotonic() < deadline and self.round <= self.rounds:
                if not self.enter_hand():
                    self.round += 1
                    continue
                self.pause(think, deadline)
                if self.hands % 4 == 0:
                    self.correct_hand()
                    self.pause(think, deadline)
        except Exception as exc:  # a crashed client is an error, not a hung benchmark
            self.errors.append(f"client {self.index}: {type(exc).__name__}: {exc}")


# -- orchestration -------------------------------------------------------------------------


def _run(cmd: list[str], env: dict[str, str], **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, **kwargs)
    if result.returncode != 0 and kwargs.get("check", True):
        raise SystemExit(f"{' '.join(cmd)} failed:\n{result.stdout}\n{result.stderr}")
    return result


def _psql(sql: str) -> None:
    subprocess.run(
        ["su", "postgres", "-c", "psql -v ON_ERROR_STOP=1 -q"],
        input=sql,
        text=True,
        check=True,
        capture_output=True,
    )


def local_postgres() -> str:
    """Start the local PostgreSQL and (re)create the bench role and database (needs root)."""
    if os.geteuid() != 0 or not shutil.which("pg_isready"):
        raise SystemExit(
            "No PostgreSQL: run as root on the dev machine, or pass --database-url "
            "(or BENCH_DATABASE_URL) of a database the benchmark may empty."
        )
    if subprocess.run(["pg_isready", "-q", "-h", HOST], check=False).returncode != 0:
        subprocess.run(["service", "postgresql", "start"], check=True, capture_output=True)
        for _ in range(30):
            if subprocess.run(["pg_isready", "-q", "-h", HOST], check=False).returncode == 0:
                break
            time.sleep(1)
    _psql(
        f"DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '{BENCH_DB}') "
        f"THEN CREATE ROLE {BENCH_DB} LOGIN PASSWORD '{BENCH_DB}'; END IF; END $$;"
    )
    _psql(f"DROP DATABASE IF EXISTS {BENCH_DB} WITH (FORCE)")
    _psql(f"CREATE DATABASE {BENCH_DB} OWNER {BENCH_DB}")
    return f"postgres://{BENCH_DB}:{BENCH_DB}@{HOST}:5432/{BENCH_DB}"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def production_env(database_url: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    env.update(
        DEBUG="false",
        SECRET_KEY=secrets.token_urlsafe(50),
        ALLOWED_HOSTS=HOST,
        DATABASE_URL=database_url,
        SECURE_SSL_REDIRECT="false",
        SESSION_COOKIE_SECURE="false",
        CSRF_COOKIE_SECURE="false",
        SECURE_HSTS_SECONDS="0",
        LOG_LEVEL="WARNING",
        CONN_MAX_AGE="60",
        API_RATE_USER="1000000/min",  # --api: measure the saves, not the rate limit
    )
    return env


def workers_rss_kib(master_pid: int) -> list[int]:
    """Resident memory (KiB) of each gunicorn worker, from /proc (Linux); [] elsewhere."""
    out = []
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            text = status.read_text()
        except OSError:
            continue
        fields = dict(line.split(":", 1) for line in text.splitlines() if ":" in line)
        if fields.get("PPid", "").strip() == str(master_pid) and "VmRSS" in fields:
            out.append(int(fields["VmRSS"].split()[0]))
    return sorted(out)


def wait_until_up(port: int, server: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"gunicorn exited with {server.returncode}")
        try:
            conn = http.client.HTTPConnection(HOST, port, timeout=2)
            conn.request("GET", "/", headers={"Host": f"{HOST}:{port}"})
            if conn.getresponse().status == 200:
                return
        except OSError:
            pass
        time.sleep(0.3)
    raise SystemExit("gunicorn did not answer within a minute")


def compare(clients: list[Client], stored: dict[str, dict[str, dict]]) -> tuple[int, int]:
    """(lost, duplicated): hands a client saved that the database lacks or holds differently,
    and hands the database holds that no client saved."""
    lost = duplicated = 0
    for client in clients:
        for table_key, hands in client.saved.items():
            in_db = stored.get(table_key, {})
            for number, hand in hands.items():
                if in_db.get(number) != hand["points"]:
                    lost += 1
            duplicated += len(set(in_db) - set(hands))
    saved_tables = {key for c in clients for key in c.saved}
    duplicated += sum(len(h) for key, h in stored.items() if key not in saved_tables)
    return lost, duplicated


def percentile(sorted_values: list[float], p: float) -> float:
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, max(0, round(p / 100 * len(sorted_values)) - 1))
    return sorted_values[index]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=8, help="rounds of tables to fill")
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        help="mean seconds a scorekeeper waits between actions (0: as fast as possible)",
    )
    parser.add_argument(
        "--burst",
        action="store_true",
        help="start every scorekeeper at the same moment (the old bench: a burst of "
        "--clients requests into cold queues) instead of after a think time each",
    )
    parser.add_argument("--workers", type=int, default=2 * (os.cpu_count() or 1) + 1)
    parser.add_argument("--database-url", default=os.environ.get("BENCH_DATABASE_URL"))
    parser.add_argument("--sqlite", action="store_true", help="a fresh SQLite file database")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--retry-storm",
        action="store_true",
        help="send every hand save twice at once with the same idempotency key",
    )
    parser.add_argument(
        "--api", action="store_true", help="enter hands through the API (issue 43), not the form"
    )
    parser.add_argument("--seed", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--report", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.seed:
        seed(args.tables, args.rounds)
        return 0
    if args.report:
        report()
        return 0
    if not 1 <= args.clients <= args.tables:
        parser.error("--clients must be between 1 and --tables (one table each)")
    if not 0 < args.seconds <= 600:
        parser.error("--seconds must be between 0 and 600")

    log = (lambda *a: None) if args.json else (lambda *a: print(*a, file=sys.stderr))
    if args.sqlite:
        sqlite_dir = tempfile.TemporaryDirectory(prefix="clubsite-bench-")
        database_url = f"sqlite:///{sqlite_dir.name}/bench.sqlite3"
    else:
        database_url = args.database_url or local_postgres()
    env = production_env(database_url)
    manage = [PYTHON, "manage.py"]
    log("migrate, collectstatic, seed_demo, bench tournament …")
    _run([*manage, "migrate", "--no-input", "-v0"], env)
    if args.database_url:
        _run([*manage, "flush", "--no-input", "-v0"], env)
    _run([*manage, "collectstatic", "--no-input", "-v0"], env)
    _run([*manage, "seed_demo"], env)
    _run(
        [PYTHON, __file__, "--seed", "--tables", str(args.tables), "--rounds", str(args.rounds)],
        env,
    )

    port = free_port()
    server_log = tempfile.TemporaryFile()  # noqa: SIM115 - lives as long as the server
    gunicorn = str(Path(PYTHON).with_name("gunicorn"))
    server = subprocess.Popen(
        [gunicorn, "clubsite.wsgi", "--bind", f"{HOST}:{port}", "--workers", str(args.workers)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=server_log,
    )
    latencies: list[tuple[str, float]] = []
    lock = threading.Lock()
    try:
        wait_until_up(port, server)
        log(f"gunicorn on {HOST}:{port} with {args.workers} workers; logging in …")
        clients = [
            Client(i, port, args.rounds, latencies, lock, storm=args.retry_storm, api=args.api)
            for i in range(args.clients)
        ]
        logins = [threading.Thread(target=c.login) for c in clients]
        for thread in logins:
            thread.start()
        for thread in logins:
            thread.join()
        log(f"{args.clients} scorekeepers entering hands for {args.seconds:g} s …")
        started = time.monotonic()
        deadline = started + args.seconds
        threads = [
            threading.Thread(target=c.run, args=(deadline, args.think, args.burst)) for c in clients
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=args.seconds + 120)
        elapsed = time.monotonic() - started
        worker_rss = workers_rss_kib(server.pid)
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()

    stored = json.loads(_run([PYTHON, __file__, "--report"], env).stdout)
    lost, duplicated = compare(clients, stored)
    verify = _run([*manage, "verify", "--event", EVENT_SLUG], env, check=False)
    ordered = sorted(elapsed for _label, elapsed in latencies)
    by_label: dict[str, list[float]] = {}
    for label, value in latencies:
        by_label.setdefault(label, []).append(value)
    errors = [e for c in clients for e in c.errors]
    figures = {
        "seconds": round(elapsed, 1),
        "clients": args.clients,
        "think_seconds": args.think,
        "burst_start": args.burst,
        "gunicorn_workers": args.workers,
        "database": "postgresql"
        if database_url.startswith("postgres")
        else "sqlite"
        if database_url.startswith("sqlite")
        else "other",
        "requests": len(ordered),
        "requests_per_second": round(len(ordered) / elapsed, 1) if elapsed else 0.0,
        "latency_ms": {
            "p50": round(1000 * percentile(ordered, 50), 1),
            "p95": round(1000 * percentile(ordered, 95), 1),
            "p99": round(1000 * percentile(ordered, 99), 1),
            "mean": round(1000 * statistics.fmean(ordered), 1) if ordered else 0.0,
        },
        "by_request": {
            label: {
                "count": len(values),
                "p50_ms": round(1000 * percentile(sorted(values), 50), 1),
                "p95_ms": round(1000 * percentile(sorted(values), 95), 1),
            }
            for label, values in sorted(by_label.items())
        },
        "hands_saved": sum(c.hands for c in clients),
        "corrections_saved": sum(c.corrections for c in clients),
        "conflicts": sum(c.conflicts for c in clients),
        "retry_storm": args.retry_storm,
        "replays": sum(c.replays for c in clients),
        "errors": len(errors),
        "lost_hands": lost,
        "duplicated_hands": duplicated,
        "verify_ok": verify.returncode == 0,
        "worker_rss_mib": [round(kib / 1024) for kib in worker_rss],
        "load_average_1m": round(os.getloadavg()[0], 1),
        "cpus": os.cpu_count(),
    }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        lat = figures["latency_ms"]
        lines = [
            f"{figures['requests']} requests in {figures['seconds']} s: "
            f"{figures['requests_per_second']} requests/s "
            f"({args.clients} scorekeepers, think time {args.think:g} s)",
            f"latency p50 {lat['p50']} ms, p95 {lat['p95']} ms, p99 {lat['p99']} ms",
            *(
                f"  {label:<13} {row['count']:>6} × p50 {row['p50_ms']} ms, p95 {row['p95_ms']} ms"
                for label, row in figures["by_request"].items()
            ),
            f"hands saved {figures['hands_saved']}, corrections {figures['corrections_saved']}, "
            f"conflicts {figures['conflicts']}",
            *(
                [
                    f"retry storm: {figures['hands_saved']} saves each sent twice at once; "
                    f"{figures['replays']} answered as replays of the saved hand"
                ]
                if args.retry_storm
                else []
            ),
            f"errors {figures['errors']}, lost hands {lost}, duplicated hands {duplicated}, "
            f"verify {'ok' if figures['verify_ok'] else 'FAILED'}",
            f"gunicorn workers' memory (RSS, MiB) at the end: {figures['worker_rss_mib']}",
            f"database {figures['database']}; machine: {figures['cpus']} CPUs, "
            f"load average {figures['load_average_1m']}",
        ]
        print("\n".join(lines))
        for error in errors[:10]:
            print("  ", error)
        if not figures["verify_ok"]:
            print(verify.stdout[-2000:], verify.stderr[-2000:])
    return 1 if errors or lost or duplicated or not figures["verify_ok"] else 0


if __name__ == "__main__":
    sys.exit(main())
