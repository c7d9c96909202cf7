"""Penalties (Irrtümer und Strafen 5.4, L332-L363), paid in Laak.

- General penalty (L336): whoever ends the hand by stopping or hindering another player's win
  pays each other player 1 Laak, East receiving or paying double "as usual".
- False Sik (5.4.5 a, L362): once another player has shown his tiles, the culprit pays each
  other player 1 Laak, East double (2 Laak); on a discarded tile the discarder "likewise"
  receives 2 Laak (4 if the discarder is East). Default: 2 Laak in all, not 1 + 2 (19#23,
  option ``false_sik_discarder``). The doublings multiply, so an East culprit pays a
  discarder 4 Laak.
- Players who broke a rule themselves (a faulty set, a wrong tile count: entered as ``dead``)
  receive nothing (L336, L340, L346, L362).
- The value of 1 Laak is not stated; "(siehe 6)" points to the points table of chapter 6,
  whose 1-Laak row is 16 points (L417), 19#12. Appendix C changes the winner's points only,
  not the penalties (spec 16), so 1 Laak stays 16 under it; option ``penalty_laak_points``
  (32: the appendix C table's row, L617).

A general penalty is entered as a false mahjong without a discarder: the payments are the same.
The hand ends without rotating the deal (L336, L362).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from scoring.engine.errors import InvalidHand
from scoring.engine.settlement import Settlement

from .options import Settings
from .payments import DEALER
from .points import MAIN


def laak_points(settings: Settings) -> int:
    """Points of 1 Laak in a penalty: the club's value, else the main table's row (19#12)."""
    return settings.penalty_laak_points or MAIN.one_laak


def penalty_laak(payee: str, culprit: str, discarder: str | None, settings: Settings) -> int:
    """Laak the culprit pays ``payee``."""
    laak = 1
    if payee == discarder:
        laak = 3 if settings.false_sik_discarder_adds else 2
    if not settings.east_single and DEALER in (payee, culprit):
        laak *= 2
    return laak


def penalty_settlement(
    seats: Iterable[str],
    culprit: str,
    settings: Settings,
    *,
    discarder: str | None = None,
    excluded: Collection[str] = (),
) -> Settlement:
    """The culprit pays every other player; ``excluded`` (dead hands) receive nothing."""
    seats = tuple(seats)
    if discarder == culprit:
        raise InvalidHand(
            "the player who called a false Sik cannot be the discarder of that tile",
            code="culprit_is_discarder",
            seat=culprit,
        )
    value = laak_points(settings)
    amounts = dict.fromkeys(seats, 0)
    for payee in seats:
        if payee == culprit or payee in excluded:
            continue
        due = value * penalty_laak(payee, culprit, discarder, settings)
        amounts[payee] = due
        amounts[culprit] -= due
    return Settlement(amounts)
