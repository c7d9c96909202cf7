"""The director's settings a seat draw applies (round count, table policy) and the table
policy it can use for the number of players at hand."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db.models import Sum
from django.utils.translation import gettext as _

from tournaments import seating
from tournaments.events.models import Event
from tournaments.seat_draws.selectors.field import POLICY
from tournaments.seat_draws.services.errors import SeatDrawError


def draw_event_settings(
    *, event: Event, round_count: int | None, table_policy: str | None
) -> list[str]:
    """Apply the director's round count and table policy to ``event`` (not saved yet);
    returns the changed field names."""
    changed = []
    if round_count is not None and round_count != event.round_count:
        _stages_check(event=event, round_count=round_count)
        event.round_count = round_count
        changed.append("round_count")
    if table_policy and table_policy != event.table_policy:
        event.table_policy = table_policy
        changed.append("table_policy")
    if changed:
        try:
            event.full_clean(exclude=["slug"])
        except ValidationError as exc:
            event.refresh_from_db(fields=changed)
            raise SeatDrawError(exc.messages) from exc
    return changed


def _stages_check(*, event: Event, round_count: int) -> None:
    """A tournament in stages plays the stages' rounds (``verify`` checks the sum): its
    round count changes with the stages (``stages``, above seat draws: read through the
    event's relation), never through a draw."""
    staged = event.stages.aggregate(total=Sum("rounds"))["total"]
    if staged and round_count != staged:
        raise SeatDrawError(
            _(
                "This tournament is played in stages of %(count)d rounds in all: change "
                "the number of rounds on the stages page."
            )
            % {"count": staged}
        )


def draw_table_policy(*, event: Event, players: int) -> tuple[seating.TablePolicy, bool]:
    """The event's table policy, or the automatic one when it cannot seat ``players``."""
    if players < 3:
        raise SeatDrawError(
            _("Only %(count)d players: a draw needs at least 3 (4 for a full table).")
            % {"count": players}
        )
    wanted = POLICY.get(event.table_policy, seating.TablePolicy.AUTO)
    try:
        seating.table_layout(players, wanted)
    except ValueError:
        try:
            seating.table_layout(players, seating.TablePolicy.AUTO)
        except ValueError as exc:
            raise SeatDrawError(
                _("%(count)d players cannot be seated at mahjong tables.") % {"count": players}
            ) from exc
        return seating.TablePolicy.AUTO, True
    return wanted, False
