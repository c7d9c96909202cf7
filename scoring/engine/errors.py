"""Errors the engine raises, each with a code and parameters so that the web layer can
translate the message into the user's language; ``str(error)`` is the English text."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .result import DealScore


class ScoringError(ValueError):
    """Base of every error the engine raises on bad input."""

    code = "invalid"

    def __init__(self, message: str, *, code: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.params = params


class InvalidNotation(ScoringError):
    """A tile or hand written in a notation the engine does not know."""

    code = "notation"


class InvalidHand(ScoringError):
    """A hand that cannot exist or cannot be scored: wrong tile count, a fifth copy of a
    tile, a chow of honours, a winner whose tiles are not a winning hand, ..."""

    code = "hand"


class BelowMinimum(InvalidHand):
    """A win worth less than the ruleset's minimum to go out (MCR's 8 points, a club's
    minimum fan in HK or Ma Jiang, the Dutch rules' doubles). Every ruleset refuses it the
    same way: it is not a win, and the scorekeeper records what happened (a false mahjong)
    or corrects the hand. ``false_mahjong`` is what the claim settles as where the ruleset
    reads such a claim as a false mahjong of the winner with a penalty (MCR, HK): a file that
    records the claim as a win can be settled so (:meth:`Ruleset.score`); None where it has
    none."""

    code = "below_minimum"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        false_mahjong: DealScore | None = None,
        **params: object,
    ) -> None:
        super().__init__(message, code=code, **params)
        self.false_mahjong = false_mahjong


class InvalidOptions(ScoringError):
    """An unknown ruleset option or a value out of its range."""

    code = "options"


class UnknownRuleset(ScoringError):
    code = "ruleset"
