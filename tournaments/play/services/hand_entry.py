"""Entering a new hand at a table: the table's stored turn decides dealer, winds and
prevailing wind.

The scorekeeper's form gives the hand keyed by *this hand's* seat winds (E is the dealer).
A save runs in a straight line under one table lock (:func:`hand_enter`, or
``hand_saves.hand_enter_once`` for a keyed save): :func:`hand_enter_locked` reads the
table's context once (``play.selectors.table_context``: the event's ``Ruleset`` and
options, the seats, the turn the table stores (no replay of the hands before), the seat
winds and the draws), builds the entry once (:func:`build_entry`), scores it once with that
``Ruleset`` (``play.services.scoring.entry_deal_score``) and writes it once with
``play.services.hands.hand_create``, which also stores the next turn.

Two devices adding "the next hand" at once: the form names the hand number it expects; the
table row is locked (``select_for_update``) and the unique (table, number) constraint holds,
so the second save is refused with :class:`HandConflict`, never a 500 and never a hand
silently recorded twice.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.contrib.auth.models import User as AccountUser
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.db.models import ForeignKey, Model
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from scoring.engine import Ruleset, ScoringError
from scoring.engine.progression import GameEnd, game_end
from scoring.hand_value import EntryResult, HandEntry
from tournaments.audit.actors import actor_account
from tournaments.audit.services import audit_record, model_snapshot
from tournaments.events.models import RoundStatus
from tournaments.events.services.event_guard import event_check_open
from tournaments.events.services.lifecycle import event_play_started, round_check_first_hand
from tournaments.play.models import Hand, Table
from tournaments.play.selectors.table_context import table_context
from tournaments.play.services.hand_checks import hand_check_open
from tournaments.play.services.hands import hand_create
from tournaments.play.services.scoring import (
    entry_deal_score,
    entry_invalid,
    hand_entry_of,
    seat_scores,
    table_pot,
)
from tournaments.play.services.table_confirmation import table_unconfirm

User = AbstractBaseUser | AnonymousUser


class HandConflict(Exception):
    """Someone else saved this hand (or the next hand) first; ``current`` is what they saved."""

    def __init__(self, message: str, *, current: Hand | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.current = current


class HandSavedElsewhere(HandConflict):
    """The form showed hand ``number``, which another device saved first."""

    def __init__(self, number: int, *, current: Hand | None) -> None:
        super().__init__(
            _(
                "Hand %(number)d was saved from another device a moment ago. Check the table "
                "below; enter your hand again only if it is a different one."
            )
            % {"number": number},
            current=current,
        )
        self.number = number

    def to_player(self) -> str:
        """The same said to a player on the players' pages, in their form of address (the
        German "du" of those pages, where the staff's pages say "Sie")."""
        return pgettext(
            "to a player",
            "Hand %(number)d was saved from another device a moment ago. Check the table "
            "below; enter your hand again only if it is a different one.",
        ) % {"number": self.number}


class RoundClosed(ValidationError):
    """The round was closed (perhaps a moment ago, on another device): its hands are fixed
    until a referee reopens it. A conflict with the round's state, not a bad form."""


def table_lock(table: Table) -> Table:
    """Lock the table row (PostgreSQL; a no-op on SQLite, which locks the whole database)
    and read it again, with its round and event, into ``table`` and the round and event it
    holds (refreshed in place, so what the request keeps on them stays: the event's
    ``Ruleset``, the login's access): the caller's instance then holds the turn the writer
    stores."""
    locked = Table.objects.select_for_update().select_related("round__event").get(pk=table.pk)
    _refresh(table, locked)
    if not _holds(table, "round"):
        table.round = locked.round
        return table
    _refresh(table.round, locked.round)
    if _holds(table.round, "event"):
        _refresh(table.round.event, locked.round.event)
    else:
        table.round.event = locked.round.event
    return table


def _refresh(instance: Model, fresh: Model) -> None:
    """``instance``'s columns from ``fresh`` (the same row, read again); a foreign key that
    changed drops the related object it held."""
    for column in instance._meta.concrete_fields:
        setattr(instance, column.attname, getattr(fresh, column.attname))


def _holds(instance: Model, relation: str) -> bool:
    """Whether ``instance`` holds the object of its foreign key ``relation`` (no query)."""
    field = instance._meta.get_field(relation)
    return isinstance(field, ForeignKey) and field.is_cached(instance)


def _table_facts(
    ruleset: Ruleset[Any],
    options: Mapping[str, Any],
    *,
    draws: int,
    carry: Mapping[str, int] | None = None,
    recount: bool = False,
) -> dict[str, Any]:
    """``options`` with the per-hand options the table's history answers, so the
    scorekeeper need not (the ruleset's ``table_facts``: HK's draw pot, the counters
    and sticks from ``carry``). A value the entry brings is kept unless ``recount`` (the
    history changed under it)."""
    facts = ruleset.table_facts(options, draws=draws, carry=carry)
    if not recount:
        facts = {name: value for name, value in facts.items() if name not in options}
    return {**options, **facts}


def entry_recounted(
    entry: HandEntry,
    *,
    ruleset: Ruleset[Any],
    draws: int,
    carry: Mapping[str, int] | None = None,
) -> HandEntry:
    """A stored ``entry`` with its table facts worked out again from the table's history
    as it is now (``draws``: hands without a winner right before it; ``carry``: what the
    ruleset carried to it): an earlier hand corrected from a draw to a win empties the pot
    the later winner collected."""
    options = _table_facts(ruleset, entry.options or {}, draws=draws, carry=carry, recount=True)
    if options == (entry.options or {}):
        return entry  # nothing changed: not built again
    return entry.changed(options=options)


def build_entry(
    *,
    entry: HandEntry | Mapping[str, Any],
    ruleset: Ruleset[Any],
    options: Mapping[str, Any],
    prevailing_wind: str,
    winds: Sequence[str],
    draws: int = 0,
    carry: Mapping[str, int] | None = None,
    sitting_out: str | None = None,
) -> HandEntry:
    """The full entry of a hand, built once from ``entry`` (the form's, or a dict read
    here): the ruleset, ``options`` (the event's, unless the entry brings its own) with
    what the table's history says about this hand (``draws``: hands without a winner right
    before it; ``carry``: what the ruleset carried to it), the prevailing wind, an empty player for every wind not entered, only the
    tiles the ruleset scores, and who sits it out at a five-player table."""
    given = hand_entry_of(entry)
    chosen = given.options if given.options is not None else options
    per_hand = {o.name for o in ruleset.options if o.per_hand}
    if given.options and set(given.options) <= per_hand:
        chosen = {**options, **given.options}  # the form's facts of this hand (quick fu)
    players = given.players or {wind: {} for wind in sorted(winds, key="ESWN".index)}
    try:  # the engine reads the options an entry brings (the API's): its word is a message
        options = _table_facts(ruleset, chosen, draws=draws, carry=carry)
    except ScoringError as exc:
        raise entry_invalid(exc) from exc
    changes: dict[str, Any] = {
        "ruleset": ruleset.id,
        "options": options,
        "prevailing_wind": prevailing_wind,
        "players": _scored_tiles(ruleset, given.result, players),
    }
    if sitting_out:
        changes["sitting_out"] = sitting_out
    return given.changed(**changes)


def _scored_tiles(
    ruleset: Ruleset[Any], result: EntryResult, players: Mapping[str, Mapping[str, Any]]
) -> Mapping[str, Mapping[str, Any]]:
    """``players`` with only the tiles ``ruleset`` scores: a ruleset that scores the winner
    alone (MCR, HK, majiang) keeps the winners' tiles (a false mahjong: the claimant's) and
    drops what was typed for the others (tiles entered for someone before the winner was
    switched); a ruleset that scores every player (NMB, redbook) keeps all."""
    if ruleset.scores_every_player:
        return players
    kept = result.won_by if result.kind == "win" else (result.claimant,)
    if not any(tiles for wind, tiles in players.items() if wind not in kept):
        return players
    return {wind: (tiles if wind in kept else {}) for wind, tiles in players.items()}


def _check_number(number: int | None, *, table: Table) -> None:
    """The form showed hand ``number``: refuse it when another device saved that hand."""
    if number is not None and number != table.turn_number:
        current = Hand.objects.filter(table=table, number=number).first() if number > 0 else None
        raise HandSavedElsewhere(number, current=current)


@transaction.atomic
def hand_enter(
    *,
    table: Table,
    entry: HandEntry | Mapping[str, Any],
    entered_by: User | None = None,
    number: int | None = None,
) -> Hand:
    """Record the next hand at ``table`` from ``entry`` (a ``HandEntry`` or its
    interchange-format dict, keyed by this hand's seat winds). ``number``: the hand number
    the scorekeeper's form was showing; when another device saved that hand first,
    :class:`HandConflict` is raised."""
    return hand_enter_locked(
        table=table_lock(table), entry=entry, entered_by=entered_by, number=number
    )


def hand_enter_locked(
    *,
    table: Table,
    entry: HandEntry | Mapping[str, Any],
    entered_by: User | None = None,
    number: int | None = None,
    idempotency_key: uuid.UUID | None = None,
    idempotency_digest: str = "",
) -> Hand:
    """:func:`hand_enter` at a ``table`` its caller locked (:func:`table_lock`) inside its
    transaction: the table's context read once, the entry built once, scored once, written
    once. ``idempotency_key``/``idempotency_digest`` are stored with the hand
    (``play.services.hand_saves.hand_enter_once`` answers a repeated save with it)."""
    event_check_open(event=table.round.event)
    if table.round.status == RoundStatus.CLOSED:
        raise RoundClosed(_("This round is closed; no more hands can be entered."))
    round_check_first_hand(round_=table.round)
    _check_number(number, table=table)
    context = table_context(table=table)
    if game_end(context.turn) is GameEnd.NORTH_ROUND:
        raise ValidationError(_game_over(context.turn.wind_rounds))
    out = context.sitting_out
    data = build_entry(
        entry=entry,
        ruleset=context.ruleset,
        options=context.options,
        prevailing_wind=context.turn.prevailing_wind,
        winds=list(context.winds),
        draws=context.draws,
        carry=context.carry,
        sitting_out=out.player_name if out is not None else None,
    )
    score = entry_deal_score(entry=data, ruleset=context.ruleset)
    actor = actor_account(entered_by)
    try:
        with transaction.atomic():
            hand = hand_create(
                table=table,
                context=context,
                entry=data,
                scores=seat_scores(score, data.winds),
                pot=table_pot(score, data.winds),
                entered_by=actor,
                idempotency_key=idempotency_key,
                idempotency_digest=idempotency_digest,
            )
    except IntegrityError as exc:
        raise HandConflict(
            _("Hand %(number)d was saved from another device a moment ago.")
            % {"number": context.turn.hand_number}
        ) from exc
    _entered(table=table, hand=hand, entered_by=entered_by, actor=actor)
    return hand


def _game_over(wind_rounds: int) -> str:
    """Why no hand is saved after the game's last wind round (a hanchan ends after South,
    a tonpuusen after East, a 3-player table may end after West)."""
    if wind_rounds == 1:
        return _("The game is over: the East round has been played.")
    if wind_rounds == 2:
        return _("The game is over: the South round has been played.")
    if wind_rounds == 3:
        return _("The game is over: the West round has been played.")
    return _("The game is over: the North round has been played.")


def _entered(
    *, table: Table, hand: Hand, entered_by: User | None, actor: AccountUser | None
) -> None:
    """What follows a new hand: the event is under way, the audit trail, the table's
    confirmation withdrawn, and (accepted hand by hand) its acceptance pending."""
    event_play_started(event=table.round.event, round_=table.round)
    audit_record(
        actor=entered_by,
        action="hand.create",
        obj=hand,
        after=hand_snapshot(hand),
        event=table.round.event,
    )
    table_unconfirm(table=table, actor=actor)
    hand_check_open(hand=hand)


def hand_snapshot(hand: Hand) -> dict[str, Any]:
    """What the audit trail keeps of a hand: its fields and every seat's result."""
    data = model_snapshot(hand)
    data.pop("updated_at", None)
    data["results"] = {
        str(r.seat_id): {"points": r.points, "settlement": r.settlement}
        for r in hand.results.all().order_by("seat__position")
    }
    return data
