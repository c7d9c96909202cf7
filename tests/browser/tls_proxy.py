"""A small TLS-terminating proxy in front of the live server, as Caddy or nginx stands in
front of gunicorn (docs/https.md): the browser speaks HTTPS to it, it speaks HTTP on."""

from __future__ import annotations

import socket
import socketserver
import ssl
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path


def _pump(source: socket.socket, target: socket.socket) -> None:
    try:
        while data := source.recv(65536):
            target.sendall(data)
    except OSError:
        pass
    finally:
        for sock in (source, target):
            with suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)


@contextmanager
def tls_proxy(upstream: tuple[str, int], cert: Path, key: Path) -> Iterator[int]:
    """Serve HTTPS on a free local port (yielded) and pass every connection to upstream."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)

    class Handler(socketserver.BaseRequestHandler):
        def handle(self) -> None:
            try:
                client = context.wrap_socket(self.request, server_side=True)
            except (ssl.SSLError, OSError):
                return
            with client, socket.create_connection(upstream) as server:
                back = threading.Thread(target=_pump, args=(server, client), daemon=True)
                back.start()
                _pump(client, server)
                back.join(timeout=30)

    class Server(socketserver.ThreadingTCPServer):
        daemon_threads = True
        allow_reuse_address = True

    with Server(("127.0.0.1", 0), Handler) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield server.server_address[1]
        finally:
            server.shutdown()
