"""What a riichi hand pays (shared/golden/riichi/FORMAT.md, "Payment"; EMA RCR 2025 4.1.2,
3.4.2-3.4.4, 3.3.7, 3.3.10; WRC 2025): the base value from han and fu with the limits, the
payments of a ron or a self-draw with the counters, the riichi sticks and their pot, several
winners, liability (pao) and the tenpai payments of an exhaustive draw. Every settlement
holds the seats and ``table`` (the stick pot's change) and sums to zero (checked when built,
:class:`~scoring.engine.settlement.Settlement`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...errors import InvalidHand
from ...settlement import Settlement
from .options import RiichiOptions
from .reading import Reading

#: the settlement's key for the riichi sticks lying on the table
TABLE = "table"
#: a riichi bet, and what a counter (honba) adds to a ron; a self-draw: a third from each
STICK = 1000
HONBA_RON = 300
HONBA_TSUMO = 100
#: the exhaustive draw's tenpai payments: 3,000 from the noten players in all
NOTEN_TOTAL = 3000
DEALER = "E"
#: base values of the limits [EMA RCR 2025 4.1.2]
MANGAN = 2000
HANEMAN = 3000
BAIMAN = 4000
SANBAIMAN = 6000
YAKUMAN = 8000


def base_value(han: int, fu: int | None, yakuman: int, options: RiichiOptions) -> int:
    """B = fu x 2^(2+han), or the limit it reaches [EMA RCR 2025 4.1.2; WRC 2025 11.2]."""
    if yakuman:
        return YAKUMAN * yakuman
    if han >= 13 and options.counted_yakuman_on:
        return YAKUMAN
    if han >= 11:
        return SANBAIMAN
    if han >= 8:
        return BAIMAN
    if han >= 6:
        return HANEMAN
    if han >= 5:
        return MANGAN
    base = (fu or 0) << (2 + han)
    if base >= MANGAN or (options.kiriage_on and base >= 1920):
        return MANGAN
    return base


def up100(value: int) -> int:
    return -(-value // 100) * 100


def hand_total(base: int, *, dealer: bool) -> int:
    """What a ron pays: 4B, 6B to the dealer, rounded up to 100."""
    return up100(base * (6 if dealer else 4))


def hand_points(win: Win, *, self_drawn: bool) -> int:
    """What the hand is worth to its winner, without counters and sticks."""
    if not self_drawn:
        return hand_total(win.base, dealer=win.seat == DEALER)
    if win.seat == DEALER:
        return 3 * up100(2 * win.base)
    return up100(2 * win.base) + 2 * up100(win.base)


@dataclass(frozen=True, slots=True)
class Win:
    """One winner's part in a settlement: his seat and his hand's base value."""

    seat: str
    base: int


#: the yakuman a liable player pays for [EMA RCR 2025 3.3.7]; WRC also four quads [WRC 2025
#: 9.1.1]: the package's keys (:mod:`.elements`)
PAO_YAKUMAN = frozenset({"daisangen", "daisuushi"})
FOUR_QUADS = "suukantsu"


def pao_winners(
    pao: str | None, readings: Mapping[str, Reading], options: RiichiOptions
) -> tuple[str, ...]:
    """The winners whose hands the liable player ``pao`` pays for. One winner: his hand, as
    named. Several winners of one discard: only the hand he fed, the one holding a yakuman
    of liability (big three dragons, big four winds; WRC also four quads), or of a quick
    entry (no yaku known) a yakuman; the other winners are paid by the discarder alone. A
    liable player may be another winner of the same discard. Refused when he is liable for
    his own hand, or when no winner holds such a yakuman."""
    if pao is None:
        return ()
    if len(readings) > 1:
        keys = PAO_YAKUMAN | ({FOUR_QUADS} if options.four_kongs_pao else set())
        covered = tuple(
            seat
            for seat, r in readings.items()
            if any(key in keys for key, _ in r.yaku) or (not r.yaku and r.yakuman)
        )
        if not covered:
            raise InvalidHand("no winner holds a yakuman of liability", code="pao_no_yakuman")
    else:
        covered = tuple(readings)
    if pao in covered:
        raise InvalidHand("a winner is not liable for his own win", code="bad_pao")
    return covered


def win_payments(
    seats: Sequence[str],
    wins: Sequence[Win],
    *,
    discarder: str | None,
    honba: int,
    pao: str | None,
    pao_for: Sequence[str] | None = None,
) -> list[tuple[str, str, int]]:
    """The ``(payer, payee, amount)`` of each winner's hand and counters; the liable
    player ``pao`` pays for the winners ``pao_for`` (:func:`pao_winners`; None: all)."""
    out: list[tuple[str, str, int]] = []
    for win in wins:
        dealer = win.seat == DEALER
        liable = pao if pao_for is None or win.seat in pao_for else None
        if discarder is not None:
            total = hand_total(win.base, dealer=dealer)
            if liable is not None and liable != discarder and liable != win.seat:
                # EMA RCR 2025 3.3.7: half each, the counters by the discarder alone
                half = up100(total // 2)
                out.append((liable, win.seat, half))
                out.append((discarder, win.seat, total - half + HONBA_RON * honba))
            else:
                out.append((discarder, win.seat, total + HONBA_RON * honba))
            continue
        shares = []
        for payer in seats:
            if payer == win.seat:
                continue
            times = 2 if dealer or payer == DEALER else 1
            shares.append((payer, up100(win.base * times) + HONBA_TSUMO * honba))
        if liable is not None and liable != win.seat:
            # the liable player pays the whole self-drawn hand
            out.append((liable, win.seat, sum(amount for _, amount in shares)))
        else:
            out.extend((payer, win.seat, amount) for payer, amount in shares)
    return out


def stick_payments(
    seats: Sequence[str],
    winners: Sequence[str],
    declared: Sequence[str],
    sticks: int,
    *,
    each_takes_own: bool,
) -> list[tuple[str, str, int]]:
    """This hand's riichi bets into the pot, and the pot to the winners: the first winner in
    turn takes it all; with several winners (EMA) each winner takes back his own bet first
    [EMA RCR 2025 3.3.10, 3.4.3]. No winner: the bets stay on the table."""
    out = [(seat, TABLE, STICK) for seat in declared if seat in seats]
    if not winners:
        return out
    pot = STICK * (sticks + len(out))
    if each_takes_own:
        for seat in winners[1:]:
            if seat in declared:
                out.append((TABLE, seat, STICK))
                pot -= STICK
    out.append((TABLE, winners[0], pot))
    return out


def draw_payments(seats: Sequence[str], tenpai: Sequence[str]) -> list[tuple[str, str, int]]:
    """An exhaustive draw: the noten players pay 3,000 in all, shared by the tenpai players;
    nothing when all or nobody is tenpai [EMA RCR 2025 3.4.2]."""
    ready = [s for s in seats if s in tenpai]
    noten = [s for s in seats if s not in tenpai]
    if not ready or not noten:
        return []
    out = []
    for payer in noten:
        for payee in ready:
            out.append((payer, payee, NOTEN_TOTAL // (len(ready) * len(noten))))
    return out


def settle(
    seats: Sequence[str],
    payments: Sequence[tuple[str, str, int]],
) -> Settlement:
    """The zero-sum settlement of the seats and the table (checked when built)."""
    return Settlement.from_payments((*seats, TABLE), payments)


def seat_amounts(settlement: Settlement) -> Mapping[str, int]:
    """The seats' part of a settlement (without the table's pot)."""
    return {k: v for k, v in settlement.amounts.items() if k != TABLE}


def nagashi_payments(seats: Sequence[str], nagashi: Sequence[str]) -> list[tuple[str, str, int]]:
    """A nagashi mangan (a house option) at an exhaustive draw: each such seat is paid a
    mangan as by self-draw (4,000 from the dealer and 2,000 from the others; a dealer
    4,000 from each), each independently of the others; it replaces the tenpai payments,
    and no counters are paid (riichi.wiki "Nagashi mangan"; the ``mahjong`` package's
    NagashiMangan: 5 han, a mangan)."""
    wins = [Win(seat, MANGAN) for seat in seats if seat in nagashi]
    return win_payments(seats, wins, discarder=None, honba=0, pao=None)
