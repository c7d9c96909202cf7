"""The states of a registration and of an event participant, and the moves between them:
one table each, which every write goes through (the register page, the personal link, the
director's page, the API, the desk and the draw read the same states).

A registration (``RegistrationStatus``)::

    unconfirmed ─► pending ─► confirmed ─► withdrawn (staff: out of the field)
         │            │          ▲  │
         │            ▼          │  └────► cancelled (the registrant, or staff)
         │         waiting ─► offered ─► declined / expired
         └─► expired (the e-mail link was not used in time)

    cancelled / withdrawn ─► confirmed or waiting (staff: reinstate)

Only a *confirmed* registration is in the event's field: "Make these the players" adds
it, and leaving ``confirmed`` takes its player out of the field and off the check-in
(``services/field.py``). An event participant is *in the field* or *withdrawn*
(``withdrew_after_round`` set: the rounds they played stay theirs); only a participant in
the field is drawn or counted as checked in.

A move the table does not hold raises :class:`TransitionRefused` (a ``ValidationError``
with a translated message), never a silent write.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

from tournaments.registration.models import RegistrationStatus

S = RegistrationStatus

#: Where a new registration starts.
INITIAL: frozenset[str] = frozenset({S.UNCONFIRMED, S.PENDING, S.CONFIRMED, S.WAITING})

#: from -> the states it may move to.
TRANSITIONS: dict[str, frozenset[str]] = {
    S.UNCONFIRMED: frozenset({S.PENDING, S.CONFIRMED, S.WAITING, S.EXPIRED, S.CANCELLED}),
    S.PENDING: frozenset({S.CONFIRMED, S.WAITING, S.CANCELLED}),
    S.WAITING: frozenset({S.OFFERED, S.CONFIRMED, S.CANCELLED}),
    S.OFFERED: frozenset({S.CONFIRMED, S.DECLINED, S.EXPIRED, S.CANCELLED}),
    S.CONFIRMED: frozenset({S.CANCELLED, S.WITHDRAWN}),
    S.CANCELLED: frozenset({S.CONFIRMED, S.WAITING}),
    S.WITHDRAWN: frozenset({S.CONFIRMED, S.WAITING}),
    S.DECLINED: frozenset(),
    S.EXPIRED: frozenset(),
}

#: The one state whose registration is (or becomes) a player of the event.
IN_FIELD: frozenset[str] = frozenset({S.CONFIRMED})
#: The states staff may bring back (``registration_reinstate``).
REINSTATABLE: frozenset[str] = frozenset({S.CANCELLED, S.WITHDRAWN})


class TransitionRefused(ValidationError):
    """A registration (or a participant) asked to move where the table does not allow."""

    def __init__(self, message: str, *, code: str = "transition") -> None:
        super().__init__(message, code=code)


def _label(status: str) -> str:
    return str(RegistrationStatus(status).label)


def transition_check(current: str, wanted: str) -> None:
    """Refuse ``current`` → ``wanted`` unless the table allows it."""
    if wanted not in TRANSITIONS.get(current, frozenset()):
        raise TransitionRefused(
            _("A registration that is “%(current)s” cannot become “%(wanted)s”.")
            % {"current": _label(current), "wanted": _label(wanted)}
        )


def transition_check_initial(status: str) -> None:
    """Refuse a new registration that would start anywhere but ``INITIAL``."""
    if status not in INITIAL:
        raise TransitionRefused(
            _("A registration cannot start as “%(wanted)s”.") % {"wanted": _label(status)}
        )


# -- an event participant ------------------------------------------------------------

FIELD = "field"
WITHDRAWN = "withdrawn"

PARTICIPANT_TRANSITIONS: dict[str, frozenset[str]] = {
    FIELD: frozenset({WITHDRAWN}),
    WITHDRAWN: frozenset({FIELD}),
}


def participant_state(withdrew_after_round: int | None) -> str:
    """``field`` or ``withdrawn``, from the participant's stored column."""
    return FIELD if withdrew_after_round is None else WITHDRAWN


def participant_transition_check(current: str, wanted: str) -> None:
    if wanted not in PARTICIPANT_TRANSITIONS[current]:
        raise TransitionRefused(
            _("This player is already out of the field.")
            if wanted == WITHDRAWN
            else _("This player is already in the field."),
            code="participant_transition",
        )


def registrations_keep_in_field(statuses: list[str]) -> bool:
    """Whether a participant whose registrations have ``statuses`` belongs in the field: a
    participant added by hand has none; one made from registrations needs a confirmed one."""
    return not statuses or any(s in IN_FIELD for s in statuses)
