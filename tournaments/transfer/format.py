"""The event file: its name, version, and the natural keys it names rows by (its values
are written and read by ``tournaments.core.event_file``).

Users are named by username; members by member number; seats by position;
rounds, tables and hands by number. Audit entries name the object they are about by
the same natural keys (``round 1 table 2 hand 3``); an object that no longer exists
keeps its original id, marked ``#57`` so it can never be mistaken for a local one.
Audit ``before``/``after`` snapshots are kept verbatim (they are history, with the ids
of the database they were written in).
"""

from __future__ import annotations

FORMAT_NAME = "clubsite-event"
#: 2: each hand result names the seat wind its player held (1: derived from the dealer).
FORMAT_VERSION = 2
#: Versions a restore reads: a version 1 file's winds are worked out as version 1 did.
READABLE_VERSIONS = (1, 2)


def round_ref(number: int) -> str:
    return f"round {number}"


def table_ref(round_number: int, table_number: int) -> str:
    return f"round {round_number} table {table_number}"


def hand_ref(round_number: int, table_number: int, hand_number: int) -> str:
    return f"round {round_number} table {table_number} hand {hand_number}"


def seat_ref(round_number: int, table_number: int, position: int) -> str:
    return f"round {round_number} table {table_number} seat {position}"


def penalty_ref(round_number: int, table_number: int, index: int) -> str:
    """A penalty by its place in the table's list (given in that order), from 1."""
    return f"round {round_number} table {table_number} penalty {index}"
