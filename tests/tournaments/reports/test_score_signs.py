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
