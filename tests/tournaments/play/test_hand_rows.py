"""The hands' rows of the table page, written in Python (``{% hand_rows %}``), are the HTML
the template markup they replaced wrote, and the table page's template work does not grow
with the hands any more (it grew by a dozen tags, a link and a name lookup per cell)."""

from __future__ import annotations

import pytest
from django.db import connection
from django.template import Context, Template
from django.test import override_settings
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import translation

from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tournaments.events.models import Event, Round
from tournaments.play.models import Hand, Seat, Table
from tournaments.play.selectors.table_state import HandRow, SeatCell
from tournaments.play.services.hand_entry import hand_enter

#: the rows as ``play/_hands_table.html`` drew them with the template engine (the reference)
REFERENCE = (
    "{% load winds %}{% for row in state.rows %}\n"
    '      <tr data-hand="{{ row.hand.number }}">\n'
    '        <td class="hand-no">{% if hand_links %}<a href="{% url \'play_hand_detail\' '
    "slug=event.slug round_number=round.number table_number=table.number "
    'number=row.hand.number %}">{{ row.hand.number }}</a>{% else %}{{ row.hand.number }}'
    '{% endif %}<span class="muted small"> {{ row.prevailing_wind|wind_marker }}</span></td>\n'
    '        <td class="summary">{{ row.summary }}</td>\n'
    '        {% for c in row.cells %}<td class="num" data-label="{{ c.seat.player_name }}">'
    '{% if c.wind %}<span class="wind-mini">{{ c.wind|wind_marker }}</span> <span class="score '
    '{% if c.settlement > 0 %}pos{% elif c.settlement < 0 %}neg{% endif %}">{{ c.settlement }}'
    '</span>{% if c.points %}<span class="muted small"> ({{ c.points }})</span>{% endif %}'
    '{% else %}<span class="muted">–</span>{% endif %}</td>{% endfor %}\n'
    "      </tr>\n    {% endfor %}"
)
OURS = "{% load hand_rows %}{% hand_rows state.rows links=hand_links table=table %}"


class _State:
    def __init__(self, rows: list[HandRow]) -> None:
        self.rows = rows


def _rows() -> tuple[list[HandRow], Table]:
    """Rows of every kind: a name and a summary to escape, signs, no points, a seat out,
    large numbers; built in memory (no database)."""
    table = Table(number=3, round=Round(number=2, event=Event(slug="club-night")))
    names = ['Anna <b>"de" Vries</b>', "Bram & Co", "Cees O'Neill", "Dirk", "Els"]
    seats = [Seat(pk=i + 1, position=i, guest_name=name) for i, name in enumerate(names)]
    cells = [
        [("E", 40, 120), ("S", 0, -40), ("W", 10, -40), ("N", 4, -40), (None, None, None)],
        [("N", 0, 0), (None, None, None), ("E", 1200, 2400), ("S", None, -1200), ("W", 8, -1200)],
    ]
    rows = []
    for number, (wind, summary) in enumerate([("E", "Anna <wins> & more"), ("S", "Draw")], 1):
        for repeat in (0, 1000):  # a four-digit hand number too
            rows.append(
                HandRow(
                    hand=Hand(number=number + repeat, prevailing_wind=wind),
                    cells=[
                        SeatCell(seat=s, wind=w, name=s.player_name, points=p, settlement=t)
                        for s, (w, p, t) in zip(seats, cells[number - 1], strict=True)
                    ],
                    prevailing_wind=wind,
                    summary=summary,
                )
            )
    return rows, table


@pytest.mark.parametrize("thousands", [False, True])
@pytest.mark.parametrize("links", [True, False])
@pytest.mark.parametrize("language", ["nl", "en", "de"])
def test_rows_as_the_template_wrote_them(language, links, thousands):
    rows, table = _rows()
    context = {"state": _State(rows), "hand_links": links, "table": table}
    context |= {"round": table.round, "event": table.round.event}
    with translation.override(language), override_settings(USE_THOUSAND_SEPARATOR=thousands):
        ours = Template(OURS).render(Context(context))
        reference = Template(REFERENCE).render(Context(context))
    assert ours == reference
    assert ("/hand/1001/" in ours) is links


def _page_work(client, club, hands: int, monkeypatch) -> dict[str, int]:
    """What rendering the table page at a table of ``hands`` hands does, counted."""
    from django.template.base import Node
    from django.urls.resolvers import URLResolver

    table = seat_table(club)
    for _ in range(hands):
        hand_enter(
            table=table,
            entry={
                "result": {"kind": "win", "winner": "E", "discarder": "S"},
                "quick": {"points": {"E": 40, "S": 0, "W": 10, "N": 4}},
            },
        )
    counts = {"template nodes": 0, "reverse": 0, "player names": 0}

    def spy(name, original):
        def counted(*args, **kwargs):
            counts[name] += 1
            return original(*args, **kwargs)

        return counted

    monkeypatch.setattr(Node, "render_annotated", spy("template nodes", Node.render_annotated))
    reverse_with_prefix = URLResolver._reverse_with_prefix
    monkeypatch.setattr(URLResolver, "_reverse_with_prefix", spy("reverse", reverse_with_prefix))
    player_name = Seat.player_name.fget
    monkeypatch.setattr(Seat, "player_name", property(spy("player names", player_name)))
    url = reverse(
        "play_table",
        kwargs={"slug": table.round.event.slug, "round_number": 1, "table_number": 1},
    )
    with CaptureQueriesContext(connection):
        response = client.get(url)
    monkeypatch.undo()
    assert response.status_code == 200
    assert response.content.count(b"<tr data-hand=") == hands
    counts["templates"] = len(response.templates)
    return counts


@pytest.mark.django_db
def test_the_page_does_not_draw_a_hand_through_the_template_engine(
    club, keeper_client, monkeypatch
):
    """Template nodes rendered, templates (includes), reverse() calls and name lookups are
    the same at 2 hands as at 24: no per-hand include, tag, link or name in a loop."""
    few = _page_work(keeper_client, club, 2, monkeypatch)
    many = _page_work(keeper_client, club, 24, monkeypatch)
    assert many == few
    assert few["template nodes"] > 100  # the spy saw the page
