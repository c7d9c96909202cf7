"""Hong Kong Mahjong as played at club Fu-Hing, Varsseveld (seed 004, Dutch), with Pao.

Modules, one concept each: :mod:`.elements` (the fan table), :mod:`.options` (club
variants a-j and readings of the ambiguities), :mod:`.shapes` (readings of the hand),
:mod:`.fan_rules` and :mod:`.limits` (what a reading scores), :mod:`.seasons`,
:mod:`.payments` (tables T1 and T2), :mod:`.settle` (settlement with Pao),
:mod:`.pao_advice` (is a discarder liable?), :mod:`.scorer`, :mod:`.ruleset` (with the
plan of its random winning hands for benchmarks and property tests).
"""

from .dangerous_games import PaoAdvice
from .pao_advice import pao_advice
from .ruleset import RULESET, HongKongRuleset

random_winning_deal = RULESET.random_winning_deal

__all__ = ["RULESET", "HongKongRuleset", "PaoAdvice", "pao_advice", "random_winning_deal"]
