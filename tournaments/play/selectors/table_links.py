"""Players' table links, read: the token of a table, the code of a seat, and which table
(if any) a link opens.

Nothing secret is stored per table: a table's token and a seat's code are HMACs (Django's
``salted_hmac``, keyed by ``SECRET_KEY``) of the event's random ``table_link_key`` and the
table's or seat's id. So they can be printed again at any time, a database dump alone does
not give them away, and revoking the event's links is one new key (``play.services.table_links``).
A token is 160 bits and compared in constant time; it opens its own table only, while the
event is not cancelled and until ``Club.table_link_days`` days after the event finished.
"""

from __future__ import annotations

import base64
import datetime as dt
import hmac

from django.urls import reverse
from django.utils import timezone
from django.utils.crypto import salted_hmac

from tournaments.events.models import Event, EventStatus
from tournaments.play.models import Seat, Table

TOKEN_BYTES = 20  # 160 bits
SEAT_CODE_LENGTH = 5
SEAT_CODE_ALPHABET = "ACDEFGHJKLMNPQRTUVWXY34679"
"""No look-alikes: no B/8, I/1, O/0, S/5, Z/2."""


def _mac(purpose: str, key: str, pk: int) -> bytes:
    return salted_hmac(
        f"clubsite.table_links.{purpose}", f"{key}:{pk}", algorithm="sha256"
    ).digest()


def table_token(*, table: Table, event: Event | None = None) -> str:
    """The secret part of ``table``'s link (URL-safe, 32 characters)."""
    key = (event or table.round.event).table_link_key
    return base64.urlsafe_b64encode(_mac("table", key, table.pk)[:TOKEN_BYTES]).decode().rstrip("=")


def seat_code(*, seat_id: int, event: Event) -> str:
    """The short code printed beside a seat on the score sheet (5 characters)."""
    number = int.from_bytes(_mac("seat", event.table_link_key, seat_id)[:8], "big")
    chars = []
    for _ in range(SEAT_CODE_LENGTH):
        number, index = divmod(number, len(SEAT_CODE_ALPHABET))
        chars.append(SEAT_CODE_ALPHABET[index])
    return "".join(chars)


def seat_code_matches(*, seat: Seat, event: Event, code: str) -> bool:
    """Whether ``code`` (as typed: any case, spaces and dashes ignored) is ``seat``'s code;
    compared in constant time."""
    typed = "".join(ch for ch in code.upper() if ch not in " -")
    return hmac.compare_digest(typed.encode(), seat_code(seat_id=seat.pk, event=event).encode())


def link_expires_at(event: Event) -> dt.datetime | None:
    """When the event's links stop working: ``table_link_days`` after it finished (None
    while it is not finished)."""
    if event.status != EventStatus.FINISHED:
        return None
    finished = event.finished_at or timezone.make_aware(
        dt.datetime.combine(event.date, dt.time.max)
    )
    return finished + dt.timedelta(days=event.club.table_link_days)


def table_link_path(*, table: Table, event: Event | None = None) -> str:
    """The path of ``table``'s players' page (prefix the site's address for a QR code)."""
    return reverse("table_link", args=[table.pk, table_token(table=table, event=event)])


def round_links(*, event: Event, round_number: int, base_url: str) -> dict[int, str]:
    """``{table number: absolute link}`` for the tables of one round."""
    tables = Table.objects.filter(round__event=event, round__number=round_number).only(
        "pk", "number"
    )
    return {t.number: base_url + table_link_path(table=t, event=event) for t in tables}


def table_by_link(*, table_id: int, token: str, now: dt.datetime | None = None) -> Table | None:
    """The table a link opens, or None (wrong, revoked or expired token; cancelled event)."""
    table = (
        Table.objects.select_related("round__event__club", "confirmed_by", "confirmed_by_seat")
        .filter(pk=table_id)
        .first()
    )
    expected = table_token(table=table) if table is not None else table_token_dummy()
    if not hmac.compare_digest(expected.encode(), token.encode()) or table is None:
        return None
    event = table.round.event
    if event.status == EventStatus.CANCELLED:
        return None
    expires = link_expires_at(event)
    if expires is not None and (now or timezone.now()) >= expires:
        return None
    return table


def table_token_dummy() -> str:
    """A token to compare against when the table does not exist (same work either way)."""
    return base64.urlsafe_b64encode(_mac("table", "", 0)[:TOKEN_BYTES]).decode().rstrip("=")
