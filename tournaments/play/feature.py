"""Playing a round at its tables (``tournaments.core.features``)."""

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as gettext_now
from django.utils.translation import gettext_lazy as _

from tournaments.core.audit_terms import AuditSubject, AuditTerms, Loaded
from tournaments.core.features import Feature, fill
from tournaments.events.selectors.rounds import ROUNDS_READER
from tournaments.play.models import Seat, Table
from tournaments.play.selectors.rounds import event_rounds

SEAT = Seat._meta.label_lower
TABLE = Table._meta.label_lower


def _table_name(table: Table) -> str:
    return gettext_now("Round %(round)d, table %(table)d") % {
        "round": table.round.number,
        "table": table.number,
    }


def _seat_name(seat: Seat) -> str:
    return seat.player_name


def _hand_table(snapshot: Mapping[str, Any]) -> list[tuple[str, str]]:
    return [(TABLE, str(snapshot.get("table_id")))]


def _hand_name(snapshot: Mapping[str, Any], loaded: Loaded) -> str | None:
    """A hand by its number and table ("Hand 4 · round 2, table 3")."""
    table = loaded.get((TABLE, str(snapshot.get("table_id"))))
    number = snapshot.get("number")
    if table is None or not isinstance(number, int):
        return None
    return gettext_now("Hand %(hand)d · round %(round)d, table %(table)d") % {
        "hand": number,
        "round": table.round.number,
        "table": table.number,
    }


FEATURE = Feature(
    name="play",
    urls="tournaments.play.urls",
    audit=AuditTerms(
        actions={
            "hand.create": _("hand entered"),
            "hand.correct": _("hand corrected"),
            "hand.delete": _("hand deleted"),
            "hand.recompute": _("hand recomputed"),
            "table.confirm": _("table result confirmed"),
            "table.unconfirm": _("table confirmation withdrawn"),
            "table.extra_minutes": _("extra time given"),
            "table.seat_swap": _("two seats at the table swapped, hands scored again"),
            "event.table_links_revoke": _("table links renewed"),
            "hand.enter_by_player": _("hand entered by a player"),
            "hand.accept": _("hand accepted by a player"),
            "hand.dispute": _("hand disputed by a player"),
            "hand.correction_ask": _("another version of a saved hand sent by a player"),
            "referee_call.make": _("referee called"),
            "referee_call.take": _("referee call taken"),
            "referee_call.resolve": _("referee call resolved"),
        },
        subjects=(
            AuditSubject(TABLE, name=_table_name, related=("round",)),
            AuditSubject(SEAT, name=_seat_name, related=("member",)),
            AuditSubject("tournaments.hand", loaded=False, needs=_hand_table, describe=_hand_name),
        ),
        # a hand's seats by id (no foreign keys in the snapshot's eyes), its results by seat
        references={
            key: SEAT
            for key in (
                "dealer_id",
                "winner_id",
                "discarder_id",
                "pao_id",
                "claimant_id",
                "seat_id",
            )
        },
        keyed_by={"results": SEAT},
        # save digests and keys, versions, the raw entry (the changes show what it means)
        hidden=frozenset(
            {
                "entry",
                "table_id",
                "entered_by_id",
                "idempotency_key",
                "idempotency_digest",
                "version",
            }
        ),
    ),
    fills=(fill(ROUNDS_READER, event_rounds),),
)
