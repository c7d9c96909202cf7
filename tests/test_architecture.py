"""The import rules of docs/architecture.md, read from the source with ``ast``: a rule
broken here is a part reaching into one it must not know."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from scoring.engine.registry import RULESET_IDS

ROOT = Path(__file__).resolve().parents[1]


def _modules(*globs: str) -> list[Path]:
    return sorted(p for g in globs for p in ROOT.glob(g) if "migrations" not in p.parts)


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports (relative imports resolved against its package)."""
    package = path.relative_to(ROOT).with_suffix("").parts[:-1] if path.is_relative_to(ROOT) else ()
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(package[: len(package) - node.level + 1])
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            out.add(module)
            out.update(f"{module}.{alias.name}" for alias in node.names)
    return out


def _broken(paths: list[Path], forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in paths
        for name in sorted(_imports(path))
        if any(name == f or name.startswith(f + ".") for f in forbidden)
    ]


# The features of ``tournaments/``, lowest first: a feature may import the ones before it
# (and ``tournaments.models``, the app's registry of every feature's models), never one
# after it. docs/architecture.md draws the picture and says why each stands where it does.
FEATURES = (
    "core",
    "audit",
    "clubs",
    "accounts",
    "events",
    "registration",
    "checkin",
    "play",
    "penalties",
    "privacy",
    "reports",
    "rankings",
    "ratings",
    "seat_draws",
    "teams",
    "stages",
    "integrity",
    "transfer",
    "api",
    "embeds",
    "demo",
)
#: Parts any feature may use: the app's model registry and the pure seat-draw package.
SHARED = ("models", "seating")
#: Packages beside the features that no feature may import (the app's edges use them).
APART = ("security",)


def _feature(path: Path) -> str | None:
    parts = path.relative_to(ROOT).parts
    return parts[1] if len(parts) > 2 and parts[0] == "tournaments" else None


def _imported_feature(name: str) -> str | None:
    parts = name.split(".")
    return parts[1] if parts[0] == "tournaments" and len(parts) > 1 else None


def feature_breaches(paths: list[Path]) -> list[str]:
    """Imports of a feature above the importing one (``FEATURES`` order), of a package
    apart, or of the app's edges (urls, admin, management, templatetags)."""
    found = []
    for path in paths:
        own = _feature(path)
        if own not in FEATURES:
            continue
        for name in sorted(_imports(path)):
            other = _imported_feature(name)
            if other is None or other == own or other in SHARED:
                continue
            if other not in FEATURES or FEATURES.index(other) > FEATURES.index(own):
                found.append(f"{path.relative_to(ROOT)} imports {name}")
    return found


def test_features_import_only_the_features_below_them():
    paths = _modules("tournaments/**/*.py")
    assert {_feature(p) for p in paths} >= set(FEATURES)
    assert feature_breaches(paths) == []


def test_every_feature_package_has_its_place():
    """A new folder in ``tournaments/`` is placed in the order (or declared shared/apart),
    so the rule above sees it."""
    known = set(FEATURES) | set(SHARED) | set(APART) | {"migrations", "management", "templatetags"}
    folders = {p.name for p in (ROOT / "tournaments").iterdir() if (p / "__init__.py").is_file()}
    assert folders - known == set()


def test_the_feature_rule_finds_a_breach(tmp_path, monkeypatch):
    probe = ROOT / "tournaments" / "clubs" / "_probe_breach.py"
    monkeypatch.setattr(
        "tests.test_architecture._imports",
        lambda path: {"tournaments.play.services.hands", "tournaments.core.roles"},
    )
    assert feature_breaches([probe]) == [
        "tournaments/clubs/_probe_breach.py imports tournaments.play.services.hands"
    ]


def _layer(globs_of: str) -> tuple[str, ...]:
    """The modules of one layer in every feature: ``<feature>/<layer>.py`` and
    ``<feature>/<layer>/**``."""
    return (f"tournaments/*/{globs_of}.py", f"tournaments/*/{globs_of}/**/*.py")


def _layer_names(layer: str) -> tuple[str, ...]:
    """Import prefixes of one layer of every feature (``tournaments.<f>.<layer>``)."""
    return tuple(f"tournaments.{f}.{layer}" for f in FEATURES)


SELECTORS = _layer("selectors")

# (what, the modules, the imports they must not make)
RULES = [
    ("the engine is pure Python", ("scoring/engine/**/*.py",), ("django", "tournaments")),
    (
        "the engine knows no app around it",
        ("scoring/engine/**/*.py",),
        tuple(
            f"scoring.{p.stem}"
            for p in (ROOT / "scoring").iterdir()
            if p.suffix == ".py" or (p.is_dir() and p.name not in ("engine", "__pycache__"))
        ),
    ),
    (
        "the seating search is pure Python",
        ("tournaments/seating/**/*.py",),
        ("django", *(f"tournaments.{f}" for f in (*FEATURES, "models"))),
    ),
    (
        "the MERS formula is pure Python",
        ("tournaments/rankings/mers.py",),
        ("django", *(f"tournaments.{f}" for f in (*FEATURES, "models"))),
    ),
    ("selectors do not write", SELECTORS, _layer_names("services") + _layer_names("views")),
    ("services do not know views", _layer("services"), _layer_names("views")),
    (
        "models know no services, selectors or views",
        _layer("models"),
        _layer_names("services") + _layer_names("selectors") + _layer_names("views"),
    ),
    (
        "reports and transfer do not know views",
        ("tournaments/reports/**/*.py", "tournaments/transfer/**/*.py"),
        _layer_names("views"),
    ),
]

# reports' and transfer's own pages and urls: the rule above is for their rows, exporters,
# renderers and the event file's reading and writing
RULE_EXEMPT = {
    "reports and transfer do not know views": (
        "tournaments/reports/views",
        "tournaments/reports/urls.py",
        "tournaments/transfer/views",
        "tournaments/transfer/urls.py",
    )
}


@pytest.mark.parametrize(("what", "globs", "forbidden"), RULES, ids=[r[0] for r in RULES])
def test_import_rule(what, globs, forbidden):
    exempt = RULE_EXEMPT.get(what, ())
    paths = [p for p in _modules(*globs) if not str(p.relative_to(ROOT)).startswith(exempt)]
    assert paths, f"no modules match {globs}"
    assert _broken(paths, forbidden) == []


# Query-building names: a view that calls one of these reads the database itself instead of
# asking a selector (``.values()`` and ``.get()`` are left out: dicts have them too).
ORM_CALLS = frozenset(
    {
        "filter",
        "exclude",
        "order_by",
        "values_list",
        "select_related",
        "prefetch_related",
        "annotate",
        "aggregate",
        "get_object_or_404",
        "get_list_or_404",
    }
)


def _orm_queries(path: Path) -> list[tuple[int, str]]:
    """(line, name) of each ``Model.objects`` or query-building call in ``path``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        name = None
        if isinstance(node, ast.Attribute) and node.attr == "objects":
            name = "objects"
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            name = name if name in ORM_CALLS else None
        if name:
            found.append((node.lineno, name))
    return found


def test_views_ask_selectors_for_reads():
    """Views are thin: every read goes through a selector (``<feature>/selectors``)."""
    paths = _modules(*_layer("views"))
    assert paths
    found = [
        f"{path.relative_to(ROOT)}:{line} {name}"
        for path in paths
        for line, name in _orm_queries(path)
    ]
    assert found == []


def test_the_orm_rule_finds_a_query(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text(
        "Hand.objects.first()\nx = event.rounds.filter(number=1)\nget_object_or_404(Round)\n"
        "errors = form.errors.values()\n"
    )
    assert sorted(_orm_queries(probe)) == [(1, "objects"), (2, "filter"), (3, "get_object_or_404")]


# Modules that may name a ruleset: its own package (texts included), the registry, and the
# demo club's data.
RULESET_DATA = {
    "scoring/engine/registry.py",
    "tournaments/management/commands/seed_demo.py",
}


def _strings(path: Path) -> list[tuple[int, str]]:
    """The string constants of ``path`` that are not docstrings."""
    tree = ast.parse(path.read_text(), str(path))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
        if id(node) not in docstrings
    ]


def test_no_ruleset_id_outside_its_package_and_data():
    """A ruleset is one package plus one registry line: the rest of the code asks the
    ``Ruleset`` for its capabilities (``has_pao``, ``wind_rounds``, ...), never its id."""
    found = [
        f"{path.relative_to(ROOT)}:{line} names {value!r}"
        for path in _modules("scoring/**/*.py", "tournaments/**/*.py")
        if "rulesets" not in path.relative_to(ROOT).parts[:3]
        and str(path.relative_to(ROOT)) not in RULESET_DATA
        and "demo" not in path.relative_to(ROOT).parts
        for line, value in _strings(path)
        if value in RULESET_IDS
    ]
    assert found == []


def test_the_rule_finds_a_breach(tmp_path):
    """The checks above would see a breach (they do not pass by reading nothing)."""
    probe = tmp_path / "probe.py"
    probe.write_text('"""Says mcr."""\nfrom django.db import models\nif x == "mcr":\n    pass\n')
    assert {"django.db", "django.db.models"} <= _imports(probe)
    assert _strings(probe) == [(3, "mcr")]


def test_integrity_uses_only_the_scoring_bridge_of_the_services():
    """``verify`` re-scores through the same bridge as the entry (play/services/scoring.py) and
    writes nothing: no other service, no view."""
    found = [
        name
        for path in _modules("tournaments/integrity/**/*.py")
        for name in _imports(path)
        if (".services" in name and "tournaments.play.services.scoring" not in name)
        or ".views" in name
    ]
    assert found == []


# A stored hand entry is read through its typed value (``scoring.hand_value.HandEntry``):
# only the engine's parsers and that module read the dict.
ENTRY_DICT_READERS = {"scoring/hand_value.py"}


def _entry_dict_reads(path: Path) -> list[int]:
    """Lines of ``path`` that read a dict named ``entry`` (``entry.get(...)``,
    ``entry[...]``, also as an attribute: ``hand.entry.get(...)``)."""

    def is_entry(node: ast.AST) -> bool:
        return (isinstance(node, ast.Name) and node.id == "entry") or (
            isinstance(node, ast.Attribute) and node.attr == "entry"
        )

    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if (isinstance(node, ast.Subscript) and is_entry(node.value)) or (
            (isinstance(node, ast.Attribute) and node.attr in ("get", "setdefault", "pop"))
            and is_entry(node.value)
        ):
            found.append(node.lineno)
    return found


def test_hand_entries_are_read_through_their_typed_value():
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in _modules("scoring/**/*.py", "tournaments/**/*.py")
        if path.relative_to(ROOT).parts[:2] != ("scoring", "engine")
        and str(path.relative_to(ROOT)) not in ENTRY_DICT_READERS
        for line in _entry_dict_reads(path)
    ]
    assert found == []


def test_the_entry_rule_finds_a_read(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text(
        'a = entry.get("result")\nb = entry["players"]\nc = hand.entry.get("quick")\n'
        "d = entry.result\ne = form.entry\n"
    )
    assert sorted(_entry_dict_reads(probe)) == [1, 2, 3]
