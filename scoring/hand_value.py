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
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from scoring.engine import Deal, PlayerHand, UnknownRuleset, WinResult, get_ruleset
from scoring.engine.interchange import player_from_dict, result_from_dict
from scoring.engine.tiles import WINDS
from scoring.value_fields import (
    _extra,
    _fail,
    _keys,
    _mapping,
    _whole,
    _winners,
    _written,
    turn_after,
)

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
    "ruleset",
    "options",
    "prevailing_wind",
    "players",
    "sitting_out",
    "result",
    "quick",
)


@dataclass(frozen=True)
class EntryResult:
    """How the hand ended, as stored (``result``); :attr:`typed` is the engine's value.

    Several players who won one discard (several ron) are stored as the format
    writes them, ``winner: [S, N]``: :attr:`winners` holds that list as given and
    :attr:`winner` the first of them in turn after the discarder (the one who takes the
    sticks, and the hand's ``winner``); one winner stays a plain seat, as before."""

    kind: str
    winner: str | None = None
    self_drawn: bool | None = None
    discarder: str | None = None
    winning_tile: str | None = None
    conditions: tuple[str, ...] | None = None
    pao: str | None = None
    claimant: str | None = None
    #: every seat that won the discard, as the stored list gives them (None: one winner)
    winners: tuple[str, ...] | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)
    keys: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))
        if self.winners is not None:
            winners = tuple(self.winners)
            object.__setattr__(self, "winners", winners)
            object.__setattr__(self, "winner", turn_after(self.discarder, winners)[0])
        if not self.keys:
            object.__setattr__(self, "keys", _keys(self, RESULT_KEYS))

    @classmethod
    def from_dict(cls, data: Any) -> EntryResult:
        winners = None
        if isinstance(data, Mapping) and isinstance(data.get("winner"), list | tuple):
            winners = _winners(data)
            data = {**data, "winner": turn_after(data.get("discarder"), winners)[0]}
            result_from_dict(data)
        else:
            result_from_dict(data)  # the engine's checks and coded errors
        keys = tuple(str(k) for k in data)
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
            winners=winners,
            extra=_extra(data, RESULT_KEYS),
            keys=keys,
        )

    def to_dict(self) -> dict[str, Any]:
        values = {k: getattr(self, k) for k in RESULT_KEYS}
        if self.winners is not None:
            values["winner"] = list(self.winners)
        if self.conditions is not None:
            values["conditions"] = list(self.conditions)
        return _written(self, values)

    @property
    def typed(self) -> WinResult:
        """The engine's plain result: one winner, the first in turn after the discarder
        (``Ruleset.result_of`` reads all of them from :meth:`to_dict`)."""
        return result_from_dict({**self.to_dict(), "winner": self.winner})

    @property
    def is_win(self) -> bool:
        return self.kind == "win"

    @property
    def won_by(self) -> tuple[str, ...]:
        """Every winner, in turn after the discarder (the first takes the sticks)."""
        if self.winners is not None:
            return turn_after(self.discarder, self.winners)
        return (self.winner,) if self.kind == "win" and self.winner else ()

    @property
    def several(self) -> bool:
        """Whether several players won the discard."""
        return len(self.won_by) > 1


@dataclass(frozen=True)
class QuickTotals:
    """Quick entry's totals (``quick``): points per wind, Ma Jiang laak, MCR flowers."""

    points: Mapping[str, int] = field(default_factory=dict)
    laak: int | None = None
    flowers: int | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)
    keys: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "points", MappingProxyType(dict(self.points)))
        object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))
        if not self.keys:
            object.__setattr__(self, "keys", _keys(self, QUICK_KEYS))

    @classmethod
    def from_dict(cls, data: Any) -> QuickTotals:
        data = _mapping(data, "quick", "bad_quick")
        keys = tuple(str(k) for k in data)
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
            extra=_extra(data, QUICK_KEYS),
            keys=keys,
        )

    def to_dict(self) -> dict[str, Any]:
        values = {"points": dict(self.points), "laak": self.laak, "flowers": self.flowers}
        return _written(self, values)


@dataclass(frozen=True)
class HandEntry:
    """One hand as entered and stored. ``players`` maps each seat wind to that player's
    tiles in the stored (interchange) shape, ``{}`` when not entered; ``ruleset``,
    ``options`` and ``prevailing_wind`` are absent (None) in what the form yields and
    filled in by the entry service from the event and the table's history."""

    result: EntryResult
    players: Mapping[str, Mapping[str, Any]] | None = None
    quick: QuickTotals | None = None
    ruleset: str | None = None
    options: Mapping[str, Any] | None = None
    prevailing_wind: str | None = None
    sitting_out: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)
    keys: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.players is not None:
            players = {
                str(w): MappingProxyType(copy.deepcopy(dict(p))) for w, p in self.players.items()
            }
            object.__setattr__(self, "players", MappingProxyType(players))
        if self.options is not None:
            object.__setattr__(self, "options", MappingProxyType(copy.deepcopy(dict(self.options))))
        object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))
        if not self.keys:
            object.__setattr__(self, "keys", _keys(self, ENTRY_KEYS))

    # --- the stored shape -----------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Any) -> HandEntry:
        """The typed value of a stored or imported entry; raises the engine's
        :class:`InvalidHand` (with a code) for a dict of the wrong shape."""
        if not isinstance(data, Mapping):
            raise _fail(
                "a hand is a mapping with ruleset, prevailing_wind, players, result", "not_a_hand"
            )
        keys = tuple(str(k) for k in data)
        players = data.get("players")
        if players is not None and not isinstance(players, Mapping):
            raise _fail("the hand has no players", "no_players")
        for seat, player in (players or {}).items():
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
        return cls(
            players={str(w): dict(p or {}) for w, p in players.items()}
            if players is not None
            else None,
            result=EntryResult.from_dict(data.get("result")),
            quick=QuickTotals.from_dict(quick) if quick is not None else None,
            ruleset=_text(data.get("ruleset"), "ruleset"),
            options=options,
            prevailing_wind=_text(data.get("prevailing_wind"), "prevailing_wind"),
            sitting_out=_text(data.get("sitting_out"), "sitting_out"),
            extra=_extra(data, ENTRY_KEYS),
            keys=keys,
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON stored in ``Hand.entry`` (a fresh copy)."""
        values: dict[str, Any] = {
            "ruleset": self.ruleset,
            "options": copy.deepcopy(dict(self.options)) if self.options is not None else None,
            "prevailing_wind": self.prevailing_wind,
            "players": {w: _plain(p) for w, p in self.seat_players.items()},
            "sitting_out": self.sitting_out,
            "result": self.result.to_dict(),
            "quick": self.quick.to_dict() if self.quick is not None else None,
        }
        return _written(self, values)

    # --- reads -------------------------------------------------------------------------------
    @property
    def seat_players(self) -> Mapping[str, Mapping[str, Any]]:
        """Seat wind -> the player's stored tiles (empty when the entry names no players)."""
        return self.players or {}

    @property
    def winds(self) -> tuple[str, ...]:
        """The seat winds of this hand's players, in the entry's order."""
        return tuple(self.seat_players)

    @property
    def is_quick(self) -> bool:
        return self.quick is not None

    @property
    def has_tiles(self) -> bool:
        """Whether any player's tiles were entered."""
        return any(self.seat_players.values())

    def player_hand(self, wind: str) -> PlayerHand:
        """The engine's typed hand of the player at ``wind``."""
        return player_from_dict(_plain(self.seat_players.get(wind) or {}), wind)

    def deal(self) -> Deal:
        """The engine's deal of this entry, built from its typed parts (no round trip
        through the stored dict); raises the engine's coded :class:`InvalidHand` as
        ``deal_from_dict`` does for an entry without a ruleset or players."""
        if not self.ruleset:
            raise _fail("the hand names no ruleset", "no_ruleset")
        players = self.seat_players
        if not players:
            raise _fail("the hand has no players", "no_players")
        if not 3 <= len(players) <= 4:
            raise _fail(
                f"a hand is played by 3 or 4 players, not {len(players)}",
                "player_count",
                count=len(players),
            )
        identity = self.extra.get("id")
        deal = Deal(
            ruleset=self.ruleset,
            prevailing_wind=self.prevailing_wind if self.prevailing_wind is not None else "E",
            players={wind: self.player_hand(wind) for wind in players},
            result=self.result.typed,
            options=dict(self.options or {}),
            sitting_out=self.sitting_out,
            id=str(identity) if identity is not None else None,
        )
        try:
            ruleset = get_ruleset(self.ruleset)
        except UnknownRuleset:
            return deal  # refused where it is scored, as before
        # a ruleset's own facts of the hand (a block of table facts named after it)
        return ruleset.deal_with_facts(
            deal, self.extra, self.result.extra, winners=self.result.won_by
        )

    def moved(self, to_new: Mapping[str, str]) -> HandEntry:
        """This entry with every seat wind (players, roles, quick points) moved by
        ``to_new`` (old wind -> new wind): tiles belong to people, not to winds."""
        result = self.result
        roles: dict[str, Any] = {
            role: to_new.get(getattr(result, role), getattr(result, role))
            for role in ("winner", "discarder", "pao", "claimant")
        }
        if result.winners is not None:
            roles["winners"] = tuple(to_new.get(w, w) for w in result.winners)
        changes: dict[str, Any] = {"result": replace(result, **roles)}
        if self.players is not None:
            changes["players"] = {to_new[w]: p for w, p in self.players.items()}
        if self.quick is not None and self.quick.points:
            changes["quick"] = replace(
                self.quick, points={to_new[w]: p for w, p in self.quick.points.items()}
            )
        return replace(self, **changes)

    def changed(self, **changes: Any) -> HandEntry:
        """A copy with ``changes``; a field set to a value gets its key, one set to None
        loses it (``keys`` is worked out again from the fields)."""
        fields: dict[str, Any] = {
            "players": self.players,
            "result": self.result,
            "quick": self.quick,
            "ruleset": self.ruleset,
            "options": self.options,
            "prevailing_wind": self.prevailing_wind,
            "sitting_out": self.sitting_out,
            "extra": self.extra,
        }
        fields.update(changes)
        extra: Mapping[str, Any] = fields["extra"]
        present = {k for k in ENTRY_KEYS if fields.get(k) is not None} | set(extra)
        order = [k for k in self.keys if k in present]
        order += [k for k in (*ENTRY_KEYS, *extra) if k in present and k not in order]
        return HandEntry(**fields, keys=tuple(order))


def _text(value: Any, where: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise _fail(f"{where} must be text, not {value!r}", "not_a_text_value", where=where)
    return value


def _plain(value: Any) -> Any:
    """A deep copy of ``value`` with read-only mappings turned back into dicts."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def stored_result(entry: Any, *, kind: str) -> EntryResult:
    """The result of a stored entry alone (the players' tiles are not read: the game's
    replay needs only who won); ``{"kind": kind}`` when the entry names none."""
    data = entry.get("result") if isinstance(entry, Mapping) else None
    return EntryResult.from_dict(data or {"kind": kind})
