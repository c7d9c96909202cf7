"""Engine errors in the user's language.

The engine raises errors with a ``code`` and ``params`` and an English message; the pages
show :func:`error_message`, which translates the codes people meet at the table. An error
whose code has no translation here is shown in English rather than hidden.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext, ngettext_lazy
from django.utils.translation import gettext_lazy as _

from scoring.engine import ScoringError
from scoring.engine.registry import get_ruleset, ruleset_ids

MESSAGES = {
    "unknown_tile": _(
        "Unknown tile “%(tile)s”: write b1–b9, c1–c9, k1–k9, E S W N, Rd Gd Wd, f1–f4, s1–s4."
    ),
    "too_many_copies": _("%(count)s copies of %(tile)s at the table; the set has only %(limit)s."),
    "tile_count": _("Player %(seat)s needs %(needed)s tiles, %(given)s given."),
    "bad_chow": _("A chow is three consecutive tiles of one suit, not %(tiles)s."),
    "mixed_set": _("A %(kind)s is made of identical tiles, not %(tiles)s."),
    "meld_size": _("A %(kind)s has %(size)s tiles, not %(given)s."),
    "bonus_in_meld": _("A flower or season cannot be part of a set."),
    "bonus_in_hand": _("Flowers and seasons go under bonus tiles, not in the hand."),
    "winning_tile_missing": _("The winning tile %(tile)s is not in the winner's hand."),
    "not_winning": _("The winner's tiles do not form a winning hand."),
    "table_size": _("This ruleset is not played with %(count)s players in a hand."),
    "no_winner": _("Choose who won."),
    "no_claimant": _("Choose who claimed mahjong wrongly."),
    "winner_is_discarder": _("The winner cannot also be the discarder."),
    "winner_twice": _("A winner is named twice."),
    "winners_without_win": _("Only a won hand has winners."),
    "several_winners_self_drawn": _("Several winners are only possible on one discard."),
    "one_winner_only": _(
        "Under these rules only one player wins a discard: enter the first claimant in turn "
        "after the discarder."
    ),
    "unknown_ruleset": _("Unknown ruleset “%(ruleset)s”."),
    "unknown_option": _("Unknown ruleset option “%(option)s”."),
    "bad_option_value": _("The value “%(value)s” is not allowed for option “%(option)s”."),
    "bad_points": _("Points must be a whole number of at least 0."),
    "no_total": _("Enter the winner's total."),
    # Met when entering a hand at the table (tournaments/play/views/table.py).
    "no_tile": _("Enter the winning tile."),
    "no_winning_tile": _("Enter the winning tile."),
    "winning_tile_not_concealed": _(
        "The winning tile %(tile)s must be among the hand's tiles (not in an open set)."
    ),
    "hand_unknown": _("This ruleset scores every player: enter the tiles of %(seat)s."),
    "winner_unknown": _("Enter the winner's tiles."),
    "no_discarder": _("Choose who discarded the winning tile, or mark the win self-drawn."),
    "drawn_with_discarder": _("A self-drawn win has no discarder."),
    "dead_winner": _("A dead hand cannot win."),
    "no_flowers": _("This table plays without flowers and seasons (%(seat)s has some)."),
    "bonus_tiles_off": _("This table plays without flowers and seasons."),
    # plural by the number given: "1 verdubbeling", "2 verdubbelingen"
    "too_few_doubles": ngettext_lazy(
        "%(seat)s has %(given)s double, %(needed)s are needed to go out: "
        "record it as a false mahjong.",
        "%(seat)s has %(given)s doubles, %(needed)s are needed to go out: "
        "record it as a false mahjong.",
        "given",
    ),
    # a win under the ruleset's minimum (engine.BelowMinimum), the same in every ruleset
    "min_fan": _(
        "The hand has %(points)s fan; at least %(minimum)s are needed to go out. Record it "
        "as a false mahjong, or correct the hand."
    ),
    "below_minimum": _(
        "The hand is worth %(points)s points; at least %(minimum)s are needed to go out. "
        "Record it as a false mahjong, or correct the hand."
    ),
    "bad_flowers": _("Flower points are a whole number from 0 to 8."),
    "flowers_above_total": _(
        "The total %(total)s cannot include %(flowers)s flower points: correct the total or "
        "the flower points."
    ),
    "last_wall_tile_discard": _(
        "The last tile of the wall is drawn by the winner, nobody discards it: choose "
        "self-drawn or untick “Last tile of the wall”."
    ),
    "heaven_discarder": _(
        "Spel van de hemel is won with the dealt tiles, nobody discards: choose “Self-drawn "
        "(from the wall)” instead of %(discarder)s."
    ),
    "three_player_north": _(
        "A table of three has no North round: choose East, South or West as the round wind."
    ),
    "pao_is_winner": _("The winner cannot be the liable (pao) player."),
    "unknown_seat": _("%(seat)s is not a player in this hand."),
    # Met at the table (hand entry, quick entry), by ruleset:
    "above_limit": _("The total is above this ruleset's limit of %(limit)s."),
    "bad_laak": _("Laak is a whole number of at least 0."),
    "bonus_winning_tile": _("A flower or season cannot be the winning tile."),
    "claimant_is_discarder": _("The player who claimed cannot also be the discarder."),
    "culprit_is_discarder": _(
        "The player who called a false Mahjong cannot be the discarder of that tile."
    ),
    "dead_hand": _("The winner has a dead hand and cannot win."),
    "earth": _("The earthly hand is South, West or North winning on East's first discard."),
    "earth_dealer": _(
        "The dealer has Earth only when winning on a replacement tile before the first discard."
    ),
    "heaven": _("The heavenly hand is East winning with the dealt tiles, self-drawn."),
    "heaven_and_earth": _("A hand cannot be both Heaven and Earth."),
    "heaven_not_dealer": _("Heaven is the dealer's (East's) limit hand."),
    "kong_on_kong_kongs": _("Kong on kong needs two kongs in the winner's hand."),
    "kong_replacement_discard": _("A win on a kong replacement tile is self-drawn."),
    "melded_pair": _("A pair is never laid open in MCR: list it among the concealed tiles."),
    "no_kong": _("This way of winning needs a kong in the winner's hand."),
    "replacement_not_self_drawn": _("Going out on a replacement tile is a self-drawn win."),
    "replacement_without_kong": _(
        "A win on a replacement tile needs a kong (or a bonus tile) in the winner's hand."
    ),
    "robbing_kong_drawn": _(
        "A tile robbed from a kong is not drawn from the wall: it cannot go with a self-drawn or replacement-tile win."
    ),
    "robbing_kong_self_drawn": _(
        "A tile robbed from a kong counts as a discard, not as self-drawn."
    ),
    "robbing_self_drawn": _("Robbing the kong is a win on another player's tile, not self-drawn."),
    "season_claim": _(
        "A Mahjong on drawing a season needs the 7th or 8th season; the winner has %(seasons)s."
    ),
    "self_drawn_zero_fan": _("A self-drawn hand has at least 1 fan (for self-drawn)."),
    "sitting_out": _("Only a table of five has a player sitting out."),
    "three_player_chow": _("No chow is laid open at a table of three."),
    "three_player_seats": _("A table of three plays the winds East, South and West."),
    "three_player_tiles": _("A table of three plays without characters and North."),
    "too_many_sets": _("A hand has at most 4 sets."),
    "too_large": _("The file is too large."),
    "not_text": _("The file is not a text file (UTF-8)."),
    "bad_yaml": _("The file is not valid YAML."),
    "bad_json": _("The file is not valid JSON."),
    "no_hands": _("The file holds no hands."),
    "not_a_flag": _("“%(where)s” must be true or false."),
    "not_a_list": _("“%(where)s” must be a list."),
    "bad_meld": _("“%(where)s”: a set is written with its kind and its tiles."),
    "bad_meld_kind": _("“%(where)s”: a set is a chow, pung, kong or pair."),
    "bad_player": _("Player %(seat)s: give the sets, the concealed tiles and the bonus tiles."),
    "not_bonus": _("Player %(seat)s: only flowers and seasons are bonus tiles."),
    "no_result": _("The hand has no result: who won, or was it a draw?"),
    "bad_result_kind": _(
        "Unknown result “%(kind)s”: a hand ends in a win, a draw, a false mahjong or a dead wall."
    ),
    "bad_condition": _("Unknown way of winning “%(condition)s”."),
    "not_a_hand": _(
        "This is not a hand: a hand has a ruleset, a prevailing wind, players and a result."
    ),
    "no_ruleset": _("The hand names no rules."),
    "no_players": _("The hand has no players."),
    "player_count": _("A hand is played by 3 or 4 players, not %(count)s."),
    "bad_options": _("The house rules of the hand are not readable."),
    "bad_quick": _("The totals of the hand are not readable."),
    "not_a_text_value": _("“%(where)s” must be text."),
}


def message_template(code: str) -> Any:
    """The message of an error code in the active language (None for a code without
    one), ``%(name)s`` still to fill:
    a shared one here, or one a ruleset brings in its texts (``RulesetTexts.errors``)."""
    if code in MESSAGES:
        return MESSAGES[code]  # lazy: a plural message picks its form when filled
    for ruleset_id in ruleset_ids():
        texts = get_ruleset(ruleset_id).texts
        if texts is not None and code in texts.errors:
            return gettext(texts.errors[code])
    return None


def error_message(error: ScoringError) -> str:
    """The error in the active language, with its details filled in: the shared messages
    here, then those a ruleset brings in its texts."""
    template = message_template(error.code)
    if template is None:
        return str(error)
    try:
        return str(template % error.params)
    except (KeyError, TypeError, ValueError):
        return str(error)
