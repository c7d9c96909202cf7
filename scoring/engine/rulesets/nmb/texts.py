"""The nmb ruleset's texts on the site, marked for translation (see
:mod:`scoring.engine.texts`): its name, its elements' names, its options' labels."""

from __future__ import annotations

from scoring.engine.texts import OptionText, RulesetTexts, gettext_noop
from scoring.engine.texts import pgettext_noop as pgettext

ELEMENTS = {
    "nmb.pung_open_simples": pgettext("nmb", "Open pung of simples"),
    "nmb.pung_concealed_simples": pgettext("nmb", "Concealed pung of simples"),
    "nmb.kong_open_simples": pgettext("nmb", "Open kong of simples"),
    "nmb.kong_concealed_simples": pgettext("nmb", "Concealed kong of simples"),
    "nmb.pung_open_edel": pgettext("nmb", "Open pung of terminals or honours"),
    "nmb.pung_concealed_edel": pgettext("nmb", "Concealed pung of terminals or honours"),
    "nmb.kong_open_edel": pgettext("nmb", "Open kong of terminals or honours"),
    "nmb.kong_concealed_edel": pgettext("nmb", "Concealed kong of terminals or honours"),
    "nmb.pair_dragons": pgettext("nmb", "Pair of dragons"),
    "nmb.pair_own_wind": pgettext("nmb", "Pair of the own wind"),
    "nmb.pair_round_wind": pgettext("nmb", "Pair of the round wind"),
    "nmb.pung_dragons": pgettext("nmb", "Pung or kong of dragons"),
    "nmb.pung_own_wind": pgettext("nmb", "Pung or kong of the own wind"),
    "nmb.pung_round_wind": pgettext("nmb", "Pung or kong of the round wind"),
    "nmb.pung_ruling_dragon": pgettext("nmb", "Pung or kong of the ruling green dragon"),
    "nmb.three_concealed_pungs": pgettext("nmb", "Three concealed pungs"),
    "nmb.three_concealed_kongs": pgettext("nmb", "Three concealed kongs"),
    "nmb.four_concealed_pungs": pgettext("nmb", "Four concealed pungs"),
    "nmb.four_kongs": pgettext("nmb", "Four kongs"),
    "nmb.schoon": pgettext("nmb", "Clean hand"),
    "nmb.zeer_schoon": pgettext("nmb", "Very clean hand"),
    "nmb.zuiver": pgettext("nmb", "Pure hand"),
    "nmb.zuiver_honours": pgettext("nmb", "Pure hand of honours"),
    "nmb.mahjong": pgettext("nmb", "Mahjong"),
    "nmb.only_possible": pgettext("nmb", "Only possible tile"),
    "nmb.self_drawn": pgettext("nmb", "Self-drawn winning tile"),
    "nmb.pair_completed": pgettext("nmb", "Winning tile completes the pair"),
    "nmb.pe_ling": pgettext("nmb", "The bird eats the cake: c1 completes a b1 pair"),
    "nmb.fully_concealed": pgettext("nmb", "Fully concealed hand"),
    "nmb.little_four_winds": pgettext("nmb", "Little four winds"),
    "nmb.little_three_dragons": pgettext("nmb", "Little three dragons"),
    "nmb.four_chows": pgettext("nmb", "All chows"),
    "nmb.all_simples": pgettext("nmb", "All simples"),
    "nmb.all_pungs": pgettext("nmb", "All pungs"),
    "nmb.last_wall_tile": pgettext("nmb", "Last tile of the wall"),
    "nmb.last_wall_tile_c1": pgettext("nmb", "Last tile of the wall is c1"),
    "nmb.kong_replacement": pgettext("nmb", "Win on the loose tile after a kong"),
    "nmb.kong_replacement_c5": pgettext("nmb", "Win on a loose tile c5"),
    "nmb.robbing_kong": pgettext("nmb", "Robbing the kong"),
    "nmb.kong_on_kong": pgettext("nmb", "Kong on kong"),
    "nmb.flower": pgettext("nmb", "Flower or season"),
    "nmb.own_flower": pgettext("nmb", "Own flower or season"),
    "nmb.flower_series": pgettext("nmb", "All four flowers or all four seasons"),
    "nmb.thirteen_orphans": pgettext("nmb", "Thirteen orphans"),
    "nmb.honour_pairs": pgettext("nmb", "Seven pairs of honours"),
    "nmb.nine_gates": pgettext("nmb", "Nine gates"),
    "nmb.wind_snake": pgettext("nmb", "Wind snake"),
    "nmb.dragon_snake": pgettext("nmb", "Dragon snake"),
    "nmb.peking": pgettext("nmb", "Court of Peking"),
    "nmb.pure_pairs": pgettext("nmb", "Seven pairs of one suit"),
    "nmb.very_clean_pairs": pgettext("nmb", "Seven pairs of honours and one suit's terminals"),
    "nmb.clean_pairs": pgettext("nmb", "Seven pairs of one suit and honours"),
    "nmb.seven_pairs": pgettext("nmb", "Seven pairs"),
    "nmb.four_winds": pgettext("nmb", "Four winds"),
    "nmb.three_dragons": pgettext("nmb", "Three dragons"),
    "nmb.jade": pgettext("nmb", "All green"),
    "nmb.four_concealed_kongs": pgettext("nmb", "Four concealed kongs"),
    "nmb.heads_and_tails": pgettext("nmb", "Heads and tails"),
    "nmb.winding_snake": pgettext("nmb", "Winding snake"),
    "nmb.heaven": pgettext("nmb", "Heavenly hand"),
    "nmb.earth": pgettext("nmb", "Earthly hand"),
    "nmb.dead_hand": pgettext("nmb", "Dead hand"),
    "nmb.waiting_irregular": pgettext("nmb", "Waiting for an irregular limit hand: half"),
    "nmb.limit": pgettext("nmb", "The limit"),
}

OPTIONS = {
    "round_to_tens": OptionText(
        gettext_noop(
            "Fiche rounding: every hand score is rounded to the nearest ten after the "
            "doubles, half up (A17)"
        ),
        {
            "off": gettext_noop("Off: scores are not rounded"),
            "nearest": gettext_noop("Round to the nearest ten (5 up)"),
        },
    ),
    "min_doubles": OptionText(
        gettext_noop("Doubles needed to go out (irregular limit hands are exempt)")
    ),
    "flowers": OptionText(
        gettext_noop(
            "Play with flowers and seasons: 4 points each; a double for an own one or a full set"
        )
    ),
    "flowers_losers": OptionText(
        gettext_noop("With flowers, losers score their bonus tiles too (A24)")
    ),
    "green_dragon_round": OptionText(
        gettext_noop(
            "Green dragon round (tables of 3 and 5 players): no round wind; a pung or kong "
            "of green dragons earns a double"
        )
    ),
    "nine_gates": OptionText(
        gettext_noop(
            "Nine gates: an irregular limit hand (waiting for it earns half) or a regular one (A1)"
        ),
        {
            "irregular": gettext_noop("Irregular limit hand"),
            "regular": gettext_noop("Regular limit hand"),
        },
    ),
    "kronkelende_slang": OptionText(
        gettext_noop("Value of the winding snake (A2)"),
        {
            1000: gettext_noop("1000 (rule text)"),
            2000: gettext_noop("2000 (score card)"),
        },
    ),
    "jade_b1": OptionText(
        gettext_noop("All green may hold b1 besides b2 b3 b4 b6 b8 and the green dragon (A3)")
    ),
    "only_possible": OptionText(
        gettext_noop("Only possible tile: which other completing tiles spoil it (A4)"),
        {
            "literal": gettext_noop("Any other tile that completes the hand (literal)"),
            "legal_waits": gettext_noop("Only another tile that gives a valid mahjong"),
        },
    ),
    "regular_limit_minimum": OptionText(
        gettext_noop(
            "Regular limit hands need the minimum of doubles too; off: only ordinary hands do (A5)"
        )
    ),
    "alleen_pungs": OptionText(
        gettext_noop("The score card's 'all pungs' double for the winner (A6)")
    ),
    "exclusive_doubles": OptionText(
        gettext_noop(
            "Footnote 4: only the highest concealed-set double and the highest purity "
            "double count, or all add up (A7)"
        ),
        {"highest": gettext_noop("Only the highest counts"), "add": gettext_noop("All add up")},
    ),
    "special_tile_doubles": OptionText(
        gettext_noop("c1 as the last tile of the wall / c5 as a loose tile (A8)"),
        {
            "replace": gettext_noop("3 doubles in all (replace)"),
            "add": gettext_noop("1 + 3 doubles (add)"),
        },
    ),
    "kong_on_kong": OptionText(
        gettext_noop(
            "Kong on kong: its 2 doubles replace the loose-tile double or are added to it (A9)"
        ),
        {
            "replace": gettext_noop("2 doubles in all (replace)"),
            "add": gettext_noop("Added to the loose-tile double (add)"),
        },
    ),
    "loose_tile_self_drawn": OptionText(
        gettext_noop("A win on a loose tile also scores 'self-drawn winning tile' (A10)")
    ),
    "pe_ling": OptionText(
        gettext_noop("The bird eats the cake: a winning c1 may complete a b1 pair")
    ),
    "pe_ling_stacks": OptionText(
        gettext_noop(
            "The 10 points of 'the bird eats the cake' add to pair completion and the only possible tile (A11)"
        )
    ),
    "discard_pung_open": OptionText(
        gettext_noop("A pung completed by the winning discard counts as open (A12)")
    ),
    "concealed_kong_breaks_concealed": OptionText(
        gettext_noop("A declared concealed kong spoils 'fully concealed hand' (A13)")
    ),
    "heersende_wind": OptionText(
        gettext_noop("What 'ruling wind' in the tables means (A14)"),
        {
            "round": gettext_noop("The round wind"),
            "east": gettext_noop("Always East"),
        },
    ),
    "cap_losers": OptionText(gettext_noop("The limit of 2000 caps the losers' hands too (A15)")),
    "regular_limit_at_least_ordinary": OptionText(
        gettext_noop("A regular limit hand earns its ordinary count when that is higher (A16)")
    ),
    "schoon_terminals_only": OptionText(
        gettext_noop(
            "A hand of only 1s and 9s (no winds or dragons, several suits) is a clean hand (A18)"
        )
    ),
    "zeer_schone_tweelingen": OptionText(
        gettext_noop(
            "Seven pairs of honours and terminals: the 1s and 9s beside the winds and dragons (A19)"
        ),
        {
            "one_suit": gettext_noop("Of one suit"),
            "any_suits": gettext_noop("Of any suits"),
        },
    ),
    "seven_pairs_four_of_a_kind": OptionText(
        gettext_noop("Four identical tiles count as two pairs in the seven-pairs hands (A21)")
    ),
    "kop_en_staart_kongs": OptionText(
        gettext_noop("Kongs count as pungs in heads and tails (A22)")
    ),
    "waiting_irregular": OptionText(
        gettext_noop("What a loser waiting for an irregular limit hand scores (A29)"),
        {
            "higher": gettext_noop("The higher of half its value and its own count"),
            "half": gettext_noop("Always half its value"),
        },
    ),
    "open_kong_as_concealed_pung": OptionText(
        gettext_noop(
            "An open kong counts as a concealed pung for 'three/four concealed pungs' (A30)"
        )
    ),
}

TEXTS = RulesetTexts(
    name=gettext_noop("Dutch rules (NMB)"),
    rule_book_language="nl",
    elements=ELEMENTS,
    options=OPTIONS,
)
