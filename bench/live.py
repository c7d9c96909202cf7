"""The live pages under load (docs/live.md): stream clients while scorekeepers save hands.

    python bench/live.py --json                  # 200 streams, 20 scorekeepers, 60 s
    python bench/live.py --short --json          # CI (.ci/run): 40 streams, 4 scorekeepers, 8 s
    python bench/live.py --restart               # the app server reloads its workers mid-run
    python bench/live.py --cluster               # two app servers behind HAProxy, A restarted
    python bench/live.py --database-url postgres://user:pw@127.0.0.1:5432/own_db   # emptied

What it does, all on 127.0.0.1 and stopping by itself:

1. A fresh SQLite file (or ``--database-url``, *emptied*), production settings (DEBUG off,
   bench/load.py's), a redis-server of its own on a free port (``REDIS_URL``): the app
   server's workers hand each other the messages through it, as in production.
2. ``migrate``, ``collectstatic``, the club and bench/load.py's tournament (``--tables``).
3. gunicorn with uvicorn's worker from deploy/gunicorn.conf.py (``--workers``, default 2).
4. ``--streams`` stream clients (asyncio, one process): 60 % follow a table
   (``table-<id>``, the players' table page), 40 % the event (``event-<id>``, the big
   screen and the standings). Each reconnects after a drop with ``Last-Event-ID``, as a
   browser does. The ground truth is a subscriber of Redis's channel itself.
5. ``--scorekeepers`` of bench/load.py's scorekeepers save hands (quick entry, one table
   each, ``--think`` seconds between actions) for ``--seconds``; ``--restart`` sends the
   gunicorn master a HUP halfway (every worker replaced: every stream drops);
   ``--cluster`` runs two app servers behind HAProxy instead (bench/_live_cluster.py, as
   `make cluster` does) and stops app server A halfway and starts it again.
6. Afterwards: for each client, every message of its topics published while it was
   connected or away (between its first open and the end) must have arrived: *missed*
   counts those that did not. Arrival is measured from the message's ``at`` (stamped in
   the publishing worker right after the save's commit) to its arrival in the client.

Prints p50/p95/max of commit-to-arrival, the deliveries, missed events, the saves' own
latency and errors (``--json``: the same as JSON). Exit status 1 when an event was missed
or a save failed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import load  # noqa: E402  (bench/load.py: settings, seeding, scorekeepers)
from bench._live_cluster import Cluster  # noqa: E402

HOST = load.HOST
PYTHON = sys.executable
CHANNEL = "clubsite:live:messages"


def seed(tables: int, rounds: int) -> None:
    """The club (public results) without the whole demo, then load.py's tournament."""
    load._django()
    from tournaments.clubs.models import Club
    from tournaments.clubs.services.clubs import club_create

    if not Club.objects.filter(slug="groene-draak").exists():
        club_create(name="De Groene Draak", slug="groene-draak", public_results=True)
    load.seed(tables, rounds)


def topics_of_event() -> None:
    """The event's id and its tables' ids (round 1 first), as JSON."""
    load._django()
    from tournaments.events.models import Event
    from tournaments.play.models import Table

    event = Event.objects.get(slug=load.EVENT_SLUG)
    tables = list(
        Table.objects.filter(round__event=event)
        .order_by("round__number", "number")
        .values_list("pk", flat=True)
    )
    print(json.dumps({"event": event.pk, "tables": tables}))


@dataclass
class StreamClient:
    topics: list[str]
    port: int
    received: dict[int, float] = field(default_factory=dict)  # id -> arrival - at
    opened_at: float | None = None
    last_id: str | None = None
    reconnects: int = 0
    errors: list[str] = field(default_factory=list)

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                await self._stream(stop)
            except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
                if stop.is_set():
                    return
                self.errors.append(type(exc).__name__)
            if not stop.is_set():
                self.reconnects += 1
                await asyncio.sleep(0.5)  # the page's retry: 1000 ms; a browser varies

    async def _stream(self, stop: asyncio.Event) -> None:
        reader, writer = await asyncio.open_connection(HOST, self.port)
        query = "&".join(f"topic={t}" for t in self.topics)
        last = f"Last-Event-ID: {self.last_id}\r\n" if self.last_id else ""
        writer.write(
            f"GET /live/stream/?{query} HTTP/1.1\r\nHost: {HOST}\r\n"
            f"Accept: text/event-stream\r\n{last}\r\n".encode()
        )
        await writer.drain()
        status = await reader.readline()
        if b" 200 " not in status:
            raise ValueError(f"stream answered {status!r}")
        while (await reader.readline()).strip():
            pass  # the headers
        buffer = ""
        try:
            while not stop.is_set():
                size_line = await asyncio.wait_for(reader.readline(), 30)
                if not size_line:
                    raise asyncio.IncompleteReadError(b"", None)
                size = int(size_line.strip() or b"0", 16)
                if size == 0:
                    raise asyncio.IncompleteReadError(b"", None)
                chunk = await reader.readexactly(size + 2)
                buffer += chunk[:-2].decode()
                while "\n\n" in buffer:
                    block, buffer = buffer.split("\n\n", 1)
                    self._event(block)
        finally:
            writer.close()

    def _event(self, block: str) -> None:
        now = time.time()
        if self.opened_at is None and block.startswith("retry:"):
            self.opened_at = now
        fields = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line)
        if "data" in fields and "id" in fields:
            data = json.loads(fields["data"])
            self.received.setdefault(int(data["id"]), now - float(data["at"]))
            self.last_id = fields["id"]


async def ground_truth(redis_url: str, truth: list[dict], ready: asyncio.Event, stop) -> None:
    import redis.asyncio

    client = redis.asyncio.Redis.from_url(redis_url)
    async with client.pubsub() as pubsub:
        await pubsub.subscribe(CHANNEL)
        ready.set()
        while not stop.is_set():
            item = await pubsub.get_message(ignore_subscribe_messages=True, timeout=0.5)
            if item:
                truth.append(json.loads(item["data"]))
    await client.aclose()


async def streams_for(clients: list[StreamClient], redis_url: str, seconds_box: dict) -> list:
    stop = asyncio.Event()
    ready = asyncio.Event()
    truth: list[dict] = []
    listener = asyncio.create_task(ground_truth(redis_url, truth, ready, stop))
    await ready.wait()
    tasks = [asyncio.create_task(c.run(stop)) for c in clients]
    seconds_box["loop"] = asyncio.get_running_loop()
    seconds_box["stop"] = stop
    seconds_box["started"].set()
    await stop.wait()
    await asyncio.sleep(0)
    for task in [*tasks, listener]:
        task.cancel()
    await asyncio.gather(*tasks, listener, return_exceptions=True)
    return truth


def percentile(values: list[float], p: float) -> float:
    return load.percentile(sorted(values), p) if values else 0.0


def start_redis(port: int, workdir: str) -> subprocess.Popen:
    if not shutil.which("redis-server"):
        raise SystemExit("bench/live.py needs redis-server (apt-get install redis-server)")
    server = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", HOST, "--save", "", "--appendonly", "no"],
        cwd=workdir,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        try:
            import redis

            redis.Redis(host=HOST, port=port, socket_timeout=0.5).ping()
            return server
        except Exception:
            time.sleep(0.05)
    raise SystemExit("redis-server did not start")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--streams", type=int, default=200)
    parser.add_argument("--scorekeepers", type=int, default=20)
    parser.add_argument("--think", type=float, default=1.0, help="seconds between saves")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--restart", action="store_true", help="HUP the master halfway")
    parser.add_argument("--cluster", action="store_true", help="2 servers + HAProxy, A restarted")
    parser.add_argument("--short", action="store_true", help="CI: 40 streams, 4 keepers, 8 s")
    parser.add_argument("--database-url", default=os.environ.get("BENCH_DATABASE_URL"))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seed", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--topics", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--tables", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.seed:
        seed(args.tables, 4)
        return 0
    if args.topics:
        topics_of_event()
        return 0
    if args.short:
        args.seconds, args.streams, args.scorekeepers = 8, 40, 4
    log = (lambda *a: None) if args.json else (lambda *a: print(*a, file=sys.stderr))

    work = tempfile.TemporaryDirectory(prefix="clubsite-live-bench-")
    database_url = args.database_url or f"sqlite:///{work.name}/bench.sqlite3"
    redis_port = load.free_port()
    redis_server = start_redis(redis_port, work.name)
    redis_url = f"redis://{HOST}:{redis_port}/0"
    env = load.production_env(database_url) | {
        "REDIS_URL": redis_url,
        # collected once per machine (a minute on two busy cores), then only what changed
        "STATIC_ROOT": os.environ.get("BENCH_STATIC_ROOT", "/tmp/clubsite-bench-static"),
        "CLUBSITE_WARM_UP": "false",
        "CONN_MAX_AGE": "0",  # as deployed under ASGI (clubsite/settings.py)
    }
    server = None
    cluster = Cluster(PYTHON, env, args.workers, work.name) if args.cluster else None
    try:
        log("migrate, collectstatic, the bench tournament …")
        load._run([PYTHON, "manage.py", "migrate", "--no-input", "-v0"], env)
        if args.database_url:
            load._run([PYTHON, "manage.py", "flush", "--no-input", "-v0"], env)
        load._run([PYTHON, "manage.py", "collectstatic", "--no-input", "-v0"], env)
        tables = max(args.scorekeepers, 1)
        load._run([PYTHON, __file__, "--seed", "--tables", str(tables)], env)
        ids = json.loads(load._run([PYTHON, __file__, "--topics"], env).stdout)
        if cluster is not None:
            port = cluster.start()
        else:
            port = load.free_port()
            server_args = ["--bind", f"{HOST}:{port}", "--workers", str(args.workers)]
            server = subprocess.Popen(
                [PYTHON, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", *server_args],
                cwd=ROOT,
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=open(os.environ.get("BENCH_SERVER_LOG", os.devnull), "w"),  # noqa: SIM115
            )
            load.wait_until_up(port, server)
        round_one = ids["tables"][:tables]
        clients = [
            StreamClient(
                [f"table-{round_one[i % len(round_one)]}"]
                if i % 5 < 3
                else [f"event-{ids['event']}"],
                port,
            )
            for i in range(args.streams)
        ]
        box: dict = {"started": threading.Event()}
        result: dict = {}
        streams = threading.Thread(
            target=lambda: result.update(truth=asyncio.run(streams_for(clients, redis_url, box)))
        )
        streams.start()
        box["started"].wait(30)
        for _ in range(200):  # every stream open before the first save
            if all(c.opened_at for c in clients):
                break
            time.sleep(0.05)
        log(f"{args.streams} streams open; {args.scorekeepers} scorekeepers for {args.seconds:g} s")
        latencies: list[tuple[str, float]] = []
        lock = threading.Lock()
        keepers = [load.Client(i, port, 4, latencies, lock) for i in range(args.scorekeepers)]
        logins = [threading.Thread(target=k.login) for k in keepers]  # at once: none idles
        for thread in logins:  # past the server's keep-alive before its first save
            thread.start()
        for thread in logins:
            thread.join()
        deadline = time.monotonic() + args.seconds
        threads = [threading.Thread(target=k.run, args=(deadline, args.think)) for k in keepers]
        for thread in threads:
            thread.start()
        if args.restart and server is not None:
            time.sleep(args.seconds / 2)
            server.send_signal(signal.SIGHUP)  # gunicorn replaces every worker
            log("HUP: every worker replaced, every stream dropped")
        if cluster is not None:
            time.sleep(args.seconds / 2)
            cluster.restart_a()
            log(f"app server A stopped and started again ({cluster.a_away_seconds} s)")
        for thread in threads:
            thread.join(timeout=args.seconds + 120)
        time.sleep(2)  # the last messages in flight
        box["loop"].call_soon_threadsafe(box["stop"].set)
        streams.join(30)
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=30)
        if cluster is not None:
            cluster.stop()
        redis_server.terminate()
        redis_server.wait(timeout=10)

    truth = result.get("truth", [])
    arrivals: list[float] = []
    missed = expected_total = 0
    for client in clients:
        wanted = [
            m["id"]
            for m in truth
            if m["topic"] in client.topics and client.opened_at and m["at"] >= client.opened_at
        ]
        expected_total += len(wanted)
        missed += sum(1 for i in wanted if i not in client.received)
        arrivals += list(client.received.values())
    saves = [e for label, e in latencies if label == "enter hand"]
    errors = [e for k in keepers for e in k.errors]
    figures = {
        "date": time.strftime("%Y-%m-%d"),
        "seconds": args.seconds,
        "streams": args.streams,
        "scorekeepers": args.scorekeepers,
        "think_seconds": args.think,
        "workers": args.workers,
        "database": "postgresql" if database_url.startswith("postgres") else "sqlite",
        "restart": args.restart,
        "cluster": args.cluster,
        "a_away_seconds": cluster.a_away_seconds if cluster is not None else None,
        "hands_saved": sum(k.hands for k in keepers),
        "messages_published": len(truth),
        "deliveries_expected": expected_total,
        "deliveries": len(arrivals),
        "missed": missed,
        "reconnects": sum(c.reconnects for c in clients),
        "arrival_ms": {
            "p50": round(percentile(arrivals, 50) * 1000, 1),
            "p95": round(percentile(arrivals, 95) * 1000, 1),
            "max": round(max(arrivals, default=0) * 1000, 1),
        },
        "save_ms": {
            "p50": round(percentile(saves, 50) * 1000, 1),
            "p95": round(percentile(saves, 95) * 1000, 1),
        },
        "save_errors": len(errors),
        "save_error_samples": errors[:3],
        "stream_errors": sum(len(c.errors) for c in clients),
    }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        for key, value in figures.items():
            print(f"{key:22} {value}")
        for error in errors[:5]:
            print("  save error:", error)
    return 1 if missed or errors or not truth else 0


if __name__ == "__main__":
    sys.exit(main())
