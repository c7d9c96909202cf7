"""The club admin erases a member who left: name and personal details gone, login closed,
every other player's standings and reports exactly as before, hands still verify; audited,
and only after a confirmation."""

from __future__ import annotations

import dataclasses

import pytest
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.tournaments.privacy.conftest import PRIVATE_EMAIL, PRIVATE_NUMBER, PlayedClub
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Member
from tournaments.integrity.selectors import hands_to_verify
from tournaments.integrity.verify import verify_hands
from tournaments.privacy.services import member_erase
from tournaments.reports.selectors.results import event_report, season_report

pytestmark = pytest.mark.django_db


def _others(p: PlayedClub) -> dict[str, list[tuple]]:
    """Every report row of every player but the erased one, by report."""
    erased_key = f"m{p.private.pk}"
    reports = {"season": season_report(season=p.season).rows}
    reports |= {e.slug: event_report(event=e).rows for e in p.events}
    return {
        name: [
            (
                *(
                    (f.name, getattr(row, f.name))
                    for f in dataclasses.fields(row)
                    if f.name != "player"
                ),
                (row.player.key, row.player.name, row.player.member_number),
            )
            for row in rows
            if row.player.key != erased_key
        ]
        for name, rows in reports.items()
    }


def _erased_row(p: PlayedClub) -> tuple:
    row = next(r for r in season_report(season=p.season).rows if r.player.key == f"m{p.private.pk}")
    return row.rank, row.tp_units, row.score, row.penalty


def _public_urls(p: PlayedClub) -> list[str]:
    club, year = p.club.slug, p.season.year
    return [
        reverse("member_list", kwargs={"club_slug": club}),
        reverse("member_detail", kwargs={"club_slug": club, "pk": p.private.pk}),
        reverse("reports_player", kwargs={"club_slug": club, "pk": p.private.pk}),
        reverse("reports_season_standings", kwargs={"slug": club, "year": year}),
        reverse("reports_trophies", kwargs={"slug": club, "year": year}),
        *(reverse("event_detail", kwargs={"slug": e.slug}) for e in p.events),
        *(reverse("reports_event_standings", kwargs={"slug": e.slug}) for e in p.events),
        *(reverse("reports_event_screen", kwargs={"slug": e.slug}) for e in p.events),
    ]


def _erase_through_the_page(p: PlayedClub) -> Client:
    client = Client()
    client.force_login(p.admin)
    url = reverse("privacy_member_erase", kwargs={"club_slug": p.club.slug, "pk": p.private.pk})
    page = client.get(url, HTTP_ACCEPT_LANGUAGE="nl").text
    assert "Roosmarijn Verstappen wordt „Oud-lid" in page
    unconfirmed = client.post(url, {"reason": "left the club"}, HTTP_ACCEPT_LANGUAGE="nl")
    assert unconfirmed.status_code == 200 and "Vink het vakje aan" in unconfirmed.text
    assert Member.objects.get(pk=p.private.pk).erased_at is None  # nothing happened yet
    response = client.post(url, {"confirm": "on", "reason": "left the club"})
    assert response.status_code == 302
    return client


def test_erasure_keeps_everyone_elses_results(played: PlayedClub) -> None:
    before, erased_before = _others(played), _erased_row(played)
    member_user = played.private.user
    # an earlier audited change with personal data, scrubbed by the erasure
    from tournaments.clubs.services.members import member_update

    member_update(member=played.private, actor=played.admin, country="BE")
    client = _erase_through_the_page(played)
    assert _others(played) == before
    assert _erased_row(played) == erased_before  # their results stay too
    assert verify_hands(hands_to_verify()).ok

    member = Member.objects.get(pk=played.private.pk)
    with translation.override("nl"):
        assert member.full_name == f"Oud-lid {member.pk}" and member.erased_at is not None
    assert (
        member.user is None and member.ema_number == "" and PRIVATE_NUMBER not in str(vars(member))
    )
    user = User.objects.get(pk=member_user.pk)
    assert not user.is_active and user.email == "" and "private" not in user.username
    assert not user.has_usable_password()

    entries = AuditEntry.objects.filter(object_type="tournaments.member", object_id=str(member.pk))
    assert entries.filter(action="member.erase", actor=played.admin).count() == 1
    stored = str(list(entries.values_list("before", "after", "reason")))
    assert "Verstappen" not in stored and PRIVATE_EMAIL not in stored

    for who in (client, Client()):
        for url in _public_urls(played):
            text = who.get(url, HTTP_ACCEPT_LANGUAGE="nl").text
            assert "Verstappen" not in text and "Roosmarijn" not in text, url
    season = _public_urls(played)[3]
    assert f"Oud-lid {member.pk}" in Client().get(season, HTTP_ACCEPT_LANGUAGE="nl").text
    german = Client().get(season, HTTP_ACCEPT_LANGUAGE="de").text
    assert f"Ehemaliges Mitglied {member.pk}" in german and "Oud-lid" not in german


def test_erasure_needs_the_club_admin(played: PlayedClub) -> None:
    url = reverse(
        "privacy_member_erase", kwargs={"club_slug": played.club.slug, "pk": played.private.pk}
    )
    for user in (played.scorekeeper, played.private.user):
        client = Client()
        client.force_login(user)
        assert client.post(url, {"confirm": "on"}).status_code == 403
    assert Member.objects.get(pk=played.private.pk).erased_at is None


def test_erasing_twice_is_refused(played: PlayedClub) -> None:
    member_erase(member=played.private, actor=played.admin)
    with pytest.raises(ValidationError):
        member_erase(member=played.private, actor=played.admin)
