"""Sums per player and table that value any swap of the draw in a few lookups,
kept up to date as swaps are made (for the tabu run, :mod:`.tabu`).

For a free round r, a seated player x and a table t of that round:

* ``join[r][x * T + t]``: what x meeting every player of table t once more in
  round r would cost (T: the round's number of tables);
* ``leave[r][x]``: the cost change of x no longer meeting his table-mates in
  round r: zero, or below zero when one of those meetings is a repeat, a
  forbidden or a consecutive one (x is then in conflict, :mod:`.tabu`).

"Cost" is the search's objective (:mod:`.search`): a pair's meeting count
(its ``inc`` and ``dec`` steps), a forbidden pair's meeting, and a meeting in
round r of a pair that also met in round r - 1 or r + 1 (``CONSECUTIVE``).
Swapping p (table a) and q (table b) in round r then changes the cost by

    leave[p] + leave[q] + join[p * T + b] + join[q * T + a] - 2 * meeting(p, q)

because p and q sit at different tables before and after, so their own pair's
meetings do not change: ``join`` counted it once for each. The sums are the
same numbers as :meth:`.SearchState.delta` (a test compares them on every
swap of many draws), but a swap is valued in a few lookups instead of a pass
over both tables and the neighbouring rounds; making a swap updates the sums
of the players whose pairs changed, in every free round.
"""

from __future__ import annotations

from .search_state import CONSECUTIVE, FORBIDDEN, SearchState


class SwapSums:
    """The ``join`` and ``leave`` sums of a search state (see the module)."""

    def __init__(self, state: SearchState) -> None:
        self.state = state
        self.join: list[list[int]] = [[] for _ in range(state.rounds)]
        self.leave: list[list[int]] = [[] for _ in range(state.rounds)]
        for r in range(state.h, state.rounds):
            self._build(r)

    # -- the cost of one pair ------------------------------------------------

    def meeting(self, r: int, a: int, b: int) -> int:
        """What a and b meeting once more, in round r, would cost."""
        s = self.state
        k = a * s.n + b
        cost = s.inc[s.meet[k]] + FORBIDDEN * s.forb[k]
        return cost + CONSECUTIVE * self._beside(r, a, b)

    def parting(self, r: int, a: int, b: int) -> int:
        """What a and b, table-mates in round r, no longer meeting there would cost."""
        s = self.state
        k = a * s.n + b
        cost = s.dec[s.meet[k]] - FORBIDDEN * s.forb[k]
        return cost - CONSECUTIVE * self._beside(r, a, b)

    def _beside(self, r: int, a: int, b: int) -> int:
        """In how many of the rounds r - 1 and r + 1 a and b sat at one table
        (unseated players have distinct negative tables)."""
        count = 0
        for seat in self._around(r):
            if seat[a] == seat[b]:
                count += 1
        return count

    def _around(self, r: int) -> list[list[int]]:
        """Where each player sat in the rounds before and after round r."""
        where = self.state.where
        return [where[o] for o in (r - 1, r + 1) if 0 <= o < self.state.rounds]

    # -- building and keeping up to date --------------------------------------

    def _build(self, r: int) -> None:
        s = self.state
        tables = s.tables[r]
        width = len(tables)
        join = [0] * (s.n * width)
        leave = [0] * s.n
        for x in range(s.n):
            mine = s.where[r][x]
            if mine < 0:
                continue
            row = x * width
            for t, table in enumerate(tables):
                join[row + t] = sum(self.meeting(r, x, y) for y in table if y != x)
            leave[x] = sum(self.parting(r, x, y) for y in tables[mine] if y != x)
        self.join[r], self.leave[r] = join, leave

    def value(self, r: int, p: int, q: int) -> int:
        """The cost change of swapping p and q (at different tables) in round r."""
        where, width = self.state.where[r], len(self.state.tables[r])
        join, leave = self.join[r], self.leave[r]
        return (
            leave[p]
            + leave[q]
            + join[p * width + where[q]]
            + join[q * width + where[p]]
            - 2 * self.meeting(r, p, q)
        )

    def swap(self, r: int, p: int, q: int) -> int:
        """Swap p and q in round r (:meth:`.SearchState.swap`) and update the
        sums; returns how many it looked at (the players of round r, and each
        changed pair in every free round)."""
        s = self.state
        where = s.where[r]
        a, b = where[p], where[q]
        home = [y for y in s.tables[r][a] if y != p]
        away = [y for y in s.tables[r][b] if y != q]
        # Round r's tables a and b change hands (meeting counts as before the swap).
        join, width = self.join[r], len(s.tables[r])
        n, meet, inc, forb = s.n, s.meet, s.inc, s.forb
        around = self._around(r)
        for x in range(n):
            if where[x] < 0 or x in (p, q):
                continue
            kp, kq = x * n + p, x * n + q
            shift = inc[meet[kq]] - inc[meet[kp]] + FORBIDDEN * (forb[kq] - forb[kp])
            for seat in around:
                shift += CONSECUTIVE * ((seat[x] == seat[q]) - (seat[x] == seat[p]))
            join[x * width + a] += shift
            join[x * width + b] -= shift
        both = self.meeting(r, p, q)
        join[p * width + a] += both
        join[p * width + b] -= both
        join[q * width + a] -= both
        join[q * width + b] += both
        s.swap(r, p, q)
        changed = [(p, y, -1) for y in home] + [(q, y, 1) for y in home]
        changed += [(q, y, -1) for y in away] + [(p, y, 1) for y in away]
        self._pairs_changed(r, changed)
        for x in (p, q, *home, *away):
            mine = s.tables[r][where[x]]
            self.leave[r][x] = sum(self.parting(r, x, y) for y in mine if y != x)
        return n + len(changed) * (s.rounds - s.h)

    def _pairs_changed(self, r: int, changed: list[tuple[int, int, int]]) -> None:
        """Each (x, y, step): x and y meet ``step`` (1 or -1) times more, in
        round r. Their pair's count changed in every round's sums, and in the
        rounds beside r whether they met in the round before or after."""
        s = self.state
        n, meet, inc, dec = s.n, s.meet, s.inc, s.dec
        steps = []
        for x, y, step in changed:
            m = meet[x * n + y]
            steps.append((x, y, step, inc[m] - inc[m - step], dec[m] - dec[m - step]))
        for o in range(s.h, s.rounds):
            seat, width = s.where[o], len(s.tables[o])
            join, leave = self.join[o], self.leave[o]
            beside = o in (r - 1, r + 1)
            for x, y, step, inc_change, dec_change in steps:
                wx, wy = seat[x], seat[y]
                if wx < 0 or wy < 0:
                    continue
                change = inc_change + CONSECUTIVE * step if beside else inc_change
                join[x * width + wy] += change
                join[y * width + wx] += change
                if wx == wy and o != r:  # round r's leave sums are recounted
                    parted = dec_change - CONSECUTIVE * step if beside else dec_change
                    leave[x] += parted
                    leave[y] += parted
