"""The check-in actions read as sentences on the audit pages, in nl, en and de; the token's
hash never shows."""

from __future__ import annotations

import datetime

import pytest
from django.utils import translation

from tournaments.audit.models import AuditEntry
from tournaments.audit.selectors import audit_for_club, audit_rows
from tournaments.checkin.services.checkin import participant_check_in, participant_check_in_undo
from tournaments.checkin.services.director import (
    check_in_links_issue,
    check_in_no_shows_withdraw,
    event_check_in_set,
)

pytestmark = pytest.mark.django_db


def _actions(club, language: str) -> list[str]:
    with translation.override(language):
        return [row.action for row in audit_rows(audit_for_club(club=club))]


@pytest.mark.parametrize(
    ("language", "sentences"),
    [
        (
            "nl",
            {
                "speler aangemeld",
                "aanmelding ongedaan gemaakt",
                "niet verschenen speler teruggetrokken",
                "instellingen voor aanmelden gewijzigd",
                "persoonlijke aanmeldlinks gemaakt",
            },
        ),
        (
            "en",
            {
                "player checked in",
                "check-in undone",
                "no-show withdrawn",
                "check-in settings changed",
                "personal check-in links made",
            },
        ),
        (
            "de",
            {
                "Spieler eingecheckt",
                "Check-in rückgängig gemacht",
                "nicht erschienener Spieler zurückgezogen",
                "Check-in-Einstellungen geändert",
                "persönliche Check-in-Links erstellt",
            },
        ),
    ],
)
def test_check_in_actions_read_as_sentences(day, language, sentences):
    check_in_links_issue(event=day.event, actor=day.director)
    participant_check_in(participant=day.participants[0], actor=day.scorekeeper)
    participant_check_in_undo(participant=day.participants[0], actor=day.scorekeeper)
    participant_check_in(participant=day.participants[1], actor=day.scorekeeper)
    event_check_in_set(
        event=day.event, enabled=True, deadline=datetime.time(0, 1), actor=day.director
    )
    day.event.date = datetime.date(2026, 3, 3)
    day.event.save()
    check_in_no_shows_withdraw(event=day.event, actor=day.director)
    assert sentences <= set(_actions(day.event.club, language))
    for entry in AuditEntry.objects.all():
        assert "check_in_token_hash" not in (entry.after or {})
        assert "check_in_token_hash" not in (entry.before or {})
