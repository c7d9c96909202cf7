"""One language per page: the audit trail names people, tables and times as a club does,
and the pao advice speaks the page's language (the engine's reason only for referees)."""

import pytest
from django.utils import timezone, translation
from django.utils.formats import date_format

from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tests.tournaments.play.test_play import url
from tournaments.play.models import Hand


@pytest.fixture
def dutch():
    with translation.override("nl"):
        yield


def test_audit_trail_names_the_table_the_person_and_local_time(
    dutch, keeper_client, client, referee, nmb_table
):
    referee.first_name, referee.last_name = "Rita", "de Scheids"
    referee.save()
    keeper_client.post(
        url("play_hand_create", nmb_table), {"mode": "tiles", "kind": "draw", "number": 1}
    )
    client.force_login(referee)
    client.post(url("play_table_confirm", nmb_table))
    nmb_table.refresh_from_db()
    body = client.get(url("play_table_audit", nmb_table)).text
    assert "Ronde 1, tafel 1" in body and "Spel 1 · ronde 1, tafel 1" in body
    assert f"#{nmb_table.pk}" not in body
    changes = body.split('class="audit-changes"')[1].split("</ul>")[0]
    assert "Rita de Scheids" in changes and f"→ {referee.pk}" not in changes
    local = date_format(timezone.localtime(nmb_table.confirmed_at), "DATETIME_FORMAT")
    assert local in changes and "+00:00" not in changes
    table_page = client.get(url("play_table", nmb_table)).text
    assert "bevestigd door Rita de Scheids" in table_page


HK_WIN = {
    "mode": "tiles",
    "kind": "win",
    "winner": "S",
    "discarder": "E",
    "winning_tile": "Wd",
    "tiles_S": "pung Rd | pung Gd | c2 c3 c4 b5 b5 Wd Wd Wd",
}


@pytest.mark.parametrize(
    ("language", "words"),
    [("nl", "Gevaarlijk spel"), ("de", "Gefährliches Spiel"), ("en", "Dangerous game")],
)
def test_pao_advice_in_the_page_language(client, make_user, club, language, words):
    table = seat_table(club, ruleset="hk")
    client.force_login(make_user("scorekeeper", club=club))
    headers = {"accept-language": language}
    body = client.post(url("play_hand_preview", table), HK_WIN, headers=headers).text
    assert "pao-hint" in body, body[:2000]
    hint = body.split('class="pao-hint')[1]
    assert words in hint
    assert "L1" not in body and "004 " not in body  # seed lines: referees only
    assert "dangerous game (" not in hint  # the engine's English reason


def test_referee_sees_the_engines_reason_behind_source(client, make_user, club):
    table = seat_table(club, ruleset="hk")
    client.force_login(make_user("referee", club=club))
    body = client.post(url("play_hand_preview", table), HK_WIN).text
    source = body.split('<details class="source small">')[1]
    assert "004 L" in source and "dangerous game" in source
    assert not Hand.objects.exists()  # the preview writes nothing


@pytest.mark.parametrize(
    ("language", "given", "expected"),
    [
        ("nl", 1, "Anna heeft 1 verdubbeling,"),
        ("nl", 2, "Anna heeft 2 verdubbelingen,"),
        ("en", 1, "Anna has 1 double,"),
        ("de", 1, "Anna hat 1 Verdopplung,"),
        ("de", 0, "Anna hat 0 Verdopplungen,"),
    ],
)
def test_too_few_doubles_is_plural_by_the_number(language, given, expected):
    from scoring.engine import ScoringError
    from scoring.messages import error_message

    error = ScoringError("x", code="too_few_doubles", seat="Anna", given=given, needed=3)
    with translation.override(language):
        assert error_message(error).startswith(expected)
