"""The stored hand's value objects' shared parts (:mod:`scoring.hand_value`): the coded
error, the keys a stored dict held and writes back in their order, whole numbers, and the
winners of one discard (``winner: [S, N]``) in turn after the discarder. Pure Python."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from scoring.engine import InvalidHand
from scoring.engine.tiles import WINDS


def _fail(message: str, code: str, **params: object) -> InvalidHand:
    return InvalidHand(message, code=code, **params)


def _mapping(value: Any, where: str, code: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise _fail(f"{where} must be a mapping, not {value!r}", code, where=where)
    return value


def _extra(data: Mapping[str, Any], known: tuple[str, ...]) -> dict[str, Any]:
    """The keys of ``data`` the product does not read (a golden case's ``expected`` and
    ``note``, say): kept as they are, so that they are written back unchanged."""
    return {str(k): copy.deepcopy(v) for k, v in data.items() if k not in known}


def _keys(value: Any, known: tuple[str, ...]) -> tuple[str, ...]:
    present = [k for k in known if getattr(value, k) is not None]
    return (*present, *(k for k in value.extra if k not in present))


def _written(value: Any, values: Mapping[str, Any]) -> dict[str, Any]:
    """The stored dict: the keys read (in their order), then any field set since."""
    out = {k: values[k] if k in values else copy.deepcopy(value.extra[k]) for k in value.keys}
    out.update((k, v) for k, v in values.items() if k not in out and v is not None)
    return out


def _whole(value: Any, where: str, code: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(f"{where} must be a whole number, not {value!r}", code, where=where)
    return value


def turn_after(discarder: str | None, seats: tuple[str, ...]) -> tuple[str, ...]:
    """``seats`` in turn order (E S W N) from the player after ``discarder``."""
    start = WINDS.index(discarder) + 1 if discarder in WINDS else 0
    order = (*WINDS[start:], *WINDS[:start])
    return tuple(s for s in order if s in seats)


def _winners(data: Mapping[str, Any]) -> tuple[str, ...]:
    """The seats a stored ``winner`` list names: several players who won one discard
    (several ron in one discard), each a seat once, none of them
    the discarder."""
    listed = data.get("winner")
    if not isinstance(listed, list | tuple) or not listed:
        raise _fail("result.winner must be a seat or a list of seats", "no_winner")
    seats = tuple(str(s) for s in listed)
    for seat in seats:
        if seat not in WINDS:
            raise _fail(f"result.winner: {seat!r} is not a seat wind", "bad_seat", seat=seat)
    if len(set(seats)) != len(seats):
        raise _fail("a winner is named twice", "winner_twice")
    if data.get("kind") != "win":
        raise _fail("only a win has winners", "winners_without_win")
    if data.get("self_drawn") or not data.get("discarder"):
        raise _fail("several winners need one discard", "several_winners_self_drawn")
    if data.get("discarder") in seats:
        raise _fail("the winner cannot be the discarder", "winner_is_discarder")
    return seats
