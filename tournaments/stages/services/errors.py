"""The error the stage services raise, and the cut's messages in the user's language."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

from tournaments.stages.cut import CutError


class StageError(ValidationError):
    """A stage change the event cannot have; the message says why and what to do."""


def cut_message(error: CutError) -> str:
    """``CutError`` (pure, coded) → a sentence for the director."""
    params = error.params
    messages = {
        "cut_size": _("A cut needs a field size of at least 1."),
        "cut_no_tie": _("There is no tie at the cut: confirm the cut without a rule."),
        "cut_shared_tables": _(
            "Sharing the qualification would make a field of %(players)d players, which "
            "does not sit at full tables; choose a play-off or drawing lots."
        ),
        "cut_playoff_winners": _(
            "Choose exactly %(places)d winner(s) of the play-off among the tied players."
        ),
        "cut_seed": _("Drawing lots needs a seed."),
        "cut_rule": _("There is a tie at the cut: choose how it is settled."),
    }
    text = messages.get(error.code, messages["cut_rule"])
    return text % params if params and "%(" in text else text
