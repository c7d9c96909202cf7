"""The redbook ruleset's texts on the site, marked for translation (see
:mod:`scoring.engine.texts`): its name, its elements' names, its options' labels."""

from __future__ import annotations

from scoring.engine.texts import OptionText, RulesetTexts, gettext_noop
from scoring.engine.texts import pgettext_noop as pgettext

ELEMENTS = {
    "redbook.pung_open_simples": pgettext("redbook", "Open pung of simples"),
    "redbook.pung_concealed_simples": pgettext("redbook", "Concealed pung of simples"),
    "redbook.kong_open_simples": pgettext("redbook", "Open kong of simples"),
    "redbook.kong_concealed_simples": pgettext("redbook", "Concealed kong of simples"),
    "redbook.pung_open_edel": pgettext("redbook", "Open pung of terminals or honours"),
    "redbook.pung_concealed_edel": pgettext("redbook", "Concealed pung of terminals or honours"),
    "redbook.kong_open_edel": pgettext("redbook", "Open kong of terminals or honours"),
    "redbook.kong_concealed_edel": pgettext("redbook", "Concealed kong of terminals or honours"),
    "redbook.pair_dragons": pgettext("redbook", "Pair of dragons"),
    "redbook.pair_own_wind": pgettext("redbook", "Pair of the own wind"),
    "redbook.pair_round_wind": pgettext("redbook", "Pair of the round wind"),
    "redbook.pung_dragons": pgettext("redbook", "Pung or kong of dragons"),
    "redbook.pung_own_wind": pgettext("redbook", "Pung or kong of the own wind"),
    "redbook.pung_round_wind": pgettext("redbook", "Pung or kong of the round wind"),
    "redbook.three_concealed_pungs": pgettext("redbook", "Three concealed pungs"),
    "redbook.three_concealed_kongs": pgettext("redbook", "Three concealed kongs"),
    "redbook.four_concealed_pungs": pgettext("redbook", "Four concealed pungs"),
    "redbook.four_kongs": pgettext("redbook", "Four kongs, open or concealed"),
    "redbook.schoon": pgettext("redbook", "Clean hand: one suit and honours"),
    "redbook.terminals_honours": pgettext("redbook", "Only terminals and honours"),
    "redbook.superschoon": pgettext("redbook", "Very clean hand: one suit only"),
    "redbook.terminals_only": pgettext("redbook", "Only terminals"),
    "redbook.honours_only": pgettext("redbook", "Only honours"),
    "redbook.mahjong": pgettext("redbook", "Mahjong"),
    "redbook.from_the_wall": pgettext("redbook", "Winning tile drawn from the wall"),
    "redbook.only_possible": pgettext("redbook", "Only possible place to win"),
    "redbook.last_tile": pgettext("redbook", "Last tile before the draw"),
    "redbook.all_chows": pgettext("redbook", "Only chows and the closing pair"),
    "redbook.pe_ling": pgettext("redbook", "The bird eats the cake: c1 completes a b1 pair"),
    "redbook.all_pungs": pgettext("redbook", "Only pungs and kongs"),
    "redbook.all_pungs_simples": pgettext("redbook", "Only pungs of simples: an extra double"),
    "redbook.loose_tile": pgettext("redbook", "Winning tile from the dead wall"),
    "redbook.robbing_kong": pgettext("redbook", "Robbing a kong to complete a chow"),
    "redbook.lucky_thirteen": pgettext("redbook", "Waiting from the first hand, announced"),
    "redbook.earth": pgettext("redbook", "Win on East's first discard"),
    "redbook.hidden_treasure": pgettext("redbook", "Fully concealed up to the last tile"),
    "redbook.three_wise_men": pgettext("redbook", "Pungs of the three dragons"),
    "redbook.heaven": pgettext("redbook", "Heavenly hand"),
    "redbook.nine_gates": pgettext("redbook", "Nine gates"),
    "redbook.thirteen_orphans": pgettext("redbook", "Thirteen orphans"),
    "redbook.seven_pairs_superschoon": pgettext("redbook", "Seven pairs of one suit"),
    "redbook.seven_pairs_schoon": pgettext("redbook", "Seven pairs of one suit and honours"),
    "redbook.seven_pairs_plain": pgettext("redbook", "Seven pairs"),
    "redbook.snake_1": pgettext("redbook", "Wind snake"),
    "redbook.snake_2": pgettext("redbook", "Dragon snake"),
    "redbook.peking": pgettext("redbook", "Peking garden"),
    "redbook.red_dragon": pgettext("redbook", "Red dragon hand"),
    "redbook.jade": pgettext("redbook", "All green"),
    "redbook.four_winds": pgettext("redbook", "Four winds"),
    "redbook.winding_snake": pgettext("redbook", "Winding snake"),
    "redbook.dead_hand": pgettext("redbook", "Dead hand"),
    "redbook.waiting_irregular": pgettext("redbook", "Waiting for an irregular limit hand: half"),
    "redbook.limit": pgettext("redbook", "The limit (club setting)"),
    "redbook.concealed_limit": pgettext("redbook", "Limit hand fully concealed: doubled"),
}

OPTIONS = {
    "limit": OptionText(
        gettext_noop(
            "The limit L: the value of a full limit hand and the most an ordinary hand earns (B4)"
        )
    ),
    "min_doubles": OptionText(
        gettext_noop("Doubles needed to go out; the rule book states none (B7)")
    ),
    "cap_ordinary": OptionText(gettext_noop("Ordinary hands are capped at the limit (B5)")),
    "concealed_limit_capped": OptionText(
        gettext_noop("A limit hand doubled for 'geheel in de hand' is capped at L (B6)")
    ),
    "superschoon": OptionText(
        gettext_noop("What Superschoon means (B3)"),
        {
            "one_suit": gettext_noop("One suit only"),
            "zeer_schoon": gettext_noop("The national 'zeer schoon'"),
        },
    ),
    "round_wind_pair": OptionText(gettext_noop("A pair of the round wind scores 2 (B8)")),
    "own_round_wind_stack": OptionText(
        gettext_noop("A pung of a wind that is both own and round wind gets both doubles (B9)")
    ),
    "exclusive_doubles": OptionText(
        gettext_noop(
            "Concealed-set and purity doubles: only the highest of each counts, or all add up (B10)"
        ),
        {"highest": gettext_noop("Only the highest counts"), "add": gettext_noop("All add up")},
    ),
    "kong_roof_any": OptionText(
        gettext_noop("Robbing a kong also when the robbed tile completes a pung or the pair (B12)")
    ),
    "last_tile_discard": OptionText(
        gettext_noop(
            "'Last tile before the draw' also for the discard after the last wall tile (B13)"
        )
    ),
    "plain_seven_pairs": OptionText(
        gettext_noop("Seven pairs that are neither schoon nor superschoon (B19)"),
        {
            "none": gettext_noop("No mahjong"),
            "quarter_limit": gettext_noop("A quarter of the limit"),
        },
    ),
    "loose_tile_self_drawn": OptionText(
        gettext_noop("A win on the loose tile also scores the 2 for the wall (B24)")
    ),
    "rode_draak_pung": OptionText(
        gettext_noop("The red dragon hand with a pung of red dragons instead of a kong (B26)")
    ),
    "waiting_irregular": OptionText(
        gettext_noop("What a loser waiting for an irregular limit hand scores (its reward: B25)"),
        {
            "higher": gettext_noop("The higher of half its value and its own count"),
            "half": gettext_noop("Always half its value"),
        },
    ),
    "pe_ling": OptionText(
        gettext_noop(
            "The bird eats the cake as in the national rules: a winning c1 completes a b1 pair (B28)"
        )
    ),
    "pe_ling_stacks": OptionText(
        gettext_noop(
            "The 10 points of 'the bird eats the cake' add to the only possible place (B28)"
        )
    ),
    "discard_pung_open": OptionText(
        gettext_noop("A pung completed by the winning discard counts as open")
    ),
    "concealed_kong_breaks_concealed": OptionText(
        gettext_noop(
            "A declared concealed kong spoils 'fully concealed up to the last tile' and 'wholly in the hand'"
        )
    ),
    "open_kong_as_concealed_pung": OptionText(
        gettext_noop(
            "An open kong counts as a concealed pung for 'three/four concealed pungs' (from the national rules; not in this rule book)"
        )
    ),
    "seven_pairs_four_of_a_kind": OptionText(
        gettext_noop("Four identical tiles count as two pairs in seven pairs")
    ),
}

TEXTS = RulesetTexts(
    name=gettext_noop("Red booklet"),
    rule_book_language="nl",
    elements=ELEMENTS,
    options=OPTIONS,
)
