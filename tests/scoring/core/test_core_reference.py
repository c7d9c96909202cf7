"""The core's one-pass validation and its result objects, checked against the checks one by
one (the same deals refused with the same error: class, code, message, parameters, and which
error wins when several apply), and every ruleset's whole results, faulty deals included,
compared with its reference scorer (a mismatch shows the deal and the differing fields)."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial

import pytest

from scoring.engine import ScoringError, get_ruleset
from scoring.engine.errors import InvalidHand
from scoring.engine.generate import random_deal
from scoring.engine.hand import Meld, MeldKind, PlayerHand, ResultKind, WinResult
from scoring.engine.registry import ruleset_ids
from scoring.engine.result import DealScore
from scoring.engine.rulesets.dutch.reference import reference_score as dutch_reference
from scoring.engine.rulesets.mcr.reference import reference_score as mcr_reference
from scoring.engine.settlement import Settlement, SettlementError
from scoring.engine.tiles import ALL_KINDS, PLAYING_KINDS, WINDS, Tile, format_tiles
from scoring.engine.validate import validate_deal
from tests.scoring.reference_check import assert_same

RULESETS = ruleset_ids()


# --- the straightforward reading of the common checks ---------------------------------------
def _plain_validate(deal, ruleset) -> None:
    """Every check in the order the rules give them, one after the other."""
    n = len(deal.players)
    if n not in ruleset.table_sizes:
        allowed = " or ".join(str(s) for s in sorted(ruleset.table_sizes))
        raise InvalidHand(
            f"{ruleset.id} is played by {allowed} players in a hand, not {n}",
            code="table_size",
            count=n,
        )
    result = deal.result
    is_win = result.kind is ResultKind.WIN
    if is_win:
        hand = deal.players[result.winner]
        if not hand.known and not (result.winning_tile and result.winning_tile.is_bonus):
            raise InvalidHand(
                "the winner's tiles are needed to score the hand", code="winner_unknown"
            )
    for seat, hand in deal.players.items():
        if not hand.known or hand.dead or seat == result.claimant:
            continue
        is_winner = is_win and seat == result.winner
        bonus_win = is_winner and result.winning_tile is not None and result.winning_tile.is_bonus
        if bonus_win:
            if not hand.tiles:
                continue
            winner = False
        elif is_winner or ruleset.scores_every_player:
            winner = is_winner
        else:
            continue
        given = len(hand.tiles)
        needed = (14 if winner else 13) + hand.kongs
        if given != needed:
            role = "the winner" if winner else f"player {seat}"
            kongs = f" with {hand.kongs} kong{'s' if hand.kongs != 1 else ''}" if hand.kongs else ""
            raise InvalidHand(
                f"{role} needs {needed} tiles{kongs}, {given} given ({seat})",
                code="tile_count",
                seat=seat,
                needed=needed,
                given=given,
            )
    counts = [0] * ALL_KINDS
    for hand in deal.players.values():
        for t in (*hand.tiles, *hand.bonus):
            counts[t] += 1
    for index, c in enumerate(counts):
        limit = 1 if index >= PLAYING_KINDS else 4
        if c > limit:
            raise InvalidHand(
                f"{c} copies of {Tile(index)} at the table (the set has {limit})",
                code="too_many_copies",
                tile=str(Tile(index)),
                count=c,
                limit=limit,
            )
    if is_win and result.winning_tile is not None:
        hand = deal.players[result.winner]
        tile = result.winning_tile
        if hand.known and tile.is_bonus and tile not in hand.bonus:
            raise InvalidHand(
                f"the winning tile {tile} is not among the winner's flowers and seasons",
                code="winning_tile_missing",
                tile=str(tile),
            )
        if hand.known and not tile.is_bonus and tile not in hand.tiles:
            raise InvalidHand(
                f"the winning tile {tile} is not in the winner's hand ({format_tiles(hand.tiles)})",
                code="winning_tile_missing",
                tile=str(tile),
            )


def _error(check):
    try:
        check()
    except ScoringError as exc:
        return type(exc).__name__, exc.code, str(exc), exc.message, sorted(exc.params.items())
    return None


# --- deals with one or several faults -------------------------------------------------------
def _with_hand(deal, seat, hand):
    players = dict(deal.players)
    players[seat] = hand
    return replace(deal, players=players)


def _fault(deal, rng):
    """``deal`` with one fault of the many the validation refuses (or none)."""
    seats = list(deal.players)
    seat = rng.choice(seats)
    hand = deal.players[seat]
    conc = list(hand.concealed)
    result = deal.result
    how = rng.randrange(12)
    if result.winner is None and how in (5, 6, 7):
        return deal
    if how == 0 and conc:  # a tile short
        conc.pop(rng.randrange(len(conc)))
    elif how == 1:  # a tile too many
        conc.append(Tile(rng.randrange(34)))
    elif how == 2 and conc:  # a fifth copy, likely
        conc[rng.randrange(len(conc))] = conc[0]
        conc.append(conc[0])
        conc.pop(0 if len(conc) > 1 else -1)
    elif how == 3:  # a bonus tile twice
        b = Tile(rng.randrange(34, 42))
        return _with_hand(deal, seat, PlayerHand(hand.melds, hand.concealed, (*hand.bonus, b, b)))
    elif how == 4:  # a player fewer or more
        players = dict(deal.players)
        if len(players) > 2 and rng.random() < 0.5:
            players.pop(next(s for s in players if s != result.winner))
        return replace(deal, players=players) if players != dict(deal.players) else deal
    elif how == 5:  # the winner's tiles unknown
        return _with_hand(deal, result.winner, PlayerHand(known=False))
    elif how == 6:  # a winning tile the winner does not hold
        held = set(deal.players[result.winner].tiles)
        missing = [Tile(t) for t in range(34) if t not in held]
        return replace(deal, result=replace(result, winning_tile=rng.choice(missing)))
    elif how == 7:  # a bonus winning tile, held or not
        b = Tile(rng.randrange(34, 42))
        wh = deal.players[result.winner]
        if rng.random() < 0.5:
            deal = _with_hand(deal, result.winner, PlayerHand(wh.melds, wh.concealed, (b,)))
        if rng.random() < 0.3:  # the winner's hand of 13 (an instant bonus win) or of none
            deal = _with_hand(
                deal,
                result.winner,
                PlayerHand(wh.melds, wh.concealed[1:], (b,))
                if rng.random() < 0.5
                else PlayerHand(known=False),
            )
        return replace(deal, result=replace(deal.result, winning_tile=b))
    elif how == 8:  # a dead hand, or the claimant's, with a wrong count
        conc.append(Tile(rng.randrange(34)))
        bad = PlayerHand(hand.melds, tuple(conc), hand.bonus, dead=True)
        return _with_hand(deal, seat, bad)
    elif how == 9:  # a claimant named
        return replace(deal, result=replace(result, claimant=seat))
    elif how == 10:  # a draw
        return replace(deal, result=WinResult(kind=ResultKind.DRAW))
    elif how == 11 and hand.known:  # a kong laid instead of a pung (count one short)
        melds = [
            Meld(MeldKind.KONG, (m.tiles[0],) * 4) if m.kind is MeldKind.PUNG else m
            for m in hand.melds
        ]
        return _with_hand(deal, seat, PlayerHand(tuple(melds), hand.concealed, hand.bonus))
    return _with_hand(deal, seat, PlayerHand(hand.melds, tuple(conc), hand.bonus, hand.dead))


def _deals(ruleset_id, seed, count):
    ruleset = get_ruleset(ruleset_id)
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        seats = WINDS if rng.random() < 0.9 else tuple(rng.sample(WINDS, rng.choice((2, 3))))
        try:
            deal = random_deal(
                rng,
                ruleset_id,
                with_losers=ruleset.scores_every_player or rng.random() < 0.3,
                seats=seats,
                bonus=rng.random() < 0.5,
            )
            for _ in range(rng.choice((0, 1, 1, 2, 3))):
                deal = _fault(deal, rng)
        except ScoringError:
            continue
        out.append(deal)
    return out


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_validation_refuses_as_the_plain_reading(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    refused = set()
    for deal in _deals(ruleset_id, 31, 2500):
        fast = _error(lambda d=deal: validate_deal(d, ruleset))
        assert fast == _error(lambda d=deal: _plain_validate(d, ruleset)), deal
        if fast:
            refused.add(fast[1])
    assert {"tile_count", "too_many_copies", "winning_tile_missing", "winner_unknown"} <= refused


# --- whole results against the reference scorers -------------------------------------------
def _reference(ruleset, deal) -> DealScore:
    """The ruleset's reference scorer where it has one (the Dutch rulesets, MCR); for HK
    and Ma Jiang, which have no fast path past the validation, the plain validation followed
    by the ruleset's own scoring."""
    if ruleset.id in REFERENCES:
        return REFERENCES[ruleset.id](ruleset, deal)
    _plain_validate(deal, ruleset)
    return ruleset.score_valid(deal, ruleset.typed_options(ruleset.resolve_options(deal.options)))


REFERENCES = {"nmb": dutch_reference, "redbook": dutch_reference, "mcr": mcr_reference}


def _own_deals(ruleset_id, seed, count):
    """Clean deals from the ruleset's own generator (hands that reach its minimum)."""
    own = get_ruleset(ruleset_id).random_winning_deal  # the package's own (test_capabilities)
    rng = random.Random(seed)
    return [own(rng) for _ in range(count)]


@pytest.mark.slow
@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_whole_results_agree_with_the_reference(ruleset_id):
    """Faulty and clean deals of every ruleset score the same, field by field, as with the
    reference scorer: points, elements, settlement, notes, or the same error."""
    ruleset = get_ruleset(ruleset_id)
    for deal in _deals(ruleset_id, 77, 600) + _own_deals(ruleset_id, 78, 600):
        assert_same(ruleset.score, partial(_reference, ruleset), deal)


# --- the result objects ---------------------------------------------------------------------
def test_settlement_and_deal_score_keep_their_contract():
    given = {"S": 2, "E": -3, "N": 1}
    s = Settlement(given)
    assert list(s.amounts) == ["E", "S", "N"]
    given["E"] = 9
    assert s["E"] == -3
    with pytest.raises(TypeError):
        s.amounts["E"] = 1  # read-only
    for bad, match in (
        ({"E": 1, "S": 0}, "does not sum to zero"),
        ({"E": 1.0, "S": -1.0}, "not an integer"),
        ({"E": True, "S": -1}, "not an integer"),
        ({"E": 2, "S": -1, "W": "x"}, "not an integer"),
    ):
        with pytest.raises(SettlementError, match=match):
            Settlement(bad)
    assert Settlement.from_payments("ESWN", [("S", "E", 8), ("W", "E", 8)]).amounts == {
        "E": 16,
        "S": -8,
        "W": -8,
        "N": 0,
    }
    points = {"E": 8}
    elements = {"E": [], "S": ()}
    score = DealScore("mcr", points, Settlement.zero("ES"), elements)
    points["E"] = 1
    elements["S"] = 5
    assert score.points == {"E": 8}
    assert score.elements == {"E": (), "S": ()}
    with pytest.raises(TypeError):
        score.points["E"] = 2
    with pytest.raises(TypeError):
        score.elements["E"] = ()
