"""A guest who made a cut becomes a member on the EMA page (``guest_member_create``): the
stage's entrant names the member too, so the final order keeps the player's row of the
stage they reached (the story test found the EMA file giving a finalist's qualification
score: tests/browser/test_story.py)."""

import pytest

from tests.factories import ClubFactory, EventFactory, MemberFactory
from tournaments.events.services.registrations import participant_register
from tournaments.play.services.guests import guest_member_create
from tournaments.stages.models import Stage, StageEntrant

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("entrant", "renamed"),
    [
        ("Gus Gast", True),  # the guest who made the cut
        ("Other Guest", False),  # another guest keeps their name
    ],
)
def test_the_stage_entrant_names_the_new_member(entrant, renamed):
    club = ClubFactory()
    event = EventFactory(club=club, kind="tournament", round_count=3)
    participant_register(event=event, guest_names=["Gus Gast", "Other Guest"])
    final = Stage.objects.create(
        event=event, order=2, name="Final", rounds=1, field_size=4, carry_over="none"
    )
    StageEntrant.objects.create(stage=final, guest_name=entrant, seed=1, via="rank")
    StageEntrant.objects.create(stage=final, member=MemberFactory(club=club), seed=2, via="rank")

    member = guest_member_create(
        event=event, guest_name="Gus Gast", ema_number="04041234", country="NL"
    )

    first = StageEntrant.objects.get(stage=final, seed=1)
    assert (first.member_id == member.pk) is renamed
    assert first.guest_name == ("" if renamed else entrant)
    assert first.player_key == (f"m{member.pk}" if renamed else f"g:{entrant}")
