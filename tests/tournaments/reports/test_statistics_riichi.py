"""The player statistics of a small riichi event, counted by hand (issue 53, "and riichi once
it lands"): wins, self-drawn and discard wins, deal-ins, draws with tenpai, riichi declared
and won, winning hands in han (the ruleset's unit) and in settlement, the yaku scored most;
a correction, a deleted hand, a draw and a penalty, through the product's services, and the
same figures from ``manage.py statistics --json``, the API and the player's page.

One table, four players (riichi is played four at a table), seated Anna E, Bram S, Cees W,
Dirk N; a non-dealer win passes the deal, the draw comes last (so no counter or stick from
an earlier hand is paid in these hands):

1. Bram (riichi) wins on Cees's discard from the tiles: riichi, pinfu, tanyao and one dora,
   4 han 30 fu, a mangan of 8,000; Dirk's riichi stick goes to Bram too: +9,000.
2. Dirk wins on Anna's discard, then that hand is deleted.
3. Cees wins on Dirk's discard, 2 han, corrected to Cees winning on Anna's discard with a
   yakuman (quick entry): 32,000.
4. Anna wins self-drawn, 3 han 30 fu (quick entry): 2,000 from the dealer Cees and 1,000
   from each of the others, +4,000.
5. An exhaustive draw, Anna and Cees tenpai: 1,500 each from Bram and Dirk.

Bram is given a penalty. Several winners on one discard are not counted here: a hand at
the table stores one winner (the interchange format's ``winner: [S, N]`` is read by
``manage.py score`` and files only).
"""

from __future__ import annotations

import json
import re

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import translation

from scoring.engine import get_ruleset
from tests.factories import ClubFactory, EventFactory, MemberFactory, RoundFactory
from tournaments.penalties.reasons import reason_ids
from tournaments.penalties.services.penalties import penalty_give
from tournaments.play.models import Hand, Table
from tournaments.play.selectors.table_context import table_context
from tournaments.play.services.corrections import hand_correct, hand_delete
from tournaments.play.services.hand_entry import hand_enter
from tournaments.play.services.tables import table_seat
from tournaments.reports.selectors.statistics import event_statistics

pytestmark = pytest.mark.django_db

NAMES = ("Anna", "Bram", "Cees", "Dirk")
# all simples and pinfu, k7 completing k5k6 (two-sided); the indicator k1 makes k2 a dora
PINFU_TANYAO = ["k2", "k3", "k4", "k5", "k6", "k7", "c3", "c4", "c5", "b4", "b5", "b6", "b8", "b8"]


@pytest.fixture
def at_the_table(monkeypatch):
    """Riichi offered to events (its table game is built elsewhere)."""
    monkeypatch.setattr(type(get_ruleset("riichi")), "plays_at_table", True)


def winds_of(table: Table) -> dict[str, str]:
    return {
        seat.player_name.split()[0]: wind for wind, seat in table_context(table=table).winds.items()
    }


def entry(
    winds: dict[str, str],
    winner: str | None,
    discarder: str | None = None,
    *,
    han: int | None = None,
    tiles: list[str] | None = None,
    declared: tuple[str, ...] = (),
    tenpai: tuple[str, ...] = (),
    yakuman: int = 0,
) -> dict[str, object]:
    """A hand by names: a win of ``winner`` (on ``discarder``'s discard), from ``tiles`` or
    quick with ``han``; a draw with ``tenpai`` when ``winner`` is None."""
    players: dict[str, dict[str, object]] = {w: {} for w in winds.values()}
    out: dict[str, object] = {"ruleset": "riichi", "prevailing_wind": "E", "options": {}}
    if winner is None:
        out["result"] = {"kind": "draw", "tenpai": [winds[n] for n in tenpai]}
    else:
        out["result"] = {
            "kind": "win",
            "winner": winds[winner],
            "self_drawn": discarder is None,
            "discarder": winds[discarder] if discarder else None,
        }
    if tiles is not None:
        players[winds[str(winner)]] = {"concealed": tiles}
        out["result"] |= {"winning_tile": "k7"}  # type: ignore[operator]
        out["riichi"] = {"riichi": [winds[n] for n in declared], "dora_indicators": ["k1"]}
    elif winner is not None:
        out["quick"] = {"points": {w: han if n == winner else 0 for n, w in winds.items()}}
        if yakuman:
            out["options"] = {"yakuman": yakuman}
    out["players"] = players
    return out


def play_riichi_event(slug: str = "riichi-stats"):
    club = ClubFactory(slug=slug, public_results=True)
    members = {n: MemberFactory(club=club, first_name=n, last_name="Test") for n in NAMES}
    event = EventFactory(club=club, ruleset="riichi", slug=f"{slug}-event", round_count=1)
    table = table_seat(
        round_=RoundFactory(event=event, number=1), number=1, sitters=list(members.values())
    )

    def enter(*args, **kwargs) -> Hand:
        table.refresh_from_db()  # a correction or deletion moved the table's turn
        return hand_enter(table=table, entry=entry(winds_of(table), *args, **kwargs))

    enter("Bram", "Cees", tiles=PINFU_TANYAO, declared=("Bram", "Dirk"))
    deleted = enter("Dirk", "Anna", han=2)
    deleted.refresh_from_db()
    hand_delete(hand=deleted, version=deleted.version, actor=None)
    corrected = enter("Cees", "Dirk", han=2)
    corrected.refresh_from_db()
    winds = {r.seat.player_name.split()[0]: r.wind for r in corrected.results.all()}
    hand_correct(
        hand=corrected,
        entry=entry(winds, "Cees", "Anna", han=13, yakuman=1),
        version=corrected.version,
        actor=None,
    )
    enter("Anna", None, han=3)
    enter(None, tenpai=("Anna", "Cees"))
    bram = table.seats.get(member=members["Bram"])
    penalty_give(table=table, seat_id=bram.pk, points=1000, reason=reason_ids("riichi")[-1])
    return event, members


#: per player: hands, wins, self-drawn, on a discard, deal-ins, draws, riichi declared,
#: of those won, tenpai at a draw, penalties
COUNTS = {
    "Anna Test": (4, 1, 1, 0, 1, 1, 0, 0, 1, 0),
    "Bram Test": (4, 1, 0, 1, 0, 1, 1, 1, 0, 1),
    "Cees Test": (4, 1, 0, 1, 1, 1, 0, 0, 1, 0),
    "Dirk Test": (4, 0, 0, 0, 0, 1, 1, 0, 0, 0),
}
#: per winner: han (average = biggest, one win each) and settlement
WINNING = {"Anna Test": (3, 4000), "Bram Test": (4, 9000), "Cees Test": (13, 32000)}
KEYS = (
    "hands",
    "wins",
    "self_drawn_wins",
    "discard_wins",
    "deal_ins",
    "draws",
    "declared",
    "declared_wins",
    "tenpai_draws",
    "penalties",
)


def test_the_riichi_event_counted_by_hand(at_the_table):
    event, _ = play_riichi_event()
    stats = {s.player.name: s for s in event_statistics(event=event)}
    assert {name: tuple(getattr(s, k) for k in KEYS) for name, s in stats.items()} == COUNTS
    winning = {
        name: (w.average_points, w.biggest_points, w.average_settlement, w.biggest_settlement)
        for name, s in stats.items()
        for w in s.winning_hands
    }
    assert winning == {n: (han, han, money, money) for n, (han, money) in WINNING.items()}
    assert {s.player.name: s.winning_hands[0].ruleset for s in stats.values() if s.wins} == {
        n: "riichi" for n in WINNING
    }
    # the yaku scored most: Bram's, from the tiles (quick entries have no yaku)
    assert [(e.id, e.count) for e in stats["Bram Test"].elements] == [
        ("riichi.dora", 1),
        ("riichi.pinfu", 1),
        ("riichi.riichi", 1),
        ("riichi.tanyao", 1),
    ]
    assert stats["Bram Test"].declared_win_rate == 1.0
    assert stats["Dirk Test"].declared_win_rate == 0.0


def test_the_command_and_the_api_give_the_same_figures(at_the_table, client, capsys):
    event, _ = play_riichi_event()
    call_command("statistics", "--event", event.slug, "--json")
    rows = {row["player"]: row for row in json.loads(capsys.readouterr().out)}
    assert {name: tuple(row[k] for k in KEYS) for name, row in rows.items()} == COUNTS
    assert rows["Cees Test"]["winning_hands"] == [
        {
            "ruleset": "riichi",
            "wins": 1,
            "average": 13.0,
            "biggest": 13,
            "average_settlement": 32000.0,
            "biggest_settlement": 32000,
        }
    ]
    response = client.get(reverse("api:event_statistics", kwargs={"slug": event.slug}))
    assert response.status_code == 200
    assert response.json() == [s.as_dict() for s in event_statistics(event=event)]


@pytest.mark.parametrize(
    "language, riichi, tenpai, all_sequences",
    [
        ("nl", "Riichi", "Tenpai bij de remise", "Alleen rijen"),
        ("en", "Riichi", "Tenpai at the draw", "All sequences"),
    ],
)
def test_the_player_page_names_riichi_and_the_yaku(
    at_the_table, client, language, riichi, tenpai, all_sequences
):
    event, members = play_riichi_event()
    url = reverse(
        "reports_player",
        kwargs={"club_slug": event.club.slug, "pk": members["Bram"].pk},
    )
    with translation.override(language):
        body = client.get(url, HTTP_ACCEPT_LANGUAGE=language).content.decode()
    assert f"<dt>{riichi}</dt><dd>1 · 1 " in body
    assert f"<dt>{tenpai}</dt><dd>0</dd>" in body
    assert all_sequences in body and '<i lang="ja-Latn">Pinfu</i>' in body
    assert re.search(r"4[.,]0 <small class=\"muted\">han</small>", body)  # the average, in han
