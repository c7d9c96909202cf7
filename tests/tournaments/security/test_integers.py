"""Integers are parsed with one helper (issue 21, finding 10): never a 500 on "²".

``str.isdigit()`` is true for superscripts and ``int()`` reads Arabic-Indic digits, so
``isdigit()`` then ``int()`` gave a server error on ``?year=²``, ``?hand=²`` and
``version=²``. Every such parameter now gets a clear 4xx (or a conflict message).
"""

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.security.conftest import client_for
from tournaments.core.integers import DB_INT_MAX, NotAnInteger, int_or_none, parse_int

pytestmark = pytest.mark.django_db

BAD = ["", "²", "٣", "３", "1²", "1.0", " 1", "1 ", "+1", "0x1", "1e3", "١٢", "99999999999"]


@pytest.mark.parametrize(
    ("text", "bounds", "expected"),
    [
        ("0", {}, 0),
        ("7", {}, 7),
        ("007", {}, 7),
        (str(DB_INT_MAX), {}, DB_INT_MAX),
        ("-3", {"minimum": -10}, -3),
        ("2026", {"minimum": 1, "maximum": 9999}, 2026),
    ],
)
def test_parse_int_reads_ascii_integers(text, bounds, expected):
    assert parse_int(text, **bounds) == expected


@pytest.mark.parametrize(
    ("text", "bounds"),
    [
        *((text, {}) for text in BAD),
        (None, {}),
        (5, {}),
        ("-1", {}),
        (str(DB_INT_MAX + 1), {}),
        ("0", {"minimum": 1}),
        ("10", {"maximum": 9}),
    ],
)
def test_parse_int_refuses_everything_else(text, bounds):
    with pytest.raises(NotAnInteger):
        parse_int(text, **bounds)
    assert int_or_none(text, **bounds) is None


@pytest.mark.parametrize("year", ["²", "٢٠٢٦", "2026x", "99999999999999999999"])
def test_player_page_year_not_a_number_is_404(world, year):
    client = client_for(Client, world, "club_admin")
    url = reverse("reports_player", kwargs={"club_slug": world.club.slug, "pk": world.member.pk})
    assert client.get(url).status_code == 200
    assert client.get(url, {"year": "2026"}).status_code == 200
    assert client.get(url, {"year": year}).status_code == 404


def _table_kwargs(world) -> dict:
    return {
        "slug": world.event.slug,
        "round_number": world.round.number,
        "table_number": world.table.number,
    }


@pytest.mark.parametrize("hand", ["²", "٣", "99999999999999999999"])
def test_preview_hand_not_a_number_is_400(world, hand):
    client = client_for(Client, world, "scorekeeper")
    url = reverse("play_hand_preview", kwargs=_table_kwargs(world))
    response = client.post(f"{url}?hand={hand}", {}, headers={"accept-language": "en"})
    assert response.status_code == 400
    assert "not a number" in response.content.decode()


@pytest.mark.parametrize("version", ["²", "٣", "99999999999999999999", ""])
def test_delete_with_a_version_not_a_number_is_a_conflict(world, version):
    client = client_for(Client, world, "scorekeeper")
    url = reverse("play_hand_delete", kwargs={**_table_kwargs(world), "number": 1})
    response = client.post(url, {"hand_id": world.hand.pk, "version": version, "reason": "test"})
    assert response.status_code == 409
    assert world.table.hands.filter(pk=world.hand.pk).exists()
