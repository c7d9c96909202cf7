"""Seat draws: the bridge to the pure search, the draw pages (``tournaments.core.features``)."""

from django.utils.translation import gettext_lazy as _

from tournaments.core.audit_terms import AuditTerms
from tournaments.core.choices import ReseatingMode
from tournaments.core.features import Feature

FEATURE = Feature(
    name="seat_draws",
    urls="tournaments.seat_draws.urls",
    audit=AuditTerms(
        actions={
            "seat_draw": _("seats drawn"),
            "round_reseat": _("round reseated"),
            "seat_swap": _("seats swapped"),
            "seat_plan": _("seating plan brought in"),
        },
        # what a draw's entry keeps that is no model field
        labels={
            "results": _("results"),
            "rounds": _("rounds"),
            "round": _("round"),
            "seed": _("seed"),
            "seconds": _("seconds of search"),
            "timed_out": _("stopped by the time limit"),
            "mode": _("reseating"),
            "players": _("players"),
            "file": _("file"),
        },
        choices={"mode": dict(ReseatingMode.choices)},
        hidden=frozenset({"method", "iterations"}),
    ),
)
