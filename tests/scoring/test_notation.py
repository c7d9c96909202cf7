"""The one-line tile notation: parses to the interchange dict and back."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.engine import InvalidNotation
from scoring.notation import format_player, parse_player

SUITED = [f"{s}{n}" for s in "bck" for n in range(1, 10)]
HONOURS = ["E", "S", "W", "N", "Rd", "Gd", "Wd"]
BONUS = [f"{s}{n}" for s in "fs" for n in range(1, 5)]


def test_example_from_the_help_text():
    assert parse_player("pung b3 b3 b3 | kong* Rd Rd Rd Rd | c2 c3 c4 k7 k7 k7 E E | f1") == {
        "melds": [
            {"kind": "pung", "tiles": ["b3", "b3", "b3"]},
            {"kind": "kong", "tiles": ["Rd", "Rd", "Rd", "Rd"], "concealed": True},
        ],
        "concealed": ["c2", "c3", "c4", "k7", "k7", "k7", "E", "E"],
        "bonus": ["f1"],
    }


def test_shorthand_sets_and_lenient_case():
    assert parse_player("PUNG B3 | kong* rd | chow c7 | pair e | s2 dead") == {
        "melds": [
            {"kind": "pung", "tiles": ["b3"] * 3},
            {"kind": "kong", "tiles": ["Rd"] * 4, "concealed": True},
            {"kind": "chow", "tiles": ["c7", "c8", "c9"]},
            {"kind": "pair", "tiles": ["E", "E"]},
        ],
        "bonus": ["s2"],
        "dead": True,
    }
    assert parse_player("") == {} and parse_player("  |  ") == {}


@pytest.mark.parametrize("text", ["x9", "pung b3 b4", "chow c8", "chow E", "kong b1 b1"])
def test_mistakes_are_invalid_notation(text):
    with pytest.raises(InvalidNotation):
        parse_player(text)


meld = st.one_of(
    st.builds(
        lambda t, c: {"kind": "pung", "tiles": [t] * 3, **({"concealed": True} if c else {})},
        st.sampled_from(SUITED + HONOURS),
        st.booleans(),
    ),
    st.builds(
        lambda t, c: {"kind": "kong", "tiles": [t] * 4, **({"concealed": True} if c else {})},
        st.sampled_from(SUITED + HONOURS),
        st.booleans(),
    ),
    st.builds(
        lambda s, n: {"kind": "chow", "tiles": [f"{s}{n + i}" for i in range(3)]},
        st.sampled_from("bck"),
        st.integers(1, 7),
    ),
)


@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(
    melds=st.lists(meld, max_size=4),
    concealed=st.lists(st.sampled_from(SUITED + HONOURS), max_size=8),
    bonus=st.lists(st.sampled_from(BONUS), max_size=4),
    dead=st.booleans(),
)
def test_round_trip(melds, concealed, bonus, dead):
    player = {}
    if melds:
        player["melds"] = melds
    if concealed:
        player["concealed"] = concealed
    if bonus:
        player["bonus"] = bonus
    if dead:
        player["dead"] = True
    assert parse_player(format_player(player)) == player
