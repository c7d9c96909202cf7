"""The answers the players' page's queue gets (static/js/players_queue.js): a hand or a
decision posted with ``Accept: application/json`` is answered as the scorekeeper's queue
is (views/sync.py), and one sent again (its answer lost in a Wi-Fi hole) is stored once."""

from __future__ import annotations

import json
import re
import uuid

import pytest
from django.urls import reverse

from tests.tournaments.play.acceptance_fixtures import *  # noqa: F403
from tests.tournaments.play.acceptance_fixtures import DRAW, Room, link, sign_in
from tests.tournaments.play.fixtures import _english  # noqa: F401
from tournaments.audit.models import AuditEntry
from tournaments.play.models import Hand, HandCheck
from tournaments.play.services.acceptance import hand_enter_by_seat

JSON = {"HTTP_ACCEPT": "application/json"}


def _hand(number: int, key: str, kind: str = "draw") -> dict[str, object]:
    return {"mode": "tiles", "kind": kind, "number": number, "idempotency_key": key}


@pytest.mark.django_db
def test_a_hand_sent_twice_is_saved_once(client, room: Room) -> None:
    sign_in(client, room.table, room.seat("E"))
    key = str(uuid.uuid4())
    first = client.post(link("table_link_hand_create", room.table), _hand(1, key), **JSON)
    again = client.post(link("table_link_hand_create", room.table), _hand(1, key), **JSON)
    assert (first.status_code, again.status_code) == (200, 200)
    assert first.json()["hand"] == again.json()["hand"]
    assert again["Idempotent-Replayed"] == "true"
    assert Hand.objects.filter(table=room.table).count() == 1
    assert AuditEntry.objects.filter(action="hand.enter_by_player").count() == 1


@pytest.mark.django_db
def test_a_decision_sent_twice_is_taken_once(client, room: Room) -> None:
    hand_enter_by_seat(table=room.table, seat=room.seat("E"), entry=DRAW, number=1)
    sign_in(client, room.table, room.seat("S"))
    url = link("table_link_decide", room.table, 1, "accept")
    answers = [client.post(url, **JSON) for _ in range(2)]
    assert [a.json() for a in answers] == [{"status": "saved", "number": 1}] * 2
    assert HandCheck.objects.get(hand__number=1, hand__table=room.table).state == "accepted"
    assert AuditEntry.objects.filter(action="hand.accept").count() == 1


@pytest.mark.parametrize(
    ("case", "status", "answer"),
    [
        ("signed_out", 403, "forbidden"),
        ("saved_first_elsewhere", 409, "conflict"),
        ("not_a_hand", 422, "invalid"),
        ("own_entry_accepted", 409, "conflict"),
    ],
)
@pytest.mark.django_db
def test_what_the_queue_is_told(client, room: Room, case: str, status: int, answer: str) -> None:
    url = link("table_link_hand_create", room.table)
    body: dict[str, object] = _hand(1, str(uuid.uuid4()))
    if case != "signed_out":
        sign_in(client, room.table, room.seat("E"))
    if case == "saved_first_elsewhere":
        hand_enter_by_seat(table=room.table, seat=room.seat("S"), entry=DRAW, number=1)
    elif case == "not_a_hand":
        body = _hand(1, str(uuid.uuid4()), kind="nonsense")
    elif case == "own_entry_accepted":
        hand_enter_by_seat(table=room.table, seat=room.seat("E"), entry=DRAW, number=1)
        url, body = link("table_link_decide", room.table, 1, "accept"), {}
    response = client.post(url, body, **JSON)
    assert (response.status_code, response.json()["status"]) == (status, answer)
    assert response.json()["message"]
    if case == "not_a_hand":
        assert 'class="form hand-form"' in response.json()["form_html"]


# The players' pages address a player as the rest of them do (German "du", Dutch "je");
# the scorekeeper's German table page keeps its "Sie" (every Dutch page says "je":
# tests/test_i18n.py).
PLAYER_WORDS = {
    "de": (
        "Prüfe die Tabelle unten; gib dein Spiel",
        "die du jetzt speicherst",
        "Sie",
        "Dein Name",
    ),
    "nl": ("voer je spel alleen opnieuw in", "spellen die je nu opslaat", " u ", "Je naam"),
}


@pytest.mark.parametrize("language", sorted(PLAYER_WORDS))
@pytest.mark.django_db
def test_the_players_page_speaks_to_a_player_in_one_form_of_address(
    client, room: Room, language: str
) -> None:
    conflict, offline, formal, name = PLAYER_WORDS[language]
    client.cookies["django_language"] = language
    sign_in(client, room.table, room.seat("E"))
    hand_enter_by_seat(table=room.table, seat=room.seat("S"), entry=DRAW, number=1)
    url = link("table_link_hand_create", room.table)
    message = client.post(url, _hand(1, str(uuid.uuid4())), **JSON).json()["message"]
    assert conflict in message and not re.search(rf"\b{formal}\b", message)
    page = client.get(link("table_link", room.table)).content.decode()
    strings = page.split('<script id="queue-strings" type="application/json">')[1]
    strings = strings.split("</script>")[0]
    assert offline in strings
    assert f"<legend>{name}</legend>" in page  # the seat sign-in, confirm and my page forms
    # base.html's "no connection" notice (static/js/offline.js shows it), in a tag's attribute
    assert not re.search(rf"\b{formal.strip()}\b", _offline_notice(page))
    # nowhere on the page as it shows (its scripts' data left aside), nor in the preview
    preview = client.post(link("table_link_preview", room.table), {"mode": "quick", "kind": "win"})
    for html in (page, preview.content.decode()):
        shown = re.sub(r"<[^>]+>", " ", re.sub(r"(?s)<script.*?</script>", " ", html))
        assert not re.search(rf"\b{formal.strip()}\b", shown), re.findall(
            rf".{{40}}\b{formal.strip()}\b.{{20}}", shown
        )


def _offline_notice(page: str) -> str:
    found = re.search(r'<meta name="clubsite-offline" content="([^"]*)">', page)
    assert found, "no offline notice"
    return found.group(1)


# a page -> whether it is a player's own (German "du"; the other pages keep "Sie")
OFFLINE_PAGES = {
    "the table page": (lambda room: link("table_link", room.table), True),
    "the register page": (lambda room: _event_url("registration_register", room), True),
    "the check-in door": (lambda room: _event_url("checkin_door", room), True),
    "the event page": (lambda room: room.table.round.event.get_absolute_url(), False),
}


def _event_url(name: str, room: Room) -> str:
    return reverse(name, kwargs={"slug": room.table.round.event.slug})


@pytest.mark.parametrize(("url", "to_player"), OFFLINE_PAGES.values(), ids=OFFLINE_PAGES)
@pytest.mark.django_db
def test_the_no_connection_notice_says_du_on_the_players_pages_only(
    client, room: Room, url, to_player: bool
) -> None:
    client.cookies["django_language"] = "de"
    response = client.get(url(room))
    assert response.status_code == 200
    notice = _offline_notice(response.content.decode())
    assert notice.startswith("Keine Verbindung")
    assert ("die du vorher" in notice, "die Sie vorher" in notice) == (to_player, not to_player)


def _win_by_east(number: int) -> dict[str, object]:
    return {
        "mode": "quick",
        "kind": "win",
        "winner": "E",
        "discarder": "S",
        "points_E": "40",
        "number": number,
        "idempotency_key": str(uuid.uuid4()),
    }


@pytest.mark.django_db
def test_a_stale_form_posted_without_javascript_is_a_409_with_both_versions(
    client, room: Room
) -> None:
    """A player's phone without JavaScript posts hand 1 after another phone saved it: a 409
    page (never a redirect that drops the form) shows the saved hand and the player's
    version, and the form to send theirs as a correction carries their fields. The saved
    hand is not touched."""
    client.cookies["django_language"] = "en"
    sign_in(client, room.table, room.seat("E"))
    saved, _replayed = hand_enter_by_seat(
        table=room.table, seat=room.seat("S"), entry=DRAW, number=1
    )
    before = list(saved.results.values_list("seat_id", "points", "settlement"))
    response = client.post(link("table_link_hand_create", room.table), _win_by_east(1))
    assert response.status_code == 409
    page = response.content.decode()
    panel = page.split('id="conflict"')[1].split("</section>\n</section>")[0]
    assert "Hand 1 was saved from another device a moment ago" in panel
    assert "Your version" in panel and "The saved version" in panel
    assert room.seat("E").player_name in panel.split('class="conflict-mine"')[1]
    assert 'name="points_E" value="40"' in panel  # theirs goes along with a correction
    assert 'name="correct_number" value="1"' in panel
    assert "Keep the saved one" in panel
    # the page's other forms and its live updates keep to the page's own address
    assert f'data-live-url="{link("table_link", room.table)}"' in page
    assert (
        'action="' + link("table_link_hand_create", room.table) + '" class="confirm-form'
        not in page
    )
    assert list(Hand.objects.filter(table=room.table).values_list("number", flat=True)) == [1]
    saved.refresh_from_db()
    assert list(saved.results.values_list("seat_id", "points", "settlement")) == before
    assert saved.result_kind == "draw"


@pytest.mark.django_db
def test_a_version_sent_as_a_correction_calls_the_referee_and_keeps_the_saved_hand(
    client, room: Room
) -> None:
    sign_in(client, room.table, room.seat("E"))
    hand_enter_by_seat(table=room.table, seat=room.seat("S"), entry=DRAW, number=1)
    body = {**_win_by_east(1), "correct_number": 1}
    response = client.post(link("table_link_hand_correction", room.table), body, **JSON)
    assert (response.status_code, response.json()) == (200, {"status": "saved", "number": 1})
    check = HandCheck.objects.get(hand__table=room.table, hand__number=1)
    assert check.state == "disputed" and "40" in check.note
    assert room.table.referee_calls.get().hand.number == 1
    entry = AuditEntry.objects.get(action="hand.correction_ask")
    assert room.seat("E").player_name in entry.reason and "40" in entry.reason
    assert Hand.objects.get(table=room.table, number=1).result_kind == "draw"


@pytest.mark.django_db
def test_the_dutch_offline_and_queue_texts_of_the_players_pages_say_je(client, room: Room) -> None:
    """What the players' page says offline (the banner's texts, the line the page shows when
    the connection drops, the pages the service worker shows without one) in Dutch: "je",
    never "u" or "uw"."""
    client.cookies["django_language"] = "nl"
    sign_in(client, room.table, room.seat("E"))
    page = client.get(link("table_link", room.table)).content.decode()
    offline_line = re.search(r'name="clubsite-offline" content="([^"]*)"', page)[1]
    strings = page.split('<script id="queue-strings" type="application/json">')[1]
    strings = json.loads(strings.split("</script>")[0])
    texts = [offline_line, *_values(strings)]
    for name in ("offline", "device_tables"):
        html = client.get(reverse(name)).content.decode()
        texts.append(re.sub(r"<[^>]+>", " ", re.sub(r"(?s)<script.*?</script>", " ", html)))
    assert "die je eerder opende" in offline_line
    assert "Stuur de mijne als correctie" in strings["send_correction"]
    formal = re.compile(r"\b(u|uw|uwe|U)\b")
    assert [t for t in texts if formal.search(t)] == []


def _values(value: object) -> list[str]:
    if isinstance(value, dict):
        return [text for item in value.values() for text in _values(item)]
    return [value] if isinstance(value, str) else []
