"""Mail to the players when their round starts (docs/player-page.md): their table, seat and
opponents, and the link to their own page. Only where mail is set up
(``PASSWORD_RESET_ENABLED``) and only to an address the player gave: their registration's
e-mail, else their login's. Sent by the task queue (``accounts.mail.mail_send``: the worker,
or at once without one). A draw often seats every round in advance, so the mail goes when a
round starts, not when it is seated; the page itself tells both."""

from __future__ import annotations

from django.conf import settings
from django.urls import reverse
from django.utils.translation import gettext as _

from tournaments.accounts.mail import mail_send
from tournaments.events.models import EventParticipant, Round
from tournaments.events.selectors.player_links import player_token
from tournaments.play.models import Seat
from tournaments.registration.models import Registration


def _addresses(participants: list[EventParticipant]) -> dict[int, str]:
    """``{participant id: address}``: the registration's e-mail, else the login's."""
    found = {
        p.pk: p.member.user.email
        for p in participants
        if p.member is not None and p.member.user is not None and p.member.user.email
    }
    for participant_id, email in (
        Registration.objects.filter(participant__in=participants)
        .exclude(email="")
        .values_list("participant_id", "email")
    ):
        found[participant_id] = email
    return found


def round_started_mails(round_: Round, site_url: str) -> int:
    """One mail per player of ``round_`` with an address; how many were queued."""
    if not settings.PASSWORD_RESET_ENABLED:
        return 0
    event = round_.event
    seats = list(
        Seat.objects.filter(round=round_)
        .select_related("member__user", "table")
        .order_by("position")
    )
    participants = list(
        EventParticipant.objects.filter(event=event).select_related("member__user", "event")
    )
    addresses = _addresses(participants)
    by_member = {p.member_id: p for p in participants if p.member_id}
    by_guest = {p.guest_name: p for p in participants if not p.member_id}
    sent = 0
    for seat in seats:
        participant = (
            by_member.get(seat.member_id) if seat.member_id else by_guest.get(seat.guest_name)
        )
        address = addresses.get(participant.pk) if participant is not None else None
        if participant is None or address is None:
            continue
        opponents = ", ".join(
            o.player_name for o in seats if o.table_id == seat.table_id and o.pk != seat.pk
        )
        link = site_url.rstrip("/") + reverse(
            "player_page", kwargs={"token": player_token(participant=participant)}
        )
        values = {
            "event": event.name,
            "round": round_.number,
            "table": seat.table.number,
            "wind": seat.get_wind_display(),
            "opponents": opponents,
            "link": link,
        }
        mail_send.enqueue(
            subject=_("%(event)s: round %(round)s, table %(table)s") % values,
            message=_(
                "Round %(round)s has started. You play at table %(table)s, seat %(wind)s, "
                "with %(opponents)s.\n\nYour page during the event: %(link)s"
            )
            % values,
            recipients=[address],
        )
        sent += 1
    return sent
