"""The riichi ruleset's texts on the site, marked for translation (see
:mod:`scoring.engine.texts`): its name, a name per yaku in the reader's language (the
Japanese term, ``Element.name``, is shown beside it as the hint EMA players know), and the
labels of its options."""

from __future__ import annotations

from scoring.engine.texts import OptionText, RulesetTexts, gettext_noop
from scoring.engine.texts import pgettext_noop as pgettext

TEXTS = RulesetTexts(
    name=gettext_noop("Riichi (Japanese)"),
    rule_book_language="ja-Latn",
    elements={
        "riichi.riichi": pgettext("riichi", "Riichi"),
        "riichi.daburu_riichi": pgettext("riichi", "Double riichi"),
        "riichi.ippatsu": pgettext("riichi", "One-shot"),
        "riichi.tsumo": pgettext("riichi", "Fully concealed self-draw"),
        "riichi.pinfu": pgettext("riichi", "All sequences"),
        "riichi.tanyao": pgettext("riichi", "All simples"),
        "riichi.iipeiko": pgettext("riichi", "Pure double sequence"),
        "riichi.haku": pgettext("riichi", "White dragon triplet"),
        "riichi.hatsu": pgettext("riichi", "Green dragon triplet"),
        "riichi.chun": pgettext("riichi", "Red dragon triplet"),
        "riichi.seat_wind_east": pgettext("riichi", "Seat wind triplet (East)"),
        "riichi.seat_wind_south": pgettext("riichi", "Seat wind triplet (South)"),
        "riichi.seat_wind_west": pgettext("riichi", "Seat wind triplet (West)"),
        "riichi.seat_wind_north": pgettext("riichi", "Seat wind triplet (North)"),
        "riichi.round_wind_east": pgettext("riichi", "Round wind triplet (East)"),
        "riichi.round_wind_south": pgettext("riichi", "Round wind triplet (South)"),
        "riichi.round_wind_west": pgettext("riichi", "Round wind triplet (West)"),
        "riichi.round_wind_north": pgettext("riichi", "Round wind triplet (North)"),
        "riichi.haitei": pgettext("riichi", "Under the sea"),
        "riichi.houtei": pgettext("riichi", "Under the river"),
        "riichi.rinshan": pgettext("riichi", "After a quad"),
        "riichi.chankan": pgettext("riichi", "Robbing a quad"),
        "riichi.sanshoku": pgettext("riichi", "Mixed triple sequence"),
        "riichi.ittsu": pgettext("riichi", "Pure straight"),
        "riichi.chantai": pgettext("riichi", "Half outside hand"),
        "riichi.honroto": pgettext("riichi", "All terminals and honours"),
        "riichi.toitoi": pgettext("riichi", "All triplets"),
        "riichi.sanankou": pgettext("riichi", "Three concealed triplets"),
        "riichi.sankantsu": pgettext("riichi", "Three quads"),
        "riichi.sanshoku_douko": pgettext("riichi", "Triple triplets"),
        "riichi.chiitoitsu": pgettext("riichi", "Seven pairs"),
        "riichi.shosangen": pgettext("riichi", "Little three dragons"),
        "riichi.honitsu": pgettext("riichi", "Half flush"),
        "riichi.junchan": pgettext("riichi", "Fully outside hand"),
        "riichi.ryanpeiko": pgettext("riichi", "Twice pure double sequence"),
        "riichi.chinitsu": pgettext("riichi", "Full flush"),
        "riichi.renhou": pgettext("riichi", "Blessing of man"),
        "riichi.dora": pgettext("riichi", "Dora"),
        "riichi.ura_dora": pgettext("riichi", "Ura dora"),
        "riichi.aka_dora": pgettext("riichi", "Red five"),
        "riichi.kokushi": pgettext("riichi", "Thirteen orphans"),
        "riichi.daburu_kokushi": pgettext("riichi", "Thirteen orphans (13-sided wait)"),
        "riichi.chuuren_poutou": pgettext("riichi", "Nine gates"),
        "riichi.daburu_chuuren_poutou": pgettext("riichi", "Nine gates (9-sided wait)"),
        "riichi.suuankou": pgettext("riichi", "Four concealed triplets"),
        "riichi.suuankou_tanki": pgettext("riichi", "Four concealed triplets (pair wait)"),
        "riichi.daisangen": pgettext("riichi", "Big three dragons"),
        "riichi.shosuushi": pgettext("riichi", "Little four winds"),
        "riichi.daisuushi": pgettext("riichi", "Big four winds"),
        "riichi.ryuisou": pgettext("riichi", "All green"),
        "riichi.suukantsu": pgettext("riichi", "Four quads"),
        "riichi.tsuisou": pgettext("riichi", "All honours"),
        "riichi.chinroto": pgettext("riichi", "All terminals"),
        "riichi.tenhou": pgettext("riichi", "Blessing of heaven"),
        "riichi.chiihou": pgettext("riichi", "Blessing of earth"),
    },
    options={
        "rules": OptionText(
            gettext_noop("Rule book"),
            {
                "ema": gettext_noop("EMA Riichi Competition Rules 2025"),
                "wrc": gettext_noop("WRC Rules 2025"),
            },
        ),
        "game_length": OptionText(
            gettext_noop("Length of a game"),
            {
                "hanchan": gettext_noop("Hanchan: East and South round"),
                "tonpuusen": gettext_noop("Tonpuusen: East round only"),
            },
        ),
        "red_fives": OptionText(gettext_noop("Red fives: each one held is one dora")),
        "nagashi_mangan": OptionText(
            gettext_noop("Nagashi mangan: all discards terminals and honours, none called")
        ),
        "open_tanyao": OptionText(gettext_noop("All simples counts in an open hand")),
        "fu": OptionText(gettext_noop("Fu of the hand")),
        "yakuman": OptionText(gettext_noop("Yakuman in the hand")),
        "honba": OptionText(gettext_noop("Counters on the table")),
        "riichi_sticks": OptionText(gettext_noop("Riichi sticks on the table from earlier hands")),
        "kiriage": OptionText(
            gettext_noop("4 han 30 fu and 3 han 60 fu paid as mangan"),
            {
                "rules": gettext_noop("As the rule book says"),
                "yes": gettext_noop("Round up to mangan"),
                "no": gettext_noop("Do not round up"),
            },
        ),
        "double_wind_pair_fu": OptionText(
            gettext_noop("Fu for a pair of seat and round wind"),
            {
                "rules": gettext_noop("As the rule book says"),
                "2": gettext_noop("2 fu (the 2025 books)"),
                "4": gettext_noop("4 fu (as the EMA book of 2016)"),
            },
        ),
        "several_ron": OptionText(
            gettext_noop("Several players win on one discard"),
            {
                "rules": gettext_noop("As the rule book says"),
                "all": gettext_noop("All of them win"),
                "head_bump": gettext_noop("Only the first in turn wins (head bump)"),
            },
        ),
        "counted_yakuman": OptionText(
            gettext_noop("13 han or more is a counted yakuman"),
            {
                "rules": gettext_noop("As the rule book says"),
                "yes": gettext_noop("Counted yakuman"),
                "no": gettext_noop("Sanbaiman (base 6,000)"),
            },
        ),
        "yakuman_add_up": OptionText(
            gettext_noop("Two yakuman in one hand are paid twice"),
            {
                "rules": gettext_noop("As the rule book says"),
                "yes": gettext_noop("Added up"),
                "no": gettext_noop("Paid once"),
            },
        ),
    },
    hand_facts={
        "section": gettext_noop("Riichi and dora"),
        "ready": gettext_noop("Riichi"),
        "double_ready": gettext_noop("Double riichi"),
        "first_turn": gettext_noop("Ippatsu: won within one turn of the riichi"),
        "first_turn_needs_ready": gettext_noop("Ippatsu needs the winner's riichi."),
        "indicators": gettext_noop("Dora indicators"),
        "indicators_help": gettext_noop("The indicator tiles turned up, kan dora included."),
        "under_indicators": gettext_noop("Ura-dora indicators"),
        "under_indicators_help": gettext_noop("The tiles under them (a winner in riichi)."),
        "tenpai": gettext_noop("Tenpai at the draw"),
        "bonus_count": gettext_noop("Red fives in the winner's hand"),
        "limit_at_draw": gettext_noop("Nagashi mangan"),
    },
    errors={
        "min_han": gettext_noop(
            "The hand has %(points)s han; a win needs a yaku (one han at least)."
        ),
        "winning_tile_not_held": gettext_noop("%(seat)s: the winning tile is not in the hand."),
        "no_yaku": gettext_noop("%(seat)s: the hand has no yaku (dora are no yaku)."),
        "riichi_open_hand": gettext_noop("%(seat)s: riichi needs a concealed hand."),
        "ippatsu_without_riichi": gettext_noop("%(seat)s: ippatsu needs a riichi."),
        "riichi_condition": gettext_noop("These ways of winning do not go together in riichi."),
        "unknown_yaku": gettext_noop("Unexpected yaku %(yaku)s."),
        "bad_pao": gettext_noop("A winner cannot be liable for his own win."),
        "pao_no_yakuman": gettext_noop(
            "With several winners the liable player pays only for the hand he fed: no winner "
            "has big three dragons or big four winds (WRC: also four quads)."
        ),
        "bad_count": gettext_noop("“%(where)s” must be a whole number from 0 to 100."),
        "too_many_dora": gettext_noop("At most five dora indicators (one and four kan dora)."),
        "bad_riichi_block": gettext_noop("The riichi facts of the hand are not readable."),
        "several_winners_self_drawn": gettext_noop(
            "Several winners are only possible on one discard."
        ),
        "yakuman_not_added": gettext_noop("Under these rules two yakuman are paid as one."),
        "impossible_han_fu": gettext_noop("No hand is worth %(han)s han %(fu)s fu."),
        "twenty_fu_self_drawn": gettext_noop(
            "20 fu is only possible for a self-drawn hand (pinfu tsumo)."
        ),
        "riichi_bonus_indicator": gettext_noop("Dora indicators are never flowers or seasons."),
        "red_fives_off": gettext_noop("Red fives are not played under these house rules."),
        "red_fives_count": gettext_noop(
            "%(seat)s: the hand can hold %(least)s to %(most)s red fives (one per suit of its "
            "fives), not %(count)s."
        ),
        "red_fives_no_win": gettext_noop("Red fives are counted in a winning hand."),
        "nagashi_off": gettext_noop("Nagashi mangan is not played under these house rules."),
        "nagashi_not_draw": gettext_noop("Nagashi mangan is paid at an exhaustive draw."),
    },
    carried={
        "honba": gettext_noop("Counters (honba)"),
        "riichi_sticks": gettext_noop("Riichi sticks on the table"),
    },
    result_parts={
        "uma": gettext_noop("Uma (by place)"),
        "oka": gettext_noop("Oka (to the first)"),
        "sticks": gettext_noop("Sticks left (to the first)"),
    },
)
