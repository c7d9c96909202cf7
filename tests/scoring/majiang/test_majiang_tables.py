"""The element registry, the options and the points tables of Ma Jiang."""

from __future__ import annotations

import re

import pytest
import yaml

from scoring.engine import Unit, get_ruleset
from scoring.engine.rulesets.majiang import hand_value
from scoring.engine.rulesets.majiang.elements import EVALUATION_ELEMENTS, LIMIT_ELEMENTS
from scoring.engine.rulesets.majiang.evaluation import ROWS
from scoring.engine.rulesets.majiang.limits import LIMIT_HANDS
from scoring.engine.rulesets.majiang.points import ALTERNATIVE, MAIN

RULESET = get_ruleset("majiang")


def test_registry_ids_unique_and_sourced():
    ids = [e.id for e in RULESET.elements]
    assert len(ids) == len(set(ids))
    for e in RULESET.elements:
        assert e.id.startswith("majiang.")
        assert re.match(r"^001 L\d+", e.source), e
        assert e.name and e.name_en and e.value >= 0


def test_every_evaluation_row_and_limit_hand_is_in_the_registry():
    registry = set(RULESET.elements)
    table = {row.element for row in ROWS} | {row.alt for row in ROWS if row.alt}
    assert table == set(EVALUATION_ELEMENTS) <= registry
    assert {lh.element for lh in LIMIT_HANDS} == set(LIMIT_ELEMENTS) <= registry


def test_row_names_carry_the_row_code_and_german_label():
    for row in ROWS:
        assert row.element.name.startswith(row.code + " ")
        assert row.element.name_en.startswith(row.code + " ")
    assert RULESET.element("majiang.self_drawn").name == "W1 Gewinnstein verdeckt genommen"


def test_appendix_c_rows_differ_only_in_u2_and_p2():
    alts = {row.code: row.alt.value for row in ROWS if row.alt}
    assert alts == {"U2": 3, "P2": 3}
    assert all(row.alt.source.endswith("(C.1)") for row in ROWS if row.alt)


def test_units():
    laak = {e.id for e in EVALUATION_ELEMENTS if e.unit is Unit.LAAK}
    assert laak == {"majiang.all_flowers_or_seasons", "majiang.all_bonus", "majiang.one_suit"}
    assert all(e.unit is Unit.LIMIT and e.value == 64 for e in LIMIT_ELEMENTS)


def test_ruleset_attributes():
    assert RULESET.table_sizes == frozenset({3, 4})
    assert RULESET.scores_every_player is False
    assert RULESET.unit is Unit.FAAN


def test_option_defaults_are_the_golden_defaults(golden_dir):
    header = yaml.safe_load((golden_dir / "majiang.yaml").read_text())
    defaults = RULESET.resolve_options({})
    assert defaults["table"] == "main"
    assert defaults["east_single"] is False and defaults["no_winning_tile_double"] is False
    assert defaults["faan_laak"] == "row" and defaults["cumulation"] == "additive"
    assert defaults["alternative_limit"] == 128 and defaults["false_sik_discarder"] == "replaces"
    assert "defaults" in header
    for option in RULESET.options:
        assert option.description and option.source.startswith("001 L")


@pytest.mark.parametrize(
    ("faan", "laak", "main", "alternative"),
    [
        (0, 0, 1, 1),
        (1, 0, 2, 2),
        (2, 0, 4, 4),
        (3, 0, 8, 8),
        (4, 0, 16, 16),
        (5, 0, 16, 32),
        (6, 0, 32, 32),
        (7, 0, 32, 64),
        (8, 0, 64, 64),
        (9, 0, 64, 128),
        (30, 0, 64, 128),
        (0, 1, 16, 32),
        (1, 1, 16, 32),
        (2, 1, 32, 64),
        (0, 2, 32, 64),
        (1, 2, 32, 64),
        (2, 2, 64, 128),
        (0, 3, 64, 128),
        (0, 5, 64, 128),
    ],
)
def test_points_table_reading_a(faan, laak, main, alternative):
    assert hand_value(faan, laak) == main
    assert hand_value(faan, laak, alternative=True) == alternative


@pytest.mark.parametrize(
    ("faan", "laak", "main", "alternative"),
    [
        (5, 0, 16, 32),  # without Laak both readings use the table (plateaus kept)
        (0, 1, 16, 32),
        (1, 1, 32, 64),
        (2, 1, 64, 128),
        (1, 2, 64, 128),
        (4, 2, 64, 128),
        (0, 3, 64, 128),
    ],
)
def test_points_table_reading_b(faan, laak, main, alternative):
    assert hand_value(faan, laak, double=True) == main
    assert hand_value(faan, laak, alternative=True, double=True) == alternative


def test_tables():
    assert MAIN.limit == 64 and ALTERNATIVE.limit == 128
    assert MAIN.one_laak == 16 and ALTERNATIVE.one_laak == 32
    assert MAIN.row(1, 2) == 7 and ALTERNATIVE.row(1, 2) == 8
