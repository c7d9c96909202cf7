"""Silent rounds (docs/silent-rounds.md): which rounds' results the public does not see yet.

The director sets how many of the last rounds are silent (``Event.silent_rounds``) and
reveals them at the prize-giving (``events.services.silence``). Until then every public
reader leaves those rounds out: the standings, the big screen, embeds, the API, exports
meant for the public, a member's page and the event's and tables' pages. The club's staff
(admin, scorekeeper, referee) see everything, marked "hidden from the public". A player
still sees the hands of their own table (they played them), never the standings.

Every reader asks here, so there is one answer: :func:`silent_round_q` for a query
(fail closed: a reader that does not ask for everything gets the public's view), and
:func:`round_hidden` for a round at hand.
"""

from __future__ import annotations

from django.db.models import F, Q

from tournaments.core.permissions import User, is_club_staff
from tournaments.events.models import Event


def silent_round_q(round_path: str = "round") -> Q:
    """Rows (seats, hands, results, penalties) of a round the public does not see yet;
    ``round_path`` leads from the row to its ``Round`` (``"seat__round"``)."""
    event = f"{round_path}__event"
    return Q(
        **{
            f"{event}__silent_rounds__gt": 0,
            f"{event}__silent_revealed_at__isnull": True,
            f"{round_path}__number__gt": F(f"{event}__round_count") - F(f"{event}__silent_rounds"),
        }
    )


def sees_silent(user: User, event: Event) -> bool:
    """Whether ``user`` sees the silent rounds before the reveal: the club's staff."""
    return is_club_staff(user, event.club_id)


def round_hidden(*, event: Event, number: int, user: User | None = None) -> bool:
    """Whether round ``number`` of ``event`` is hidden from ``user`` (``None``: the public)."""
    first = event.silent_from
    if first is None or number < first:
        return False
    return user is None or not sees_silent(user, event)


def hidden_round_numbers(*, event: Event) -> list[int]:
    """The numbers of the rounds still silent (whether played or not), for the marks."""
    first = event.silent_from
    if first is None:
        return []
    return list(range(first, event.round_count + 1))
