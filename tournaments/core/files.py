"""Files the site writes for the club (PDFs, exports, event files): readable by the site's
own account only.

The default storage (print jobs' PDFs, a seat draw's progress record) gets its modes from
``FILE_UPLOAD_PERMISSIONS`` and ``FILE_UPLOAD_DIRECTORY_PERMISSIONS`` (settings); a file
a command writes to a path of the operator's choosing goes through
:func:`private_file_write`, created with mode 0600 whatever the process's umask, so
members' names and results are never world-readable on a shared machine.
"""

from __future__ import annotations

import contextlib
import datetime
import os
from pathlib import Path

from django.core.files.storage import default_storage

PRIVATE_FILE_MODE = 0o600


def private_file_write(path: str | Path, content: bytes | str) -> Path:
    """Write ``content`` (text as UTF-8) to ``path``, readable and writable by its owner
    only; an existing file is replaced and narrowed to the same mode."""
    data = content.encode("utf-8") if isinstance(content, str) else content
    target = Path(path)
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PRIVATE_FILE_MODE)
    with os.fdopen(fd, "wb") as file:
        os.fchmod(file.fileno(), PRIVATE_FILE_MODE)  # an existing file keeps its mode on open
        file.write(data)
    return target


def storage_prune(*, folder: str, before: datetime.datetime) -> int:
    """Delete the files under ``folder`` of the default storage last written before
    ``before`` (and the folders left empty); the number of files deleted."""
    deleted = 0
    if not default_storage.exists(folder):
        return 0
    folders, files = default_storage.listdir(folder)
    for name in files:
        path = f"{folder}/{name}"
        try:
            old = default_storage.get_modified_time(path) < before
        except OSError:  # deleted meanwhile (a progress record is replaced, not edited)
            continue
        if old:
            default_storage.delete(path)
            deleted += 1
    for sub in folders:
        deleted += storage_prune(folder=f"{folder}/{sub}", before=before)
        inner, left = default_storage.listdir(f"{folder}/{sub}")
        if not inner and not left:
            _folder_remove(f"{folder}/{sub}")
    return deleted


def _folder_remove(folder: str) -> None:
    """An empty folder of the default storage goes (a file storage only; another has none)."""
    with contextlib.suppress(NotImplementedError, OSError):
        os.rmdir(default_storage.path(folder))
