"""Standings of a tournament played in stages: per stage with carry-over, and the final
order. Pure, no queries (docs/formats.md says the rules).

* A stage's standings count its own rounds only, for its field (everyone in the first
  stage, the players who made the cut later), each player starting from the part of his
  total in the stage before that the stage carries over: none, half or all of his score
  and of his table points. Half is rounded half away from zero to the unit: a whole point
  of the ruleset for the score (+7 → +4, −7 → −4), 1/120 of a table point for the table
  points (exact in practice: table points are stored in 1/120).
* The final standings: the players of the last stage reached first, by that stage's
  standings; then the players out at each earlier cut, the later cut first, each group in
  the order of the qualification (the first stage's standings; players who shared a place
  there by the standings of the stage they reached).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from tournaments.reports.rows import Player, StandingRow, TableResult
from tournaments.reports.standings import event_standings, rank_rows


def carry_amount(value: int, carry: str) -> int:
    """The part of ``value`` a stage carries over: ``none`` 0, ``all`` everything, ``half``
    half rounded half away from zero."""
    if carry == "all":
        return value
    if carry == "half":
        half, odd = divmod(abs(value), 2)
        return (half + odd) * (1 if value >= 0 else -1)
    return 0


@dataclass(frozen=True, slots=True)
class StageInfo:
    order: int
    name: str
    first_round: int
    last_round: int
    carry_over: str
    #: the players' keys who made the cut, best seed first; ``None``: everyone (stage 1)
    field: tuple[str, ...] | None

    @property
    def round_numbers(self) -> range:
        return range(self.first_round, self.last_round + 1)


@dataclass
class StageTable:
    stage: StageInfo
    rows: list[StandingRow]

    @property
    def has_carry(self) -> bool:
        return self.stage.carry_over != "none" and self.stage.order > 1


def stage_tables(
    stages: Sequence[StageInfo],
    tables: Iterable[TableResult],
    chain: Sequence[str],
    *,
    unplayed_last: bool = True,
) -> list[StageTable]:
    """The standings of each stage that has a field (stage 1, and each stage whose cut
    was made), in stage order."""
    tables = list(tables)
    out: list[StageTable] = []
    before: dict[str, StandingRow] = {}
    for stage in stages:
        if stage.field is None and stage.order > 1:
            break
        own = [t for t in tables if t.round_number in stage.round_numbers]
        rows = {r.player.key: r for r in event_standings(own, chain, unplayed_last=False)}
        if stage.field is not None:
            known = {
                **{k: r.player for k, r in before.items()},
                **{k: r.player for k, r in rows.items()},
            }
            # a key neither seated nor in the stage before (a damaged file) is left out
            rows = {k: rows.get(k) or _empty(known[k]) for k in stage.field if k in known}
        for key, row in rows.items():
            previous = before.get(key)
            if previous is not None:
                row.carried_score = carry_amount(previous.score, stage.carry_over)
                row.carried_units = carry_amount(previous.tp_units, stage.carry_over)
                row.score += row.carried_score
                row.tp_units += row.carried_units
            row.stage = stage.name
        ranked = _rank_with_seeds(rows.values(), stage, chain, unplayed_last=unplayed_last)
        out.append(StageTable(stage=stage, rows=ranked))
        before = {r.player.key: r for r in ranked}
    return out


def _empty(player: Player) -> StandingRow:
    return StandingRow(rank=0, player=player, tp_units=0, score=0, played=False)


def _rank_with_seeds(
    rows: Iterable[StandingRow], stage: StageInfo, chain: Sequence[str], *, unplayed_last: bool
) -> list[StandingRow]:
    """Ranked by the chain; before anyone has played, a later stage lists its field in
    seed order (the cut's order) rather than by name."""
    rows = list(rows)
    if stage.field is not None and not any(r.rounds for r in rows):
        seeds = {key: i for i, key in enumerate(stage.field)}
        ranked = rank_rows(rows, chain, unplayed_last=False)
        return sorted(ranked, key=lambda r: (r.rank, seeds.get(r.player.key, len(seeds))))
    return rank_rows(rows, chain, unplayed_last=unplayed_last and stage.order == 1)


def final_order(stages: Sequence[StageTable]) -> list[StandingRow]:
    """Everyone once: the last stage's players by its standings, then the players out at
    each earlier cut (the later cut first) in their qualification order. Ranks are
    renumbered; players equal on the whole chain in the last stage share a rank, and so do
    players out at the same cut who shared a place in the qualification."""
    if not stages:
        return []
    qualification = {r.player.key: (r.rank, i) for i, r in enumerate(stages[0].rows)}
    unknown = (len(qualification) + 1, len(qualification))  # not in the qualification
    out: list[StandingRow] = []
    placed: set[str] = set()
    for depth, table in enumerate(reversed(stages)):
        group = [r for r in table.rows if r.player.key not in placed]
        if depth:  # out at this stage's cut: qualification order, then this stage's
            group.sort(key=lambda r: (qualification.get(r.player.key, unknown)[0], r.rank))
        start = len(out)
        for i, row in enumerate(group):
            before = group[i - 1] if i else None
            tie = before is not None and before.rank == row.rank
            if depth and before is not None:
                first = qualification.get(before.player.key, unknown)
                second = qualification.get(row.player.key, unknown)
                tie = tie and first[0] == second[0]
            rank = out[-1].rank if tie else start + i + 1
            out.append(replace(row, rank=rank))
            placed.add(row.player.key)
    return out
