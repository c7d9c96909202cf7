"""A toy sixth ruleset, registered from tests only: it proves that a ruleset is one package
plus one registry line, with no production code naming it. ``tests/conftest.py`` registers it
(:func:`register`) when pytest starts, before any test module is collected, so every test
parametrised over the registry's rulesets (``ruleset_ids()``) plays it too; its texts are
in its own package (:mod:`.texts`).

The rules (its "rule book": its elements cite these lines, L7-L8): a win is worth 10 points
plus 2 for each pung or kong in the winner's hand; on a discard the discarder pays it,
self-drawn every other player does. A draw settles nothing. Quick entry: a win needs 10.
House rule: a self-drawn win may be paid double.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import ClassVar

from scoring.engine import (
    Deal,
    DealScore,
    Element,
    MeldKind,
    QuickEntry,
    ResultKind,
    Ruleset,
    ScoredElement,
    Settlement,
    Unit,
    WinResult,
)
from scoring.engine.exclusions import AwardedBy, ElementRule
from scoring.engine.generate import random_deal
from scoring.engine.options import Option, OptionView
from scoring.engine.registry import register_ruleset, ruleset_ids, unregister_ruleset

from .texts import TEXTS

MAHJONG = Element("toy.mahjong", "Mahjong", "Mahjong", 10, Unit.POINTS, "L7")
PUNG = Element("toy.pung", "Pung of kong", "Pung or kong", 2, Unit.POINTS, "L8")


OPTIONS = (Option("self_drawn_double", False, "A self-drawn win is paid double.", None, "L10"),)


@dataclass(frozen=True, slots=True)
class ToyOptions(OptionView):
    """The toy's options as typed attributes."""

    declared: ClassVar[tuple[Option, ...]] = OPTIONS

    self_drawn_double: bool


def _pungs(deal: Deal, seat: str) -> int:
    hand = deal.players[seat]
    exposed = sum(1 for m in hand.melds if m.kind in (MeldKind.PUNG, MeldKind.KONG))
    counts: dict[object, int] = {}
    for tile in hand.concealed:
        counts[tile] = counts.get(tile, 0) + 1
    return exposed + sum(1 for n in counts.values() if n >= 3)


def _settle(
    seats: tuple[str, ...], result: WinResult, value: int, options: Mapping[str, object]
) -> Settlement:
    winner = result.winner
    assert winner is not None
    if result.discarder and not result.self_drawn:
        payers: tuple[str, ...] = (result.discarder,)
    else:
        payers = tuple(s for s in seats if s != winner)
        if ToyOptions.from_options(options).self_drawn_double:
            value *= 2
    return Settlement.from_payments(seats, ((payer, winner, value) for payer in payers))


def random_winning_deal(rng: random.Random) -> Deal:
    """A random finished win, for property tests: any complete hand goes out in the toy."""
    return random_deal(rng, "toy")


class Toy(Ruleset):
    id: ClassVar[str] = "toy"
    name: ClassVar[str] = "Speelgoedregels"
    name_en: ClassVar[str] = "Toy rules"
    seed: ClassVar[str] = "toy"
    texts = TEXTS
    elements: ClassVar[tuple[Element, ...]] = (MAHJONG, PUNG)
    options = OPTIONS
    option_view = ToyOptions

    def element_rules(self) -> tuple[ElementRule, ...]:
        """Both elements are awarded by :meth:`score_valid`; neither excludes the other."""
        return tuple(AwardedBy(e, "score_valid") for e in self.elements)

    def random_winning_deal(self, rng: random.Random) -> Deal:
        return random_winning_deal(rng)

    def score_valid(self, deal: Deal, options: Mapping[str, object]) -> DealScore:
        seats = tuple(deal.players)
        result = deal.result
        if result.kind is not ResultKind.WIN or result.winner is None:
            return DealScore(self.id, dict.fromkeys(seats, 0), Settlement.zero(seats))
        pungs = _pungs(deal, result.winner)
        elements = [ScoredElement(MAHJONG, 10)]
        if pungs:
            elements.append(ScoredElement(PUNG, 2, pungs))
        value = 10 + 2 * pungs
        points = {s: (value if s == result.winner else 0) for s in seats}
        return DealScore(
            self.id,
            points,
            _settle(seats, result, value, options),
            {result.winner: elements},
            fan_total=value,
        )

    # quick entry: the base class's template runs the shared checks (table size, a draw,
    # the winner's total, the minimum); the toy adds its minimum and how a win settles
    def quick_minimum(self, entry: QuickEntry, options: Mapping[str, object]) -> int | None:
        return 10

    def quick_settle(
        self, entry: QuickEntry, seats: tuple[str, ...], options: Mapping[str, object]
    ) -> DealScore:
        result, value = entry.result, entry.winner_total
        points = {s: (value if s == result.winner else 0) for s in seats}
        return DealScore(self.id, points, _settle(seats, result, value, options), fan_total=value)


RULESET = Toy()


def register() -> Toy:
    """Make the toy known to the registry (again: registering twice changes nothing)."""
    register_ruleset(RULESET)
    return RULESET


@contextmanager
def registered() -> Iterator[Toy]:
    """The toy ruleset, known to the registry for the duration of the block (and after it
    when it was registered before: the session's registration stays)."""
    before = RULESET.id in ruleset_ids()
    register_ruleset(RULESET)
    try:
        yield RULESET
    finally:
        if not before:
            unregister_ruleset(RULESET.id)


@contextmanager
def unregistered() -> Iterator[None]:
    """The registry without the toy for the duration of the block."""
    before = RULESET.id in ruleset_ids()
    unregister_ruleset(RULESET.id)
    try:
        yield
    finally:
        if before:
            register_ruleset(RULESET)
