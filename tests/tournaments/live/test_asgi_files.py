"""Files served through ASGI (uvicorn) stream asynchronously (clubsite/streams.py): no
"StreamingHttpResponse must consume synchronous iterators" warning for a static file
(whitenoise) or a download (a print job's PDF is a FileResponse), and the bytes are the
file's."""

from __future__ import annotations

import io
import threading
import warnings
from pathlib import Path

import pytest
from asgiref.sync import async_to_sync
from asgiref.testing import ApplicationCommunicator
from django.conf import settings
from django.core.asgi import get_asgi_application
from django.http import FileResponse

from clubsite.streams import as_async_stream

SYNC_WARNING = "consume synchronous iterators"


def _served(path: str) -> tuple[int, bytes, list[str]]:
    """``path`` through the ASGI application as uvicorn calls it: status, body, warnings."""

    async def scenario() -> tuple[int, bytes]:
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "GET",
            "scheme": "http",
            "path": path,
            "raw_path": path.encode(),
            "query_string": b"",
            "headers": [(b"host", b"localhost")],
            "client": ("127.0.0.1", 5000),
            "server": ("localhost", 80),
        }
        app = ApplicationCommunicator(get_asgi_application(), scope)
        await app.send_input({"type": "http.request", "body": b"", "more_body": False})
        start = await app.receive_output(10)
        body = b""
        while True:
            message = await app.receive_output(10)
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        await app.wait(1)
        return start["status"], body

    out: list = []

    def run() -> None:  # a thread of its own: no event loop of an earlier test in the way
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            status, body = async_to_sync(scenario)()
        out.append((status, body, [str(w.message) for w in caught]))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(30)
    assert out, "no answer"
    return out[0]


@pytest.mark.parametrize("name", ["js/live.js", "css/play.css"])
def test_a_static_file_under_asgi_streams_without_the_warning(name: str) -> None:
    status, body, caught = _served(settings.STATIC_URL + name)
    assert status == 200
    assert body == (Path(settings.BASE_DIR) / "static" / name).read_bytes()
    assert not [w for w in caught if SYNC_WARNING in w]


def test_a_download_streams_asynchronously_block_by_block() -> None:
    data = bytes(range(256)) * 40  # three blocks of 4096 and a bit
    response = as_async_stream(FileResponse(io.BytesIO(data), content_type="application/pdf"))
    assert response.is_async

    async def read() -> bytes:
        return b"".join([part async for part in response])

    out: list[bytes] = []

    def run() -> None:  # a thread of its own, as above
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # the warning would fail the test
            out.append(async_to_sync(read)())

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(30)
    assert out == [data]
