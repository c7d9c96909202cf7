"""What a seat draw says when it is done: the rounds, the seed and the draw's quality (in
the request for an inline draw, in the worker for a large field's)."""

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from tournaments import seating
from tournaments.seat_draws.services.draws import SeatDrawResult


def draw_message(result: SeatDrawResult, quality: seating.Quality | None = None) -> str:
    """What the draw did; ``quality`` is the quality panel's measure of the event's rounds
    as stored now (the message never contradicts the panel beside it)."""
    rounds = ", ".join(str(n) for n in result.round_numbers)
    message = ngettext(
        "Round %(rounds)s drawn (seed %(seed)s).",
        "Rounds %(rounds)s drawn (seed %(seed)s).",
        len(result.round_numbers),
    ) % {"rounds": rounds, "seed": result.seed}
    if result.quality is not None and quality is not None:
        message += " " + (
            _("Nobody meets anyone twice.")
            if quality.repeats == 0
            else ngettext(
                "%(count)d repeat meeting; a pair meets at most %(most)d times.",
                "%(count)d repeat meetings; a pair meets at most %(most)d times.",
                quality.repeats,
            )
            % {"count": quality.repeats, "most": quality.max_meetings}
        )
        same = (quality.repeats, quality.max_meetings) == (
            result.quality.repeats,
            result.quality.max_meetings,
        )
        if result.optimal and same:
            message += " " + _("No draw can do better.")
        elif result.seconds is not None:
            message += " " + _("Best draw found in %(seconds)s s.") % {
                "seconds": f"{result.seconds:.0f}"
            }
        if result.timed_out:
            message += " " + _(
                "The time limit stopped the search early, so this seed may not give "
                "the same draw again."
            )
    return message


def fallback_message(result: SeatDrawResult) -> str:
    """The tables used instead of the event's policy ("" when it was followed)."""
    if not result.policy_fallback or result.layout is None:
        return ""
    return _(
        "The event's table policy cannot seat this number of players; "
        "tables of %(sizes)s were used instead."
    ) % {"sizes": ", ".join(str(s) for s in sorted(set(result.layout.sizes)))}
