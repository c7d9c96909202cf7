"""Player statistics (``reports.statistics``) against a small event counted by hand
(``statistics_event.play_scenario``), under three rulesets: a five-player table, a
substitute, a draw, a corrected hand, a deleted hand and a penalty."""

import json

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import timezone

from tests.tournaments.events.silent_world import silent_world
from tests.tournaments.reports.statistics_event import play_scenario
from tournaments.reports.selectors.head_to_head import member_head_to_head
from tournaments.reports.selectors.member_statistics import MemberScope, member_statistics
from tournaments.reports.selectors.results import event_report
from tournaments.reports.selectors.statistics import event_statistics

pytestmark = pytest.mark.django_db

RULESETS = ("mcr", "nmb", "hk")

# Counted by hand from the scenario's docstring: per player
# (hands, wins, self-drawn, on a discard, deal-ins, draws, games).
EXPECTED = {
    # Anna: round 1 hands 1, 3, 4, 5 (out in 2), round 2 all three
    "Anna": (7, 2, 1, 1, 1, 1, 2),
    # Bram: round 1 hands 1, 2, 4, 5 (out in 3); dealt in to Anna in hand 1
    "Bram": (7, 1, 1, 0, 1, 2, 2),
    "Cees": (7, 1, 1, 0, 0, 2, 2),
    # Dirk: round 1 hands 1-4 (out in 5), then Fien took his seat; his deleted win is gone
    "Dirk": (4, 0, 0, 0, 1, 1, 1),
    # Eva: round 1 hands 2-5; the corrected hand is her win on Dirk's discard
    "Eva": (4, 1, 0, 1, 0, 1, 1),
    # Fien, the substitute: round 2's three hands
    "Fien": (3, 1, 0, 1, 0, 1, 1),
}
FIELDS = ("hands", "wins", "self_drawn_wins", "discard_wins", "deal_ins", "draws", "games")


def _by_name(rows):
    return {row.player.name.split()[0]: row for row in rows}


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(("name", "expected"), EXPECTED.items())
def test_each_statistic_matches_the_hand_count(ruleset, name, expected):
    played = play_scenario(ruleset)
    row = _by_name(event_statistics(event=played.event))[name]
    assert tuple(getattr(row, f) for f in FIELDS) == expected
    assert row.win_rate == pytest.approx(expected[1] / expected[0])
    assert row.deal_in_rate == pytest.approx(expected[4] / expected[0])
    assert row.penalties == (1 if name == "Bram" else 0)
    assert sum(row.places) == row.games


@pytest.mark.parametrize("ruleset", RULESETS)
def test_places_table_points_and_penalties_agree_with_the_standings(ruleset):
    played = play_scenario(ruleset)
    stats = _by_name(event_statistics(event=played.event))
    seats = [s for t in event_report(event=played.event).tables for s in t.seats]
    for name, row in stats.items():
        mine = [s for s in seats if s.shown_name.split()[0] == name]
        assert row.tp_units == sum(s.tp_units for s in mine)
        assert row.penalty_points == sum(s.penalty for s in mine)
        assert sorted(p for p, n in enumerate(row.places, 1) for _ in range(n)) == sorted(
            s.place for s in mine
        )
    assert stats["Bram"].penalty_points < 0


# MCR quick entry, 16 points a win: on a discard the discarder pays 24 and the others 8
# (winner +40); self-drawn everyone pays 24 (winner +72). Round 1: Anna +80, Cees +40,
# Eva -8, Bram and Dirk -56 (sharing 4th); round 2: Bram +64, Fien +16, Cees -32, Anna -48.
MCR_PLACES = {
    "Anna": (1, 0, 0, 1, 0),
    "Bram": (1, 0, 0, 1, 0),
    "Cees": (0, 1, 1, 0, 0),
    "Dirk": (0, 0, 0, 1, 0),
    "Eva": (0, 0, 1, 0, 0),
    "Fien": (0, 1, 0, 0, 0),
}


def test_places_and_winning_hands_under_mcr_counted_by_hand():
    stats = _by_name(event_statistics(event=play_scenario("mcr").event))
    assert {name: row.places for name, row in stats.items()} == MCR_PLACES
    (anna,) = stats["Anna"].winning_hands
    assert (anna.ruleset, anna.wins, anna.biggest_points, anna.average_points) == ("mcr", 2, 16, 16)
    assert (anna.biggest_settlement, anna.average_settlement) == (72, 56)
    assert stats["Dirk"].winning_hands == ()


def test_a_member_s_scope_and_head_to_head():
    played = play_scenario("mcr")
    anna = played.members["Anna"]
    found = member_statistics(member=anna, scope=MemberScope())
    assert found.statistics is not None and found.statistics.hands == 7
    assert [p.name.split()[0] for p in found.opponents] == ["Bram", "Cees", "Dirk", "Eva", "Fien"]
    other = member_statistics(member=anna, scope=MemberScope(ruleset="nmb"))
    assert other.statistics is None
    bram = member_head_to_head(
        member=anna, read=found.read, opponent_key=f"m{played.members['Bram'].pk}"
    )
    # two tables together; round 1 Anna 1st, Bram 4th; round 2 Bram 1st, Anna 4th
    assert (bram.games, bram.above, bram.below) == (2, 1, 1)
    # hands both played: round 1 hands 1, 4, 5 and round 2's three
    assert (bram.hands, bram.wins, bram.opponent_wins) == (6, 2, 1)
    assert (bram.won_on_their_discard, bram.dealt_in_to_them) == (1, 0)
    fien = member_head_to_head(
        member=anna, read=found.read, opponent_key=f"m{played.members['Fien'].pk}"
    )
    assert (fien.hands, fien.dealt_in_to_them, fien.opponent_wins) == (3, 1, 1)


def test_the_command_prints_the_json_list_with_hidden_names_hidden(capsys):
    played = play_scenario("nmb")
    eva = played.members["Eva"]
    eva.hide_public_name = True
    eva.save()
    call_command("statistics", "--event", played.event.slug, "--json")
    rows = json.loads(capsys.readouterr().out)
    names = [row["player"] for row in rows]
    assert "Eva Test" not in names and f"Player {eva.pk}" in names
    anna = next(row for row in rows if row["player"] == "Anna Test")
    assert {k: anna[k] for k in ("hands", "wins", "self_drawn_wins", "discard_wins")} == {
        "hands": 7,
        "wins": 2,
        "self_drawn_wins": 1,
        "discard_wins": 1,
    }
    assert (anna["deal_ins"], anna["draws"]) == (1, 1)
    call_command("statistics", "--member", str(played.members["Dirk"].pk), "--json")
    (dirk,) = json.loads(capsys.readouterr().out)
    assert (dirk["hands"], dirk["deal_ins"]) == (4, 1)


def test_the_api_serves_the_same_list(client):
    played = play_scenario("nmb")
    response = client.get(reverse("api:event_statistics", kwargs={"slug": played.event.slug}))
    assert response.status_code == 200
    assert response.json() == [row.as_dict() for row in event_statistics(event=played.event)]


def test_the_player_page_shows_statistics_and_a_head_to_head(client):
    played = play_scenario("mcr")
    anna, bram = played.members["Anna"], played.members["Bram"]
    url = reverse("reports_player", kwargs={"club_slug": played.event.club.slug, "pk": anna.pk})
    page = client.get(url, {"vs": f"m{bram.pk}"}).content.decode()
    assert 'id="statistics"' in page and "pygal-chart" in page
    assert "Against Bram Test" in page


def test_an_outsider_does_not_see_a_private_club_s_statistics(client):
    played = play_scenario("mcr")
    club = played.event.club
    club.public_results = False
    club.save()
    url = reverse("reports_club_statistics", kwargs={"slug": club.slug})
    assert client.get(url).status_code in (302, 403, 404)


def test_a_bar_chart_is_inline_svg_without_script_or_style_and_empty_without_counts():
    from tournaments.reports.bar_charts import Bar, bar_chart_svg

    svg = str(bar_chart_svg([Bar("1st", 3), Bar("2nd", 0), Bar("3rd", 1)], title="Places"))
    assert svg.count("<svg") == 2 and "<script" not in svg and "<style" not in svg
    assert 'aria-label="Places"' in svg
    assert str(bar_chart_svg([Bar("1st", 0)], title="Places")) == ""


def test_a_silent_round_counts_once_revealed():
    """Statistics leave a silent round out for everyone until the reveal (the leak walk in
    tests/tournaments/events/test_silent_leaks.py checks the pages and the API)."""
    world = silent_world(slug="stille-statistiek")
    hidden = sum(s.hands for s in event_statistics(event=world.event))
    world.event.silent_revealed_at = timezone.now()
    world.event.save(update_fields=["silent_revealed_at"])
    shown = sum(s.hands for s in event_statistics(event=world.event))
    assert shown > hidden > 0
