"""Issue 37: an audit entry reads as a story in the page's language: the field's label, its
old and new value as a reader knows them, never an id, a digest or a raw dict."""

import datetime

import pytest
from django.utils import translation

from tests.factories import MemberFactory
from tournaments.audit.selectors import audit_for_club, audit_rows
from tournaments.audit.services import audit_record
from tournaments.clubs.services.clubs import club_update
from tournaments.clubs.services.house_rules import club_house_rules_update
from tournaments.clubs.services.members import member_update
from tournaments.events.services.calendar import season_event_create


def _story(club, language: str) -> list[tuple[str, str, list[tuple[str, str, str]]]]:
    with translation.override(language):
        return [
            (row.action, row.subject, [(c.field, str(c.before), str(c.after)) for c in row.changes])
            for row in audit_rows(audit_for_club(club=club))
        ]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "action", "change"),
    [
        ("nl", "lid gewijzigd", ("achternaam", "Jansen", "Janssen")),
        ("de", "Mitglied geändert", ("Nachname", "Jansen", "Janssen")),
        ("nl", "clubinstellingen gewijzigd", ("openbare uitslagen", "ja", "nee")),
        ("de", "Vereinseinstellungen geändert", ("öffentliche Ergebnisse", "ja", "nein")),
        ("nl", "lid gewijzigd", ("lid sinds", "1 maart 2020", "2 maart 2020")),
    ],
)
def test_a_change_reads_as_field_old_new(club, make_user, language, action, change):
    admin = make_user("club admin", club=club)
    member = MemberFactory(club=club, last_name="Jansen", joined_on=datetime.date(2020, 3, 1))
    member_update(member=member, actor=admin, last_name="Janssen")
    member_update(member=member, actor=admin, joined_on=datetime.date(2020, 3, 2))
    club_update(club=club, actor=admin, public_results=False)
    story = _story(club, language)
    assert any(a == action and change in changes for a, _s, changes in story), story


@pytest.mark.django_db
def test_house_rules_are_named_by_their_labels_not_their_ids(club, make_user):
    admin = make_user("club admin", club=club)
    club_house_rules_update(club=club, options={"round_to_tens": "nearest"}, actor=admin)
    (action, subject, changes), *_ = _story(club, "nl")
    assert (action, subject) == ("huisregels gewijzigd", club.name)
    assert changes and all("round_to_tens" not in str(c) for c in changes)
    assert "nearest" not in str(changes)


@pytest.mark.django_db
def test_no_id_digest_or_dict_reaches_the_page(club, make_user):
    admin = make_user("club admin", club=club)
    event = season_event_create(
        club=club, name="Voorjaarstoernooi", date=datetime.date(2027, 4, 10), actor=admin
    )
    member = MemberFactory(club=club)
    audit_record(
        actor=admin,
        action="hand.create",
        obj=member,
        event=event,
        after={
            "idempotency_key": "0f" * 16,
            "idempotency_digest": "ab" * 32,
            "entry": {"kind": "win"},
            "id": 12,
            "season_id": event.season_id,
        },
    )
    text = str(_story(club, "nl"))
    for hidden in ("0f0f", "abab", "'kind'", "season_id", "idempotency", "{"):
        assert hidden not in text, hidden
    assert "Voorjaarstoernooi" in text and "10 april 2027" in text
    assert "Seizoen" in text or "seizoen" in text
