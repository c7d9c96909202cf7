"""MCR: Mahjong Competitie Regels (Chinese Official rules), seed 002, spec rules/mcr.md.

Modules, one concept each: ``table`` (the 82 elements and what each excludes), ``options``
(readings of the ambiguities), ``shapes`` (splits and special hands), ``groups`` (the
concealed tiles suit by suit, cached), ``waits`` (what a hand waits on), ``combos`` (elements
of several sets, account once), ``traits`` (elements of the tiles held), ``keeping`` (elements
as bits, exclusions as masks), ``arrangement`` (elements of one arrangement), ``search``
(exclusions and the best arrangement), ``deal`` (a Deal to the scorer's summary), ``settle``
(payments), ``ruleset`` (the Ruleset, with the plan of its random winning deals for benchmarks
and property tests).
"""

from __future__ import annotations

from .ruleset import MCR, RULESET

random_winning_deal = RULESET.random_winning_deal

__all__ = ["MCR", "RULESET", "random_winning_deal"]
