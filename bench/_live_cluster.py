"""``bench/live.py --cluster``: the live pages through a cluster as `make cluster` runs it
(scripts/cluster.sh, docs/scaling.md): two gunicorn app servers (uvicorn's worker,
deploy/gunicorn.conf.py) sharing the database and the bench's Redis, HAProxy balancing
round-robin in front with the same health check, timeouts and redispatch. Halfway through,
app server A is stopped (SIGTERM: its requests finish, its streams drop) and started again,
as `make cluster-check` restarts it; the streams it held reconnect through the balancer
(to B while A is away) with their ``Last-Event-ID``. A helper of bench/live.py, not a
benchmark of its own (`make bench` skips the files whose names start with "_").
"""

from __future__ import annotations

import os
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

from bench import load

HAPROXY = """global
    maxconn 2048
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
    bind {host}:{balancer}
    default_backend app
backend app
    balance roundrobin
    option httpchk
    http-check send meth GET uri /sw.js ver HTTP/1.1 hdr Host {host}
    http-check expect status 200
    server a {host}:{port_a} check inter 1s fall 3 rise 2
    server b {host}:{port_b} check inter 1s fall 3 rise 2
"""


@dataclass
class Cluster:
    python: str
    env: dict[str, str]
    workers: int
    workdir: str
    balancer: int = field(default_factory=load.free_port)
    ports: dict[str, int] = field(default_factory=dict)
    servers: dict[str, subprocess.Popen] = field(default_factory=dict)
    haproxy: subprocess.Popen | None = None
    a_away_seconds: float = 0.0

    def _server(self, name: str) -> None:
        self.ports.setdefault(name, load.free_port())
        args = ["--bind", f"{load.HOST}:{self.ports[name]}", "--workers", str(self.workers)]
        log = os.environ.get("BENCH_SERVER_LOG")
        self.servers[name] = subprocess.Popen(
            [self.python, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", *args],
            cwd=load.ROOT,
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=open(f"{log}.{name}" if log else os.devnull, "w"),  # noqa: SIM115
        )
        load.wait_until_up(self.ports[name], self.servers[name])

    def start(self) -> int:
        """Both app servers and the balancer up; the balancer's port."""
        self._server("a")
        self._server("b")
        config = Path(self.workdir) / "haproxy.cfg"
        config.write_text(
            HAPROXY.format(
                host=load.HOST,
                balancer=self.balancer,
                port_a=self.ports["a"],
                port_b=self.ports["b"],
            )
        )
        self.haproxy = subprocess.Popen(
            ["haproxy", "-db", "-f", str(config)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        load.wait_until_up(self.balancer, self.haproxy)
        return self.balancer

    def restart_a(self) -> None:
        """A stopped (gracefully) and started again, as scripts/cluster.sh's restart-a.sh."""
        began = time.monotonic()
        self.servers["a"].terminate()
        self.servers["a"].wait(timeout=60)
        time.sleep(2)
        self._server("a")
        self.a_away_seconds = round(time.monotonic() - began, 1)

    def stop(self) -> None:
        for process in [*self.servers.values(), self.haproxy]:
            if process is not None and process.poll() is None:
                process.terminate()
                process.wait(timeout=30)
