"""``{% hand_rows state.rows links=hand_links table=table %}``: the rows of a table's hands
(``play/_hands_table.html``: the table page, the players' link page), written in Python.

The table page is loaded after every hand and lists every hand of the game. Drawn by the
template engine, a row cost more than the rest of the page's template at 64 hands: a link
reversed, and per cell a name, a wind marker filter, a number localized and a dozen tags.
Here the link's pattern is reversed once, each seat's cell opening, each wind's marker and
the escaping of names once per page, and a row is one f-string: the same HTML as the
template markup it replaced (``tests/tournaments/play/test_hand_rows.py`` renders both).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from django import template
from django.conf import settings
from django.urls import reverse
from django.utils import formats
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe

from scoring.wind_markers import wind_marker
from tournaments.play.models import Table
from tournaments.play.selectors.table_state import HandRow

register = template.Library()

#: a hand number no table reaches: reversed once, then replaced by each row's number
_NUMBER = 987654321


def hand_link_parts(table: Table) -> tuple[str, str]:
    """The hand page's path of ``table`` before and after the hand's number."""
    kwargs = {"slug": table.round.event.slug, "round_number": table.round.number}
    kwargs |= {"table_number": table.number, "number": _NUMBER}
    head, _, tail = reverse("play_hand_detail", kwargs=kwargs).rpartition(str(_NUMBER))
    return head, tail


def _number_text() -> Callable[[int], str]:
    """How ``{{ n }}`` writes an integer: localized, which without a thousands separator
    (the project's setting) is ``str``."""
    return formats.localize if settings.USE_THOUSAND_SEPARATOR else str


def hand_rows_html(rows: Sequence[HandRow], link: tuple[str, str] | None = None) -> SafeString:
    """The ``<tr>`` of each row (with the whitespace the template wrote around them); with
    ``link`` (:func:`hand_link_parts`) each hand's number opens its page."""
    number = _number_text()
    markers: dict[str, str] = {}
    opening: dict[int, str] = {}  # seat pk -> its cells' <td>
    html = []
    for row in rows:
        cells = []
        for cell in row.cells:
            td = opening.get(cell.seat.pk)
            if td is None:
                td = opening[cell.seat.pk] = (
                    f'<td class="num" data-label="{conditional_escape(cell.name)}">'
                )
            if not cell.wind:
                cells.append(f'{td}<span class="muted">–</span></td>')
                continue
            settlement = cell.settlement or 0  # a seat with a wind has a result
            sign = "pos" if settlement > 0 else "neg" if settlement < 0 else ""
            points = (
                f'<span class="muted small"> ({number(cell.points)})</span>' if cell.points else ""
            )
            marker = markers.get(cell.wind)
            if marker is None:
                marker = markers[cell.wind] = conditional_escape(wind_marker(cell.wind))
            cells.append(
                f'{td}<span class="wind-mini">{marker}</span> '
                f'<span class="score {sign}">{number(settlement)}</span>{points}</td>'
            )
        n = number(row.hand.number)
        shown = f'<a href="{link[0]}{row.hand.number}{link[1]}">{n}</a>' if link else n
        prevailing = markers.get(row.prevailing_wind)
        if prevailing is None:
            prevailing = markers[row.prevailing_wind] = conditional_escape(
                wind_marker(row.prevailing_wind)
            )
        html.append(
            f'\n      <tr data-hand="{n}">\n'
            f'        <td class="hand-no">{shown}<span class="muted small"> {prevailing}</span></td>\n'
            f'        <td class="summary">{conditional_escape(row.summary)}</td>\n'
            f"        {''.join(cells)}\n"
            "      </tr>\n    "
        )
    return mark_safe("".join(html))


@register.simple_tag
def hand_rows(rows: Sequence[HandRow], *, links: bool = False, table: Table | None = None) -> str:
    """The rows; with ``links`` (and ``table``) each hand's number opens its page."""
    link = hand_link_parts(table) if links and table is not None else None
    return hand_rows_html(rows, link)
