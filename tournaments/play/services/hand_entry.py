"""Entering a new hand at a table: the progression decides dealer, winds and prevailing wind.

The scorekeeper's form gives the hand keyed by *this hand's* seat winds (E is the dealer);
:func:`hand_enter` works out which seat holds which wind from the hands already played
(``scoring.engine.progression``, replayed once), scores the hand and records it with
``hand_write_locked``: one table lock and one defaulting of the entry per save, both here.

Two devices adding "the next hand" at once: the form names the hand number it expects; the
table row is locked (``select_for_update``) and the unique (table, number) constraint holds,
so the second save is refused with :class:`HandConflict`, never a 500 and never a hand
silently recorded twice.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from scoring.engine import (
    get_ruleset,
)
from scoring.engine.progression import (
    GameEnd,
    game_end,
)
from scoring.hand_value import HandEntry
from tournaments.audit.actors import actor_account
from tournaments.audit.services import audit_record
from tournaments.events.services.lifecycle import event_play_started
from tournaments.models import Hand, RoundStatus, Table
from tournaments.play.selectors.turns import (
    draws_before,
    hands_in_order,
    seats_by_position,
    table_turns,
)
from tournaments.play.selectors.winds import winds_in_order
from tournaments.play.services.hands import hand_write_locked
from tournaments.play.services.scoring import entry_deal_score, hand_entry_of, seat_scores
from tournaments.play.services.table_confirmation import table_unconfirm

User = AbstractBaseUser | AnonymousUser


class HandConflict(Exception):
    """Someone else saved this hand (or the next hand) first; ``current`` is what they saved."""

    def __init__(self, message: str, *, current: Hand | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.current = current


class RoundClosed(ValidationError):
    """The round was closed (perhaps a moment ago, on another device): its hands are fixed
    until a referee reopens it. A conflict with the round's state, not a bad form."""


def table_lock(table: Table) -> Table:
    """Lock the table row (PostgreSQL; a no-op on SQLite, which locks the whole database)."""
    return Table.objects.select_for_update().select_related("round__event").get(pk=table.pk)


def _table_facts(
    entry: HandEntry, options: Mapping[str, Any], *, draws: int, recount: bool = False
) -> dict[str, Any]:
    """``options`` with the per-hand options the table's history answers, so the
    scorekeeper need not: the draws since the last win when the club plays with a draw pot
    (hk variant i). A value the entry brings is kept unless ``recount`` (the history
    changed under it)."""
    options = dict(options)
    ruleset = get_ruleset(str(entry.ruleset))
    if ("pot_draws" in options and not recount) or not any(
        o.per_hand and o.name == "pot_draws" for o in ruleset.options
    ):
        return options
    known = {o.name for o in ruleset.options}
    chosen = {k: v for k, v in options.items() if k in known}
    if ruleset.resolve_options(chosen).get("draw_pot"):
        options["pot_draws"] = draws
    return options


def entry_recounted(entry: HandEntry, *, draws: int) -> HandEntry:
    """A stored ``entry`` with its table facts worked out again from the table's history
    as it is now (``draws``: hands without a winner right before it): an earlier hand
    corrected from a draw to a win empties the pot the later winner collected."""
    options = _table_facts(entry, entry.options or {}, draws=draws, recount=True)
    if not options and entry.options is None:
        return entry
    return entry.changed(options=options)


def build_entry(
    *,
    table: Table,
    entry: HandEntry | Mapping[str, Any],
    prevailing_wind: str,
    winds: list[str],
    draws: int = 0,
) -> HandEntry:
    """The full entry of a hand at ``table``: the event's ruleset and options snapshot, the
    prevailing wind, an empty player for every wind not entered, and what the table's
    history says about this hand (``draws``: hands without a winner right before it)."""
    event = table.round.event
    entry = hand_entry_of(entry).changed(ruleset=event.ruleset)
    options = entry.options if entry.options is not None else (event.ruleset_options or {})
    players = entry.players or {wind: {} for wind in sorted(winds, key="ESWN".index)}
    return entry.changed(
        options=_table_facts(entry, options, draws=draws),
        prevailing_wind=prevailing_wind,
        players=players,
    )


def _check_number(number: int | None, hands: list[Hand]) -> None:
    """The form showed hand ``number``: refuse it when another device saved that hand."""
    if number is not None and number != len(hands) + 1:
        raise HandConflict(
            _(
                "Hand %(number)d was saved from another device a moment ago. Check the table "
                "below; enter your hand again only if it is a different one."
            )
            % {"number": number},
            current=hands[number - 1] if 0 < number <= len(hands) else None,
        )


@transaction.atomic
def hand_enter(
    *,
    table: Table,
    entry: HandEntry | Mapping[str, Any],
    entered_by: User | None = None,
    number: int | None = None,
    idempotency_key: uuid.UUID | None = None,
    idempotency_digest: str = "",
) -> Hand:
    """Record the next hand at ``table`` from ``entry`` (a ``HandEntry`` or its
    interchange-format dict, keyed by this hand's seat winds). ``number``: the hand number the scorekeeper's form was showing; when
    another device saved that hand first, :class:`HandConflict` is raised.
    ``idempotency_key``/``idempotency_digest`` are stored with the hand
    (``services.hand_saves.hand_enter_once`` answers a repeated save with it)."""
    table = table_lock(table)
    if table.round.status == RoundStatus.CLOSED:
        raise RoundClosed(_("This round is closed; no more hands can be entered."))
    hands = hands_in_order(table=table)
    expected = len(hands) + 1
    _check_number(number, hands)
    seats = seats_by_position(table)
    turn = table_turns(table=table, hands=hands, seats=seats)[-1]
    if game_end(turn) is GameEnd.NORTH_ROUND:
        raise ValidationError(_("The game is over: the North round has been played."))
    data = build_entry(
        table=table,
        entry=entry,
        prevailing_wind=turn.prevailing_wind,
        winds=list(turn.winds.values()),
        draws=draws_before(hands, expected),
    )
    score = entry_deal_score(entry=data)
    actor = actor_account(entered_by)
    try:
        with transaction.atomic():
            hand = hand_write_locked(
                table=table,
                entry=data,
                winds=winds_in_order(turn, seats),
                sitting_out=seats[turn.sitting_out] if turn.sitting_out is not None else None,
                number=expected,
                entered_by=actor,
                scores=seat_scores(score, list(data.winds)),
                idempotency_key=idempotency_key,
                idempotency_digest=idempotency_digest,
            )
    except IntegrityError as exc:
        raise HandConflict(
            _("Hand %(number)d was saved from another device a moment ago.") % {"number": expected}
        ) from exc
    event_play_started(event=table.round.event, round_=table.round)
    audit_record(
        actor=entered_by,
        action="hand.create",
        obj=hand,
        after=hand_snapshot(hand),
        event=table.round.event,
    )
    table_unconfirm(table=table, actor=actor)
    return hand


def hand_snapshot(hand: Hand) -> dict[str, Any]:
    """What the audit trail keeps of a hand: its fields and every seat's result."""
    from tournaments.audit.services import model_snapshot

    data = model_snapshot(hand)
    data.pop("updated_at", None)
    data["results"] = {
        str(r.seat_id): {"points": r.points, "settlement": r.settlement}
        for r in hand.results.all().order_by("seat__position")
    }
    return data
