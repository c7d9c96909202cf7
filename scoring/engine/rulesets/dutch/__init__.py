"""The Dutch scoring base shared by ``nmb`` (seed 000) and ``redbook`` (seed 003).

How a hand is counted
=====================

Every player's hand scores, not only the winner's [000:L225-L233; 003:L105]. For each player:

* **Points.** Pungs and kongs score by kind, open or concealed, simples or "edelstenen"
  (terminals and honours): pung 2/4 and 4/8, kong 8/16 and 16/32; a chow scores 0; a pair of
  dragons, of the own wind or of the round wind scores 2, own + round wind 2 + 2
  [000:L236-L245, L228; 003:L117-L155]. The winner adds 20 for mahjong and the winning-tile
  points [000:L245, L265-L270, L657-L662].
* **Doubles.** Every player's doubles (dragon and wind pungs, concealed pungs, purity) and the
  winner's own (special hands, winning tile) add up [000:L223], except within footnote 4's
  two groups, where only the highest counts [000:L276].
* **Score = points x 2^doubles** [000:L314-L318], capped at the limit: 2000 in ``nmb``
  [000:L217], the club's L in ``redbook`` (B4).
* A dead hand scores 0 and still pays [000:L196-L200, L557].

A loser's tiles are not a complete hand: its melds count as declared, and among its loose tiles
every three (or four) of a kind count as a concealed pung and every two of a kind as a pair,
the most favourable reading of the example [000:L361, L367]. Purity is judged over all its
tiles [000:L365, L367].

The winner's hand is searched: every split into sets + pair, every place of the winning tile,
the Pe-ling reading (a winning c1 as b1 [000:L311]) and the irregular shapes; the reading worth
most counts ([000] A26). ``nmb`` requires two doubles to go out, irregular limit hands exempt
[000:L119]; fewer is not a mahjong: :class:`InvalidHand` tells the scorekeeper to record a
false mahjong (a dead hand, nothing settled [000:L162, L198, L313]).

Limits
======

A limit hand earns a flat value, nothing added [000:L219, L221]. Irregular limit hands (not
made of sets) must be concealed up to the wait; a loser waiting for one earns half its value
[000:L219, L458, L589; 003:L255-L256] (or its count when higher, [000] A29). A waiting regular
limit hand earns its ordinary count [000:L221, L321]. ``redbook`` doubles a limit hand held
"geheel in de hand" up to a self-drawn last tile [003:L247, L269-L322].

Settlement
==========

The winner receives his or her score from each other player and pays nothing; the others pay
each other the differences of their scores; East pays and receives double; the sum is zero
[000:L327-L335, L380, L581; 003:L97-L103]. A draw settles nothing [000:L166, L582]. So East
winning 2000 collects 3 x 4000 = 12000, another winner at most 8000 [000:L217].

Modules: :mod:`.shapes` (splits, waits, irregular shapes), :mod:`.reading` (one way of counting
a hand), :mod:`.facts` (what the table's rows see of a reading), :mod:`.table` (rows and
counting, cached per options and facts), :mod:`.predicates` and :mod:`.limits` (what the rows
and limit hands test), :mod:`.winner` (the search), :mod:`.settlement`, :mod:`.base` (the
ruleset class).
"""

from .base import DutchRuleset
from .settlement import settle

__all__ = ["DutchRuleset", "settle"]
