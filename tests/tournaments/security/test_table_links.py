"""Players' table links: a token opens its own table only, read-only; a player confirms
with their seat code only; revoked or expired links are a 404; wrong codes lock out."""

import datetime as dt

import pytest
from django.urls import reverse
from django.utils import timezone

from tests.factories import MemberFactory, RoundFactory
from tests.tournaments.golden_hands import entry_of, golden_hands
from tournaments.events.models import EventStatus
from tournaments.play.selectors.table_links import (
    SEAT_CODE_ALPHABET,
    seat_code,
    table_link_path,
    table_token,
)
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.table_links import CODE_FAILURES_MAX, table_links_revoke
from tournaments.play.services.tables import table_seat

EN = {"accept-language": "en"}


@pytest.fixture
def tables(club):
    round_ = RoundFactory(event__club=club, number=1)
    one = table_seat(round_=round_, number=1, sitters=MemberFactory.create_batch(4, club=club))
    two = table_seat(round_=round_, number=2, sitters=MemberFactory.create_batch(4, club=club))
    return one, two


def _with_hand(table):
    """A hand at ``table`` and its game over (the round's time is up), so that a player may
    confirm (a confirmation is taken only when the game is over: tests/tournaments/play/
    test_player_page.py)."""
    hand_enter(table=table, entry=entry_of(golden_hands("nmb")[0]))
    round_ = table.round
    round_.starts_at = timezone.now() - dt.timedelta(hours=3)
    round_.ends_at = timezone.now() - dt.timedelta(minutes=1)
    round_.save(update_fields=["starts_at", "ends_at"])
    return table


def _confirm(client, table, seat, code):
    return client.post(
        table_link_path(table=table), {"seat": seat.pk, "code": code}, follow=True, headers=EN
    )


def test_token_is_long_random_and_per_table(tables):
    one, two = tables
    token = table_token(table=one)
    assert len(token) >= 27  # >= 160 bits, URL-safe base64
    assert token != table_token(table=two)
    codes = {seat_code(seat_id=s.pk, event=one.round.event) for s in one.seats.all()}
    assert len(codes) == 4
    assert all(len(c) == 5 and set(c) <= set(SEAT_CODE_ALPHABET) for c in codes)


def test_link_opens_its_table_without_login_read_only(client, tables):
    one, _two = tables
    _with_hand(one)
    response = client.get(table_link_path(table=one), headers=EN)
    assert response.status_code == 200
    html = response.content.decode()
    for seat in one.seats.all():
        assert seat.player_name.replace("'", "&#x27;") in html
    assert 'data-hand="1"' in html
    assert "Save hand" not in html  # no entry form
    assert response["Referrer-Policy"] == "strict-origin"  # no path, no token
    assert "noindex" in response["X-Robots-Tag"]
    assert '<meta name="robots" content="noindex' in html


def test_token_never_opens_another_table(client, tables):
    one, two = tables
    other = reverse("table_link", args=[two.pk, table_token(table=one)])
    assert client.get(other).status_code == 404
    assert client.post(other, {"seat": 1, "code": "AAAAA"}).status_code == 404


@pytest.mark.parametrize("token", ["x" * 27, "", "a", "é" * 27])
def test_wrong_token_is_404(client, tables, token):
    one, _two = tables
    response = client.get(f"/t/{one.pk}/{token}/")
    assert response.status_code == 404


def test_unknown_table_is_404(client, tables):
    assert client.get(reverse("table_link", args=[999999, "a" * 27])).status_code == 404


def test_revoked_links_are_404_and_new_ones_work(client, tables, make_user, club):
    one, _two = tables
    old_path = table_link_path(table=one)
    old_code = seat_code(seat_id=one.seats.first().pk, event=one.round.event)
    table_links_revoke(event=one.round.event, actor=make_user("referee", club=club))
    one.round.event.refresh_from_db()
    assert client.get(old_path).status_code == 404
    assert client.get(table_link_path(table=one)).status_code == 200
    assert seat_code(seat_id=one.seats.first().pk, event=one.round.event) != old_code


@pytest.mark.parametrize(
    ("role", "status"),
    [("referee", 302), ("club admin", 302), ("scorekeeper", 403), ("", 403), (None, 302)],
)
def test_only_referees_and_admins_revoke(client, tables, make_user, club, role, status):
    one, _two = tables
    event = one.round.event
    key = event.table_link_key
    if role is not None:
        client.force_login(make_user(*([role] if role else []), club=club))
    response = client.post(reverse("clock_table_links_revoke", args=[event.slug]), {"confirm": "1"})
    assert response.status_code == status
    event.refresh_from_db()
    renewed = role in ("referee", "club admin")
    assert (event.table_link_key != key) is renewed
    if role is None:  # anonymous: sent to the log-in page
        assert "/accounts/login/" in response["Location"]


@pytest.mark.parametrize(
    ("days_after", "link_days", "status"),
    [(0, 7, 200), (6, 7, 200), (7, 7, 404), (30, 7, 404), (1, 0, 404), (20, 30, 200)],
)
def test_links_expire_after_the_event_is_finished(client, tables, days_after, link_days, status):
    one, _two = tables
    event = one.round.event
    event.club.table_link_days = link_days
    event.club.save()
    event.status = EventStatus.FINISHED
    event.finished_at = timezone.now() - dt.timedelta(days=days_after, minutes=1)
    event.save()
    assert client.get(table_link_path(table=one)).status_code == status


def test_cancelled_event_links_are_404(client, tables):
    one, _two = tables
    event = one.round.event
    event.status = EventStatus.CANCELLED
    event.save()
    assert client.get(table_link_path(table=one)).status_code == 404


def test_a_player_confirms_with_their_seat_code(client, tables):
    one, _two = _with_hand(tables[0]), tables[1]
    seat = one.seats.order_by("position")[1]
    code = seat_code(seat_id=seat.pk, event=one.round.event)
    response = _confirm(client, one, seat, f" {code.lower()} ")
    assert "the table&#x27;s result is confirmed" in response.content.decode()
    one.refresh_from_db()
    assert one.is_confirmed and one.confirmed_by_seat_id == seat.pk
    assert one.confirmed_by_id is None


def test_another_seats_code_does_not_confirm(client, tables):
    one, _two = _with_hand(tables[0]), tables[1]
    first, second = one.seats.order_by("position")[:2]
    response = _confirm(client, one, first, seat_code(seat_id=second.pk, event=one.round.event))
    assert "not the code beside your seat" in response.content.decode()
    one.refresh_from_db()
    assert not one.is_confirmed


def test_a_seat_of_another_table_cannot_confirm(client, tables):
    one, two = _with_hand(tables[0]), tables[1]
    stranger = two.seats.first()
    _confirm(client, one, stranger, seat_code(seat_id=stranger.pk, event=one.round.event))
    one.refresh_from_db()
    assert not one.is_confirmed


def test_wrong_codes_lock_the_table_out(client, tables):
    one, _two = _with_hand(tables[0]), tables[1]
    seat = one.seats.first()
    for _ in range(CODE_FAILURES_MAX):
        _confirm(client, one, seat, "AAAAA")
    # now even the right code is refused for a while
    response = _confirm(client, one, seat, seat_code(seat_id=seat.pk, event=one.round.event))
    assert "Too many wrong codes" in response.content.decode()
    one.refresh_from_db()
    assert not one.is_confirmed
    one.code_locked_until = timezone.now() - dt.timedelta(seconds=1)
    one.save()
    _confirm(client, one, seat, seat_code(seat_id=seat.pk, event=one.round.event))
    one.refresh_from_db()
    assert one.is_confirmed


def test_a_changed_hand_withdraws_a_players_confirmation(client, tables):
    one, _two = _with_hand(tables[0]), tables[1]
    seat = one.seats.first()
    _confirm(client, one, seat, seat_code(seat_id=seat.pk, event=one.round.event))
    hand_enter(table=one, entry=entry_of(golden_hands("nmb")[1]))
    one.refresh_from_db()
    assert not one.is_confirmed and one.confirmed_by_seat_id is None


def test_nothing_to_confirm_without_hands(client, tables):
    one, _two = tables
    seat = one.seats.first()
    response = _confirm(client, one, seat, seat_code(seat_id=seat.pk, event=one.round.event))
    assert "no hands to confirm yet" in response.content.decode()


def test_renewing_the_links_asks_first(client, tables, make_user, club):
    event = tables[0].round.event
    key = event.table_link_key
    client.force_login(make_user("referee", club=club))
    response = client.post(
        reverse("clock_table_links_revoke", args=[event.slug]), follow=True, headers=EN
    )
    assert "Tick the box first" in response.content.decode()
    event.refresh_from_db()
    assert event.table_link_key == key
