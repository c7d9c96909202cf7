"""The finish page while a round is still in play: ``event_finish`` refuses then, so the
page says to close the round first (with the way there) and offers no finish button that
could only be refused."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import timezone

from tests.factories import EventFactory, MemberFactory, RoundFactory
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat

pytestmark = pytest.mark.django_db
DRAW = {"result": {"kind": "draw"}}


@pytest.fixture
def tournament(club):
    event = EventFactory(club=club, date=timezone.localdate(), round_count=2, slug="day")
    members = MemberFactory.create_batch(4, club=club)
    for number in (1, 2):
        table_seat(round_=RoundFactory(event=event, number=number), number=1, sitters=members)
    return event


@pytest.mark.parametrize(
    ("language", "in_play", "button"),
    [
        ("en", "Round 1 is still in play: close it first, then finish the event.", "Finish"),
        ("nl", "Ronde 1 wordt nog gespeeld: sluit die eerst en sluit daarna het", "afsluiten"),
        ("de", "Runde 1 läuft noch: schließen Sie sie zuerst ab", "beenden"),
    ],
)
def test_a_round_in_play_is_closed_before_the_event_is_finished(
    client, make_user, club, tournament, language, in_play, button
):
    client.force_login(make_user("referee", club=club, username="ref"))
    url = lambda name, **kw: reverse(name, kwargs={"slug": tournament.slug, **kw})  # noqa: E731
    client.post(url("round_start", round_number=1))
    hand_enter(table=tournament.rounds.get(number=1).tables.get(), entry=DRAW)
    page = client.get(url("event_finish"), headers={"accept-language": language}).text
    assert in_play in page
    assert url("play_round_close", round_number=1) in page
    assert 'name="confirm"' not in page  # no button that event_finish would refuse
    client.post(url("play_round_close", round_number=1), {"confirm": "1"})
    page = client.get(url("event_finish"), headers={"accept-language": language}).text
    assert "data-round-in-play" not in page and 'name="confirm"' in page and button in page
