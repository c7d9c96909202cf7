"""The typed value of one hand as a scorekeeper enters it and ``Hand.entry`` stores it.

:class:`HandEntry` is what the entry form yields and the services pass around instead of a
dict to unpick; :meth:`HandEntry.to_dict` gives exactly the JSON stored today (the same keys,
in the same order, so stored hands, event files and the offline queue keep working) and
:meth:`HandEntry.from_dict` checks a stored or imported dict's shape with the engine's own
parsers (``player_from_dict``, ``result_from_dict``), raising the engine's coded
:class:`~scoring.engine.InvalidHand`. Pure Python: no Django, no I/O.

A key the dict leaves out stays out: a field is ``None`` when its key is absent, and each
value remembers which keys it was read from (``keys``), so ``to_dict(from_dict(d)) == d``.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from scoring.engine import InvalidHand, PlayerHand, WinResult
from scoring.engine.interchange import player_from_dict, result_from_dict
from scoring.engine.tiles import WINDS

RESULT_KEYS = (
    "kind",
    "winner",
    "self_drawn",
    "discarder",
    "winning_tile",
    "conditions",
    "pao",
    "claimant",
)
QUICK_KEYS = ("points", "laak", "flowers")
ENTRY_KEYS = (
    "id",
    "ruleset",
    "options",
    "prevailing_wind",
    "players",
    "sitting_out",
    "result",
    "quick",
)


def _fail(message: str, code: str, **params: object) -> InvalidHand:
    return InvalidHand(message, code=code, **params)


def _mapping(value: Any, where: str, code: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise _fail(f"{where} must be a mapping, not {value!r}", code, where=where)
    return value


def _known_keys(data: Mapping[str, Any], known: tuple[str, ...], where: str) -> tuple[str, ...]:
    for key in data:
        if key not in known:
            raise _fail(f"{where}: unknown key {key!r}", "unknown_key", where=where, key=str(key))
    return tuple(data)


def _present(value: object, name: str, known: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(k for k in known if getattr(value, k) is not None)


def _whole(value: Any, where: str, code: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(f"{where} must be a whole number, not {value!r}", code, where=where)
    return value


@dataclass(frozen=True)
class EntryResult:
    """How the hand ended, as stored (``result``); :attr:`typed` is the engine's value."""

    kind: str
    winner: str | None = None
    self_drawn: bool | None = None
    discarder: str | None = None
    winning_tile: str | None = None
    conditions: tuple[str, ...] | None = None
    pao: str | None = None
    claimant: str | None = None
    keys: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.keys:
            object.__setattr__(self, "keys", _present(self, "result", RESULT_KEYS))

    @classmethod
    def from_dict(cls, data: Any) -> EntryResult:
        result_from_dict(data)  # the engine's checks and coded errors
        keys = _known_keys(data, RESULT_KEYS, "result")
        conditions = data.get("conditions")
        tile = data.get("winning_tile")
        return cls(
            kind=str(data["kind"]),
            winner=data.get("winner"),
            self_drawn=data.get("self_drawn"),
            discarder=data.get("discarder"),
            winning_tile=str(tile) if tile is not None else None,
            conditions=tuple(str(c) for c in conditions) if conditions is not None else None,
            pao=data.get("pao"),
            claimant=data.get("claimant"),
            keys=keys,
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key in self.keys:
            value = getattr(self, key)
            out[key] = list(value) if key == "conditions" and value is not None else value
        return out

    @property
    def typed(self) -> WinResult:
        return result_from_dict(self.to_dict())

    @property
    def is_win(self) -> bool:
        return self.kind == "win"


@dataclass(frozen=True)
class QuickTotals:
    """Quick entry's totals (``quick``): points per wind, Ma Jiang laak, MCR flowers."""

    points: Mapping[str, int] = field(default_factory=dict)
    laak: int | None = None
    flowers: int | None = None
    keys: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "points", MappingProxyType(dict(self.points)))
        if not self.keys:
            object.__setattr__(self, "keys", _present(self, "quick", QUICK_KEYS))

    @classmethod
    def from_dict(cls, data: Any) -> QuickTotals:
        data = _mapping(data, "quick", "bad_quick")
        keys = _known_keys(data, QUICK_KEYS, "quick")
        points = _mapping(data.get("points", {}), "quick.points", "bad_points")
        for seat, value in points.items():
            if seat not in WINDS:
                raise _fail(f"quick.points: {seat!r} is not a seat wind", "bad_seat", seat=seat)
            _whole(value, f"quick.points.{seat}", "bad_points")
        laak, flowers = data.get("laak"), data.get("flowers")
        return cls(
            points=dict(points),
            laak=_whole(laak, "quick.laak", "bad_points") if laak is not None else None,
            flowers=_whole(flowers, "quick.flowers", "bad_flowers")
            if flowers is not None
            else None,
            keys=keys,
        )

    def to_dict(self) -> dict[str, Any]:
        values = {"points": dict(self.points), "laak": self.laak, "flowers": self.flowers}
        return {key: values[key] for key in self.keys}


@dataclass(frozen=True)
class HandEntry:
    """One hand as entered and stored. ``players`` maps each seat wind to that player's
    tiles in the stored (interchange) shape, ``{}`` when not entered; ``ruleset``,
    ``options`` and ``prevailing_wind`` are absent (None) in what the form yields and
    filled in by the entry service from the event and the table's history."""

    players: Mapping[str, Mapping[str, Any]]
    result: EntryResult
    quick: QuickTotals | None = None
    ruleset: str | None = None
    options: Mapping[str, Any] | None = None
    prevailing_wind: str | None = None
    sitting_out: str | None = None
    id: str | None = None
    keys: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        players = {
            str(w): MappingProxyType(copy.deepcopy(dict(p))) for w, p in self.players.items()
        }
        object.__setattr__(self, "players", MappingProxyType(players))
        if self.options is not None:
            object.__setattr__(self, "options", MappingProxyType(copy.deepcopy(dict(self.options))))
        if not self.keys:
            object.__setattr__(self, "keys", _present(self, "entry", ENTRY_KEYS))

    # --- the stored shape -----------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Any) -> HandEntry:
        """The typed value of a stored or imported entry; raises the engine's
        :class:`InvalidHand` (with a code) for a dict of the wrong shape."""
        if not isinstance(data, Mapping):
            raise _fail(
                "a hand is a mapping with ruleset, prevailing_wind, players, result", "not_a_hand"
            )
        keys = _known_keys(data, ENTRY_KEYS, "entry")
        players = data.get("players")
        if not isinstance(players, Mapping):
            raise _fail("the hand has no players", "no_players")
        for seat, player in players.items():
            if str(seat) not in WINDS:
                raise _fail(
                    f"players are keyed by seat wind E S W N, not {seat!r}",
                    "bad_seat",
                    seat=str(seat),
                )
            player_from_dict(player, str(seat))
        options = data.get("options")
        if options is not None:
            _mapping(options, "options", "bad_options")
        quick = data.get("quick")
        ident = data.get("id")
        return cls(
            players={str(w): dict(p or {}) for w, p in players.items()},
            result=EntryResult.from_dict(data.get("result")),
            quick=QuickTotals.from_dict(quick) if quick is not None else None,
            ruleset=_text(data.get("ruleset"), "ruleset"),
            options=options,
            prevailing_wind=_text(data.get("prevailing_wind"), "prevailing_wind"),
            sitting_out=_text(data.get("sitting_out"), "sitting_out"),
            id=str(ident) if ident is not None else None,
            keys=keys,
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON stored in ``Hand.entry`` (a fresh copy)."""
        values: dict[str, Any] = {
            "id": self.id,
            "ruleset": self.ruleset,
            "options": copy.deepcopy(dict(self.options)) if self.options is not None else None,
            "prevailing_wind": self.prevailing_wind,
            "players": {w: _plain(p) for w, p in self.players.items()},
            "sitting_out": self.sitting_out,
            "result": self.result.to_dict(),
            "quick": self.quick.to_dict() if self.quick is not None else None,
        }
        return {key: values[key] for key in self.keys}

    # --- reads -------------------------------------------------------------------------------
    @property
    def winds(self) -> tuple[str, ...]:
        """The seat winds of this hand's players, in the entry's order."""
        return tuple(self.players)

    @property
    def is_quick(self) -> bool:
        return self.quick is not None

    @property
    def has_tiles(self) -> bool:
        """Whether any player's tiles were entered."""
        return any(self.players.values())

    def player_hand(self, wind: str) -> PlayerHand:
        """The engine's typed hand of the player at ``wind``."""
        return player_from_dict(_plain(self.players.get(wind) or {}), wind)

    def replace(self, **changes: Any) -> HandEntry:
        """A copy with ``changes``; a field set to a value gets its key, one set to None
        loses it (``keys`` is worked out again from the fields)."""
        fields = {
            "players": self.players,
            "result": self.result,
            "quick": self.quick,
            "ruleset": self.ruleset,
            "options": self.options,
            "prevailing_wind": self.prevailing_wind,
            "sitting_out": self.sitting_out,
            "id": self.id,
        }
        fields.update(changes)
        order = [k for k in self.keys if fields.get(k) is not None]
        order += [k for k in ENTRY_KEYS if k not in order and fields.get(k) is not None]
        return HandEntry(**fields, keys=tuple(order))


def _text(value: Any, where: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise _fail(f"{where} must be text, not {value!r}", "not_text", where=where)
    return value


def _plain(value: Any) -> Any:
    """A deep copy of ``value`` with read-only mappings turned back into dicts."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
