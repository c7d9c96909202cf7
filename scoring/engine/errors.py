"""Errors the engine raises, each with a code and parameters so that the web layer can
translate the message into the user's language; ``str(error)`` is the English text."""

from __future__ import annotations


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


class InvalidOptions(ScoringError):
    """An unknown ruleset option or a value out of its range."""

    code = "options"


class UnknownRuleset(ScoringError):
    code = "ruleset"
