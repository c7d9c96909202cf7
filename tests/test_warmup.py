"""A new server process does Django's first-use work before its first request
(clubsite/warmup.py, called by clubsite/wsgi.py and clubsite/asgi.py)."""

from __future__ import annotations

import logging

import pytest
from django.template import engines

from clubsite import warmup
from scoring.engine import registry


def _cached_templates() -> int:
    loader = engines["django"].engine.template_loaders[0]
    return len(getattr(loader, "get_template_cache", {}))


@pytest.mark.django_db
def test_the_warm_up_compiles_the_templates_and_loads_the_rulesets(monkeypatch):
    engines["django"].engine.template_loaders[0].reset()
    registered = {k: v for k, v in registry._cache.items() if k in registry._registered}
    monkeypatch.setattr(registry, "_cache", registered)  # the shipped ones not loaded yet
    warmup.warm_up()
    assert _cached_templates() > 100
    assert set(registry.RULESET_IDS) <= set(registry._cache)


@pytest.mark.django_db
def test_a_failing_warm_up_never_stops_the_server(monkeypatch, caplog):
    def broken() -> None:
        raise RuntimeError("a template tag broke")

    monkeypatch.setattr(warmup, "_templates", broken)
    with caplog.at_level(logging.ERROR, logger="clubsite.warmup"):
        warmup.warm_up()
    assert "warm-up failed" in caplog.text


@pytest.mark.parametrize("module", ["clubsite.wsgi", "clubsite.asgi"])
def test_the_entry_points_warm_up_unless_told_not_to(module, monkeypatch):
    import importlib
    import sys

    calls: list[str] = []
    monkeypatch.setattr(warmup, "warm_up", lambda: calls.append("warm"))
    for setting, expected in (("true", ["warm"]), ("false", [])):
        calls.clear()
        monkeypatch.setenv("CLUBSITE_WARM_UP", setting)
        sys.modules.pop(module, None)
        importlib.import_module(module)
        assert calls == expected
