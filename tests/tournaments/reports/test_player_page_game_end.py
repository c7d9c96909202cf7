"""A riichi player's own page (the personal link) lists each table's hands and the total the
standings count (uma, oka and the sticks left added): a line between them says what the end
of the game added, so the hands and the total add up on the page."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from tests.factories import ClubFactory
from tests.tournaments.riichi_tournament import finished_riichi_tournament, riichi_offered  # noqa: F401
from tournaments.events.models import EventParticipant
from tournaments.events.selectors.player_links import player_token

pytestmark = pytest.mark.django_db

SIGNED = r"([+−-]?\d+)"


def _number(text: str) -> int:
    return int(text.replace("−", "-").replace("+", ""))


@pytest.mark.parametrize(
    ("language", "label"),
    [
        ("nl", "Uma, oka en overgebleven stokjes"),
        ("en", "Uma, oka and sticks left"),
        ("de", "Uma, Oka und übrige Riichi-Stäbchen"),
    ],
)
def test_every_table_of_the_page_adds_up_to_its_total(client, riichi_offered, language, label):  # noqa: F811
    event = finished_riichi_tournament(ClubFactory(slug=f"rcr-end-{language}"))
    participant = EventParticipant.objects.filter(event=event).first()
    url = reverse("player_page", args=[player_token(participant=participant)])
    html = client.get(url, headers={"accept-language": language}).content.decode()
    tables = re.findall(r'<table class="player-hand-table">(.*?)</table>', html, re.S)
    assert tables
    ends = 0
    for table in tables:
        body, foot = table.split("<tfoot>")
        hands = sum(_number(n) for n in re.findall(r'<td class="num score[^"]*">' + SIGNED, body))
        cells = [_number(n) for n in re.findall(r'<td class="num score[^"]*">' + SIGNED, foot)]
        assert hands + sum(cells[:-1]) == cells[-1]
        if len(cells) == 2:
            assert label in foot
            ends += 1
    assert ends  # uma: at least one table's total is not its hands' sum
