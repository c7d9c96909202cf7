"""The hand interchange format (shared/golden/FORMAT.md): plain dicts, as read from YAML or
JSON, to :class:`Deal` and back. No I/O here: callers parse the text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import InvalidHand, InvalidNotation
from .hand import Condition, Deal, Meld, MeldKind, PlayerHand, ResultKind, WinResult
from .tiles import WINDS, Tile

UNKNOWN_TILE = "??"


def _fail(message: str, code: str, **params: object) -> InvalidHand:
    return InvalidHand(message, code=code, **params)


def _tiles(value: Any, where: str) -> tuple[Tile, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    if not isinstance(value, list | tuple):
        raise _fail(f"{where}: expected a list of tiles", "not_a_list", where=where)
    return tuple(Tile.parse(str(t)) for t in value)


def _flag(value: Any, where: str) -> bool:
    """A yes/no field: true, false or absent (a string like "no" is refused, not guessed)."""
    if value is None:
        return False
    if isinstance(value, bool):
        return value
    raise _fail(f"{where} must be true or false, not {value!r}", "not_a_flag", where=where)


def _has_unknown(value: Any) -> bool:
    if isinstance(value, str):
        return UNKNOWN_TILE in value
    if isinstance(value, list | tuple):
        return any(str(t) == UNKNOWN_TILE for t in value)
    return False


def meld_from_dict(data: Any, where: str) -> Meld:
    if not isinstance(data, Mapping):
        raise _fail(f"{where}: a meld is {{kind, tiles}}", "bad_meld", where=where)
    kind = data.get("kind")
    try:
        kind = MeldKind(str(kind))
    except ValueError:
        raise _fail(
            f"{where}: unknown meld kind {kind!r} (chow, pung, kong, pair)",
            "bad_meld_kind",
            where=where,
            kind=str(kind),
        ) from None
    return Meld(
        kind, _tiles(data.get("tiles"), where), _flag(data.get("concealed"), f"{where} concealed")
    )


def player_from_dict(data: Any, seat: str) -> PlayerHand:
    if data is None or data == {}:
        return PlayerHand(known=False)
    if not isinstance(data, Mapping):
        raise _fail(f"player {seat}: expected melds/concealed/bonus", "bad_player", seat=seat)
    dead = _flag(data.get("dead"), f"{seat} dead")
    bonus = _tiles(data.get("bonus"), f"{seat} bonus")
    raw_melds = data.get("melds") or []
    if not isinstance(raw_melds, list):
        raise _fail(f"player {seat}: melds must be a list", "not_a_list", where=f"{seat} melds")
    if _has_unknown(data.get("concealed")) or any(
        _has_unknown((m or {}).get("tiles")) for m in raw_melds if isinstance(m, Mapping)
    ):
        return PlayerHand(bonus=bonus, dead=dead, known=False)
    melds = tuple(meld_from_dict(m, f"{seat} meld {i + 1}") for i, m in enumerate(raw_melds))
    concealed = _tiles(data.get("concealed"), f"{seat} concealed")
    if any(t.is_bonus for t in concealed):
        raise _fail(
            f"{seat}: flowers and seasons go under bonus, not among the concealed tiles",
            "bonus_in_hand",
            seat=seat,
        )
    if any(not t.is_bonus for t in bonus):
        raise _fail(f"{seat}: only flowers and seasons go under bonus", "not_bonus", seat=seat)
    has_tiles = bool(melds or concealed or "concealed" in data or "melds" in data)
    return PlayerHand(melds=melds, concealed=concealed, bonus=bonus, dead=dead, known=has_tiles)


def _seat(value: Any, role: str) -> str | None:
    if value is None:
        return None
    seat = str(value)
    if seat not in WINDS:
        raise _fail(
            f"result.{role} must be a seat wind E S W N, not {seat!r}", "bad_seat", seat=seat
        )
    return seat


def result_from_dict(data: Any) -> WinResult:
    if not isinstance(data, Mapping):
        raise _fail("result is missing", "no_result")
    try:
        kind = ResultKind(str(data.get("kind")))
    except ValueError:
        raise _fail(
            f"unknown result kind {data.get('kind')!r} (win, draw, false_mahjong, dead_wall)",
            "bad_result_kind",
            kind=str(data.get("kind")),
        ) from None
    conditions = set()
    raw_conditions = data.get("conditions") or []
    if not isinstance(raw_conditions, list | tuple):
        raise _fail("result.conditions must be a list", "not_a_list", where="result.conditions")
    for c in raw_conditions:
        try:
            conditions.add(Condition(str(c)))
        except ValueError:
            known = ", ".join(c.value for c in Condition)
            raise _fail(
                f"unknown condition {c!r} (known: {known})", "bad_condition", condition=str(c)
            ) from None
    winning_tile = data.get("winning_tile")
    result = WinResult(
        kind=kind,
        winner=_seat(data.get("winner"), "winner"),
        winning_tile=Tile.parse(str(winning_tile)) if winning_tile not in (None, "") else None,
        self_drawn=_flag(data.get("self_drawn"), "result.self_drawn"),
        discarder=_seat(data.get("discarder"), "discarder"),
        conditions=frozenset(conditions),
        pao=_seat(data.get("pao"), "pao"),
        claimant=_seat(data.get("claimant"), "claimant"),
    )
    if kind is ResultKind.WIN and result.winner is None:
        raise _fail("a win needs result.winner", "no_winner")
    if kind is ResultKind.FALSE_MAHJONG and result.claimant is None:
        raise _fail("a false mahjong needs result.claimant", "no_claimant")
    if kind is ResultKind.WIN and result.discarder == result.winner:
        raise _fail("the winner cannot be the discarder", "winner_is_discarder")
    return result


def deal_from_dict(data: Any, *, defaults: Mapping[str, object] | None = None) -> Deal:
    """A :class:`Deal` from one hand of the interchange format.

    ``defaults`` are option values a file gives for all its cases; the hand's own
    ``options`` override them. Raises :class:`InvalidHand` / :class:`InvalidNotation`.
    """
    if not isinstance(data, Mapping):
        raise _fail(
            "a hand is a mapping with ruleset, prevailing_wind, players, result", "not_a_hand"
        )
    ruleset = data.get("ruleset")
    if not ruleset:
        raise _fail("the hand names no ruleset", "no_ruleset")
    players_data = data.get("players")
    if not isinstance(players_data, Mapping) or not players_data:
        raise _fail("the hand has no players", "no_players")
    if not 3 <= len(players_data) <= 4:
        raise _fail(
            f"a hand is played by 3 or 4 players, not {len(players_data)}",
            "player_count",
            count=len(players_data),
        )
    for seat in players_data:
        if str(seat) not in WINDS:
            raise _fail(
                f"players are keyed by seat wind E S W N, not {seat!r}", "bad_seat", seat=str(seat)
            )
    players = {str(seat): player_from_dict(players_data[seat], str(seat)) for seat in players_data}
    options = dict(defaults or {})
    raw_options = data.get("options") or {}
    if not isinstance(raw_options, Mapping):
        raise _fail("options must be a mapping", "bad_options")
    options.update(raw_options)
    return Deal(
        ruleset=str(ruleset),
        prevailing_wind=str(data.get("prevailing_wind", "E")),
        players=players,
        result=result_from_dict(data.get("result")),
        options=options,
        sitting_out=data.get("sitting_out"),
        id=str(data["id"]) if data.get("id") is not None else None,
    )


def meld_to_dict(meld: Meld) -> dict[str, object]:
    out: dict[str, object] = {"kind": str(meld.kind), "tiles": [str(t) for t in meld.tiles]}
    if meld.concealed:
        out["concealed"] = True
    return out


def player_to_dict(hand: PlayerHand) -> dict[str, object]:
    if not hand.known and not hand.bonus and not hand.dead:
        return {}
    return {
        "melds": [meld_to_dict(m) for m in hand.melds],
        "concealed": [str(t) for t in hand.concealed],
        "bonus": [str(t) for t in hand.bonus],
        "dead": hand.dead,
    }


def result_to_dict(result: WinResult) -> dict[str, object]:
    return {
        "kind": str(result.kind),
        "winner": result.winner,
        "winning_tile": str(result.winning_tile) if result.winning_tile is not None else None,
        "self_drawn": result.self_drawn,
        "discarder": result.discarder,
        "conditions": sorted(str(c) for c in result.conditions),
        "pao": result.pao,
        "claimant": result.claimant,
    }


def deal_to_dict(deal: Deal) -> dict[str, object]:
    """The interchange form of ``deal``; ``deal_from_dict(deal_to_dict(d)) == d``."""
    out: dict[str, object] = {}
    if deal.id is not None:
        out["id"] = deal.id
    out["ruleset"] = deal.ruleset
    out["options"] = dict(deal.options)
    out["prevailing_wind"] = deal.prevailing_wind
    out["players"] = {seat: player_to_dict(deal.players[seat]) for seat in deal.seats}
    if deal.sitting_out is not None:
        out["sitting_out"] = deal.sitting_out
    out["result"] = result_to_dict(deal.result)
    return out


class FormatHooks:
    """How a ruleset reads and writes its hands in the interchange format (a base of
    :class:`~scoring.engine.ruleset.Ruleset`). By default the format's own reading; a
    ruleset whose hands carry facts of their own (a block of table facts named after it)
    overrides these and returns a :class:`Deal` subclass of its own."""

    def deal_from_dict(
        self, data: Mapping[str, Any], *, defaults: Mapping[str, object] | None = None
    ) -> Deal:
        """One hand of the interchange format read as this ruleset reads it: by default the
        format's own reading (:func:`~.interchange.deal_from_dict`); a ruleset whose hands
        carry facts of their own (a block of table facts named after it) reads them here."""
        return deal_from_dict(data, defaults=defaults)

    def deal_with_facts(
        self,
        deal: Deal,
        extra: Mapping[str, Any],
        result_extra: Mapping[str, Any],
        *,
        winners: tuple[str, ...] = (),
    ) -> Deal:
        """``deal`` (built from a stored entry's typed parts) with the facts the ruleset
        reads from the entry's keys beyond the format's (``extra``, and ``result_extra``
        of its result) and every seat that won the discard (``winners``, in turn after the
        discarder; the deal's result names the first); by default the deal as it is."""
        return deal

    def deal_to_dict(self, deal: Deal) -> dict[str, object]:
        """``deal`` in the interchange format, read back by :meth:`deal_from_dict`."""
        return deal_to_dict(deal)


__all__ = [
    "InvalidNotation",
    "deal_from_dict",
    "deal_to_dict",
    "meld_from_dict",
    "player_from_dict",
    "result_from_dict",
]
