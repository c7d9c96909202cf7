"""A player's own page during an event (docs/player-page.md): its personal link (from the
registration, the check-in and the table's QR code with the seat code), what it shows as
the event goes on, that it shows only its player's own things, and its live fragment."""

from __future__ import annotations

import re

import pytest
from django.core import mail
from django.urls import reverse
from django.utils import timezone

from tests.factories import ClubFactory, EventFactory, MemberFactory, RoundFactory
from tests.shared_rows import new_user
from tests.tournaments.events.silent_world import quick
from tests.tournaments.registration.helpers import guest, open_event
from tournaments.checkin.selectors.desk import check_in_token_hash
from tournaments.core.live import live_grant_topic
from tournaments.events.models import Event, EventParticipant, RoundStatus
from tournaments.events.selectors.player_links import participant_by_player_token, player_token
from tournaments.penalties.services.penalties import penalty_give
from tournaments.play.models import Table
from tournaments.play.selectors.table_links import seat_code, table_link_path
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.table_links import table_links_revoke
from tournaments.play.services.tables import table_seat
from tournaments.registration.models import Registration
from tournaments.registration.services.registrations import registration_create
from tournaments.templatetags.reports import signed

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _english(settings):
    """Assertions read English (tests/test_i18n.py checks the translations)."""
    from django.utils import translation

    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


@pytest.fixture
def day(settings):
    """A tournament of three rounds (the last one silent) for eight members: round 1 in
    play with a hand and a penalty, round 2 not seated yet."""
    settings.PUBLIC_PAGE_CACHE_SECONDS = 0
    club = ClubFactory(slug="dag", public_results=True, default_ruleset="nmb")
    event = EventFactory(
        club=club,
        kind="tournament",
        ruleset="nmb",
        round_count=3,
        silent_rounds=1,
        status="in_progress",
        date=timezone.localdate(),
    )
    members = MemberFactory.create_batch(8, club=club)
    players = [EventParticipant.objects.create(event=event, member=m) for m in members]
    round_ = RoundFactory(
        event=event, number=1, status=RoundStatus.IN_PROGRESS, started_at=timezone.now()
    )
    tables = [
        table_seat(round_=round_, number=1, sitters=members[:4]),
        table_seat(round_=round_, number=2, sitters=members[4:]),
    ]
    hand_enter(table=tables[0], entry=quick("E", {"E": 24, "S": 8, "W": 10, "N": 6}))
    south = tables[0].seats.get(wind="S")
    referee = new_user("referee", club=club)
    penalty_give(table=tables[0], seat_id=south.pk, points=10, reason="slow_play", actor=referee)
    return {"event": event, "members": members, "players": players, "tables": tables}


def page(client, participant, live: bool = False) -> str:
    name = "player_page_live" if live else "player_page"
    url = reverse(name, kwargs={"token": player_token(participant=participant)})
    response = client.get(url)
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-store, private"
    return response.content.decode()


def seat_round(event: Event, number: int, members, status=RoundStatus.PLANNED) -> list[Table]:
    round_ = RoundFactory(event=event, number=number, status=status)
    order = [members[i] for i in (0, 4, 1, 5, 2, 6, 3, 7)]
    return [
        table_seat(round_=round_, number=1, sitters=order[:4]),
        table_seat(round_=round_, number=2, sitters=order[4:]),
    ]


def test_the_round_in_play_its_table_opponents_hands_place_and_clock(client, day):
    east = day["players"][0]
    text = page(client, east)
    assert "Round 1, in play" in text and "Table 1" in text
    for opponent in day["members"][1:4]:
        assert opponent.full_name in text
    assert day["members"][5].full_name not in text  # another table's player
    assert 'id="clock"' in text  # the round clock
    assert "1 of 8" in text  # East won the only hand
    assert "Your hands" in text and "★" in text


def test_a_penalty_shows_to_its_player_only(client, day):
    south, east = day["players"][1], day["players"][0]
    assert "Slow play" in page(client, south) or "slow" in page(client, south).lower()
    assert 'id="penalties"' in page(client, south)
    assert 'id="penalties"' not in page(client, east)


def test_the_next_table_as_soon_as_the_round_is_seated(client, day):
    event, east = day["event"], day["players"][0]
    event.rounds.filter(number=1).update(status=RoundStatus.CLOSED)
    assert "Not drawn yet" in page(client, east)
    seat_round(event, 2, day["members"])
    text = page(client, east)
    assert "Round 2, next" in text and day["members"][4].full_name in text
    assert 'data-player-live="r2-t1-seated"' in text
    event.rounds.filter(number=2).update(status=RoundStatus.IN_PROGRESS, started_at=timezone.now())
    live = page(client, east, live=True)
    assert 'data-player-live="r2-t1-play"' in live and "Round 2 has started" in live


def test_a_silent_round_shows_the_own_hands_not_the_standings(client, day):
    event, east = day["event"], day["players"][0]
    event.rounds.filter(number=1).update(status=RoundStatus.CLOSED)
    seat_round(event, 2, day["members"], status=RoundStatus.CLOSED)
    tables = seat_round(event, 3, day["members"], status=RoundStatus.IN_PROGRESS)
    hand = hand_enter(table=tables[0], entry=quick("S", {"E": 2, "S": 480, "W": 4, "N": 0}))
    own = hand.results.get(seat__member=day["members"][0]).settlement
    text = page(client, east)
    assert "silent round" in text and "After round 2" in text
    assert signed(own) in text  # its own hand, as played
    assert "1 of 8" in text  # the place after round 2 (round 1's), not with round 3


def test_the_page_follows_the_live_stream_and_its_fragment_is_the_part_it_swaps(client, day):
    east = day["players"][0]
    whole = page(client, east)
    live = page(client, east, live=True)
    url = reverse("player_page_live", kwargs={"token": player_token(participant=east)})
    topic = f"event-{day['event'].pk}"
    # the page's element follows the event's topic with a grant (the link is the key) and
    # polls every 10 s where the stream cannot be used (static/js/live.js)
    assert f'data-live-topic="{topic}"' in whole and f'data-live-url="{url}"' in whole
    grant = re.search(r'data-live-grant="([^"]+)"', whole).group(1)
    assert live_grant_topic(grant) == topic
    assert 'data-live-poll="10"' in whole
    # the fragment is what goes inside that element: no second live element, no page
    assert 'id="player-live"' in live and "data-live-topic" not in live and "<html" not in live


@pytest.mark.parametrize(
    "spoil",
    [
        lambda token: token + "x",
        lambda token: token.replace("-", "9-", 1),  # another participant's id
        lambda token: "abc",
        lambda token: "",
    ],
)
def test_a_wrong_key_opens_nothing(client, day, spoil):
    token = spoil(player_token(participant=day["players"][0]))
    assert participant_by_player_token(token=token) is None


def test_renewing_the_table_links_ends_the_player_links(client, day):
    east = day["players"][0]
    token = player_token(participant=east)
    table_links_revoke(event=day["event"], actor=new_user("club admin", club=day["event"].club))
    assert participant_by_player_token(token=token) is None
    assert client.get(reverse("player_page", kwargs={"token": token})).status_code == 404


# -- the ways to the page -------------------------------------------------------------------


def test_from_the_table_qr_code_with_the_seat_code(client, day):
    table = day["tables"][0]
    event = day["event"]
    seat = table.seats.get(wind="W")
    url = table_link_path(table=table)
    wrong = client.post(url, {"action": "me", "seat": seat.pk, "seat_code": "XXXXX"})
    assert wrong.status_code == 302 and wrong["Location"].endswith("#my-page")
    table.refresh_from_db()
    assert table.code_failures == 1  # counts towards the table's lock-out
    right = client.post(
        url, {"action": "me", "seat": seat.pk, "seat_code": seat_code(seat_id=seat.pk, event=event)}
    )
    west = EventParticipant.objects.get(event=event, member=seat.member)
    assert right["Location"] == reverse(
        "player_page", kwargs={"token": player_token(participant=west)}
    )
    assert "My own page" in client.get(url).content.decode()


def test_from_the_registration(client, day):
    event = open_event(day["event"].club)
    registration, token = registration_create(event=event, details=guest(1))
    text = client.get(reverse("registration_personal", kwargs={"token": token})).content.decode()
    assert "Open my page" not in text  # not one of the players yet
    player = EventParticipant.objects.create(event=event, guest_name=registration.name)
    Registration.objects.filter(pk=registration.pk).update(participant=player, status="confirmed")
    text = client.get(reverse("registration_personal", kwargs={"token": token})).content.decode()
    assert reverse("player_page", kwargs={"token": player_token(participant=player)}) in text


def test_from_the_check_in_link(client, day):
    event = day["event"]
    Event.objects.filter(pk=event.pk).update(check_in_enabled=True)
    east = day["players"][0]
    EventParticipant.objects.filter(pk=east.pk).update(
        check_in_token_hash=check_in_token_hash("sleutel-123"), checked_in_at=timezone.now()
    )
    url = reverse("checkin_link", kwargs={"slug": event.slug, "token": "sleutel-123"})
    text = client.get(url).content.decode()
    assert reverse("player_page", kwargs={"token": player_token(participant=east)}) in text


# -- mail when the round starts -------------------------------------------------------------


@pytest.mark.parametrize(("mail_set_up", "mails"), [(False, 0), (True, 2)])
def test_the_round_start_mails_the_players_with_an_address(
    client, day, settings, mail_set_up, mails
):
    settings.PASSWORD_RESET_ENABLED = mail_set_up
    event, members = day["event"], day["members"]
    event.rounds.filter(number=1).update(status=RoundStatus.CLOSED)
    seat_round(event, 2, members)
    members[0].user = new_user(email="oost@example.org")  # a login's address
    members[0].save(update_fields=["user"])
    registration = Registration.objects.create(
        event=event,
        name="Vijf",
        email="vijf@example.org",
        status="confirmed",
        token_hash="x" * 64,
        participant=day["players"][4],
    )
    assert registration.pk
    client.force_login(new_user("referee", club=event.club))
    mail.outbox = []
    client.post(reverse("round_start", kwargs={"slug": event.slug, "round_number": 2}))
    assert event.rounds.get(number=2).status == RoundStatus.IN_PROGRESS
    assert len(mail.outbox) == mails
    if mails:
        first = next(m for m in mail.outbox if m.to == ["oost@example.org"])
        assert "table 1" in first.subject and members[4].full_name in first.body
        assert "/me/" + player_token(participant=day["players"][0]) in first.body


@pytest.mark.parametrize("seconds", [10, 4])
def test_the_page_polls_as_often_as_the_site_says(client, day, settings, seconds):
    """``LIVE_POLL_SECONDS``: how often the page asks while its stream cannot be used."""
    settings.LIVE_POLL_SECONDS = seconds
    assert f'data-live-poll="{seconds}"' in page(client, day["players"][0])
