"""The import rules of docs/architecture.md, read from the source with ``ast``: a rule
broken here is a part reaching into one it must not know."""

from __future__ import annotations

import ast
import configparser
import functools
import logging
import subprocess
import sys
from pathlib import Path

import pytest
from importlinter.cli import lint_imports

from scoring.engine.registry import RULESET_IDS

ROOT = Path(__file__).resolve().parents[1]


def _modules(*globs: str) -> list[Path]:
    return sorted(p for g in globs for p in ROOT.glob(g) if "migrations" not in p.parts)


@functools.cache
def _tree(path: Path) -> ast.Module:
    """``path`` parsed, once per test session whatever the number of rules that read it."""
    return ast.parse(path.read_text(), str(path))


@functools.cache
def _imports(path: Path) -> frozenset[str]:
    """Every module ``path`` imports (relative imports resolved against its package)."""
    package = path.relative_to(ROOT).with_suffix("").parts[:-1] if path.is_relative_to(ROOT) else ()
    out: set[str] = set()
    for node in ast.walk(_tree(path)):
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
    return frozenset(out)


def _broken(paths: list[Path], forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in paths
        for name in sorted(_imports(path))
        if any(name == f or name.startswith(f + ".") for f in forbidden)
    ]


# import-linter (``.importlinter``, ``make lint``) holds the import rules between packages:
# the features' layers, security apart, the pure packages, no import of the model registry,
# and what selectors, services and models may import. The features are read from its
# layers contract, lowest first; siblings on one line (``a | b``) import neither the other.
CONFIG = ROOT / ".importlinter"


def _layers() -> list[list[str]]:
    parser = configparser.ConfigParser()
    parser.read(CONFIG)
    lines = parser["importlinter:contract:features"]["layers"].split("\n")
    return [[m.strip() for m in line.split("|")] for line in reversed(lines) if line.strip()]


FEATURES = tuple(
    m.removeprefix("tournaments.")
    for layer in _layers()
    for m in layer
    if m != "tournaments.seating"
)
#: Parts beside the features: the app's model registry (only Django imports it), the pure
#: seat-draw package (the lowest layer) and what no feature may import (security).
SHARED = ("models", "seating")
APART = ("security",)


def _lint(config: Path) -> int:
    """``lint-imports`` in this process. Its command configures logging with
    ``disable_existing_loggers`` left on, which would silence every logger already made
    (the access logs' tests would read nothing): their state is put back afterwards."""
    loggers = [
        logger
        for logger in logging.root.manager.loggerDict.values()
        if isinstance(logger, logging.Logger)
    ]
    disabled = {logger: logger.disabled for logger in loggers}
    try:
        return lint_imports(config_filename=str(config), no_cache=True, no_logo=True)
    finally:
        for logger, was in disabled.items():
            logger.disabled = was


def test_the_import_contracts_hold():
    """``lint-imports`` finds every contract kept (the run's report says which is broken)."""
    assert _lint(CONFIG) == 0


def _production_modules() -> list[str]:
    return sorted(
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for p in _modules("clubsite/**/*.py", "scoring/**/*.py", "tournaments/**/*.py")
    )


_IMPORT_ALL = """
import importlib, os, sys
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubsite.settings")
import django
django.setup()
for name in sys.stdin.read().split():
    importlib.import_module(name)
"""


@pytest.mark.parametrize("order", ["alphabetical", "reverse"])
def test_every_module_imports_in_any_order(order):
    """No import circle held by imports inside functions: each production module imports
    in a fresh interpreter (after ``django.setup()``), alphabetically and in reverse."""
    names = _production_modules()
    assert "tournaments.core.permissions" in names
    if order == "reverse":
        names.reverse()
    run = subprocess.run(
        [sys.executable, "-c", _IMPORT_ALL],
        input="\n".join(names),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]


def test_every_feature_package_has_its_place():
    """A new folder in ``tournaments/`` is placed in the layers (or declared shared/apart),
    so the contracts see it."""
    known = set(FEATURES) | set(SHARED) | set(APART) | {"migrations", "management", "templatetags"}
    folders = {p.name for p in (ROOT / "tournaments").iterdir() if (p / "__init__.py").is_file()}
    assert folders - known == set()


def _probe_site(root: Path, breach: str | None) -> Path:
    """A package ``probe_site`` with a subpackage per layer of our features contract (and a
    ``models`` registry), ``core/probe.py`` importing ``breach``; returns its config: our
    features and registry contracts, renamed to the probe."""
    site = root / "probe_site"
    for name in ("", *FEATURES, "seating", "models"):
        (site / name).mkdir(parents=True, exist_ok=True)
        (site / name / "__init__.py").write_text("")
    (site / "core" / "probe.py").write_text(f"import {breach}\n" if breach else "")
    parser = configparser.ConfigParser()
    parser.read(CONFIG)
    features, registry = (parser[f"importlinter:contract:{c}"] for c in ("features", "registry"))

    def indented(lines: list[str]) -> str:
        return "".join(f"\n    {line}" for line in lines if line.strip())

    layers = features["layers"].replace("tournaments.", "probe_site.").split("\n")
    config = root / "probe.ini"
    config.write_text(
        "[importlinter]\nroot_package = probe_site\n\n"
        "[importlinter:contract:features]\n"
        f"name = {features['name']}\ntype = layers\nlayers ={indented(layers)}\n\n"
        "[importlinter:contract:registry]\n"
        f"name = {registry['name']}\ntype = forbidden\n"
        f"source_modules ={indented([f'probe_site.{f}' for f in FEATURES])}\n"
        "forbidden_modules =\n    probe_site.models\n"
    )
    return config


@pytest.mark.parametrize(
    ("breach", "found"),
    [(None, 0), ("probe_site.demo", 1), ("probe_site.play", 1), ("probe_site.models", 1)],
)
def test_the_contracts_find_a_breach(tmp_path, monkeypatch, capsys, breach, found):
    """The layers and registry contracts as configured fail on a planted import (a feature
    reaching up, or into the registry) and pass without it."""
    config = _probe_site(tmp_path, breach)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.chdir(tmp_path)
    assert _lint(config) == found
    report = capsys.readouterr().out
    assert f"Contracts: {2 - found} kept, {found} broken." in report
    if breach:
        assert f"probe_site.core.probe -> {breach}" in report


def _layer(globs_of: str) -> tuple[str, ...]:
    """The modules of one layer in every feature: ``<feature>/<layer>.py`` and
    ``<feature>/<layer>/**``."""
    return (f"tournaments/*/{globs_of}.py", f"tournaments/*/{globs_of}/**/*.py")


def _layer_names(layer: str) -> tuple[str, ...]:
    """Import prefixes of one layer of every feature (``tournaments.<f>.<layer>``)."""
    return tuple(f"tournaments.{f}.{layer}" for f in FEATURES)


# (what, the modules, the imports they must not make)
RULES = [
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
    for node in ast.walk(_tree(path)):
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
    tree = _tree(path)
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
    for node in ast.walk(_tree(path)):
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


def _layer_of(feature: str) -> int:
    return next(i for i, layer in enumerate(_layers()) if f"tournaments.{feature}" in layer)


def _model_feature(model: type) -> str:
    parts = model.__module__.split(".")
    assert parts[0] == "tournaments", model
    return parts[1]


#: Relations that point up the order on purpose (docs/architecture.md, "The order"): the
#: audit trail is written by the services of every feature, so it sits below them, and its
#: entries keep the club and the event they belong to (a log is read per club and event).
UPWARD_RELATIONS = {("AuditEntry", "club"), ("AuditEntry", "event")}


def upward_relations(models: list[type]) -> list[str]:
    """Relation fields whose model's feature stands below the feature of the model they
    point at (``events.EventParticipant.team`` -> ``teams.Team`` would be one)."""
    found = []
    for model in models:
        own = _model_feature(model)
        for field in model._meta.get_fields(include_hidden=True):
            if not field.is_relation or field.auto_created or field.related_model is None:
                continue
            target = field.related_model
            if target._meta.app_label != "tournaments" or (model.__name__, field.name) in (
                UPWARD_RELATIONS
            ):
                continue
            if _layer_of(_model_feature(target)) > _layer_of(own):
                found.append(f"{model.__name__}.{field.name} -> {target.__name__}")
    return found


def test_relations_point_down_the_order():
    from django.apps import apps

    assert upward_relations(list(apps.get_app_config("tournaments").get_models())) == []


def test_the_relation_rule_finds_an_upward_field():
    from django.db import models

    from tournaments.events.models import Event

    class Probe(models.Model):  # a clubs model pointing at a later feature's
        event = models.ForeignKey(Event, on_delete=models.CASCADE)

        class Meta:
            app_label = "tournaments"

        def __str__(self) -> str:
            return "probe"

    Probe.__module__ = "tournaments.clubs.models.probe"
    try:
        assert upward_relations([Probe]) == ["Probe.event -> Event"]
    finally:
        from django.apps import apps

        del apps.all_models["tournaments"]["probe"]
        apps.clear_cache()
