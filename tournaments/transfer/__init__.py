"""Lossless export and import of one event (rounds, tables, seats, hands, results, audit).

``event_export`` + ``dumps`` write it; ``event_import`` restores it. The file holds no
database ids, so it can be restored into another database, and export → import → export
gives the same bytes.
"""

from tournaments.core.event_file import TransferError
from tournaments.transfer.export import dumps, event_export
from tournaments.transfer.format import FORMAT_NAME, FORMAT_VERSION
from tournaments.transfer.restore import ImportResult, event_import, loads

__all__ = [
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "ImportResult",
    "TransferError",
    "dumps",
    "event_export",
    "event_import",
    "loads",
]
