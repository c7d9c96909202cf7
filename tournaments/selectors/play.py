"""Reads for playing a round: the table page, a hand's breakdown, the audit trail."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.apps import apps
from django.contrib.auth import get_user_model
from django.core.exceptions import FieldDoesNotExist
from django.db.models import Prefetch, Q, QuerySet
from django.shortcuts import get_object_or_404
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext_lazy

from scoring.element_texts import element_name, rule_book_language, rule_book_term, value_text
from scoring.engine import get_ruleset
from scoring.engine.progression import GameEnd, Turn, game_end
from scoring.pao_texts import pao_text
from tournaments.models import AuditEntry, Event, Hand, HandResult, Round, Seat, Table
from tournaments.selectors.clock import round_clock
from tournaments.selectors.turns import (
    draws_before,
    seats_by_position,
    stored_winds,
    table_turns,
)

WIND_ORDER = "ESWN"


def table_for_play(*, slug: str, round_number: int, table_number: int) -> Table:
    return get_object_or_404(
        Table.objects.select_related(
            "round__event__club", "confirmed_by", "confirmed_by_seat__member"
        ),
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


def hand_by_id(*, table: Table, pk: int | None) -> Hand | None:
    """The hand a form named by id, if it still exists at ``table``."""
    if pk is None:
        return None
    return (
        Hand.objects.select_related("dealer", "winner", "discarder", "entered_by")
        .prefetch_related(
            Prefetch("results", queryset=HandResult.objects.select_related("seat__member"))
        )
        .filter(table=table, pk=pk)
        .first()
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
    clock = round_clock(round_=table.round, table=table, now=now)  # the clock, else the plan
    ends_at = clock.ends_at if clock is not None else table.round.ends_at
    ended = game_end(turn, now=now or timezone.now(), ends_at=ends_at)
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
    """A scoring element as a page shows it: its name in the page's language, the rule
    book's own term as a hint when that differs, and its value with a plural unit."""

    id: str
    name: str
    term: str  # the rule book's term ("" when the same as ``name``)
    term_lang: str
    value: int
    count: int
    unit: str
    value_text: str


@dataclass(frozen=True)
class BreakdownRow:
    wind: str
    seat: Seat
    points: int
    settlement: int
    elements: list[ElementLine]


def element_lines(
    elements: Iterable[dict[str, Any]], *, ruleset_unit: str = "points"
) -> list[ElementLine]:
    """Stored (or just scored) elements as lines in the active language."""
    lines = []
    for e in elements:
        element_id = str(e.get("id") or "")
        seed = str(e.get("name") or "")
        value = int(e.get("value") or 0)
        unit = str(e.get("unit") or "")
        lines.append(
            ElementLine(
                id=element_id,
                name=element_name(element_id, seed or str(e.get("name_en") or "")),
                term=rule_book_term(element_id, seed),
                term_lang=rule_book_language(element_id),
                value=value,
                count=int(e.get("count") or 1),
                unit=unit,
                value_text=value_text(value, unit, ruleset_unit=ruleset_unit),
            )
        )
    return lines


def hand_breakdown(*, table: Table, hand: Hand) -> list[BreakdownRow]:
    winds = hand_winds_of(table=table, hand=hand)
    unit = ruleset_info(table.round.event.ruleset)["unit"]
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
                elements=element_lines(r.elements or [], ruleset_unit=unit),
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
        "has_pao": ruleset.has_pao,
        "has_laak": ruleset.has_laak,
        "has_flowers": ruleset.quick_flowers,
        "unit": str(getattr(ruleset, "unit", "")),
        "conditions": [str(c) for c in ruleset.conditions],
    }


@dataclass(frozen=True)
class PaoHint:
    liable: bool
    player: str | None  # the liable player's name
    text: str  # why, in the active language ("" when there is no sentence for it)
    reason: str  # the engine's own explanation (English, with seed lines): referees only
    source: str


def pao_hint(
    *, ruleset_id: str, entry: dict[str, Any], names: dict[str, str] | None = None
) -> PaoHint | None:
    """The engine's pao advice for a win at a table whose ruleset knows pao (None: no
    advice, :meth:`Ruleset.advise_pao`).

    The exposed sets come from the players' tiles as entered; the discarded tile is the
    winning tile when it came from a discard. Advice only: the scorekeeper decides.
    ``names``: seat wind -> player name, for the sentence shown."""
    ruleset = get_ruleset(ruleset_id)
    if not ruleset.has_pao:
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
        call = ruleset.advise_pao(
            exposed, discarded=discarded, discarder=discarder, winner=result["winner"]
        )
    except (ScoringError, ValueError, KeyError, TypeError):
        return None
    if call is None:
        return None
    advice, player = call.advice, call.player
    names = names or {}
    player_name = names.get(player or "", player or "")
    return PaoHint(
        liable=bool(advice.liable),
        player=player_name if advice.liable else None,
        text=pao_text(
            ruleset_id,
            advice,
            winner=names.get(result["winner"], result["winner"]),
            player=player_name,
        ),
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
    "table.unconfirm": gettext_lazy("table confirmation withdrawn"),
    "member.role": gettext_lazy("role changed"),
    "round.close": gettext_lazy("round closed"),
    "seat_draw": gettext_lazy("seats drawn"),
    "round_reseat": gettext_lazy("round reseated"),
    "club.house_rules": gettext_lazy("house rules changed"),
    "event.house_rules": gettext_lazy("house rules changed"),
    "penalty.give": gettext_lazy("penalty given"),
    "penalty.cancel": gettext_lazy("penalty cancelled"),
    "seat.substitute": gettext_lazy("substitute seated"),
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


SEAT_FIELDS = ("dealer_id", "winner_id", "discarder_id", "pao_id", "claimant_id", "seat_id")
MEMBER_FIELDS = ("member_id", "substitute_for_id")
HIDDEN_FIELDS = ("updated_at", "created_at", "entry", "id", "table_id", "entered_by_id")


def seat_names(*, event: Event) -> dict[str, str]:
    """Seat id (as the audit snapshots write it) -> player name, for the audit pages."""
    seats = Seat.objects.filter(round__event=event).select_related("member")
    return {str(seat.pk): seat.player_name for seat in seats}


def _seat_value(value: Any, names: dict[str, str]) -> Any:
    return names.get(str(value), value) if value is not None else None


def _user_names(entries: list[AuditEntry]) -> dict[str, str]:
    """User id (as the snapshots write it) -> the person's name, for ``*_by_id`` fields."""
    ids = {
        str(snap[key])
        for e in entries
        for snap in (e.before or {}, e.after or {})
        for key in snap
        if key.endswith("_by_id") and snap[key] is not None
    }
    if not ids:
        return {}
    users = get_user_model().objects.filter(pk__in=[i for i in ids if i.isdigit()])
    return {str(u.pk): person_name(u) for u in users}


def _member_names(entries: list[AuditEntry]) -> dict[str, str]:
    """Member id -> name for ``member_id``/``substitute_for_id`` (a substitute's seat)."""
    from tournaments.models import Member

    ids = {
        str(snap[key])
        for e in entries
        for snap in (e.before or {}, e.after or {})
        for key in MEMBER_FIELDS
        if isinstance(snap.get(key), int)
    }
    if not ids:
        return {}
    return {str(m.pk): m.full_name for m in Member.objects.filter(pk__in=[int(i) for i in ids])}


def person_name(user: Any) -> str:
    """A person as the pages name them: full name, else the login name."""
    full = user.get_full_name() if hasattr(user, "get_full_name") else ""
    return full or user.get_username()


def _local_time(value: Any) -> Any:
    """A snapshot's datetime (stored as text in UTC) in the club's local time."""
    if not isinstance(value, str) or len(value) < 16 or value[4:5] != "-":
        return value
    try:
        moment = dt.datetime.fromisoformat(value)
    except ValueError:
        return value
    if timezone.is_naive(moment):
        return value
    return date_format(timezone.localtime(moment), "DATETIME_FORMAT")


def _result_value(value: Any) -> Any:
    if isinstance(value, dict) and "settlement" in value:
        return f"{value.get('points', 0)} / {value['settlement']:+d}"
    return value


def audit_changes(
    entry: AuditEntry,
    names: dict[str, str] | None = None,
    users: dict[str, str] | None = None,
    members: dict[str, str] | None = None,
) -> list[AuditChange]:
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
            elif key.endswith("_by_id"):
                old, new = _seat_value(old, users or {}), _seat_value(new, users or {})
            elif key in MEMBER_FIELDS:
                old, new = _seat_value(old, members or {}), _seat_value(new, members or {})
            elif key.endswith("_at"):
                old, new = _local_time(old), _local_time(new)
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
    subject: str  # "Round 2, table 3", "Hand 4 · round 2, table 3"
    actor: str  # the person's name ("" when unknown)
    changes: list[AuditChange]


def _snap(entry: AuditEntry, key: str) -> Any:
    return (entry.after or {}).get(key, (entry.before or {}).get(key))


def _subjects(entries: list[AuditEntry]) -> dict[int, str]:
    """Audit entry id -> what it is about, in the user's language (two queries at most)."""
    from django.utils.translation import gettext as _

    table_ids, round_ids = set(), set()
    for e in entries:
        if e.object_type == "tournaments.table" and e.object_id.isdigit():
            table_ids.add(int(e.object_id))
        elif e.object_type == "tournaments.hand" and isinstance(_snap(e, "table_id"), int):
            table_ids.add(_snap(e, "table_id"))
        elif e.object_type == "tournaments.round" and e.object_id.isdigit():
            round_ids.add(int(e.object_id))
    tables = {
        t.pk: (t.round.number, t.number)
        for t in Table.objects.filter(pk__in=table_ids)
        .select_related("round")
        .only("number", "round__number")
    }
    rounds = dict(Round.objects.filter(pk__in=round_ids).values_list("pk", "number"))
    out = {}
    for e in entries:
        label = audit_object_label(e.object_type)
        if e.object_type == "tournaments.table" and e.object_id.isdigit():
            where = tables.get(int(e.object_id))
            if where:
                label = _("Round %(round)d, table %(table)d") % {
                    "round": where[0],
                    "table": where[1],
                }
        elif e.object_type == "tournaments.hand":
            where = tables.get(_snap(e, "table_id"))
            number = _snap(e, "number")
            if where and isinstance(number, int):
                label = _("Hand %(hand)d · round %(round)d, table %(table)d") % {
                    "hand": number,
                    "round": where[0],
                    "table": where[1],
                }
        elif e.object_type == "tournaments.round" and e.object_id.isdigit():
            number = rounds.get(int(e.object_id))
            if number:
                label = _("Round %(number)s") % {"number": number}
        out[e.pk] = str(label)
    return out


def audit_rows(entries: Iterable[AuditEntry], names: dict[str, str]) -> list[AuditRow]:
    entries = list(entries)
    users = _user_names(entries)
    members = _member_names(entries)
    subjects = _subjects(entries)
    return [
        AuditRow(
            entry=e,
            action=audit_action_label(e.action),
            object_label=audit_object_label(e.object_type),
            subject=subjects[e.pk],
            actor=person_name(e.actor) if e.actor else "",
            changes=audit_changes(e, names, users, members),
        )
        for e in entries
    ]
