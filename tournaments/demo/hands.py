"""Plausible quick-entry hands for the demo: each player's hand value as a table counts it.

Values are drawn from typical Dutch-rules scores. The scoring engine settles them
(``settle_quick``) exactly as it would a scorekeeper's quick entry: the demo enters them
through ``hand_entry.hand_enter``, as a scorekeeper does.
"""

import random

from scoring.hand_value import EntryResult, HandEntry, QuickTotals

HAND_WINDS = ("E", "S", "W", "N")
_LOSER_VALUES = (0, 0, 2, 4, 8, 8, 12, 16, 20, 24, 32, 40, 48, 64)
_WINNER_VALUES = (32, 40, 48, 64, 72, 96, 112, 128, 160, 192, 256, 320, 512)
# MCR: the winner's points (8 at least), the others count nothing of their own
_MCR_WINNER_VALUES = (8, 8, 9, 10, 11, 12, 13, 14, 16, 17, 22, 24, 25, 32, 40, 48, 64, 88)


def demo_hand(*, rng: random.Random, ruleset: str, prevailing_wind: str = "E") -> HandEntry:
    """One hand: mostly a win (some self-drawn), sometimes a draw."""
    if rng.random() < 0.1:
        points = dict.fromkeys(HAND_WINDS, 0)
        result = EntryResult(kind="draw")
    else:
        winner = rng.choice(HAND_WINDS)
        if ruleset == "mcr":
            points = dict.fromkeys(HAND_WINDS, 0)
            points[winner] = rng.choice(_MCR_WINNER_VALUES)
        else:
            points = {w: rng.choice(_LOSER_VALUES) for w in HAND_WINDS}
            points[winner] = rng.choice(_WINNER_VALUES)
        self_drawn = rng.random() < 0.3
        discarder = None
        if not self_drawn:
            discarder = rng.choice([w for w in HAND_WINDS if w != winner])
        result = EntryResult(kind="win", winner=winner, self_drawn=self_drawn, discarder=discarder)
    return HandEntry(
        ruleset=ruleset,
        prevailing_wind=prevailing_wind,
        players={w: {} for w in HAND_WINDS},
        result=result,
        quick=QuickTotals(points=points),
    )
