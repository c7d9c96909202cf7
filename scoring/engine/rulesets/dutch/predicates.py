"""The predicates of the Dutch scoring tables: ``(facts, options) -> times it applies``.

Both tables (``nmb`` and ``redbook``) are built from these; a row's value, names and seed
lines live in the ruleset's element table, the logic here, once. A predicate sees the
reading's :class:`~.facts.Facts` and the options only (that is what makes a count cacheable).
"""

from __future__ import annotations

from scoring.engine.hand import Condition

from .facts import CONCEALED, EDEL, KONG, Facts
from .table import Options, Predicate

# --- sets and pairs (every player) -------------------------------------------------------


def sets_of(*, kong: bool, concealed: bool, edel: bool) -> Predicate:
    """Pungs or kongs, open or concealed, of simples or of terminals/honours [000:L236-L242]."""
    index = kong * KONG + concealed * CONCEALED + edel * EDEL

    def count(f: Facts, o: Options) -> int:
        return f.sets[index]

    return count


def pairs_of_dragons(f: Facts, o: Options) -> int:
    return f.dragon_pairs


def pairs_of_own_wind(f: Facts, o: Options) -> int:
    return f.own_wind_pairs


def pairs_of_round_wind(f: Facts, o: Options) -> int:
    return f.round_wind_pairs


def pungs_of_dragons(f: Facts, o: Options) -> int:
    return f.dragon_pungs


def pungs_of_own_wind(f: Facts, o: Options) -> int:
    return f.own_wind_pungs


def pungs_of_round_wind(f: Facts, o: Options) -> int:
    return f.round_wind_pungs


def pungs_of_ruling_dragon(f: Facts, o: Options) -> int:
    """Green dragon round of the 3- and 5-player tables: a Gd pung/kong earns an extra
    double [000:L558, L585]."""
    if not f.green_dragon_round:
        return 0
    return f.green_dragon_pungs


# --- concealed pungs and kongs (one of four, footnote 4 [000:L276]) -----------------------


def _concealed_pungs(f: Facts, o: Options) -> int:
    """Concealed pungs and kongs; an open kong counts as a concealed pung when the club
    reads "Een open kong mag als dichte pung geteld worden" literally ([000:L251, L253], A30)."""
    if o.open_kong_as_concealed_pung:
        return f.concealed_pungs + f.open_kongs
    return f.concealed_pungs


def three_concealed_pungs(f: Facts, o: Options) -> int:
    return int(_concealed_pungs(f, o) >= 3)


def four_concealed_pungs(f: Facts, o: Options) -> int:
    return int(_concealed_pungs(f, o) >= 4)


def three_concealed_kongs(f: Facts, o: Options) -> int:
    return int(f.concealed_kongs >= 3)


def four_kongs(f: Facts, o: Options) -> int:
    return int(f.kongs >= 4)


# --- purity (one of three, footnote 4 [000:L276]) ----------------------------------------


def one_suit_only(f: Facts, o: Options) -> int:
    """Tiles of one suit only (zuiver spel [000:L257]; superschoon [003:L175], B3)."""
    return int(f.suits == 1 and not f.honours)


def honours_only(f: Facts, o: Options) -> int:
    return int(f.suits == 0)


def one_suit_and_honours(f: Facts, o: Options) -> int:
    """Schoon spel, first form: one suit with winds and/or dragons [000:L255, L651]."""
    return int(f.suits == 1 and f.honours)


def terminals_of_one_suit_and_honours(f: Facts, o: Options) -> int:
    """Zeer schoon spel: winds and dragons with 1s and 9s of one suit [000:L256, L653]."""
    return int(f.suits == 1 and f.honours and f.only_terminals_honours)


def terminals_and_honours(f: Facts, o: Options) -> int:
    """Only terminals and honours, both present; with option ``schoon_terminals_only`` also a
    hand of terminals alone ("alleen hoekstenen en troefstenen" [000:L652], A18)."""
    if not f.only_terminals_honours or not f.suits:
        return 0
    return int(f.honours or bool(o.schoon_terminals_only))


def schoon(f: Facts, o: Options) -> int:
    """Schoon spel: one suit with honours, or only terminals and honours [000:L255, L651-L652]."""
    return int(bool(one_suit_and_honours(f, o) or terminals_and_honours(f, o)))


def terminals_only(f: Facts, o: Options) -> int:
    """Only 1s and 9s, no honours ("alleen enen en negens" [003:L176])."""
    return int(f.only_terminals_honours and not f.honours)


def mixed_terminals_honours(f: Facts, o: Options) -> int:
    """Only terminals and honours, both present ("alleen enen, negens, troefstenen" [003:L167])."""
    return int(f.only_terminals_honours and f.suits > 0 and f.honours)


# --- the winner's hand ------------------------------------------------------------------


def always(f: Facts, o: Options) -> int:
    return 1


def fully_concealed(f: Facts, o: Options) -> int:
    return int(f.fully_concealed)


def little_four_winds(f: Facts, o: Options) -> int:
    """Three wind pungs and a wind pair [000:L261]."""
    return int(f.wind_pungs == 3 and f.wind_pairs > 0)


def little_three_dragons(f: Facts, o: Options) -> int:
    """Two dragon pungs and a dragon pair [000:L262]."""
    return int(f.dragon_pungs == 2 and f.dragon_pairs > 0)


def three_dragon_pungs(f: Facts, o: Options) -> int:
    """Three dragon pungs/kongs with any fourth set and a pair (De Drie Wijzen [003:L251])."""
    return int(f.dragon_pungs == 3)


def four_chows(f: Facts, o: Options) -> int:
    return int(f.chows == 4)


def four_pungs(f: Facts, o: Options) -> int:
    return int(f.pungs == 4)


def four_pungs_of_simples(f: Facts, o: Options) -> int:
    return int(f.pungs == 4 and f.only_simples)


def all_simples(f: Facts, o: Options) -> int:
    return int(f.only_simples)


# --- the winning tile -------------------------------------------------------------------


def only_possible(f: Facts, o: Options) -> int:
    """The only tile that completed the hand ([000:L267, L309], A4; computed from the tiles;
    the winning c1 of Pe-ling fills the single b1 place, A11)."""
    if f.pe_ling and not o.pe_ling_stacks:
        return 0
    return int(f.sole_wait)


def pair_completed(f: Facts, o: Options) -> int:
    if f.pe_ling and not o.pe_ling_stacks:
        return 0
    return int(f.placement == "pair")


def pe_ling(f: Facts, o: Options) -> int:
    return int(f.pe_ling)


def _loose_tile(f: Facts) -> bool:
    return Condition.KONG_REPLACEMENT in f.conditions or Condition.KONG_ON_KONG in f.conditions


def from_the_wall(f: Facts, o: Options) -> int:
    """Self-drawn; on the loose tile too when option ``loose_tile_self_drawn`` ([000] A10,
    [003] B24)."""
    if not f.self_drawn:
        return 0
    if _loose_tile(f):
        return int(bool(o.loose_tile_self_drawn))
    return 1


def last_wall_tile(f: Facts, o: Options) -> int:
    """The last tile of the wall, self-drawn [000:L271]; the discard after it counts too
    with option ``last_tile_discard`` ([003] B13)."""
    if Condition.LAST_WALL_TILE not in f.conditions:
        return 0
    return int(f.self_drawn or bool(o.last_tile_discard))


def _replaces(o: Options) -> bool:
    return o.special_tile_doubles == "replace"


def last_wall_tile_plain(f: Facts, o: Options) -> int:
    """1 double; not added to the c1 variant unless option ``special_tile_doubles`` = add (A8)."""
    if not last_wall_tile(f, o):
        return 0
    return int(not (f.winning_c1 and _replaces(o)))


def last_wall_tile_c1(f: Facts, o: Options) -> int:
    return int(bool(last_wall_tile(f, o)) and f.winning_c1)


def _kong_on_kong_replaces(f: Facts, o: Options) -> bool:
    return Condition.KONG_ON_KONG in f.conditions and o.kong_on_kong == "replace"


def loose_tile(f: Facts, o: Options) -> int:
    """A win on the loose tile after a kong (or a kong on a kong)."""
    return int(_loose_tile(f))


def kong_replacement(f: Facts, o: Options) -> int:
    """Kong met de bloeiende bloemen [000:L273; 003:L222-L224]; replaced by its c5 variant
    (A8) and by kong op kong (A9) unless the club adds them up."""
    if not _loose_tile(f) or _kong_on_kong_replaces(f, o):
        return 0
    return int(not (f.winning_c5 and _replaces(o)))


def kong_replacement_c5(f: Facts, o: Options) -> int:
    """The loose tile is c5 [000:L274, L278, card L668]: 3 doubles, also when that loose
    tile came after a kong on a kong. A8 and A9 each replace only the plain 1 double of
    L273; nothing takes the c5 double away, so it adds to kong op kong [000:L223]."""
    return int(_loose_tile(f) and f.winning_c5)


def kong_on_kong(f: Facts, o: Options) -> int:
    return int(Condition.KONG_ON_KONG in f.conditions)


def robbing_kong(f: Facts, o: Options) -> int:
    return int(Condition.ROBBING_KONG in f.conditions)


def robbing_kong_with_chow(f: Facts, o: Options) -> int:
    """Kong-roof "Mahjong halen met een chow" [003:L228]: the robbed tile completes a chow,
    or any set with option ``kong_roof_any`` (B12)."""
    if Condition.ROBBING_KONG not in f.conditions:
        return 0
    return int(f.placement == "chow" or bool(o.kong_roof_any))


def earth(f: Facts, o: Options) -> int:
    return int(Condition.EARTH in f.conditions)


def earth_not_east(f: Facts, o: Options) -> int:
    """A win on East's first discard: not East's own, not self-drawn."""
    return int(Condition.EARTH in f.conditions and not f.east and not f.self_drawn)


def never(f: Facts, o: Options) -> int:
    """For a row the interchange format has no condition for (it is entered by hand)."""
    return 0


# --- flowers and seasons (optional variant [000:L536-L546]) ------------------------------


def _flowers_count(f: Facts, o: Options) -> bool:
    return bool(o.flowers) and (f.winner or bool(o.flowers_losers))


def bonus_tiles(f: Facts, o: Options) -> int:
    return f.bonus if _flowers_count(f, o) else 0


def own_bonus_tiles(f: Facts, o: Options) -> int:
    return f.own_bonus if _flowers_count(f, o) else 0


def bonus_series(f: Facts, o: Options) -> int:
    """ "Een reeks gelukstenen" (A24): read as all four flowers, or all four seasons."""
    return f.bonus_series if _flowers_count(f, o) else 0
