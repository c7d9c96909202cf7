"""Typed option views (:class:`scoring.engine.options.OptionView`): each ruleset's view has
exactly its declared options as fields (types and defaults from the declarations), cleans
and completes a club's choice like :func:`resolve_options`, and is built once per choice."""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import random
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import ClassVar, Literal

import pytest

from scoring.engine import (
    InvalidOptions,
    QuickEntry,
    ResultKind,
    ScoringError,
    WinResult,
    get_ruleset,
)
from scoring.engine.options import Option, OptionView, view_mismatches
from scoring.engine.registry import RULESET_IDS, ruleset_ids
from scoring.engine.tiles import WINDS

ENGINE = Path(__file__).resolve().parents[3] / "scoring" / "engine"


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_view_fields_are_the_declared_options(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    view = ruleset.option_view
    assert view is not None
    assert view.declared == ruleset.options
    assert view_mismatches(view) == []


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_defaults_come_from_the_declarations(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    view = ruleset.option_view.from_options({})
    for option in ruleset.options:
        assert getattr(view, option.name) == option.default, option.name
    assert ruleset.option_view.from_options(ruleset.resolve_options()) == view


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_a_chosen_value_is_read_and_the_view_is_frozen_and_kept(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    option = next(o for o in ruleset.options if isinstance(o.default, bool))
    chosen = {option.name: not option.default}
    view = ruleset.option_view.from_options(chosen)
    assert getattr(view, option.name) is (not option.default)
    assert ruleset.option_view.from_options(dict(chosen)) is view
    resolved = ruleset.resolve_options(chosen)
    assert ruleset.option_view.from_options(resolved) is ruleset.option_view.from_options(resolved)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(view, option.name, option.default)


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_a_full_cache_still_keeps_the_newest_choice(ruleset_id, monkeypatch):
    """A worker or a long-lived server that met more choices than the cache holds lets go of
    the oldest one: the newest choice is still built once, and the cache stays bounded."""
    monkeypatch.setattr("scoring.engine.options._VIEW_CACHE_SIZE", 2)
    view_class = get_ruleset(ruleset_id).option_view
    monkeypatch.setattr(view_class, "_built", {})
    monkeypatch.setattr(view_class, "_by_id", {})
    flags = [o for o in get_ruleset(ruleset_id).options if isinstance(o.default, bool)]
    choices = [{}] + [{flag.name: not flag.default} for flag in flags[:3]]
    for chosen in choices:
        view = view_class.from_options(chosen)
        assert view_class.from_options(dict(chosen)) is view
        resolved = MappingProxyType(dict(chosen))
        assert view_class.from_options(resolved) is view_class.from_options(resolved)
        assert len(view_class._built) <= 2
        assert len(view_class._by_id) <= 2


@pytest.mark.parametrize(
    ("chosen", "code"),
    [
        ({"no_such_option": 1}, "unknown_option"),
        ({"flowers": 1}, "bad_option_value"),  # equal to True (and hashes alike): refused
        ({"flowers": [True]}, "bad_option_value"),  # unhashable: cleaned without the cache
        ({"heersende_wind": "west"}, "bad_option_value"),
        ({"min_doubles": "2"}, "bad_option_value"),
    ],
)
def test_bad_choices_are_refused_with_the_coded_error(chosen, code):
    view = get_ruleset("nmb").option_view
    view.from_options({"flowers": True})  # a cached True must not let 1 through
    with pytest.raises(InvalidOptions) as caught:
        view.from_options(chosen)
    assert caught.value.code == code


def test_majiang_refuses_negative_points():
    with pytest.raises(InvalidOptions) as caught:
        get_ruleset("majiang").option_view.from_options({"minimum_points": -1})
    assert caught.value.code == "bad_option_value"


TOY_OPTIONS = (
    Option("size", 2, "a number"),
    Option("mode", "a", "a choice", choices=("a", "b")),
    Option("on", False, "yes or no"),
)


@dataclasses.dataclass(frozen=True, slots=True)
class _Right(OptionView):
    declared: ClassVar[tuple[Option, ...]] = TOY_OPTIONS
    size: int
    mode: Literal["a", "b"]
    on: bool


@dataclasses.dataclass(frozen=True, slots=True)
class _Wrong(OptionView):
    declared: ClassVar[tuple[Option, ...]] = TOY_OPTIONS
    fixed: ClassVar[dict[str, object]] = {"on": True, "kind": "x", "colour": "red"}
    size: str
    mode: Literal["a"]
    extra: int
    kind: Literal["y"]


def test_the_check_finds_every_kind_of_mismatch():
    assert view_mismatches(_Right) == []
    assert view_mismatches(_Wrong) == [
        "colour: fixed but no field",
        "extra: field but neither declared nor fixed",
        "kind: fixed value 'x' is no typing.Literal['y']",
        "mode: field type typing.Literal['a'] is not typing.Literal['a', 'b']",
        "on: declared as an option and fixed",
        "size: field type <class 'str'> is not <class 'int'>",
    ]


def _string_reads_with_default(tree: ast.AST) -> list[int]:
    """Lines of ``<...options>.get("name"[, default])``, ``<...options>["name"]`` and
    ``int_option(...)``: every option is read as an attribute of its ruleset's view."""
    lines = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Subscript)
            and ast.unparse(node.value).endswith(("options", "opts"))
            and isinstance(node.slice, ast.Constant)
            and isinstance(node.slice.value, str)
        ):
            lines.append(node.lineno)
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if (
            isinstance(func, ast.Attribute)
            and func.attr == "get"
            and ast.unparse(func.value).endswith(("options", "opts"))
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ) or (isinstance(func, ast.Name) and func.id == "int_option"):
            lines.append(node.lineno)
    return lines


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ('options.get("flowers", False)', [1]),
        ('ctx.options.get("flowers")', [1]),
        ('options["min_fan"]', [1]),
        ('int_option(options, "limit", 2000)', [1]),
        ("ctx.options.flowers", []),
        ('data.get("kind")', []),  # not options
    ],
)
def test_the_check_sees_string_reads(source, found):
    assert _string_reads_with_default(ast.parse(source)) == found


def test_no_engine_module_reads_an_option_by_string_with_a_default():
    found = {
        str(path.relative_to(ENGINE)): lines
        for path in sorted(ENGINE.rglob("*.py"))
        if (lines := _string_reads_with_default(ast.parse(path.read_text())))
    }
    assert found == {}


# the shipped rulesets: the toy plug-in reads its options in its own hooks, as a plug-in
# written for the mapping may (OptionView.from_options hands such a hook the view back)
@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_a_hand_builds_its_typed_options_once(ruleset_id, monkeypatch):
    """Scored from the tiles or settled from the totals, a hand reads the club's options
    as the ruleset's typed view built once, at the entry (Ruleset.typed_options)."""
    ruleset = get_ruleset(ruleset_id)
    rng = random.Random(3)
    deals = [ruleset.random_winning_deal(rng) for _ in range(20)]
    entry = QuickEntry(
        ruleset=ruleset_id,
        seats=WINDS,
        result=WinResult(ResultKind.WIN, winner="S", discarder="E"),
        points=dict.fromkeys(WINDS, 0) | {"S": 40},
    )
    built = []
    from_options = OptionView.from_options.__func__

    def counted(cls, options=None):
        built.append(cls)
        return from_options(cls, options)

    monkeypatch.setattr(OptionView, "from_options", classmethod(counted))
    for deal in deals:
        built.clear()
        with contextlib.suppress(ScoringError):
            ruleset.score(replace(deal, options={}))
        assert len(built) == 1, deal
    built.clear()
    with contextlib.suppress(ScoringError):
        ruleset.settle_quick(entry, ruleset.resolve_options())
    assert len(built) == 1
