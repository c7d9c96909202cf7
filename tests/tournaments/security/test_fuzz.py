"""Random and malformed input never gives a 500 and never writes half a thing.

Hypothesis drives: the hand loader and the engine (the path every import takes), the
hand-entry and correction endpoints, the member import upload and confirm, and the event
import. After every refused request or import, the database is exactly as before.
"""

from __future__ import annotations

import copy
import json

import pytest
from django.apps import apps
from django.db import connection, transaction
from django.test import Client
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.casefiles import load_cases
from scoring.engine import ScoringError, deal_from_dict, score_deal
from tests.golden import GOLDEN_DIR, golden_cases
from tests.tournaments.security.conftest import csv_upload
from tests.tournaments.security.refused import logged_in, session_key
from tests.write_watch import WriteWatch
from tournaments.transfer import TransferError, event_export, event_import

FUZZ = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
tile_words = st.sampled_from(
    ["b1", "b9", "c5", "k7", "E", "S", "W", "N", "Rd", "Gd", "Wd", "f1", "s4", "??", "x9", ""]
)


def _state() -> dict[str, list[tuple]]:
    return {
        model._meta.label: list(model.objects.order_by("pk").values_list())
        for model in apps.get_app_config("tournaments").get_models()
    }


# -- the loader and the engine: no database ---------------------------------------------------


def _golden_hands() -> list[dict]:
    hands = []
    for path in sorted(GOLDEN_DIR.glob("*.yaml")):
        hands += [dict(c.data) for c in golden_cases(path.name)]
    return hands


GOLDEN_HANDS = _golden_hands() if GOLDEN_DIR.exists() else []


DELETE = object()


def _mutate(data, path: list, value):
    """``data`` with the value at ``path`` (keys/indexes, taken modulo) replaced, or
    removed when ``value`` is ``DELETE``."""
    data = copy.deepcopy(data)
    node = data
    for step in path[:-1]:
        if isinstance(node, dict) and node:
            node = node[sorted(node, key=str)[step % len(node)]]
        elif isinstance(node, list) and node:
            node = node[step % len(node)]
        else:
            return data
    if isinstance(node, dict) and node:
        key = sorted(node, key=str)[path[-1] % len(node)]
    elif isinstance(node, list) and node:
        key = path[-1] % len(node)
    else:
        return data
    if value is DELETE:
        del node[key]
    else:
        node[key] = value
    return data


def _score_or_refuse(data) -> None:
    try:
        score = score_deal(deal_from_dict(data))
    except ScoringError:
        return
    assert sum(score.settlement.as_dict().values()) == 0


@pytest.mark.skipif(not GOLDEN_HANDS, reason="shared/golden not beside the project")
@settings(max_examples=150, deadline=None)
@given(
    index=st.integers(0, 10_000),
    path=st.lists(st.integers(0, 50), min_size=1, max_size=5),
    value=json_values | tile_words,
)
def test_a_damaged_golden_hand_scores_or_is_refused(index, path, value):
    """Scoring errors are ``ScoringError``s with a message, never a TypeError or KeyError."""
    hand = GOLDEN_HANDS[index % len(GOLDEN_HANDS)]
    _score_or_refuse(_mutate(hand, path, value))


@settings(max_examples=150, deadline=None)
@given(text=st.text(max_size=300) | st.binary(max_size=300))
def test_any_file_loads_or_is_refused(text):
    try:
        cases = load_cases(text, "fuzz.yaml")
    except ScoringError:
        return
    for case in cases:
        _score_or_refuse(dict(case.data))


# -- the endpoints -----------------------------------------------------------------------------

FORM_KEYS = [
    "mode",
    "kind",
    "winner",
    "discarder",
    "claimant",
    "pao",
    "winning_tile",
    "conditions",
    "laak",
    "number",
    "version",
    "reason",
    *(f"points_{w}" for w in "ESWN"),
    *(f"tiles_{w}" for w in "ESWN"),
]
form_values = st.one_of(
    st.sampled_from(["quick", "tiles", "win", "draw", "false_mahjong", "dead_wall"]),
    st.sampled_from(["E", "S", "W", "N", "X", ""]),
    st.integers(-5, 10**7).map(str),
    st.lists(tile_words, max_size=16).map(" ".join),
    st.text(max_size=60),
)
forms = st.dictionaries(st.sampled_from(FORM_KEYS), form_values, max_size=len(FORM_KEYS))


@pytest.fixture
def before(world) -> dict[str, list[tuple]]:
    """The world's rows, read once per test: every example is rolled back, so each one
    starts from these rows (the examples of a test share its fixtures)."""
    return _state()


@pytest.fixture
def session(world):
    """A logged-in session per role, made once per test (``refused.logged_in`` gives each
    example a new client with it, as ``force_login`` would)."""
    return {role: session_key(user) for role, user in world.users.items()}


def _post(client: Client, url: str, data, before) -> tuple[int, dict, dict]:
    """The post, rolled back, and the rows before and inside its transaction. A request
    that ran only reads (tests/write_watch.py) changed no row: its rows are ``before``
    without reading them again."""
    watch = WriteWatch()
    with transaction.atomic():
        with connection.execute_wrapper(watch):
            response = client.post(url, data)
        after = _state() if watch.wrote else before
        transaction.set_rollback(True)
    return response.status_code, before, after


@pytest.mark.django_db
@FUZZ
@given(data=forms)
def test_hand_entry_never_fails_and_never_half_writes(world, data, before, session):
    client = logged_in(session["scorekeeper"])
    url = reverse(
        "play_hand_create", kwargs={"slug": world.event.slug, "round_number": 1, "table_number": 1}
    )
    status, before, after = _post(
        client, url, {k: v for k, v in data.items() if "\x00" not in v}, before
    )
    assert status in (302, 409, 422), status
    if status != 302:
        assert after == before
    else:
        hands = len(after["tournaments.Hand"]) - len(before["tournaments.Hand"])
        results = len(after["tournaments.HandResult"]) - len(before["tournaments.HandResult"])
        assert (hands, results) == (1, 4)


@pytest.mark.django_db
@FUZZ
@given(data=forms)
def test_hand_correction_never_fails_and_never_half_writes(world, data, before, session):
    client = logged_in(session["referee"])
    url = reverse(
        "play_hand_edit",
        kwargs={"slug": world.event.slug, "round_number": 1, "table_number": 1, "number": 1},
    )
    data = {"hand_id": str(world.hand.pk), **data}  # the form names its hand by id
    status, before, after = _post(
        client, url, {k: v for k, v in data.items() if "\x00" not in v}, before
    )
    assert status in (200, 302, 409, 422), status
    if status != 302:
        assert after == before


@pytest.mark.django_db
@FUZZ
@given(content=st.binary(max_size=2000) | st.text(max_size=2000).map(str.encode))
def test_member_import_upload_never_fails_and_never_writes(world, content, before, session):
    client = logged_in(session["club_admin"])
    url = reverse("member_import", kwargs={"slug": world.club.slug})
    upload = csv_upload("")
    upload.file.write(content)
    upload.file.seek(0)
    upload.size = len(content)
    status, before, after = _post(client, url, {"file": upload}, before)
    assert status == 200
    assert after == before  # the upload only previews; confirm writes


@pytest.mark.django_db
@FUZZ
@given(token=st.text(max_size=200))
def test_member_import_confirm_refuses_forged_tokens(world, token, before, session):
    client = logged_in(session["club_admin"])
    url = reverse("member_import_confirm", kwargs={"slug": world.club.slug})
    status, before, after = _post(client, url, {"token": token.replace("\x00", "")}, before)
    assert status in (200, 302)
    assert after == before


@pytest.fixture
def exported(world) -> dict:
    """The world's event as a file (made once per test: every example damages a copy)."""
    data = json.loads(json.dumps(event_export(event=world.event)))
    data["event"]["slug"] = "fuzzed"
    return data


#: 200 damaged files in all, in four tests of 50 that xdist can spread (one test of 200
#: was the longest of the suite's security walks, 55 s at load 8)
IMPORT_PARTS = 4


@pytest.mark.django_db
@pytest.mark.parametrize("part", range(IMPORT_PARTS))
@settings(FUZZ, max_examples=200 // IMPORT_PARTS)
@given(
    path=st.lists(st.integers(0, 50), min_size=1, max_size=7),
    value=json_values | st.just(DELETE),
)
def test_event_import_of_a_damaged_file_is_all_or_nothing(part, exported, before, path, value):
    damaged = _mutate(exported, path, value)  # a deep copy
    try:
        with transaction.atomic():
            event_import(data=damaged)
            transaction.set_rollback(True)
    except TransferError:
        assert _state() == before
