"""A riichi hand's table facts as the entry form gives them (:class:`HandFacts`) and as a
stored hand keeps them: the ``riichi:`` block (dora and ura-dora indicators, riichi and
double riichi, ippatsu, the winner's red fives) and the result's seats of a draw (tenpai,
nagashi mangan); shared/golden/riichi/FORMAT.md."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ...hand_facts import HandFacts


def facts_entry(facts: HandFacts) -> tuple[dict[str, object], dict[str, object]]:
    """The ``riichi:`` block and the result's keys of ``facts``."""
    block: dict[str, object] = {}
    for key, value in (
        ("dora_indicators", facts.indicators),
        ("ura_dora_indicators", facts.under_indicators),
        ("riichi", facts.ready),
        ("double_riichi", facts.double_ready),
        ("ippatsu", facts.first_turn),
    ):
        if value:
            block[key] = list(value)
    if facts.bonus_count:
        block["red_fives"] = facts.bonus_count
    for name, by_seat in facts.winner_options.items():
        # several winners by han and fu: each winner's fu and yakuman (:mod:`.quick`)
        block[f"quick_{name}"] = dict(by_seat)
    extra: dict[str, object] = {"riichi": block} if block else {}
    result: dict[str, object] = {"tenpai": list(facts.tenpai)} if facts.tenpai else {}
    if facts.limit_at_draw:
        result["nagashi"] = list(facts.limit_at_draw)
    return extra, result


def _listed(value: object) -> tuple[str, ...]:
    if isinstance(value, str | bool) or not isinstance(value, Sequence):
        return ()
    return tuple(str(v) for v in value)


def _whole(value: object) -> int:
    if isinstance(value, Mapping):  # a count per winner: the statistics count them all
        return sum(_whole(v) for v in value.values())
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def entry_facts(
    extra: Mapping[str, Any], result_extra: Mapping[str, Any], *, quick_facts: Iterable[str] = ()
) -> HandFacts:
    """Who declared riichi (a double riichi too) and ippatsu, the indicators, the red
    fives, and a draw's tenpai and nagashi seats, from the ``riichi:`` block and the
    result; with several winners entered by their totals, each winner's ``quick_facts``
    (fu, yakuman)."""
    block = extra.get("riichi")
    block = block if isinstance(block, Mapping) else {}
    return HandFacts(
        ready=tuple(
            dict.fromkeys((*_listed(block.get("riichi")), *_listed(block.get("double_riichi"))))
        ),
        double_ready=_listed(block.get("double_riichi")),
        first_turn=_listed(block.get("ippatsu")),
        indicators=_listed(block.get("dora_indicators")),
        under_indicators=_listed(block.get("ura_dora_indicators")),
        tenpai=_listed(result_extra.get("tenpai")),
        bonus_count=_whole(block.get("red_fives")),
        limit_at_draw=_listed(result_extra.get("nagashi")),
        winner_options={
            name: {str(k): int(v) for k, v in by_seat.items()}
            for name in quick_facts
            if isinstance(by_seat := block.get(f"quick_{name}"), Mapping)
        },
    )
