"""Wind tiles in the page's own letters (issue #39): a Dutch page writes the seats O Z W N
and a German one O S W N, so tile input there reads those letters too (E S W N always), and
every hint and message shows the page's letters. Stored hands keep E S W N."""

import pytest
from django.utils import translation

from scoring.engine import ScoringError
from scoring.forms import HandEntryForm
from scoring.messages import error_message
from scoring.notation import format_player, parse_player
from scoring.notation_help import NOTATION_HELP
from scoring.wind_markers import wind_aliases, wind_letters, wind_tile_letters
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tests.tournaments.play.test_play import url
from tournaments.play.services.hand_entry import hand_enter

PLAYERS = [("E", "Ann"), ("S", "Bob"), ("W", "Cor"), ("N", "Dirk")]

# (language, typed, stored concealed tiles, or None: refused as an unknown tile)
PARSES = [
    ("nl", "O O O Z Z W N", ["E", "E", "E", "S", "S", "W", "N"]),
    ("nl", "ooo zz", ["E", "E", "E", "S", "S"]),  # glued, lower case
    ("nl", "E S W N", ["E", "S", "W", "N"]),  # the English letters always
    ("nl", "pung O | Rd Gd Wd w", None),  # a set of O: checked below
    ("de", "O O O S S W N", ["E", "E", "E", "S", "S", "W", "N"]),
    ("de", "Z", None),  # no Z in German
    ("de", "E S W N", ["E", "S", "W", "N"]),
    ("en", "O", None),
    ("en", "Z", None),
    ("en", "E S W N", ["E", "S", "W", "N"]),
]


@pytest.mark.parametrize(("language", "typed", "stored"), PARSES)
def test_a_language_reads_its_own_wind_letters(language, typed, stored):
    aliases = wind_aliases(language)
    if typed.startswith("pung"):
        player = parse_player(typed, aliases)
        assert player["melds"] == [{"kind": "pung", "tiles": ["E", "E", "E"]}]
        assert player["concealed"] == ["Rd", "Gd", "Wd", "W"]
        return
    if stored is None:
        with pytest.raises(ScoringError) as err:
            parse_player(typed, aliases)
        assert err.value.code == "unknown_tile"
        return
    assert parse_player(typed, aliases)["concealed"] == stored


@pytest.mark.parametrize(
    ("language", "aliases", "letters"),
    [
        ("nl", {"O": "E", "Z": "S"}, "O Z W N"),
        ("de", {"O": "E"}, "O S W N"),
        ("en", {}, "E S W N"),
    ],
)
def test_no_letter_means_two_tiles(language, aliases, letters):
    assert wind_aliases(language) == aliases and wind_letters(language) == letters
    # a wind letter is no other tile's start: suits, bonus tiles and dragons take two
    # characters (b3, f1, Rd), never one letter alone
    assert not set(aliases) & set("BCKFSRGD") - {"S"}
    assert all(wind in "ESWN" for wind in aliases.values())


@pytest.mark.parametrize(
    ("language", "letters", "other"),
    [("nl", "O Z W N", "E S W N"), ("de", "O S W N", "E S W N"), ("en", "E S W N", "O Z W N")],
)
def test_hints_and_messages_show_the_pages_letters(language, letters, other):
    with translation.override(language):
        try:
            parse_player("x9")
        except ScoringError as exc:
            message = error_message(exc)
        assert letters in message and other not in message
        assert letters in str(NOTATION_HELP) and other not in str(NOTATION_HELP)


@pytest.mark.parametrize(
    ("language", "east", "south"), [("nl", "O", "Z"), ("de", "O", "S"), ("en", "E", "S")]
)
def test_the_form_stores_e_s_w_n(language, east, south):
    data = {
        "mode": "tiles",
        "kind": "win",
        "winner": "E",
        "discarder": "self",
        "winning_tile": south.lower(),
        "tiles_E": f"b1 b2 b3 b4 b5 b6 b7 b8 b9 {south} {south} {east} {east} {east}",
    }
    with translation.override(language):
        form = HandEntryForm(data, players=PLAYERS, every_player_scores=False)
        assert form.is_valid(), form.errors
        assert f"{east} {east}" in form.notation_example
    entry = form.valid_entry
    assert entry.players["E"]["concealed"][-5:] == ["S", "S", "E", "E", "E"]
    assert entry.result.winning_tile == "S"


@pytest.mark.parametrize(
    ("language", "winds"),
    [("nl", ["O", "Z", "W", "N"]), ("de", ["O", "S", "W", "N"]), ("en", ["E", "S", "W", "N"])],
)
def test_the_tile_picker_writes_the_pages_letters(keeper_client, nmb_table, language, winds):
    body = keeper_client.get(url("play_table", nmb_table), HTTP_ACCEPT_LANGUAGE=language).text
    picker = body.split("data-tile-picker-panel")[1].split("picker-groups")[0]
    for letter in winds:
        assert f'data-tile="{letter}"' in picker
    assert f"k7 k7 k7 {winds[0]} {winds[0]}" in body


@pytest.mark.parametrize(
    ("language", "tiles", "winning"),
    [
        ("nl", "b1 b2 b3 b4 b5 b6 b7 b8 b9 Z Z O O O", "Z"),
        ("de", "b1 b2 b3 b4 b5 b6 b7 b8 b9 S S O O O", "S"),
        ("en", "b1 b2 b3 b4 b5 b6 b7 b8 b9 S S E E E", "S"),
    ],
)
def test_a_stored_hand_comes_back_in_the_pages_letters(
    keeper_client, club, language, tiles, winning
):
    """Stored as E S W N; the correction form (and the hand's page) write the winds as the
    page's language does, so saving it unchanged reads the same tiles back."""
    entered = {
        "mode": "tiles",
        "kind": "win",
        "winner": "E",
        "discarder": "self",
        "winning_tile": "S",
        "tiles_E": "b1 b2 b3 b4 b5 b6 b7 b8 b9 S S E E E",
    }
    with translation.override("en"):
        form = HandEntryForm(entered, players=PLAYERS, every_player_scores=False)
        assert form.is_valid(), form.errors
    table = seat_table(club, ruleset="mcr")  # MCR scores the winner's tiles only
    hand_enter(table=table, entry=form.valid_entry)
    hand = table.hands.get()
    assert hand.hand_entry.seat_players["E"]["concealed"][-5:] == ["S", "S", "E", "E", "E"]
    edit = url("play_hand_edit", table, number=1)
    form = keeper_client.get(edit, HTTP_ACCEPT_LANGUAGE=language).context["form"]
    assert form.initial["tiles_E"] == tiles
    assert form.initial["winning_tile"] == winning
    detail = keeper_client.get(
        url("play_hand_detail", table, number=1), HTTP_ACCEPT_LANGUAGE=language
    )
    assert tiles in detail.content.decode()


@pytest.mark.parametrize("language", ["nl", "de", "en"])
def test_written_in_a_language_reads_back_the_same(language):
    player = parse_player("pung E E E | chow* b1 b2 b3 | S S W N Wd Wd | f1")
    letters = wind_tile_letters(language)
    assert parse_player(format_player(player, letters), wind_aliases(language)) == player
