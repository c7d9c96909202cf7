"""The registered people as an exporter (xlsx and CSV through ``core.exports``)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.core.exports.exporter import INT, TEXT, Column, Exporter
from tournaments.events.models import Event
from tournaments.registration.models import Registration


class RegistrationsExporter(Exporter):
    identifier = "registrations"
    verbose_name = gettext_lazy("Registrations")
    formats = ("xlsx", "csv")

    def __init__(self, event: Event, registrations: Iterable[Registration]) -> None:
        self.event = event
        self.registrations = registrations

    def title(self) -> str:
        return str(self.event.name)

    def filename(self, extension: str) -> str:
        return f"{self.event.slug}-registrations.{extension}"

    def columns(self) -> Sequence[Column]:
        return [
            Column(_("No."), INT, 5),
            Column(_("Name"), TEXT, 24),
            Column(_("Status"), TEXT, 14),
            Column(_("Member"), TEXT, 10),
            Column(_("E-mail"), TEXT, 28),
            Column(_("Club"), TEXT, 20),
            Column(_("EMA number"), TEXT, 12),
            Column(_("Country"), TEXT, 8),
            Column(_("Agrees to publication"), TEXT, 8),
            Column(_("Paid"), TEXT, 6),
            Column(_("Registered"), TEXT, 16),
        ]

    def rows(self) -> Iterator[Sequence[Any]]:
        yes, no = _("yes"), _("no")
        for number, reg in enumerate(self.registrations, start=1):
            member = reg.member
            email = reg.email or (member.user.email if member and member.user else "")
            yield [
                number,
                member.full_name if member else reg.name,
                reg.get_status_display(),
                member.member_number if member else "",
                email,
                reg.club_name,
                reg.ema_number or (member.ema_number if member else ""),
                reg.country,
                yes if reg.consent else no,
                yes if reg.paid else no,
                timezone.localtime(reg.created_at).strftime("%Y-%m-%d %H:%M"),
            ]
