"""Test hands written in the product's own notation (``scoring/notation.py``, the line a
scorekeeper types at the table), read by the product's parser: one notation for every test.

    hand("pung Rd | kong* k7 | b1 b2 b3 c2 c2 | f1")   # one player's tiles
    meld("kong* E E E E")                              # one set
    melds("pung E", "kong* W"), player("pung E | b1")  # the engine's Meld / PlayerHand
    deal("mcr", S="chow b1 | ...", result={...})       # a whole deal (interchange format)

Sets start with ``chow``, ``pung``, ``kong`` or ``pair``; ``*`` after the word marks a
concealed set (``kong*``); ``pung b3`` is short for ``pung b3 b3 b3``, ``chow c2`` for
``chow c2 c3 c4``; other tiles are the concealed tiles, flowers and seasons (``f1``, ``s2``)
the bonus tiles; ``dead`` marks a dead hand. ``tests/test_hands.py`` pins the dicts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.engine.hand import Meld, PlayerHand
from scoring.engine.interchange import meld_from_dict, player_from_dict
from scoring.notation import parse_player

SEATS = ("E", "S", "W", "N")


def hand(text: str) -> dict[str, Any]:
    """One player's interchange dict (``melds``, ``concealed``, ``bonus``, ``dead``; empty
    parts left out, as the entry form stores them)."""
    return parse_player(text)


def meld(text: str) -> dict[str, Any]:
    """One set, e.g. ``"pung b2 b2 b2"``, ``"kong* E"``: its interchange dict."""
    melds = parse_player(text).get("melds", [])
    if len(melds) != 1 or parse_player(text).keys() != {"melds"}:
        raise ValueError(f"not one set: {text!r}")
    return melds[0]


def melds(*texts: str) -> tuple[Meld, ...]:
    """The engine's ``Meld`` of each set, for the pure functions that take them."""
    return tuple(meld_from_dict(meld(text), text) for text in texts)


def player(text: str) -> PlayerHand:
    """The engine's ``PlayerHand`` of one player's line."""
    return player_from_dict(hand(text), "X")


def deal(
    ruleset: str,
    *,
    result: Mapping[str, Any],
    wind: str = "E",
    options: Mapping[str, Any] | None = None,
    seats: tuple[str, ...] = SEATS,
    **players: str | Mapping[str, Any],
) -> dict[str, Any]:
    """A deal in the interchange format; each seat's tiles in the notation (a seat not
    named has unknown tiles, ``{}``)."""
    unknown = set(players) - set(seats)
    if unknown:
        raise ValueError(f"no such seat: {sorted(unknown)}")
    return {
        "ruleset": ruleset,
        "options": dict(options or {}),
        "prevailing_wind": wind,
        "players": {
            s: hand(p) if isinstance(p, str) else dict(p)
            for s in seats
            for p in [players.get(s, "")]
        },
        "result": dict(result),
    }
