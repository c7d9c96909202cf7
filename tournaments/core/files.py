"""Files the site writes for the club (PDFs, exports, event files): readable by the site's
own account only.

The default storage (print jobs' PDFs, a seat draw's progress record) gets its modes from
``FILE_UPLOAD_PERMISSIONS`` and ``FILE_UPLOAD_DIRECTORY_PERMISSIONS`` (settings); a file
a command writes to a path of the operator's choosing goes through
:func:`private_file_write`, created with mode 0600 whatever the process's umask, so
members' names and results are never world-readable on a shared machine.
"""

from __future__ import annotations

import os
from pathlib import Path

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
