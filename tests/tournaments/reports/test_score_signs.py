"""A score reads the same everywhere on the standings page: the headline ("… leads with 9
table points (−420).") and the table's score column write it with ``format_score`` ("+420",
"0", "−420", the typographic minus), as the round cards and the big screen do."""

import re

import pytest
from django.urls import reverse

from tests.tournaments.reports.conftest import *  # noqa: F403
from tournaments.core.points import format_score
from tournaments.reports.sortable import ScoreColumn
from tournaments.templatetags.reports import signed

# value -> what every page shows
CASES = {-420: "\N{MINUS SIGN}420", -1: "\N{MINUS SIGN}1", 0: "0", 7: "+7", 420: "+420"}


@pytest.mark.parametrize(("value", "shown"), CASES.items(), ids=[str(v) for v in CASES])
def test_the_filter_and_the_table_column_write_a_score_alike(value, shown):
    assert format_score(value) == shown
    assert signed(value) == signed(str(value)) == shown
    assert ScoreColumn().render(value) == shown


@pytest.mark.django_db
def test_the_headline_and_the_table_show_the_leaders_score_alike(client, demo):
    url = reverse("reports_event_standings", kwargs={"slug": "demo-evening"})
    page = client.get(url).content.decode()
    headline = re.search(r"leads with .*? table points \((.*?)\)\.", page)
    assert headline, "no headline"
    cell = re.search(r'<td class="num" data-player-total="(-?\d+)">(.*?)</td>', page)
    assert cell, "no score cell"
    assert headline.group(1) == cell.group(2).strip() == format_score(int(cell.group(1)))


def _cells(page: str) -> list[tuple[int, str]]:
    cells = re.findall(r'<td class="num" data-player-total="(-?\d+)">(.*?)</td>', page)
    return [(int(value), shown.strip()) for value, shown in cells]


@pytest.mark.django_db
def test_the_season_table_shows_the_scores_signed(client, demo):
    year = demo.events.get(slug="demo-evening").date.year
    url = reverse("reports_season_standings", kwargs={"slug": demo.slug, "year": year})
    cells = _cells(client.get(url).content.decode())
    assert cells, "no score cells"
    assert [shown for _, shown in cells] == [format_score(value) for value, _ in cells]
    assert any(value < 0 for value, _ in cells) and any(value > 0 for value, _ in cells)


# the embed's page -> its JSON (the numbers stay plain for programs)
EMBEDS = {
    "club": ("/embed/clubs/groene-draak/standings/", "/embed/clubs/groene-draak/standings.json"),
    "event": ("/embed/events/demo-evening/standings/", "/embed/events/demo-evening/standings.json"),
}


@pytest.mark.django_db
@pytest.mark.parametrize(("page", "data"), EMBEDS.values(), ids=EMBEDS)
def test_the_embeds_show_the_scores_signed_and_their_json_plain(client, demo, page, data):
    rows = client.get(data).json()["rows"]
    assert rows and all(isinstance(row["score"], int) for row in rows)
    assert any(row["score"] < 0 for row in rows)
    html = client.get(page).content.decode()
    cells = re.findall(r'<td class="num">([^<]*)</td></tr>', html)
    assert cells == [format_score(row["score"]) for row in rows]
