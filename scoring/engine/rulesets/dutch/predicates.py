"""The predicates of the Dutch scoring tables: ``(reading, context) -> times it applies``.

Both tables (``nmb`` and ``redbook``) are built from these; a row's value, names and seed
lines live in the ruleset's element table, the logic here, once.
"""

from __future__ import annotations

from scoring.engine.hand import Condition

from .reading import B1, C1, C5, GREEN_DRAGON, Context, Reading
from .table import Predicate

# --- sets and pairs (every player) -------------------------------------------------------


def sets_of(*, kong: bool, concealed: bool, edel: bool) -> Predicate:
    """Pungs or kongs, open or concealed, of simples or of terminals/honours [000:L236-L242]."""
    key = (kong, concealed, edel)

    def count(r: Reading, c: Context) -> int:
        return r.facts.set_keys.get(key, 0)

    return count


def pairs_of_dragons(r: Reading, c: Context) -> int:
    return sum(1 for t in r.pairs if t >= 31)


def pairs_of_own_wind(r: Reading, c: Context) -> int:
    return r.pairs.count(c.own_wind)


def pairs_of_round_wind(r: Reading, c: Context) -> int:
    return r.pairs.count(c.round_wind)


def pungs_of_dragons(r: Reading, c: Context) -> int:
    return r.facts.dragon_pungs


def pungs_of_own_wind(r: Reading, c: Context) -> int:
    return r.facts.pung_tiles.count(c.own_wind)


def pungs_of_round_wind(r: Reading, c: Context) -> int:
    return r.facts.pung_tiles.count(c.round_wind)


def pungs_of_ruling_dragon(r: Reading, c: Context) -> int:
    """Green dragon round of the 3- and 5-player tables: a Gd pung/kong earns an extra
    double [000:L558, L585]."""
    if not c.green_dragon_round:
        return 0
    return r.facts.pung_tiles.count(GREEN_DRAGON)


# --- concealed pungs and kongs (one of four, footnote 4 [000:L276]) -----------------------


def _concealed_pungs(r: Reading, c: Context) -> int:
    """Concealed pungs and kongs; an open kong counts as a concealed pung when the club
    reads "Een open kong mag als dichte pung geteld worden" literally ([000:L251, L253], A30)."""
    f = r.facts
    if c.options.get("open_kong_as_concealed_pung"):
        return f.concealed_pungs + f.open_kongs
    return f.concealed_pungs


def three_concealed_pungs(r: Reading, c: Context) -> int:
    return int(_concealed_pungs(r, c) >= 3)


def four_concealed_pungs(r: Reading, c: Context) -> int:
    return int(_concealed_pungs(r, c) >= 4)


def three_concealed_kongs(r: Reading, c: Context) -> int:
    return int(r.facts.concealed_kongs >= 3)


def four_kongs(r: Reading, c: Context) -> int:
    return int(r.facts.kongs >= 4)


# --- purity (one of three, footnote 4 [000:L276]) ----------------------------------------


def one_suit_only(r: Reading, c: Context) -> int:
    """Tiles of one suit only (zuiver spel [000:L257]; superschoon [003:L175], B3)."""
    f = r.facts
    return int(f.suits == 1 and not f.honours)


def honours_only(r: Reading, c: Context) -> int:
    return int(r.facts.suits == 0)


def one_suit_and_honours(r: Reading, c: Context) -> int:
    """Schoon spel, first form: one suit with winds and/or dragons [000:L255, L651]."""
    f = r.facts
    return int(f.suits == 1 and f.honours > 0)


def terminals_of_one_suit_and_honours(r: Reading, c: Context) -> int:
    """Zeer schoon spel: winds and dragons with 1s and 9s of one suit [000:L256, L653]."""
    f = r.facts
    return int(f.suits == 1 and f.honours > 0 and f.only_terminals_honours)


def terminals_and_honours(r: Reading, c: Context) -> int:
    """Only terminals and honours, both present; with option ``schoon_terminals_only`` also a
    hand of terminals alone ("alleen hoekstenen en troefstenen" [000:L652], A18)."""
    f = r.facts
    if not f.only_terminals_honours or not f.suits:
        return 0
    return int(f.honours > 0 or bool(c.options.get("schoon_terminals_only", True)))


def schoon(r: Reading, c: Context) -> int:
    """Schoon spel: one suit with honours, or only terminals and honours [000:L255, L651-L652]."""
    return int(bool(one_suit_and_honours(r, c) or terminals_and_honours(r, c)))


def terminals_only(r: Reading, c: Context) -> int:
    """Only 1s and 9s, no honours ("alleen enen en negens" [003:L176])."""
    f = r.facts
    return int(f.only_terminals_honours and not f.honours)


def mixed_terminals_honours(r: Reading, c: Context) -> int:
    """Only terminals and honours, both present ("alleen enen, negens, troefstenen" [003:L167])."""
    f = r.facts
    return int(f.only_terminals_honours and f.suits > 0 and f.honours > 0)


# --- the winner's hand ------------------------------------------------------------------


def always(r: Reading, c: Context) -> int:
    return 1


def fully_concealed(r: Reading, c: Context) -> int:
    return int(c.fully_concealed)


def little_four_winds(r: Reading, c: Context) -> int:
    """Three wind pungs and a wind pair [000:L261]."""
    return int(r.facts.wind_pungs == 3 and any(27 <= t < 31 for t in r.pairs))


def little_three_dragons(r: Reading, c: Context) -> int:
    """Two dragon pungs and a dragon pair [000:L262]."""
    return int(r.facts.dragon_pungs == 2 and any(t >= 31 for t in r.pairs))


def three_dragon_pungs(r: Reading, c: Context) -> int:
    """Three dragon pungs/kongs with any fourth set and a pair (De Drie Wijzen [003:L251])."""
    return int(r.facts.dragon_pungs == 3)


def four_chows(r: Reading, c: Context) -> int:
    return int(r.facts.chows == 4)


def four_pungs(r: Reading, c: Context) -> int:
    return int(len(r.facts.pung_tiles) == 4)


def four_pungs_of_simples(r: Reading, c: Context) -> int:
    return int(len(r.facts.pung_tiles) == 4 and r.facts.only_simples)


def all_simples(r: Reading, c: Context) -> int:
    return int(r.facts.only_simples)


# --- the winning tile -------------------------------------------------------------------


def only_possible(r: Reading, c: Context) -> int:
    """The only tile that completed the hand ([000:L267, L309], A4; computed from the tiles)."""
    if r.pe_ling and not c.options.get("pe_ling_stacks", True):
        return 0
    waits = c.extra.get("waits")
    # the winning c1 of Pe-ling fills the single b1 place (A11)
    return int(waits is not None and waits == {B1 if r.pe_ling else c.winning_tile})


def pair_completed(r: Reading, c: Context) -> int:
    if r.pe_ling and not c.options.get("pe_ling_stacks", True):
        return 0
    return int(r.placement == "pair")


def pe_ling(r: Reading, c: Context) -> int:
    return int(r.pe_ling)


def from_the_wall(r: Reading, c: Context) -> int:
    """Self-drawn; on the loose tile too when option ``loose_tile_self_drawn`` ([000] A10,
    [003] B24)."""
    if not c.self_drawn:
        return 0
    if c.has(Condition.KONG_REPLACEMENT) or c.has(Condition.KONG_ON_KONG):
        return int(bool(c.options.get("loose_tile_self_drawn")))
    return 1


def last_wall_tile(r: Reading, c: Context) -> int:
    """The last tile of the wall, self-drawn [000:L271]; the discard after it counts too
    with option ``last_tile_discard`` ([003] B13)."""
    if not c.has(Condition.LAST_WALL_TILE):
        return 0
    return int(c.self_drawn or bool(c.options.get("last_tile_discard")))


def _replaces(c: Context) -> bool:
    return c.options.get("special_tile_doubles", "replace") == "replace"


def last_wall_tile_plain(r: Reading, c: Context) -> int:
    """1 double; not added to the c1 variant unless option ``special_tile_doubles`` = add (A8)."""
    if not last_wall_tile(r, c):
        return 0
    return int(not (c.winning_tile == C1 and _replaces(c)))


def last_wall_tile_c1(r: Reading, c: Context) -> int:
    return int(bool(last_wall_tile(r, c)) and c.winning_tile == C1)


def _loose_tile(c: Context) -> bool:
    return c.has(Condition.KONG_REPLACEMENT) or c.has(Condition.KONG_ON_KONG)


def _kong_on_kong_replaces(c: Context) -> bool:
    return c.has(Condition.KONG_ON_KONG) and c.options.get("kong_on_kong", "replace") == "replace"


def kong_replacement(r: Reading, c: Context) -> int:
    """Kong met de bloeiende bloemen [000:L273; 003:L222-L224]; replaced by its c5 variant
    (A8) and by kong op kong (A9) unless the club adds them up."""
    if not _loose_tile(c) or _kong_on_kong_replaces(c):
        return 0
    return int(not (c.winning_tile == C5 and _replaces(c)))


def kong_replacement_c5(r: Reading, c: Context) -> int:
    if not _loose_tile(c) or c.winning_tile != C5:
        return 0
    return int(not _kong_on_kong_replaces(c) or not _replaces(c))


def kong_on_kong(r: Reading, c: Context) -> int:
    return int(c.has(Condition.KONG_ON_KONG))


def robbing_kong(r: Reading, c: Context) -> int:
    return int(c.has(Condition.ROBBING_KONG))


def robbing_kong_with_chow(r: Reading, c: Context) -> int:
    """Kong-roof "Mahjong halen met een chow" [003:L228]: the robbed tile completes a chow,
    or any set with option ``kong_roof_any`` (B12)."""
    if not c.has(Condition.ROBBING_KONG):
        return 0
    return int(r.placement == "chow" or bool(c.options.get("kong_roof_any")))


def earth(r: Reading, c: Context) -> int:
    return int(c.has(Condition.EARTH))


def never(r: Reading, c: Context) -> int:
    """For a row the interchange format has no condition for (it is entered by hand)."""
    return 0


# --- flowers and seasons (optional variant [000:L536-L546]) ------------------------------


def _flowers_count(c: Context) -> bool:
    return bool(c.options.get("flowers")) and (
        c.winner or bool(c.options.get("flowers_losers", True))
    )


def bonus_tiles(r: Reading, c: Context) -> int:
    return len(c.hand.bonus) if _flowers_count(c) else 0


def own_bonus_tiles(r: Reading, c: Context) -> int:
    if not _flowers_count(c):
        return 0
    return sum(1 for t in c.hand.bonus if t.wind == c.seat)


def bonus_series(r: Reading, c: Context) -> int:
    """ "Een reeks gelukstenen" (A24): read as all four flowers, or all four seasons."""
    if not _flowers_count(c):
        return 0
    flowers = sum(1 for t in c.hand.bonus if t.is_flower)
    seasons = sum(1 for t in c.hand.bonus if t.is_season)
    return int(flowers == 4) + int(seasons == 4)
