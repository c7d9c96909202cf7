"""The public name, decided in one place (``tournaments.clubs.audience``): minors by their
initials where the club wants it, "Player 17" for a member who opted out; the club's staff
and the member themself see the real name."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.privacy.conftest import PlayedClub
from tournaments.clubs.audience import public_name, viewing_as
from tournaments.clubs.models import Member
from tournaments.clubs.names import initials
from tournaments.reports.selectors.results import event_report

pytestmark = pytest.mark.django_db

REAL = "Roosmarijn Verstappen"


@pytest.mark.parametrize(
    ("adult", "hide", "minors_by_initials", "expected"),
    [
        (True, False, False, "Gerda de Boer"),
        (True, False, True, "Gerda de Boer"),
        (False, False, False, "Gerda de Boer"),
        (False, False, True, "G. B."),
        (True, True, False, "Speler 17"),
        (False, True, True, "Speler 17"),  # opting out wins over initials
    ],
)
def test_public_name_rules(adult, hide, minors_by_initials, expected, settings) -> None:
    settings.LANGUAGE_CODE = "nl"
    name = public_name(
        member_id=17,
        first_name="Gerda",
        surname_prefix="de",
        last_name="Boer",
        adult=adult,
        hide_name=hide,
        minors_by_initials=minors_by_initials,
    )
    assert name == expected


def test_initials() -> None:
    assert initials("gerda", "Boer") == "G. B."
    assert initials("Jan", "") == "J."


def _urls(p: PlayedClub) -> list[str]:
    club, event, year = p.club.slug, p.events[0].slug, p.season.year
    return [
        reverse("member_list", kwargs={"club_slug": club}),
        reverse("member_detail", kwargs={"club_slug": club, "pk": p.private.pk}),
        reverse("reports_player", kwargs={"club_slug": club, "pk": p.private.pk}),
        reverse("event_detail", kwargs={"slug": event}),
        reverse("reports_event_standings", kwargs={"slug": event}),
        reverse("reports_event_screen", kwargs={"slug": event}),
        reverse("reports_season_standings", kwargs={"slug": club, "year": year}),
        reverse("seating_players", kwargs={"slug": event}),
        reverse("play_table", kwargs={"slug": event, "round_number": 1, "table_number": 1}),
    ]


def _texts(p: PlayedClub, user=None, lang: str = "nl") -> list[str]:
    client = Client()
    if user is not None:
        client.force_login(user)
    return [client.get(url, HTTP_ACCEPT_LANGUAGE=lang).text for url in _urls(p)]


@pytest.mark.parametrize(("lang", "word"), [("nl", "Speler"), ("en", "Player"), ("de", "Spieler")])
def test_opted_out_member_is_a_number_in_public(played: PlayedClub, lang: str, word: str) -> None:
    Member.objects.filter(pk=played.private.pk).update(hide_public_name=True)
    shown = f"{word} {played.private.pk}"
    for text in _texts(played, lang=lang):
        assert "Verstappen" not in text and "Roosmarijn" not in text
        assert shown in text
    for text in _texts(played, user=played.admin) + _texts(played, user=played.private.user):
        assert REAL in text


def test_minors_by_initials(played: PlayedClub) -> None:
    played.club.minors_by_initials = True
    played.club.save()
    for text in _texts(played):
        assert "Verstappen" not in text and "R. V." in text
        assert "Anna Aalders" in text or "/players/" in text  # adults keep their names
    for text in _texts(played, user=played.scorekeeper):
        assert REAL in text


def test_minors_keep_their_name_when_the_club_does_not_ask(played: PlayedClub) -> None:
    for text in _texts(played):
        assert REAL in text


def test_the_member_sets_the_option_themself(played: PlayedClub) -> None:
    client = Client()
    client.force_login(played.private.user)
    url = reverse(
        "privacy_public_name", kwargs={"club_slug": played.club.slug, "pk": played.private.pk}
    )
    client.post(url, {"hide": "1"})
    played.private.refresh_from_db()
    assert played.private.hide_public_name
    other = played.members[1]
    url = reverse("privacy_public_name", kwargs={"club_slug": played.club.slug, "pk": other.pk})
    assert client.post(url, {"hide": "1"}).status_code == 403  # not for someone else


def test_reports_blank_private_numbers_for_outsiders(played: PlayedClub) -> None:
    with viewing_as(None):
        rows = event_report(event=played.events[0]).rows
    assert any(row.player.member_number == played.private.member_number for row in rows)
    from django.contrib.auth.models import AnonymousUser

    with viewing_as(AnonymousUser()):
        rows = event_report(event=played.events[0]).rows
    assert all(row.player.member_number == "" and row.player.ema_number == "" for row in rows)
