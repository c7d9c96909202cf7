"""Reads of an event's registrations: its settings, one registration by its personal link
or its member, the director's lists, the public list and what the register page shows.

Selectors never write: the pages first let ``registration_offers_expire`` end the offers
whose time is up (docs/registration.md), then read here."""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field

from django.db.models import Q, QuerySet
from django.utils import timezone

from tournaments.accounts.selectors.links import token_hash
from tournaments.clubs.models import Member
from tournaments.events.models import Event, EventParticipant
from tournaments.registration.models import (
    ACTIVE,
    ENDED,
    Registration,
    RegistrationMode,
    RegistrationSettings,
    RegistrationStatus,
)
from tournaments.registration.selectors.counts import RegistrationCounts, registration_counts
from tournaments.registration.states import IN_FIELD


def registration_settings_of(*, event: Event) -> RegistrationSettings:
    """The event's settings; an unsaved closed one when the director set none."""
    found = RegistrationSettings.objects.filter(event=event).first()
    return found if found is not None else RegistrationSettings(event=event)


def window_state(settings: RegistrationSettings, now: datetime.datetime) -> str:
    """``closed`` (the director's mode), ``not_yet``, ``over`` or ``open``."""
    if settings.mode == RegistrationMode.CLOSED:
        return "closed"
    if settings.opens_at is not None and now < settings.opens_at:
        return "not_yet"
    if settings.closes_at is not None and now >= settings.closes_at:
        return "over"
    return "open"


def offers_end_by(event: Event) -> datetime.datetime:
    """The latest an offered place may be held, in the club's (the site's) time zone: the
    event's start time, or without one the end of its day (a club evening without a start
    time still takes offers on its day)."""
    if event.start_time is not None:
        return timezone.make_aware(datetime.datetime.combine(event.date, event.start_time))
    next_day = event.date + datetime.timedelta(days=1)
    return timezone.make_aware(datetime.datetime.combine(next_day, datetime.time(0, 0)))


def offer_deadline(
    *, settings: RegistrationSettings, event: Event, now: datetime.datetime
) -> datetime.datetime:
    """Until when a place offered ``now`` is held: the offer window, cut at registration's
    close and at the event's start (an offer never outlives either)."""
    ends = [now + datetime.timedelta(hours=settings.offer_hours), offers_end_by(event)]
    if settings.closes_at is not None:
        ends.append(settings.closes_at)
    return min(ends)


def waiting_list(*, event: Event) -> QuerySet[Registration]:
    """The waiting list in its order: who came first is offered a place first."""
    return Registration.objects.filter(event=event, status=RegistrationStatus.WAITING).order_by(
        "queued_at", "pk"
    )


def registration_by_token(*, token: str) -> Registration | None:
    """The registration of a personal link (None for an unknown or malformed token)."""
    if not token or len(token) > 100:
        return None
    return (
        Registration.objects.select_related("event", "event__club", "member")
        .filter(token_hash=token_hash(token))
        .first()
    )


def member_of_club(*, user: object, event: Event) -> Member | None:
    """The user's active membership of the event's club (None: not a member)."""
    pk = getattr(user, "pk", None)
    if not getattr(user, "is_authenticated", False) or not isinstance(pk, int):
        return None
    return Member.objects.filter(user_id=pk, club_id=event.club_id, active=True).first()


def member_registration(*, event: Event, member: Member | None) -> Registration | None:
    """The member's registration for ``event``: the active one, else the latest ended."""
    if member is None:
        return None
    rows = Registration.objects.filter(event=event, member=member).order_by("-created_at", "-pk")
    return rows.filter(status__in=ACTIVE).first() or rows.first()


def registration_in_event(*, event: Event, pk: int | None) -> Registration | None:
    if pk is None:
        return None
    return Registration.objects.filter(event=event, pk=pk).select_related("member").first()


def player_registrations(*, participant: EventParticipant) -> list[Registration]:
    """The registered (confirmed) registrations that are ``participant``: linked to it
    ("Make these the event's players"), or a member's own registration when the member was
    added by hand."""
    mine = Q(participant=participant)
    if participant.member_id is not None:
        mine |= Q(member_id=participant.member_id)
    rows = Registration.objects.filter(event_id=participant.event_id, status__in=IN_FIELD)
    return list(rows.filter(mine).order_by("pk"))


@dataclass
class Field:
    """The director's lists, each in its order (their figures: ``selectors.counts``)."""

    registered: list[Registration] = field(default_factory=list)
    pending: list[Registration] = field(default_factory=list)
    waiting: list[Registration] = field(default_factory=list)
    offered: list[Registration] = field(default_factory=list)
    cancelled: list[Registration] = field(default_factory=list)
    unconfirmed: list[Registration] = field(default_factory=list)


def registration_field(*, event: Event) -> Field:
    """Every registration of ``event`` sorted into the director's lists (one query)."""
    out = Field()
    rows = Registration.objects.filter(event=event).select_related("member", "member__club")
    for reg in rows.order_by("created_at", "pk"):
        if reg.status == RegistrationStatus.CONFIRMED:
            out.registered.append(reg)
        elif reg.status == RegistrationStatus.PENDING:
            out.pending.append(reg)
        elif reg.status == RegistrationStatus.OFFERED:
            out.offered.append(reg)
        elif reg.status == RegistrationStatus.UNCONFIRMED:
            out.unconfirmed.append(reg)
        elif reg.status in ENDED:
            out.cancelled.append(reg)
    out.waiting = list(waiting_list(event=event).select_related("member", "member__club"))
    return out


def public_registrants(*, event: Event) -> list[str]:
    """The names on the public page: registered people who agreed to publication only,
    each as the audience rules show a member's name (``Member.shown_name``)."""
    rows = (
        Registration.objects.filter(event=event, status=RegistrationStatus.CONFIRMED, consent=True)
        .select_related("member", "member__club")
        .order_by("created_at", "pk")
    )
    return [reg.shown_name for reg in rows]


@dataclass(frozen=True)
class Overview:
    """What the register page and the event page show everyone; ``counts`` are the
    figures every page shows (``selectors.counts``)."""

    settings: RegistrationSettings
    state: str
    counts: RegistrationCounts
    names: list[str]


def registration_overview(
    *, event: Event, now: datetime.datetime | None = None, names: bool = True
) -> Overview:
    """``names=False``: without the public list (the event page does not show it)."""
    settings = registration_settings_of(event=event)
    return Overview(
        settings=settings,
        state=window_state(settings, now or timezone.now()),
        counts=registration_counts(event=event),
        names=public_registrants(event=event) if names else [],
    )


def confirmed_registrations(*, event: Event) -> list[Registration]:
    """The registered (confirmed) people, in registration order: the sign-in sheet's and
    the exports' rows."""
    return list(
        Registration.objects.filter(event=event, status=RegistrationStatus.CONFIRMED)
        .select_related("member", "member__user")
        .order_by("created_at", "pk")
    )


def guest_ema_details(*, event: Event) -> dict[str, tuple[str, str]]:
    """A registered guest's name: the EMA number and country they gave when registering
    (the EMA page fills its guest form with them). One query."""
    rows = Registration.objects.filter(
        event=event, status=RegistrationStatus.CONFIRMED, member__isnull=True
    ).exclude(ema_number="")
    return {
        r.name: (r.ema_number, _country_code(r.country))
        for r in rows.only("name", "ema_number", "country")
    }


def _country_code(country: str) -> str:
    """A two-letter code as given ("nl" → "NL"); a country's name is not one (empty)."""
    code = country.strip().upper()
    return code if len(code) == 2 and code.isalpha() else ""
