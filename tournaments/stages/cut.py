"""The cut: the top N of a stage's standings go on to the next stage. Pure, no queries.

The standings rank by the club's tie-break chain (``reports.standings``); two players
equal on the whole chain share a rank. When such a shared rank straddles the line (the
players at places N and N + 1 share it), the chain is exhausted and the director's rule
settles it (docs/formats.md):

* ``shared``: all tied players go through, allowed only when the larger field still
  sits at full tables under the event's table policy (tables of four, or of four and
  five under five-player tables; never byes or tables of three);
* ``playoff``: the players tied play a deciding hand; the director records who won it;
* ``lots``: lots drawn with a seed (``random.Random(seed).sample`` over the tied players
  in standings order), the seed stored so anyone can repeat the draw.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from tournaments.reports.rows import StandingRow
from tournaments.seating import TablePolicy, table_layout


class CutError(ValueError):
    """A cut that cannot be made as asked; ``code`` names the reason (messages.py)."""

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def full_tables(players: int, policy: TablePolicy | str) -> bool:
    """Whether ``players`` sit at full tables under ``policy`` (no byes, no tables of
    three; tables of five only under five-player tables)."""
    try:
        layout = table_layout(players, policy)
    except ValueError:
        return False
    return layout.byes == 0 and all(size >= 4 for size in layout.sizes)


@dataclass(frozen=True, slots=True)
class CutPreview:
    """What the cut at ``size`` looks like before it is made."""

    size: int
    sure: tuple[str, ...]  # players' keys above the tie (or the whole top N without one)
    tied: tuple[str, ...]  # players equal on the whole chain across place N
    out: tuple[str, ...]  # players below the tie (or below N)
    shared_allowed: bool

    @property
    def tie(self) -> bool:
        return bool(self.tied)

    @property
    def places(self) -> int:
        """Places left for the tied players."""
        return self.size - len(self.sure)


def cut_preview(rows: Sequence[StandingRow], size: int, *, policy: TablePolicy | str) -> CutPreview:
    """The cut of ranked ``rows`` (best first) at ``size``."""
    if size < 1:
        raise CutError("cut_size", size=size, players=len(rows))
    keys = [r.player.key for r in rows]
    if size >= len(rows):  # everyone goes through
        return CutPreview(size, tuple(keys), (), (), False)
    line_rank = rows[size - 1].rank
    if rows[size].rank != line_rank:
        return CutPreview(size, tuple(keys[:size]), (), tuple(keys[size:]), False)
    first = next(i for i, r in enumerate(rows) if r.rank == line_rank)
    last = max(i for i, r in enumerate(rows) if r.rank == line_rank)
    return CutPreview(
        size=size,
        sure=tuple(keys[:first]),
        tied=tuple(keys[first : last + 1]),
        out=tuple(keys[last + 1 :]),
        shared_allowed=full_tables(last + 1, policy),
    )


def cut_settle(
    preview: CutPreview,
    rule: str,
    *,
    winners: Collection[str] = (),
    seed: str = "",
) -> tuple[tuple[str, str], ...]:
    """The field of the next stage as (player key, how they qualified), in seed order:
    the sure players by rank (``rank``), then the tied ones who go through. ``rule``:
    ``no_tie`` (only without a tie), ``shared``, ``playoff`` (``winners``: the tied players
    who won the play-off, exactly as many as places are left) or ``lots`` (``seed``)."""
    field = [(key, "rank") for key in preview.sure]
    if not preview.tie:
        if rule != "no_tie":
            raise CutError("cut_no_tie")
        return tuple(field)
    if rule == "shared":
        if not preview.shared_allowed:
            raise CutError("cut_shared_tables", players=len(preview.sure) + len(preview.tied))
        chosen = list(preview.tied)
    elif rule == "playoff":
        if set(winners) - set(preview.tied) or len(set(winners)) != preview.places:
            raise CutError("cut_playoff_winners", places=preview.places)
        chosen = [key for key in preview.tied if key in set(winners)]
    elif rule == "lots":
        if not seed:
            raise CutError("cut_seed")
        drawn = set(random.Random(seed).sample(preview.tied, preview.places))
        chosen = [key for key in preview.tied if key in drawn]
    else:
        raise CutError("cut_rule")
    return (*field, *((key, rule) for key in chosen))
