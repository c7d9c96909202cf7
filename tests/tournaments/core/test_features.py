"""A feature registers itself (``tournaments.core.features``): the toy feature of
tests/toy_feature, registered by tests/conftest.py and named by no production file, has its
audit action's label in the story, its part of the event file written and read back, and
a page of its own among the site's URLs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.factories import EventFactory
from tests.toy_feature import FEATURE, NOTES
from tournaments.audit.selectors import audit_for_event, audit_rows
from tournaments.audit.services import audit_record
from tournaments.core.audit_terms import AuditTerms
from tournaments.core.features import Feature, feature_packages, feature_register, features
from tournaments.transfer import dumps, event_export, event_import

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def event(db):
    event = EventFactory()
    yield event
    NOTES.pop(event.slug, None)


def test_every_package_with_a_declaration_is_registered_and_the_toy_after_them():
    on_disk = {p for p in feature_packages() if (ROOT / "tournaments" / p / "feature.py").is_file()}
    names = [f.name for f in features()]
    assert on_disk >= {"core", "audit", "play", "teams", "stages", "transfer", "demo"}
    assert set(names) == on_disk | {FEATURE.name}
    assert names[-1] == FEATURE.name


def test_the_toys_action_has_its_label_in_the_story(event):
    audit_record(actor=None, action="toy_feature.note", obj=event, event=event)
    with translation.override("en"):
        (row,) = audit_rows(audit_for_event(event=event))
    assert row.action == "note left by the toy feature"


def test_the_toys_part_of_the_event_file_is_written_and_read_back(event):
    assert "toy_feature" not in event_export(event=event)  # no note: the file is as before
    NOTES[event.slug] = "Bring the red tiles"
    first = dumps(event_export(event=event))
    assert json.loads(first)["toy_feature"] == {"note": "Bring the red tiles"}
    del NOTES[event.slug]
    imported = event_import(data=json.loads(first), replace=True).event
    assert NOTES[imported.slug] == "Bring the red tiles"
    assert dumps(event_export(event=imported)) == first


def test_the_toy_has_a_page_of_its_own(event):
    NOTES[event.slug] = "Bring the red tiles"
    url = reverse("toy_feature_note", kwargs={"slug": event.slug})
    assert url == f"/toy-feature/{event.slug}/"
    response = Client().get(url)
    assert response.status_code == 200 and response.content.decode() == "Bring the red tiles"


def test_no_production_file_names_the_toy():
    files = [
        p
        for folder in ("tournaments", "clubsite", "scoring", "templates")
        for p in (ROOT / folder).rglob("*")
        if p.suffix in {".py", ".html", ".txt", ".toml", ".cfg"} and "migrations" not in p.parts
    ]
    assert len(files) > 100
    naming = [p for p in files if re.search(r"toy_feature|toy-feature", p.read_text("utf-8"))]
    assert naming == []


def test_two_features_may_not_name_one_audit_action():
    twin = Feature(name="twin", audit=AuditTerms(actions={"toy_feature.note": "again"}))
    with pytest.raises(ImproperlyConfigured, match=r"toy_feature\.note"):
        feature_register(twin)
    assert "twin" not in [f.name for f in features()]
