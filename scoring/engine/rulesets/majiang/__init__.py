"""Ma Jiang (Axel Schmale, after Perlman & Chan), seed 001, spec shared/rules/majiang.md.

Modules, one concept each: :mod:`.elements` (the named units), :mod:`.evaluation` (the
Faan/Laak rows), :mod:`.points` (points tables incl. appendix C), :mod:`.limits` (limit
hands), :mod:`.bonus` (bonus tiles), :mod:`.analysis` and :mod:`.view` (reading the tiles),
:mod:`.win` (how the tile was taken), :mod:`.scorer` (the hand value), :mod:`.payments`,
:mod:`.pao` (settlement and Pao advice), :mod:`.penalties`, :mod:`.options`,
:mod:`.ruleset` (the registry's object, with the plan of its random benchmark hands).
"""

from .pao import PaoAdvice, pao_advice
from .points import hand_value
from .ruleset import RULESET, MaJiang

random_winning_deal = RULESET.random_winning_deal

__all__ = ["RULESET", "MaJiang", "PaoAdvice", "hand_value", "pao_advice", "random_winning_deal"]
