"""A save runs in a straight line: per request the rules of who may do what are worked out
once, the event's ruleset is looked up by id once, the entry is built once (after the form
or ``HandEntry.from_dict`` read it at the edge) and scored once; the same for a correction,
the device's queue (JSON) and the API. Only the engine's own ``ScoringError`` becomes a
message: any other exception inside scoring is a bug and reaches the test as a 500."""

from __future__ import annotations

import sys
import uuid
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any
from unittest import mock

import pytest
from rest_framework.test import APIClient

import scoring.engine
from scoring.engine import registry
from scoring.hand_value import HandEntry
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tests.tournaments.play.test_play import url
from tournaments.core import permissions
from tournaments.play.models import Hand, Table
from tournaments.play.services.hand_entry import hand_enter

pytestmark = pytest.mark.django_db

POINTS = {"E": 40, "S": 0, "W": 10, "N": 4}
EAST_WINS = {
    "result": {"kind": "win", "winner": "E", "discarder": "S"},
    "quick": {"points": POINTS},
}


def _post_data(number: int, east: int = 40) -> dict[str, Any]:
    data: dict[str, Any] = {"mode": "quick", "kind": "win", "winner": "E", "discarder": "S"}
    data |= {f"points_{w}": p for w, p in POINTS.items()} | {"points_E": east}
    return data | {"number": number}


@contextmanager
def counted(owner: object, name: str) -> Iterator[list[object]]:
    """The calls of ``owner.name``, wherever a module imported it by name as well."""
    original = getattr(owner, name)
    calls: list[object] = []

    def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        return original(*args, **kwargs)

    holders = [owner] + [
        module
        for module in list(sys.modules.values())
        if module is not owner and getattr(module, name, None) is original
    ]
    with ExitStack() as stack:
        for holder in holders:
            stack.enter_context(mock.patch.object(holder, name, spy))
        yield calls


@contextmanager
def entries_built() -> Iterator[dict[str, Any]]:
    """How many ``HandEntry`` values were built, and how many read with ``from_dict``."""
    with (
        mock.patch.object(
            HandEntry, "__post_init__", autospec=True, side_effect=HandEntry.__post_init__
        ) as built,
        mock.patch.object(HandEntry, "from_dict", wraps=HandEntry.from_dict) as parsed,
    ):
        yield {"built": built, "parsed": parsed}


@pytest.fixture
def table(club):
    table = seat_table(club)
    for _ in range(3):
        hand_enter(table=table, entry=EAST_WINS)
    return table


# -- once per request -----------------------------------------------------------------------


@pytest.mark.parametrize("as_json", [False, True], ids=["page", "device queue"])
def test_a_save_from_the_page_asks_each_thing_once(keeper_client, table, as_json):
    headers = {"HTTP_ACCEPT": "application/json"} if as_json else {}
    with (
        counted(registry, "get_ruleset") as lookups,
        counted(permissions, "can_referee") as rules,
        entries_built() as entries,
    ):
        response = keeper_client.post(url("play_hand_create", table), _post_data(4), **headers)
    assert response.status_code == (200 if as_json else 302)
    assert table.hands.count() == 4
    # the event's ruleset: the form, the context and the engine share it (the device's
    # answer shows the hand's row as the table page does, whose ruleset name is looked up
    # among every ruleset's: that page's business)
    if not as_json:
        assert len(lookups) == 1
    assert len(rules) == 1  # the view's check; the services ask nothing
    # the form reads the POST into one entry; the save completes it once; nothing parses it
    assert entries["built"].call_count == 2
    assert entries["parsed"].call_count == 0


def test_a_refused_form_works_the_rules_out_once_for_its_page(keeper_client, table):
    """The 422 page (its buttons, the player link, who confirms) asks the answer the view
    worked out."""
    with counted(permissions, "can_referee") as rules:
        response = keeper_client.post(url("play_hand_create", table), {"number": 4})
    assert response.status_code == 422
    assert len(rules) == 1


def test_the_table_page_works_the_rules_out_once(keeper_client, table):
    with counted(permissions, "can_referee") as rules:
        assert keeper_client.get(url("play_table", table)).status_code == 200
    assert len(rules) == 1


def test_a_correction_asks_each_thing_once(client, referee, table):
    client.force_login(referee)
    last = table.hands.get(number=3)
    data = _post_data(3, east=48) | {"version": last.version, "hand_id": last.pk}
    with (
        counted(registry, "get_ruleset") as lookups,
        counted(permissions, "can_referee") as rules,
        entries_built() as entries,
    ):
        response = client.post(url("play_hand_edit", table, number=3), data)
    assert response.status_code == 302, response.content.decode()[:2000]
    last.refresh_from_db()
    assert last.version == 2 and last.hand_entry.quick.points["E"] == 48
    assert len(lookups) == 1
    assert len(rules) == 1
    # the form's entry, then the corrected one: built once; the later hands (none) untouched
    assert entries["built"].call_count == 2
    assert entries["parsed"].call_count == 0


def test_a_save_through_the_api_asks_each_thing_once(table, scorekeeper):
    client = APIClient()
    client.force_authenticate(scorekeeper)
    body = {"result": {"kind": "draw"}}
    with (
        counted(registry, "get_ruleset") as lookups,
        counted(permissions, "can_referee") as rules,
        entries_built() as entries,
    ):
        response = client.post(
            f"/api/v1/tables/{table.pk}/hands/",
            body,
            format="json",
            HTTP_IDEMPOTENCY_KEY=str(uuid.uuid4()),
        )
    assert response.status_code == 201, response.content
    assert len(lookups) == 1
    assert len(rules) == 1
    # the body read at the edge and completed once; then the answer reads the stored hand
    assert entries["parsed"].call_args_list[0].args[0] == body
    assert entries["parsed"].call_count == 2
    assert entries["built"].call_count == 3


def test_the_service_builds_a_typed_entry_once(table):
    table = Table.objects.get(pk=table.pk)  # as a request reads it
    entry = HandEntry.from_dict(EAST_WINS)
    with entries_built() as entries, counted(registry, "get_ruleset") as lookups:
        hand_enter(table=table, entry=entry)
    assert entries["built"].call_count == 1
    assert entries["parsed"].call_count == 0
    assert len(lookups) == 1


# -- a bug is a 500, a wrong hand is a message ----------------------------------------------


def _broken(*args: Any, **kwargs: Any) -> Any:
    raise TypeError("a bug inside scoring")


@pytest.mark.parametrize("as_json", [False, True], ids=["page", "device queue"])
def test_a_type_error_inside_scoring_is_a_500_not_a_message(keeper_client, table, as_json):
    headers = {"HTTP_ACCEPT": "application/json"} if as_json else {}
    with (
        mock.patch.object(scoring.engine.Ruleset, "settle_quick", _broken),
        pytest.raises(TypeError, match="a bug inside scoring"),
    ):
        keeper_client.post(url("play_hand_create", table), _post_data(4), **headers)
    assert table.hands.count() == 3


@pytest.mark.parametrize("error", [KeyError, AttributeError, ValueError])
def test_other_bugs_inside_scoring_propagate_from_the_service(table, error):
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise error("a bug")

    with mock.patch.object(scoring.engine.Ruleset, "settle_quick", broken), pytest.raises(error):
        hand_enter(table=table, entry=EAST_WINS)
    assert not Hand.objects.filter(table=table, number=4).exists()


def test_a_scoring_error_is_still_a_message(keeper_client, table):
    """The engine refuses the totals (the winner's below the minimum): a 422 with the
    engine's translated message at the form."""
    response = keeper_client.post(url("play_hand_create", table), _post_data(4, east=99_999))
    assert response.status_code == 422
    assert table.hands.count() == 3


def test_options_the_engine_refuses_are_a_message_not_a_500(club, make_user):
    """The API's entry may bring its own options; the ruleset reads them for the table's
    facts (HK's draw pot) before scoring: its refusal is a 400 with its message."""
    table = seat_table(club, ruleset="hk")
    client = APIClient()
    client.force_authenticate(make_user("scorekeeper", club=club, username="hk-keeper"))
    response = client.post(
        f"/api/v1/tables/{table.pk}/hands/",
        {"result": {"kind": "draw"}, "options": {"draw_pot": True}},
        format="json",
        HTTP_IDEMPOTENCY_KEY=str(uuid.uuid4()),
    )
    assert response.status_code == 400
    assert "draw_pot" in response.json()["detail"]
    assert not table.hands.exists()
