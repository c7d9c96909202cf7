"""Reads for playing a round: the table page, a hand's breakdown, the audit trail."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.apps import apps
from django.core.exceptions import FieldDoesNotExist
from django.db.models import Prefetch, Q, QuerySet
from django.shortcuts import get_object_or_404
from django.utils import timezone
from django.utils.translation import gettext_lazy

from scoring.engine import get_ruleset
from scoring.engine.progression import GameEnd, Turn, game_end
from tournaments.models import AuditEntry, Event, Hand, HandResult, Seat, Table
from tournaments.services.hand_entry import (
    draws_before,
    seats_by_position,
    stored_winds,
    table_turns,
)

WIND_ORDER = "ESWN"


def table_for_play(*, slug: str, round_number: int, table_number: int) -> Table:
    return get_object_or_404(
        Table.objects.select_related("round__event__club", "confirmed_by"),
        round__event__slug=slug,
        round__number=round_number,
        number=table_number,
    )


def hand_for_play(*, table: Table, number: int) -> Hand:
    return get_object_or_404(
        Hand.objects.select_related("dealer", "winner", "discarder", "entered_by").prefetch_related(
            Prefetch("results", queryset=HandResult.objects.select_related("seat__member"))
        ),
        table=table,
        number=number,
    )


@dataclass(frozen=True)
class SeatCell:
    seat: Seat
    wind: str | None  # this hand's seat wind; None: sat out
    points: int | None = None
    settlement: int | None = None


@dataclass(frozen=True)
class HandRow:
    hand: Hand
    cells: list[SeatCell]
    prevailing_wind: str
    summary: str


@dataclass(frozen=True)
class SeatNow:
    seat: Seat
    wind: str | None
    total: int
    is_dealer: bool


@dataclass
class TableState:
    table: Table
    event: Event
    seats: list[Seat]
    rows: list[HandRow]
    now: list[SeatNow]
    turn: Turn
    next_number: int
    ended: GameEnd | None
    ruleset_name: str
    totals_zero: bool
    dealer: Seat | None = None
    sitting_out: Seat | None = None
    winds: dict[str, Seat] = field(default_factory=dict)


def _summary(hand: Hand, names: dict[str, str]) -> str:
    from django.utils.translation import gettext as _

    result = (hand.entry or {}).get("result") or {}
    kind = hand.result_kind
    if kind == "win":
        who = names.get(result.get("winner"), "?")
        if result.get("self_drawn"):
            return _("%(who)s wins, self-drawn") % {"who": who}
        if result.get("discarder"):
            return _("%(who)s wins on %(from)s's discard") % {
                "who": who,
                "from": names.get(result.get("discarder"), "?"),
            }
        return _("%(who)s wins") % {"who": who}
    if kind == "false_mahjong":
        return _("False mahjong by %(who)s") % {"who": names.get(result.get("claimant"), "?")}
    return str(hand.get_result_kind_display())


def table_state(*, table: Table, now: dt.datetime | None = None) -> TableState:
    """Everything the table page shows, in a fixed number of queries."""
    event = table.round.event
    seats = seats_by_position(table)
    hands = list(
        table.hands.order_by("number").prefetch_related(
            Prefetch(
                "results",
                queryset=HandResult.objects.only(
                    "hand_id", "seat_id", "points", "settlement"
                ).order_by(),
            )
        )
    )
    turns = table_turns(table=table, hands=hands, seats=seats)
    rows: list[HandRow] = []
    totals = {s.pk: 0 for s in seats}
    for hand in hands:
        by_seat = {r.seat_id: r for r in hand.results.all()}
        held = stored_winds(hand, seats)
        winds = {seat.pk: w for w, seat in held.items()}
        names = {w: seat.player_name for w, seat in held.items()}
        cells = []
        for seat in seats:
            r = by_seat.get(seat.pk)
            cells.append(
                SeatCell(
                    seat=seat,
                    wind=winds.get(seat.pk),
                    points=r.points if r else None,
                    settlement=r.settlement if r else None,
                )
            )
            if r:
                totals[seat.pk] += r.settlement
        rows.append(
            HandRow(
                hand=hand,
                cells=cells,
                prevailing_wind=hand.prevailing_wind,
                summary=_summary(hand, names),
            )
        )
    turn = turns[-1]
    position_wind = dict(turn.winds)
    seat_now = [
        SeatNow(
            seat=seat,
            wind=position_wind.get(i),
            total=totals[seat.pk],
            is_dealer=i == turn.dealer,
        )
        for i, seat in enumerate(seats)
    ]
    ended = game_end(turn, now=now or timezone.now(), ends_at=table.round.ends_at)
    return TableState(
        table=table,
        event=event,
        seats=seats,
        rows=rows,
        now=seat_now,
        turn=turn,
        next_number=len(hands) + 1,
        ended=ended,
        ruleset_name=event.get_ruleset_display(),
        totals_zero=sum(totals.values()) == 0,
        dealer=seats[turn.dealer] if seats else None,
        sitting_out=seats[turn.sitting_out] if turn.sitting_out is not None else None,
        winds=_winds_in_order(turn, seats),
    )


@dataclass(frozen=True)
class NextHand:
    turn: Turn
    winds: dict[str, Seat]  # wind -> seat, in E S W N order
    draws: int  # hands without a winner right before this one


def next_hand(*, table: Table) -> NextHand:
    """Who holds which wind in the next hand at ``table``: what the entry form needs,
    without the rows and totals of :func:`table_state`."""
    seats = seats_by_position(table)
    hands = list(
        table.hands.order_by("number").only(
            "id", "number", "entry", "result_kind", "dealer_id", "prevailing_wind"
        )
    )
    turn = table_turns(table=table, hands=hands, seats=seats)[-1]
    return NextHand(
        turn=turn,
        winds=_winds_in_order(turn, seats),
        draws=draws_before(hands, len(hands) + 1),
    )


def _winds_in_order(turn: Turn, seats: list[Seat]) -> dict[str, Seat]:
    return {
        w: seats[p] for p, w in sorted(turn.winds.items(), key=lambda i: WIND_ORDER.index(i[1]))
    }


def hand_winds_of(*, table: Table, hand: Hand) -> dict[str, Seat]:
    """The seat winds of a stored hand (wind -> seat), in E S W N order."""
    held = stored_winds(hand, seats_by_position(table))
    return {w: held[w] for w in WIND_ORDER if w in held}


@dataclass(frozen=True)
class ElementLine:
    name: str
    name_en: str
    value: int
    count: int
    unit: str


@dataclass(frozen=True)
class BreakdownRow:
    wind: str
    seat: Seat
    points: int
    settlement: int
    elements: list[ElementLine]


def element_lines(elements: list[dict[str, Any]]) -> list[ElementLine]:
    return [
        ElementLine(
            name=str(e.get("name", "")),
            name_en=str(e.get("name_en") or ""),
            value=int(e.get("value") or 0),
            count=int(e.get("count") or 1),
            unit=str(e.get("unit") or ""),
        )
        for e in elements
    ]


def hand_breakdown(*, table: Table, hand: Hand) -> list[BreakdownRow]:
    winds = hand_winds_of(table=table, hand=hand)
    by_seat = {r.seat_id: r for r in hand.results.all()}
    rows = []
    for wind, seat in winds.items():
        r = by_seat.get(seat.pk)
        if r is None:
            continue
        rows.append(
            BreakdownRow(
                wind=wind,
                seat=seat,
                points=r.points,
                settlement=r.settlement,
                elements=element_lines(r.elements or []),
            )
        )
    return rows


def audit_for_table(*, table: Table) -> QuerySet[AuditEntry]:
    return (
        AuditEntry.objects.filter(
            Q(object_type="tournaments.table", object_id=str(table.pk))
            | Q(before__table_id=table.pk)
            | Q(after__table_id=table.pk)
        )
        .select_related("actor")
        .order_by("-created_at", "-id")
    )


def audit_for_event(*, event: Event) -> QuerySet[AuditEntry]:
    return (
        AuditEntry.objects.filter(event=event)
        .select_related("actor")
        .order_by("-created_at", "-id")
    )


def ruleset_info(ruleset_id: str) -> dict[str, Any]:
    """What the entry form needs to know about the ruleset."""
    ruleset = get_ruleset(ruleset_id)
    return {
        "id": ruleset_id,
        "every_player_scores": bool(ruleset.scores_every_player),
        "has_pao": ruleset_id in ("hk", "majiang"),
        "has_laak": ruleset_id == "majiang",
        "has_flowers": ruleset_id == "mcr",
        "unit": str(getattr(ruleset, "unit", "")),
        "conditions": [str(c) for c in ruleset.conditions],
    }


@dataclass(frozen=True)
class PaoHint:
    liable: bool
    player: str | None
    reason: str
    source: str


def pao_hint(*, ruleset_id: str, entry: dict[str, Any]) -> PaoHint | None:
    """The engine's pao advice for a win at an hk or majiang table (None: no advice).

    The exposed sets come from the players' tiles as entered; the discarded tile is the
    winning tile when it came from a discard. Advice only: the scorekeeper decides."""
    if ruleset_id not in ("hk", "majiang"):
        return None
    result = entry.get("result") or {}
    if result.get("kind") != "win" or not result.get("winner"):
        return None
    from scoring.engine import Meld, MeldKind, ScoringError, Tile

    try:
        exposed = {
            wind: [
                Meld(
                    MeldKind(m["kind"]),
                    tuple(Tile.parse(t) for t in m["tiles"]),
                    bool(m.get("concealed")),
                )
                for m in (player.get("melds") or [])
            ]
            for wind, player in (entry.get("players") or {}).items()
        }
        discarder = result.get("discarder")
        tile = result.get("winning_tile")
        discarded = Tile.parse(tile) if tile and discarder else None
        if ruleset_id == "hk":
            from scoring.engine.rulesets.hk import pao_advice

            if discarded is None:
                return None
            advice = pao_advice(exposed, (), discarded, discarder, result["winner"])
            player = discarder
        else:
            from scoring.engine.rulesets.majiang import pao_advice

            advice = pao_advice(exposed, (), discarded, discarder, result["winner"])
            player = getattr(advice, "player", None) or discarder
    except (ScoringError, ValueError, KeyError, TypeError):
        return None
    return PaoHint(
        liable=bool(advice.liable),
        player=player if advice.liable else None,
        reason=str(advice.reason),
        source=str(advice.source),
    )


@dataclass(frozen=True)
class AuditChange:
    field: str
    before: Any
    after: Any


# The audit trail stores actions as stable codes; the pages show them in the user's language.
AUDIT_ACTIONS = {
    "hand.create": gettext_lazy("hand entered"),
    "hand.correct": gettext_lazy("hand corrected"),
    "hand.delete": gettext_lazy("hand deleted"),
    "hand.recompute": gettext_lazy("hand recomputed"),
    "table.confirm": gettext_lazy("table result confirmed"),
    "round.close": gettext_lazy("round closed"),
    "seat_draw": gettext_lazy("seats drawn"),
    "round_reseat": gettext_lazy("round reseated"),
    "club.house_rules": gettext_lazy("house rules changed"),
    "event.house_rules": gettext_lazy("house rules changed"),
}


def audit_action_label(action: str) -> str:
    return str(AUDIT_ACTIONS.get(action, action))


def audit_object_label(object_type: str) -> str:
    """``tournaments.hand`` -> "spel" (the model's name in the user's language)."""
    try:
        return str(apps.get_model(object_type)._meta.verbose_name)
    except (LookupError, ValueError):
        return object_type


def _model_field(object_type: str, key: str):
    try:
        return apps.get_model(object_type)._meta.get_field(key.removesuffix("_id"))
    except (LookupError, ValueError, FieldDoesNotExist):
        return None


def _choice_label(object_type: str, key: str, value: Any) -> Any:
    """A stored code (``draw``) as its label in the user's language (``remise``)."""
    field = _model_field(object_type, key)
    choices = getattr(field, "flatchoices", None) if field is not None else None
    if not choices or value is None:
        return value
    return str(dict(choices).get(value, value))


def _field_label(object_type: str, key: str) -> str:
    """A snapshot key (``winner_id``) -> the field's name in the user's language."""
    if key == "results":
        return str(gettext_lazy("results"))
    field = _model_field(object_type, key)
    if field is None:
        return key.removesuffix("_id")
    return str(getattr(field, "verbose_name", key))


SEAT_FIELDS = ("dealer_id", "winner_id", "discarder_id", "pao_id", "claimant_id")
HIDDEN_FIELDS = ("updated_at", "created_at", "entry", "id", "table_id", "entered_by_id")


def seat_names(*, event: Event) -> dict[str, str]:
    """Seat id (as the audit snapshots write it) -> player name, for the audit pages."""
    seats = Seat.objects.filter(round__event=event).select_related("member")
    return {str(seat.pk): seat.player_name for seat in seats}


def _seat_value(value: Any, names: dict[str, str]) -> Any:
    return names.get(str(value), value) if value is not None else None


def _result_value(value: Any) -> Any:
    if isinstance(value, dict) and "settlement" in value:
        return f"{value.get('points', 0)} / {value['settlement']:+d}"
    return value


def audit_changes(entry: AuditEntry, names: dict[str, str] | None = None) -> list[AuditChange]:
    """The fields an audit entry changed (a hand's results per player as "points /
    settlement", seats by player name), so the referee sees "winner: Anna → Bram" instead
    of two full snapshots; the full snapshots stay one click away."""
    names = names or {}
    before, after = entry.before or {}, entry.after or {}
    changes = []
    for key in sorted(set(before) | set(after)):
        if key in HIDDEN_FIELDS:
            continue
        old, new = before.get(key), after.get(key)
        if key == "results" and isinstance(old or {}, dict) and isinstance(new or {}, dict):
            old, new = old or {}, new or {}
            for seat in sorted(set(old) | set(new)):
                if old.get(seat) != new.get(seat):
                    changes.append(
                        AuditChange(
                            names.get(seat, seat),
                            _result_value(old.get(seat)),
                            _result_value(new.get(seat)),
                        )
                    )
        elif old != new:
            if key in SEAT_FIELDS:
                old, new = _seat_value(old, names), _seat_value(new, names)
            else:
                old = _choice_label(entry.object_type, key, old)
                new = _choice_label(entry.object_type, key, new)
            changes.append(AuditChange(_field_label(entry.object_type, key), old, new))
    return changes


@dataclass(frozen=True)
class AuditRow:
    entry: AuditEntry
    action: str  # in the user's language
    object_label: str
    changes: list[AuditChange]


def audit_rows(entries: Iterable[AuditEntry], names: dict[str, str]) -> list[AuditRow]:
    return [
        AuditRow(
            entry=e,
            action=audit_action_label(e.action),
            object_label=audit_object_label(e.object_type),
            changes=audit_changes(e, names),
        )
        for e in entries
    ]
