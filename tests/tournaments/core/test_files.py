"""Issue 54 finding 6: the PDFs, progress records and exports the site writes were
world-readable (0644: Django's default mode, and the process's umask for the commands'
files). Now the default storage writes 0640 in 0750 folders and the commands 0600, whatever
the umask."""

import os
import stat
from collections.abc import Iterator

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.management import call_command

from tests.factories import EventFactory
from tournaments.core.files import private_file_write
from tournaments.seat_draws.jobs import _progress_write


@pytest.fixture
def open_umask() -> Iterator[None]:
    """The most careless umask: every file would be 0666 without an explicit mode."""
    old = os.umask(0)
    yield
    os.umask(old)


def _mode(path: object) -> int:
    return stat.S_IMODE(os.stat(str(path)).st_mode)


@pytest.fixture
def media(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    return settings.MEDIA_ROOT


@pytest.mark.parametrize(
    "write",
    [
        lambda: default_storage.save("prints/cup/score-sheets-1.pdf", ContentFile(b"%PDF-")),
        lambda: _progress_write("seat-draws/cup/job-1.json", {"seconds": 1}) or "x",
    ],
    ids=["print job's PDF", "seat draw's progress"],
)
def test_the_default_storage_writes_for_the_site_only(media, open_umask, write):
    write()
    files = [p for p in media.rglob("*") if p.is_file()]
    folders = [p for p in media.rglob("*") if p.is_dir()]
    assert files and folders
    assert {_mode(p) for p in files} == {0o640}
    assert {_mode(p) for p in folders} == {0o750}


@pytest.mark.parametrize("content", [b"%PDF-", "{}"])
def test_private_file_write_is_for_the_owner_only(tmp_path, open_umask, content):
    path = tmp_path / "out.bin"
    path.write_bytes(b"old")
    path.chmod(0o666)  # an existing file is narrowed too
    private_file_write(path, content)
    assert _mode(path) == 0o600
    assert path.read_bytes() == (content if isinstance(content, bytes) else content.encode())


@pytest.mark.django_db
def test_an_exported_event_file_is_for_the_owner_only(tmp_path, open_umask):
    event = EventFactory()
    out = tmp_path / "event.json"
    call_command("export_event", event.slug, "--out", str(out))
    assert _mode(out) == 0o600
