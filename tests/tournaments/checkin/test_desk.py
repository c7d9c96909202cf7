"""The desk: one tap per player (in, undo), counts, search without JavaScript, a late
player by name, and who may use it."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import ClubFactory
from tournaments.audit.models import AuditEntry
from tournaments.events.models import EventParticipant

pytestmark = pytest.mark.django_db


def _mark(day, client, i: int, state: str, **headers):
    url = reverse(
        "checkin_desk_mark", kwargs={"slug": day.event.slug, "pk": day.participants[i].pk}
    )
    return client.post(url, {"state": state}, **headers)


@pytest.mark.parametrize(
    ("taps", "checked_in", "audited"),
    [
        (["in"], True, ["participant.check_in"]),
        (["in", "in"], True, ["participant.check_in"]),  # a second tap writes nothing
        (["in", "out"], False, ["participant.check_in", "participant.check_in_undo"]),
        (["out"], False, []),
        (
            ["in", "out", "in"],
            True,
            ["participant.check_in", "participant.check_in_undo"] * 1 + ["participant.check_in"],
        ),
    ],
)
def test_desk_taps_set_the_state_asked_for(day, taps, checked_in, audited):
    client = day.client(day.scorekeeper)
    for state in taps:
        response = _mark(day, client, 0, state)
        assert response.status_code == 302
    participant = day.participant(0)
    assert (participant.checked_in_at is not None) is checked_in
    if checked_in:
        assert participant.checked_in_by == day.scorekeeper
    actions = list(
        AuditEntry.objects.filter(action__startswith="participant.check_in")
        .order_by("pk")
        .values_list("action", flat=True)
    )
    assert actions == audited


def test_htmx_tap_swaps_the_row_and_the_counts(day):
    client = day.client(day.scorekeeper)
    response = _mark(day, client, 1, "in", HTTP_HX_REQUEST="true")
    body = response.content.decode()
    assert response.status_code == 200
    assert f'id="p-{day.participants[1].pk}"' in body and "is-in" in body
    assert 'id="checkin-counts" class="checkin-counts" hx-swap-oob="true"' in body
    assert "<strong>1</strong> / 10" in body


def test_htmx_tap_updates_the_table_policy_hint(day):
    """The hint follows the count: one player cannot be seated; four can (it goes away)."""
    client = day.client(day.scorekeeper)
    first = _mark(day, client, 0, "in", HTTP_HX_REQUEST="true").content.decode()
    assert '<div id="checkin-hint" hx-swap-oob="true"><p class="notice checkin-hint">' in first
    for i in (1, 2):
        _mark(day, client, i, "in", HTTP_HX_REQUEST="true")
    fourth = _mark(day, client, 3, "in", HTTP_HX_REQUEST="true").content.decode()
    assert '<div id="checkin-hint" hx-swap-oob="true"></div>' in fourth


def test_the_desk_page_counts_and_searches_without_javascript(day):
    client = day.client(day.scorekeeper)
    for i in (0, 1, 2):
        _mark(day, client, i, "in")
    page = client.get(reverse("checkin_desk", kwargs={"slug": day.event.slug}))
    assert "<strong>3</strong> / 10" in page.content.decode()
    target = day.participants[4]
    found = client.get(
        reverse("checkin_desk", kwargs={"slug": day.event.slug}), {"q": target.name[:-1]}
    )
    rows = found.context["desk"].rows
    assert target.pk in {r.participant.pk for r in rows} and len(rows) < 10
    assert found.context["desk"].checked_in == 3  # the counts are over the whole field


def test_a_late_player_is_added_by_name_and_checked_in(day):
    client = day.client(day.scorekeeper)
    url = reverse("checkin_desk_add", kwargs={"slug": day.event.slug})
    response = client.post(url, {"name": "  Kees   Laat "})
    assert response.status_code == 302
    kees = EventParticipant.objects.get(event=day.event, guest_name="Kees Laat")
    assert kees.checked_in_at is not None
    assert client.post(url, {"name": ""}).status_code == 302  # refused with a message


@pytest.mark.parametrize("bad", ["abc", "99999999999999999999", "-1"])
def test_bad_input_never_gives_a_500(day, bad):
    client = day.client(day.scorekeeper)
    url = f"/events/{day.event.slug}/check-in/desk/{bad}/"
    assert client.post(url, {"state": bad}).status_code == 404
    settings_url = reverse("checkin_settings", kwargs={"slug": day.event.slug})
    response = day.client(day.director).post(settings_url, {"enabled": "on", "deadline": bad})
    assert response.status_code == 302
    day.event.refresh_from_db()
    assert day.event.check_in_deadline is not None  # unchanged


def test_a_player_of_another_event_is_404(day, club):
    from tests.factories import EventFactory, MemberFactory

    other = EventFactory(club=club, slug="other-evening", check_in_enabled=True)
    stranger = EventParticipant.objects.create(event=other, member=MemberFactory(club=club))
    client = day.client(day.scorekeeper)
    url = reverse("checkin_desk_mark", kwargs={"slug": day.event.slug, "pk": stranger.pk})
    assert client.post(url, {"state": "in"}).status_code == 404
    stranger.refresh_from_db()
    assert stranger.checked_in_at is None


@pytest.mark.parametrize(
    ("who", "public", "expected"),
    [
        ("anonymous", False, 404),
        ("member", False, 403),
        ("staff elsewhere", False, 404),
        ("staff elsewhere", True, 403),
    ],
)
def test_outsiders_cannot_check_anyone_in(day, make_user, who, public, expected):
    day.event.club.public_results = public
    day.event.club.save()
    client = Client()
    if who == "member":
        client.force_login(make_user(club=day.event.club, username="lid"))
    elif who == "staff elsewhere":
        elsewhere = ClubFactory(slug="elders")
        client.force_login(make_user("club admin", club=elsewhere, username="boss-elders"))
    response = _mark(day, client, 0, "in")
    assert response.status_code == expected
    assert day.participant(0).checked_in_at is None


def test_desk_refuses_when_check_in_is_off(day):
    day.event.check_in_enabled = False
    day.event.save()
    response = _mark(day, day.client(day.scorekeeper), 0, "in")
    assert response.status_code == 302
    assert day.participant(0).checked_in_at is None


def test_the_director_turns_check_in_on_with_a_deadline(day):
    url = reverse("checkin_settings", kwargs={"slug": day.event.slug})
    assert day.client(day.scorekeeper).post(url, {"deadline": "19:30"}).status_code == 403
    response = day.client(day.director).post(url, {"deadline": "19:30"})
    assert response.status_code == 302
    day.event.refresh_from_db()
    assert not day.event.check_in_enabled and day.event.check_in_deadline.hour == 19
    entry = AuditEntry.objects.get(action="event.check_in")
    assert entry.after == {"check_in_enabled": False, "check_in_deadline": "19:30:00"}


def test_a_no_show_stays_on_the_desk_and_comes_back_when_checked_in(day):
    EventParticipant.objects.filter(pk=day.participants[9].pk).update(withdrew_after_round=0)
    client = day.client(day.scorekeeper)
    page = client.get(reverse("checkin_desk", kwargs={"slug": day.event.slug}))
    last = page.context["desk"].rows[-1]
    assert last.participant.pk == day.participants[9].pk and last.withdrawn
    assert page.context["desk"].expected == 9
    _mark(day, client, 9, "in")
    back = day.participant(9)
    assert back.active and back.checked_in_at is not None


def test_a_player_who_withdrew_after_playing_is_not_brought_back(day):
    EventParticipant.objects.filter(pk=day.participants[9].pk).update(withdrew_after_round=1)
    _mark(day, day.client(day.scorekeeper), 9, "in")
    assert day.participant(9).withdrew_after_round == 1
    assert day.participant(9).checked_in_at is None


def test_the_search_survives_a_tap_without_javascript(day):
    client = day.client(day.scorekeeper)
    url = reverse(
        "checkin_desk_mark", kwargs={"slug": day.event.slug, "pk": day.participants[0].pk}
    )
    response = client.post(url, {"state": "in", "q": "a&b #c"})
    assert response["Location"].endswith(f"?q=a%26b+%23c#p-{day.participants[0].pk}")


@pytest.mark.parametrize("posted", ["abc", "0", "99999999999"])
def test_a_bad_participant_on_the_links_page_is_404_and_renews_nothing(day, posted):
    url = reverse("checkin_links", kwargs={"slug": day.event.slug})
    response = day.client(day.director).post(url, {"participant": posted})
    assert response.status_code == 404
    assert not EventParticipant.objects.exclude(check_in_token_hash="").exists()
