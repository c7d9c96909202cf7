"""A riichi tournament to an event file and back (issue 52): the hands' riichi facts (the
``riichi:`` block, tenpai at a draw) travel with them, and the import exports the same."""

from __future__ import annotations

import pytest

from tests.factories import ClubFactory
from tests.tournaments.riichi_tournament import finished_riichi_tournament, riichi_offered  # noqa: F401
from tournaments.events.models import Event
from tournaments.play.models import Hand, HandResult
from tournaments.transfer import dumps, event_export, event_import, loads
from tournaments.transfer.restore import event_delete

pytestmark = pytest.mark.django_db


def test_a_riichi_event_round_trips(riichi_offered):  # noqa: F811
    event = finished_riichi_tournament(ClubFactory(slug="rcr-files"))
    text = dumps(event_export(event=event))
    hands = Hand.objects.filter(table__round__event=event)
    facts = sorted(
        (h.number, h.table.number, h.table.round.number, dict(h.hand_entry.extra))
        for h in hands.select_related("table__round")
    )
    settlements = sorted(
        HandResult.objects.filter(hand__in=hands).values_list("settlement", flat=True)
    )
    assert any("riichi" in extra for *_key, extra in facts)
    event_delete(event=event)
    assert not Hand.objects.exists()

    restored = event_import(data=loads(text)).event
    again = Hand.objects.filter(table__round__event=restored)
    assert restored.ruleset == "riichi"
    assert (
        sorted(
            (h.number, h.table.number, h.table.round.number, dict(h.hand_entry.extra))
            for h in again.select_related("table__round")
        )
        == facts
    )
    assert (
        sorted(HandResult.objects.filter(hand__in=again).values_list("settlement", flat=True))
        == settlements
    )
    assert {h.hand_entry.result.extra.get("tenpai") is not None for h in again} == {True, False}
    assert dumps(event_export(event=Event.objects.get(pk=restored.pk))) == text
