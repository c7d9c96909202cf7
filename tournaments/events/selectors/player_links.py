"""A player's own page during an event (docs/player-page.md): its personal link, read.

The link's key is an HMAC (Django's ``salted_hmac``, keyed by ``SECRET_KEY``) of the event's
``table_link_key`` and the participant's id, as the players' table links are
(``play.selectors.table_links``): nothing is stored, the link can be shown again at
registration, at check-in or from the table's QR code, and renewing the event's table links
(``play.services.table_links.table_links_revoke``) ends these too. The participant's id
leads the key so the page finds them in one query; the MAC (160 bits) is what opens it.
"""

from __future__ import annotations

import base64
import hmac

from django.utils.crypto import salted_hmac

from tournaments.events.models import EventParticipant, EventStatus

_BYTES = 20  # 160 bits


def _mac(key: str, pk: int) -> str:
    digest = salted_hmac("clubsite.player_page", f"{key}:{pk}", algorithm="sha256").digest()
    return base64.urlsafe_b64encode(digest[:_BYTES]).decode().rstrip("=")


def player_token(*, participant: EventParticipant) -> str:
    """The key of ``participant``'s own page (their id, a dash, the MAC)."""
    return f"{participant.pk}-{_mac(participant.event.table_link_key, participant.pk)}"


def participant_by_player_token(*, token: str) -> EventParticipant | None:
    """Whose page ``token`` opens, or None (wrong or renewed key, cancelled event)."""
    pk_text, _dash, mac = token.partition("-")
    if not pk_text.isdigit() or len(pk_text) > 12:
        return None
    participant = (
        EventParticipant.objects.select_related("event__club", "member")
        .filter(pk=int(pk_text))
        .first()
    )
    key = participant.event.table_link_key if participant is not None else ""
    expected = _mac(key, participant.pk if participant is not None else 0)
    if not hmac.compare_digest(expected.encode(), mac.encode()) or participant is None:
        return None
    if participant.event.status == EventStatus.CANCELLED:
        return None
    return participant


def participant_of_seat(
    *, event_id: int, member_id: int | None, guest_name: str
) -> EventParticipant | None:
    """The event's participant who sits in a seat (by member, or a guest by name)."""
    found = EventParticipant.objects.select_related("event").filter(event_id=event_id)
    if member_id is not None:
        return found.filter(member_id=member_id).first()
    return found.filter(member__isnull=True, guest_name=guest_name).first() if guest_name else None
