"""The cut with ties at the line, table-driven (no database)."""

import pytest

from tournaments.reports.rows import Player, StandingRow
from tournaments.reports.standings import rank_rows
from tournaments.stages.cut import CutError, cut_preview, cut_settle, full_tables

CHAIN = ("table_points", "score", "name")


def rows(*scores: int) -> list[StandingRow]:
    """Players p01, p02, ... with these scores (and no table points): equal scores are a
    tie on the whole chain."""
    return rank_rows(
        [
            StandingRow(
                rank=0,
                player=Player(key=f"p{i:02}", name=f"P{i}", sort_name=f"p{i:02}"),
                tp_units=0,
                score=score,
            )
            for i, score in enumerate(scores, start=1)
        ],
        CHAIN,
    )


SIX = (60, 50, 40, 30, 20, 10)
TIED = (60, 50, 40, 30, 30, 30, 10, 5)  # places 4-6 tied across a cut at 4 or 5


@pytest.mark.parametrize(
    ("scores", "size", "rule", "extra", "expected"),
    [
        (
            SIX,
            4,
            "no_tie",
            {},
            [("p01", "rank"), ("p02", "rank"), ("p03", "rank"), ("p04", "rank")],
        ),
        (TIED, 4, "playoff", {"winners": {"p06"}}, ["p01", "p02", "p03", "p06"]),
        (TIED, 5, "playoff", {"winners": {"p04", "p06"}}, ["p01", "p02", "p03", "p04", "p06"]),
        (TIED, 4, "lots", {"seed": "42"}, None),  # one of the tied by lot, repeatable
        (TIED, 4, "shared", {}, CutError),  # 6 players do not fill tables of four
        ((60, 50, 40, 40, 10), 3, "shared", {}, ["p01", "p02", "p03", "p04"]),
    ],
)
def test_cut_settles_a_tie_by_the_rule(scores, size, rule, extra, expected):
    preview = cut_preview(rows(*scores), size, policy="byes")
    if expected is CutError:
        with pytest.raises(CutError):
            cut_settle(preview, rule, **extra)
        return
    field = cut_settle(preview, rule, **extra)
    assert len(field) == (len(expected) if expected else size)
    if expected and isinstance(expected[0], tuple):
        assert list(field) == expected
    elif expected:
        assert [key for key, _via in field] == expected
        assert {via for key, via in field if key in preview.tied} == {rule}
    else:
        assert field == cut_settle(preview, rule, **extra)  # the seed repeats the lots
        assert field[-1][0] in preview.tied and field[-1][1] == "lots"


def test_preview_shows_the_tie_before_the_cut():
    preview = cut_preview(rows(*TIED), 4, policy="byes")
    assert preview.tie and preview.sure == ("p01", "p02", "p03")
    assert preview.tied == ("p04", "p05", "p06") and preview.places == 1
    assert preview.out == ("p07", "p08") and not preview.shared_allowed
    assert not cut_preview(rows(*SIX), 4, policy="byes").tie


@pytest.mark.parametrize(
    ("rule", "extra"),
    [
        ("no_tie", {}),  # there is a tie: a rule must settle it
        ("playoff", {"winners": {"p04", "p05"}}),  # two winners for one place
        ("playoff", {"winners": {"p07"}}),  # not tied
        ("lots", {}),  # no seed
        ("coin", {}),
    ],
)
def test_bad_settlements_are_refused(rule, extra):
    with pytest.raises(CutError):
        cut_settle(cut_preview(rows(*TIED), 4, policy="byes"), rule, **extra)


def test_a_rule_without_a_tie_is_refused():
    with pytest.raises(CutError):
        cut_settle(cut_preview(rows(*SIX), 4, policy="byes"), "lots", seed="1")


@pytest.mark.parametrize(
    ("players", "policy", "full"),
    [(16, "byes", True), (17, "byes", False), (17, "five", True), (18, "three", False)],
)
def test_full_tables(players, policy, full):
    assert full_tables(players, policy) is full
