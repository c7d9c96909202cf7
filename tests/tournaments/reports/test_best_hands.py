"""A season's best hand per ruleset: points, MCR points, fan and faan never compete."""

import datetime

import pytest
from django.db.models import F

from tests.tournaments.reports.season_data import build_season
from tournaments.events.models import Event
from tournaments.play.models import HandResult
from tournaments.reports.best_hands import best_per_ruleset, element_name
from tournaments.reports.rows import BestHand, Player
from tournaments.reports.selectors.trophies import trophy_report

P = Player(key="m1", name="Anna", sort_name="anna")


def hand(ruleset: str, points: int, day: int = 1, scored=()) -> BestHand:
    return BestHand(
        points=points,
        player=P,
        event_id=day,
        event_name=f"E{day}",
        date=datetime.date(2026, 1, day),
        round_number=1,
        table_number=1,
        hand_number=1,
        ruleset=ruleset,
        scored=tuple(scored),
    )


@pytest.mark.parametrize(
    ("hands", "expected"),
    [
        # a 512-point NMB hand does not beat a 7-fan HK hand or a 4-faan Ma Jiang hand
        (
            [hand("nmb", 512), hand("hk", 7, 2), hand("majiang", 4, 3)],
            [("nmb", 512), ("hk", 7), ("majiang", 4)],
        ),
        # nor does a big HK number beat the NMB hand: each ruleset keeps its own best
        ([hand("hk", 13), hand("nmb", 64, 2)], [("nmb", 64), ("hk", 13)]),
        # MCR points are not NMB points
        ([hand("mcr", 88), hand("nmb", 40, 2)], [("nmb", 40), ("mcr", 88)]),
        # within one ruleset the higher hand wins; of equal ones the earlier
        ([hand("nmb", 96, 1), hand("nmb", 128, 2), hand("nmb", 128, 3)], [("nmb", 128)]),
        ([], []),
    ],
)
def test_best_per_ruleset_never_compares_across_rulesets(hands, expected):
    best = best_per_ruleset(hands)
    assert [(b.ruleset, b.hand.points) for b in best] == expected
    assert all(b.hand.ruleset == b.ruleset for b in best)
    if expected and expected[0] == ("nmb", 128):
        assert best[0].hand.date.day == 2


NMB_LIMIT = {
    "id": "nmb.thirteen_orphans",
    "name": "Dertien wezen",
    "name_en": "thirteen orphans",
    "value": 1000,
    "count": 1,
    "unit": "limit",
}
MAJIANG = {
    "id": "majiang.self_drawn",
    "name": "Gewinnstein verdeckt genommen",
    "name_en": "self-drawn",
    "value": 1,
    "count": 2,
    "unit": "faan",
}


@pytest.mark.parametrize(
    ("element", "lang", "name"),
    [
        (NMB_LIMIT, "nl", "Dertien wezen"),
        (NMB_LIMIT, "en", "Thirteen orphans"),
        (NMB_LIMIT, "de", "Dreizehn Waisen"),
        (MAJIANG, "de", "Gewinnstein verdeckt genommen"),
        (MAJIANG, "en", "Winning tile taken concealed (self-drawn)"),
        (MAJIANG, "nl", "Winnende steen zelf gepakt"),
        ({**MAJIANG, "id": "majiang.retired"}, "nl", "self-drawn"),  # unknown id: stored name
    ],
)
def test_element_names_follow_the_page_language(element, lang, name):
    assert element_name(element, lang) == name


def test_a_limit_hand_is_marked_and_named():
    limit = hand("nmb", 1000, scored=[NMB_LIMIT])
    assert limit.is_limit and not hand("nmb", 96).is_limit
    from django.utils import translation

    with translation.override("nl"):
        assert limit.limit_name == "Dertien wezen"
        assert hand("majiang", 5, scored=[MAJIANG]).elements == ("Winnende steen zelf gepakt ×2",)


@pytest.mark.django_db
def test_trophy_report_keeps_one_best_hand_per_ruleset():
    season = build_season(evenings=2, players=4, rounds=1, hands_per_table=2, slug="units")
    nmb, hk = Event.objects.filter(season=season).order_by("date")
    Event.objects.filter(pk=hk.pk).update(ruleset="hk")
    wins = HandResult.objects.filter(hand__winner_id=F("seat_id"))
    wins.filter(seat__round__event=nmb).update(points=512)
    wins.filter(seat__round__event=hk).update(points=7, elements=[])
    best = trophy_report(season=season).season_best
    assert [(b.ruleset, b.hand.points) for b in best] == [("nmb", 512), ("hk", 7)]
    assert str(best[1].unit) == "fan"
