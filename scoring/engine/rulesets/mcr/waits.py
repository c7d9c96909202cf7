"""What a hand waits on: every tile that would complete the winner's concealed tiles (the
winning tile taken out), special hands included. Edge, Closed and Single Wait count only when
exactly one tile completes the hand (AMBIG-5; Chicken Hand's "enig mogelijke plaats"
presupposes it [002:L531]).

Standard hands are judged group by group: each suit (and each honour) is either complete as
sets (S), complete as sets and the pair (P), or not (X). One more tile completes the hand when
it turns the groups into all S but exactly one P. The per-suit answers are cached.
"""

from __future__ import annotations

from functools import cache

from .shapes import KNITTED, TERMINALS_HONOURS, honours_knitted, knitted_splits, suit_splits

_S, _P, _X = 0, 1, 2


@cache
def _suit_info(base: int, counts: tuple[int, ...]) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """(kind of the suit as it is, tiles that make it S, tiles that make it P). A suit of
    3n tiles gains nothing from one more; 3n+2 may become S; 3n+1 may become P."""
    r = sum(counts) % 3
    if r == 0:
        return (_S if suit_splits(base, counts, False) else _X), (), ()
    c = list(counts)
    found: list[int] = []
    for i in range(9):
        if c[i] >= 4:
            continue
        c[i] += 1
        if suit_splits(base, tuple(c), r == 1):
            found.append(base + i)
        c[i] -= 1
    if r == 2:
        return (_P if suit_splits(base, counts, True) else _X), tuple(found), ()
    return _X, (), tuple(found)


def standard_waits(conc: list[int]) -> set[int]:
    """Tiles completing ``conc`` (13 - 3 x melds concealed tiles) as sets plus one pair."""
    groups: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []
    bad = pairs = 0
    for base in (0, 9, 18):
        suit = tuple(conc[base : base + 9])
        if any(suit):
            group = _suit_info(base, suit)
            groups.append(group)
            if group[0] == _X:
                bad += 1
            elif group[0] == _P:
                pairs += 1
    for t in range(27, 34):
        n = conc[t]
        if n == 0 or n == 3:
            continue
        if n == 2:
            groups.append((_P, (t,), ()))
            pairs += 1
        elif n == 1:
            groups.append((_X, (), (t,)))
            bad += 1
        else:
            return set()
    out: set[int] = set()
    if bad > 1:
        return out
    for kind, to_s, to_p in groups:
        other_bad = bad - (kind == _X)
        if other_bad:
            continue
        other_pairs = pairs - (kind == _P)
        if other_pairs == 1:
            out.update(to_s)
        elif other_pairs == 0:
            out.update(to_p)
    return out


def _seven_pairs_waits(conc: list[int]) -> set[int]:
    pairs = 0
    single = -1
    for t, n in enumerate(conc):
        if n >= 2:
            pairs += n // 2
        if n % 2:
            if single >= 0:
                return set()
            single = t
    return {single} if pairs == 6 and single >= 0 else set()


_SIMPLES = tuple(t for t in range(27) if t % 9 not in (0, 8))


def _thirteen_orphans_waits(conc: list[int]) -> set[int]:
    if any(conc[t] for t in _SIMPLES):
        return set()
    missing = [t for t in TERMINALS_HONOURS if not conc[t]]
    if not missing:
        return set(TERMINALS_HONOURS)
    if len(missing) == 1 and max(conc) == 2:
        return set(missing)
    return set()


def waiting_tiles(conc: list[int], melds: int, held: list[int]) -> set[int]:
    """Every tile that completes the hand: ``conc`` are the concealed tiles without the
    winning tile, ``melds`` the number of declared sets, ``held`` the counts of every tile the
    player holds (a tile of which he holds all four cannot come)."""
    out = standard_waits(conc)
    if melds == 0:
        out |= _seven_pairs_waits(conc)
        out |= _thirteen_orphans_waits(conc)
        if max(conc) <= 1:
            out |= _special_waits(conc, lambda t: honours_knitted(t) is not None)
    if melds <= 1 and _maybe_knitted(conc):
        out |= _special_waits(conc, lambda t: bool(knitted_splits(t)))
    return {t for t in out if held[t] < 4}


def _special_waits(conc: list[int], complete) -> set[int]:
    out = set()
    for t in range(34):
        if conc[t] >= 4:
            continue
        conc[t] += 1
        if complete(tuple(conc)):
            out.add(t)
        conc[t] -= 1
    return out


def _maybe_knitted(conc: list[int]) -> bool:
    """Eight of the nine tiles of some knitted straight (cheap test before the slow one)."""
    for k in KNITTED:
        missing = 0
        for t in k:
            if not conc[t]:
                missing += 1
                if missing > 1:
                    break
        else:
            return True
    return False
