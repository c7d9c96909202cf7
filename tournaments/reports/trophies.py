"""Trophies: the evening winner and the challenge trophy (wisselbokaal).

Fu-Hing's house rules, Artikel 7 [seed 004 L1521-1529]: "De winnaar van een toernooi
avond krijgt als prijs een wisselbokaal" [L1523]; the holder hands it back one day before
the next evening unless it has become his [L1523-1525]; "Indien een speler in dit speeljaar
3 x de bokaal heeft gewonnen, dan mag hij/zij deze bokaal behouden" [L1527-1529]. The
playing year runs January to December [L1536].

Readings (rules/club_fuhing.md §3 lists them as not stated):

* the evening winner is first in the evening's standings (the club's tie-break chain);
* the number of wins is a club setting (``Club.trophy_wins_to_keep``, 3 by default);
* once a trophy is kept, a new one is put up and everybody's count starts again at 0.
"""

from __future__ import annotations

import datetime
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from tournaments.reports.rows import Player


@dataclass(frozen=True, slots=True)
class EveningWin:
    event_id: int
    event_name: str
    event_slug: str
    date: datetime.date
    winner: Player
    win_number: int = 0  # the winner's wins with the current trophy, this one included
    kept: bool = False  # this win made the trophy his for good


@dataclass
class ChallengeTrophy:
    wins: list[EveningWin]
    holder: Player | None
    holder_wins: int
    kept_by: list[EveningWin] = field(default_factory=list)
    wins_to_keep: int | None = 3


def challenge_trophy(winners: Sequence[EveningWin], *, wins_to_keep: int | None) -> ChallengeTrophy:
    """Follow the trophy through the playing year's evenings (``winners`` in date order)."""
    count: Counter[str] = Counter()
    wins: list[EveningWin] = []
    kept: list[EveningWin] = []
    holder: Player | None = None
    for win in winners:
        count[win.winner.key] += 1
        number = count[win.winner.key]
        is_kept = wins_to_keep is not None and number >= wins_to_keep
        entry = EveningWin(
            event_id=win.event_id,
            event_name=win.event_name,
            event_slug=win.event_slug,
            date=win.date,
            winner=win.winner,
            win_number=number,
            kept=is_kept,
        )
        wins.append(entry)
        holder = win.winner
        if is_kept:
            kept.append(entry)
            count.clear()  # a new trophy is put up
    holder_wins = count[holder.key] if holder else 0
    if kept and wins[-1].kept:
        holder, holder_wins = None, 0  # the trophy just left for good; a new one awaits
    return ChallengeTrophy(
        wins=wins, holder=holder, holder_wins=holder_wins, kept_by=kept, wins_to_keep=wins_to_keep
    )
