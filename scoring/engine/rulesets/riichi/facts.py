"""A riichi hand's table facts (shared/golden/riichi/FORMAT.md, the ``riichi:`` block):
dora and ura-dora indicators, who declared riichi (and double riichi) this hand, ippatsu,
the counters and the sticks on the table; a draw's tenpai seats; several winners on one
discard. They travel in a :class:`RiichiDeal`, a :class:`~scoring.engine.hand.Deal` with
the facts beside it, read from and written back to the interchange format here."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...errors import InvalidHand
from ...hand import Deal, ResultKind
from ...interchange import deal_from_dict, deal_to_dict
from ...tiles import WINDS, Tile

#: turn order: after E comes S, then W, then N, then E again
TURN = WINDS


def next_in_turn(seat: str, after: int = 1) -> str:
    return TURN[(TURN.index(seat) + after) % len(TURN)]


def turn_after(discarder: str | None, seats: tuple[str, ...]) -> tuple[str, ...]:
    """``seats`` in turn order starting with the player after ``discarder``."""
    if discarder is None:
        return tuple(s for s in TURN if s in seats)
    order = [next_in_turn(discarder, i) for i in range(1, len(TURN))]
    return tuple(s for s in order if s in seats)


@dataclass(frozen=True, slots=True)
class RiichiFacts:
    """What the ``riichi:`` block and the result add to a deal (FORMAT.md, "Table facts")."""

    dora_indicators: tuple[Tile, ...] = ()
    ura_dora_indicators: tuple[Tile, ...] = ()
    riichi: tuple[str, ...] = ()
    double_riichi: tuple[str, ...] = ()
    #: the seats that won by ippatsu (several winners: each his own)
    ippatsu: tuple[str, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0
    #: every seat that claimed the winning discard, in turn order after the discarder
    winners: tuple[str, ...] = ()
    #: the tenpai seats of an exhaustive draw
    tenpai: tuple[str, ...] = ()
    #: red fives (a house option) each winner holds, as (seat, count)
    red_fives: tuple[tuple[str, int], ...] = ()
    #: the seats paid a nagashi mangan at an exhaustive draw (a house option)
    nagashi: tuple[str, ...] = ()

    def declared(self, seat: str) -> bool:
        return seat in self.riichi or seat in self.double_riichi

    def red_fives_of(self, seat: str) -> int:
        return dict(self.red_fives).get(seat, 0)


@dataclass(frozen=True)
class RiichiDeal(Deal):
    """A deal with its riichi facts (``Deal.result.winner`` is the first winner in turn)."""

    facts: RiichiFacts = field(default_factory=RiichiFacts)


def _fail(message: str, code: str, **params: object) -> InvalidHand:
    return InvalidHand(message, code=code, **params)


def _seats(value: Any, where: str) -> tuple[str, ...]:
    if value is None or value is False:
        return ()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list | tuple):
        raise _fail(f"{where} must be a list of seats", "not_a_list", where=where)
    out = []
    for seat in value:
        if str(seat) not in WINDS:
            raise _fail(f"{where}: {seat!r} is not a seat wind", "bad_seat", seat=str(seat))
        if str(seat) not in out:
            out.append(str(seat))
    return tuple(out)


def _count(value: Any, where: str) -> int:
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 100:
        raise _fail(f"{where} must be a whole number from 0 to 100", "bad_count", where=where)
    return value


def _indicators(value: Any, where: str) -> tuple[Tile, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    if not isinstance(value, list | tuple):
        raise _fail(f"{where} must be a list of tiles", "not_a_list", where=where)
    tiles = tuple(Tile.parse(str(t)) for t in value)
    if any(t.is_bonus for t in tiles):
        raise _fail(f"{where}: no flowers or seasons in riichi", "riichi_bonus_indicator")
    if len(tiles) > 5:
        raise _fail(f"{where}: at most 5 indicators (one and four kan dora)", "too_many_dora")
    return tiles


def riichi_deal_from_dict(data: Any, *, defaults: Mapping[str, object] | None = None) -> RiichiDeal:
    """A :class:`RiichiDeal` from one hand of the interchange format with its riichi block."""
    if not isinstance(data, Mapping):
        return _wrap(deal_from_dict(data, defaults=defaults), RiichiFacts())
    block = data.get("riichi") or {}
    if not isinstance(block, Mapping):
        raise _fail("riichi: must be a mapping of table facts", "bad_riichi_block")
    result = data.get("result")
    winners: tuple[str, ...] = ()
    tenpai: tuple[str, ...] = ()
    plain = dict(data)
    if isinstance(result, Mapping):
        discarder = result.get("discarder")
        winners = _seats(result.get("winner"), "result.winner")
        if discarder is not None and str(discarder) in winners:
            raise _fail("the winner cannot be the discarder", "winner_is_discarder")
        winners = turn_after(str(discarder) if discarder else None, winners)
        if len(winners) > 1 and (result.get("self_drawn") or not discarder):
            raise _fail("several winners need one discard", "several_winners_self_drawn")
        tenpai = _seats(result.get("tenpai"), "result.tenpai")
        nagashi = _seats(result.get("nagashi"), "result.nagashi")
        plain["result"] = {**result, "winner": winners[0] if winners else None}
    else:
        nagashi = ()
    deal = deal_from_dict(plain, defaults=defaults)
    return with_facts(deal, block, winners=winners, tenpai=tenpai, nagashi=nagashi)


def with_facts(
    deal: Deal,
    block: Any,
    *,
    winners: tuple[str, ...] = (),
    tenpai: Any = None,
    nagashi: Any = None,
) -> RiichiDeal:
    """``deal`` with the facts of its ``riichi:`` block, its ``winners`` (in turn after the
    discarder; by default the deal's winner), a draw's ``tenpai`` seats and its seats paid a
    ``nagashi`` mangan."""
    if block is None:
        block = {}
    if not isinstance(block, Mapping):
        raise _fail("riichi: must be a mapping of table facts", "bad_riichi_block")
    if not winners and deal.result.winner is not None:
        winners = (deal.result.winner,)
    ippatsu_raw = block.get("ippatsu")
    if ippatsu_raw is True:
        ippatsu = winners[:1] if len(winners) <= 1 else winners
    elif ippatsu_raw in (None, False):
        ippatsu = ()
    else:
        ippatsu = _seats(ippatsu_raw, "riichi.ippatsu")
    facts = RiichiFacts(
        dora_indicators=_indicators(block.get("dora_indicators"), "riichi.dora_indicators"),
        ura_dora_indicators=_indicators(
            block.get("ura_dora_indicators"), "riichi.ura_dora_indicators"
        ),
        riichi=_seats(block.get("riichi"), "riichi.riichi"),
        double_riichi=_seats(block.get("double_riichi"), "riichi.double_riichi"),
        ippatsu=ippatsu,
        honba=_count(block.get("honba"), "riichi.honba"),
        riichi_sticks=_count(block.get("riichi_sticks"), "riichi.riichi_sticks"),
        winners=winners if deal.result.kind is ResultKind.WIN else (),
        tenpai=tenpai if isinstance(tenpai, tuple) else _seats(tenpai, "result.tenpai"),
        red_fives=_red_fives(block.get("red_fives"), winners),
        nagashi=nagashi if isinstance(nagashi, tuple) else _seats(nagashi, "result.nagashi"),
    )
    if facts.nagashi and deal.result.kind is not ResultKind.DRAW:
        raise _fail("nagashi mangan is paid at an exhaustive draw", "nagashi_not_draw")
    seats = (*facts.riichi, *facts.double_riichi, *facts.tenpai, *facts.winners, *facts.nagashi)
    for seat in (*seats, *(seat for seat, _count in facts.red_fives)):
        if seat not in deal.players:
            raise _fail(f"{seat} is not a player at this table", "unknown_seat", seat=seat)
    return _wrap(deal, facts)


def _red_fives(value: Any, winners: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """``red_fives``: a count for the (first) winner, or a count per winning seat."""
    if value is None or value == 0:
        return ()
    if not isinstance(value, Mapping):
        if not winners:
            raise _fail("red fives are counted in a winning hand", "red_fives_no_win")
        value = {winners[0]: value}
    out = []
    for seat, count in value.items():
        _seats(seat, "riichi.red_fives")
        if _count(count, "riichi.red_fives"):
            out.append((str(seat), int(count)))
    return tuple(out)


def declared_in(block: Any, seats: tuple[str, ...]) -> tuple[str, ...]:
    """The ``seats`` that declared riichi or double riichi in a ``riichi:`` block (a quick
    entry's, which has no deal to carry the facts), in seat order."""
    if block is None:
        return ()
    if not isinstance(block, Mapping):
        raise _fail("riichi: must be a mapping of table facts", "bad_riichi_block")
    declared = (
        *_seats(block.get("riichi"), "riichi.riichi"),
        *_seats(block.get("double_riichi"), "riichi.double_riichi"),
    )
    for seat in declared:
        if seat not in seats:
            raise _fail(f"{seat} is not a player at this table", "unknown_seat", seat=seat)
    return tuple(s for s in seats if s in declared)


def _wrap(deal: Deal, facts: RiichiFacts) -> RiichiDeal:
    return RiichiDeal(
        ruleset=deal.ruleset,
        prevailing_wind=deal.prevailing_wind,
        players=deal.players,
        result=deal.result,
        options=deal.options,
        sitting_out=deal.sitting_out,
        id=deal.id,
        facts=facts,
    )


def facts_of(deal: Deal) -> RiichiFacts:
    """The riichi facts of ``deal`` (none for a plain deal: no dora, no riichi, no sticks)."""
    facts = getattr(deal, "facts", None)
    if isinstance(facts, RiichiFacts):
        return facts
    winner = deal.result.winner
    return RiichiFacts(winners=(winner,) if winner else ())


def riichi_deal_to_dict(deal: Deal) -> dict[str, object]:
    """The interchange form of ``deal`` with its riichi block; read back by
    :func:`riichi_deal_from_dict`."""
    out = deal_to_dict(deal)
    facts = facts_of(deal)
    result = dict(out["result"])  # type: ignore[call-overload]
    if len(facts.winners) > 1:
        result["winner"] = list(facts.winners)
    if facts.tenpai:
        result["tenpai"] = list(facts.tenpai)
    if facts.nagashi:
        result["nagashi"] = list(facts.nagashi)
    out["result"] = result
    block: dict[str, object] = {
        "dora_indicators": [str(t) for t in facts.dora_indicators],
        "ura_dora_indicators": [str(t) for t in facts.ura_dora_indicators],
        "riichi": list(facts.riichi),
        "double_riichi": list(facts.double_riichi),
        "ippatsu": list(facts.ippatsu),
        "honba": facts.honba,
        "riichi_sticks": facts.riichi_sticks,
    }
    if facts.red_fives:
        block["red_fives"] = dict(facts.red_fives)
    out["riichi"] = block
    return out
