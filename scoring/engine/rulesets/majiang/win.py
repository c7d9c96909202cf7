"""How the winning tile was taken, read from the entered result: what decides W1-W5 and who
pays double. Contradictory entries are refused with a message the scorekeeper understands.

The seed splits wins into a tile "verdeckt genommen" (from the wall: the winner is paid
double by everyone, L478) and one "offen genommen (oder von einem Kong geraubt)" (the
discarder or the kong's owner pays double, L479). A replacement tile from the wall end (after
a kong or a bonus tile, L159, L191) is taken from the wall too; whether it counts as taken
concealed is option ``replacement_concealed`` (19#7, default yes). Heaven has no winning tile
at all (19#10): option ``heaven_concealed``.
"""

from __future__ import annotations

from typing import NamedTuple

from scoring.engine.errors import InvalidHand
from scoring.engine.hand import Condition, WinResult

from .options import Settings

#: Conditions of the interchange format that no Ma Jiang row scores (the type of wait and the
#: first discard are not in the evaluation table, L389-L408).
UNSCORED_CONDITIONS = frozenset({Condition.FIRST_DISCARD, Condition.ONLY_POSSIBLE_TILE})


class HowWon(NamedTuple):
    """``concealed``: the winning tile counts as taken concealed (W1, self-draw payment);
    ``discarder``: who pays double for an open winning tile (the robbed kong's owner too)."""

    concealed: bool
    discarder: str | None
    replacement: bool
    kong_on_kong: bool
    last_wall_tile: bool
    robbing_kong: bool
    heaven: bool
    earth: bool


def how_won(result: WinResult, settings: Settings) -> HowWon:
    """Read and check how ``result`` was won."""
    conditions = result.conditions
    kong_on_kong = Condition.KONG_ON_KONG in conditions
    robbing = Condition.ROBBING_KONG in conditions
    heaven = Condition.HEAVEN in conditions
    earth = Condition.EARTH in conditions
    last_wall_tile = Condition.LAST_WALL_TILE in conditions
    discarder = result.discarder
    replacement = (
        kong_on_kong
        or Condition.KONG_REPLACEMENT in conditions
        or _dealer_earth_drawn(result, earth)
    )
    # the last tile of the live wall is drawn from the wall (L393, L699-L701), so a win on it
    # entered without a discarder is self-drawn
    self_drawn = result.self_drawn or (last_wall_tile and discarder is None and not robbing)
    _refuse_impossible(
        result,
        self_drawn=self_drawn,
        replacement=replacement,
        robbing=robbing,
        heaven=heaven,
        earth=earth,
        last_wall_tile=last_wall_tile,
    )
    drawn = self_drawn or replacement or heaven
    if heaven:
        concealed = settings.heaven_concealed
    elif replacement:
        concealed = settings.replacement_concealed
    else:
        concealed = self_drawn
    return HowWon(
        concealed=concealed,
        discarder=None if drawn else discarder,
        replacement=replacement,
        kong_on_kong=kong_on_kong,
        last_wall_tile=last_wall_tile,
        robbing_kong=robbing,
        heaven=heaven,
        earth=earth,
    )


def _refuse_impossible(
    result: WinResult,
    *,
    self_drawn: bool,
    replacement: bool,
    robbing: bool,
    heaven: bool,
    earth: bool,
    last_wall_tile: bool,
) -> None:
    """Refuse a combination of conditions no hand can have been won with."""
    discarder = result.discarder
    if last_wall_tile and discarder is not None:
        raise InvalidHand(
            "the last tile of the live wall is drawn by the winner, nobody discards it "
            f"(001 L393): remove the discarder {discarder} or the condition last_wall_tile",
            code="last_wall_tile_discard",
            discarder=discarder,
        )
    if robbing and (self_drawn or replacement):
        raise InvalidHand(
            "a tile robbed from a kong is not drawn from the wall: robbing the kong cannot "
            "go with a self-drawn or replacement-tile win",
            code="robbing_kong_drawn",
        )
    if discarder is not None and (self_drawn or replacement or heaven):
        raise InvalidHand(
            "a self-drawn (or replacement-tile) win has no discarder; "
            f"remove the discarder {discarder} or mark the win as taken from a discard",
            code="drawn_with_discarder",
            discarder=discarder,
        )
    if heaven and earth:
        raise InvalidHand("a hand cannot be both Heaven and Earth", code="heaven_and_earth")
    if heaven and result.winner not in (None, "E"):
        raise InvalidHand(
            "Heaven is the dealer's (East's) limit hand (001 L436-L438)",
            code="heaven_not_dealer",
            winner=str(result.winner),
        )
    if earth and result.winner == "E" and not replacement:
        raise InvalidHand(
            "the dealer has Earth only when winning on a replacement tile before the first "
            "discard (001 L442)",
            code="earth_dealer",
        )
    if not (self_drawn or replacement or heaven) and discarder is None:
        what = "the kong's owner" if robbing else "the discarder"
        raise InvalidHand(
            f"a win on a discard needs {what} (or mark the win as self-drawn)",
            code="no_discarder",
        )


def _dealer_earth_drawn(result: WinResult, earth: bool) -> bool:
    """Earth for the dealer is a win "mit einem Ersatzstein vom Mauerende bevor er seinen
    ersten Stein in die Mitte abgelegt hat" (L442). East holds 14 tiles after the deal (L152)
    and discards first (L214), so a tile he draws before that discard can only be a
    replacement from the wall end (for a bonus tile or a kong, L159, L191): a self-drawn
    dealer's Earth is a replacement-tile win."""
    return earth and result.self_drawn and result.winner == "E"
