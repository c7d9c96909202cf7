"""Tiles typed with spaces, commas or no separator at all read the same; a set word starts a
new set; an unknown token's message names that token."""

import pytest

from scoring.engine import InvalidNotation
from scoring.notation import parse_player
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.test_play import url

PUNG_B3 = {"kind": "pung", "tiles": ["b3", "b3", "b3"]}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("c2 c3 c4 E E", {"concealed": ["c2", "c3", "c4", "E", "E"]}),
        ("c2,c3,c4,E,E", {"concealed": ["c2", "c3", "c4", "E", "E"]}),
        ("c2, c3; c4 E,E", {"concealed": ["c2", "c3", "c4", "E", "E"]}),
        ("c2c3c4EE", {"concealed": ["c2", "c3", "c4", "E", "E"]}),
        ("RdRdRd", {"concealed": ["Rd", "Rd", "Rd"]}),
        ("pungb3", {"melds": [PUNG_B3]}),
        ("pung,b3", {"melds": [PUNG_B3]}),
        ("pung b3, c2 c3 c4", {"melds": [PUNG_B3], "concealed": ["c2", "c3", "c4"]}),
        ("c2 c3 c4 pung b3", {"melds": [PUNG_B3], "concealed": ["c2", "c3", "c4"]}),
        (
            "b1,b2,b3,pung b4",
            {"melds": [{"kind": "pung", "tiles": ["b4"] * 3}], "concealed": ["b1", "b2", "b3"]},
        ),
        ("pung b3 b3 b3 c2", {"melds": [PUNG_B3], "concealed": ["c2"]}),
        (
            "pungb3|c2c3c4|f1",
            {"melds": [PUNG_B3], "concealed": ["c2", "c3", "c4"], "bonus": ["f1"]},
        ),
    ],
)
def test_separators_read_alike(text, expected):
    assert parse_player(text) == expected


@pytest.mark.parametrize(
    ("text", "token"),
    [("b1 x9", "x9"), ("b1x9", "x9"), ("b1,b2,q", "q"), ("pnug b3", "pnug"), ("c2c3zz", "zz")],
)
def test_an_unknown_token_is_named(text, token):
    with pytest.raises(InvalidNotation) as err:
        parse_player(text)
    assert err.value.code == "unknown_tile" and err.value.params["tile"] == token


def test_the_page_names_the_token_in_dutch(client, make_user, club, nmb_table):
    client.force_login(make_user("scorekeeper", club=club))
    post = {"mode": "tiles", "kind": "win", "winner": "E", "tiles_E": "b1,b2,b3,x9"}
    body = client.post(
        url("play_hand_preview", nmb_table), post, headers={"accept-language": "nl"}
    ).text
    assert "Onbekende steen “x9”" in body and "“pung”" not in body


def test_the_notation_help_documents_separators(client, make_user, club, nmb_table):
    client.force_login(make_user("scorekeeper", club=club))
    body = client.get(url("play_table", nmb_table), headers={"accept-language": "de"}).text
    assert "c2c3c4" in body.split('class="notation-help"')[1].split("</details>")[0]
    assert "Leerzeichen, Kommas" in body
