"""Every element of every ruleset and every pao sentence in the page's language.

The engine keeps its ids and the rule books' wording; the site shows them through
``scoring.element_texts`` and ``scoring.pao_texts``. Rendered for a scorekeeper in nl, en
and de, nothing may be left in another language or carry a seed line reference."""

import re
from types import SimpleNamespace

import pytest
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.html import escape
from django.utils.translation.trans_real import translation as catalogue

from scoring.element_texts import ELEMENT_NAMES, element_name, value_text
from scoring.engine import Tile
from scoring.engine.registry import RULESET_IDS, get_ruleset
from scoring.pao_texts import pao_text
from tests.hands import melds
from tests.tournaments.play.fixtures import *  # noqa: F403
from tournaments.play.selectors.hand_breakdown import element_lines

LANGUAGES = ("nl", "en", "de")
#: "001 L489-L517", "(004 L1097-1136)", "L394": the seeds' line references
SEED_REFERENCE = re.compile(r"\b\d{3} L\d|\bL\d{2,}")
ALL_ELEMENTS = [e for r in RULESET_IDS for e in get_ruleset(r).elements]


def _translated(language: str, context: str, msgid: str) -> bool:
    """The .mo file of ``language`` has a (non-empty) entry for ``msgid`` in ``context``."""
    return f"{context}\x04{msgid}" in catalogue(language)._catalog


def test_every_element_has_a_name_in_the_catalogue():
    assert sorted(ELEMENT_NAMES) == sorted(e.id for e in ALL_ELEMENTS)


@pytest.mark.parametrize("language", ["nl", "de"])
def test_every_element_name_is_translated(language):
    with translation.override("en"):
        msgids = {e.id: str(ELEMENT_NAMES[e.id]) for e in ALL_ELEMENTS}
    missing = [e.id for e in ALL_ELEMENTS if not _translated(language, e.ruleset, msgids[e.id])]
    assert not missing


def _preview(ruleset_id: str, language: str) -> str:
    """The live preview with one row holding every element of the ruleset once, worth 1
    (singular) and, the same element again, worth 2 (plural)."""
    ruleset = get_ruleset(ruleset_id)
    stored = [
        {"id": e.id, "name": e.name, "name_en": e.name_en, "value": v, "unit": str(e.unit)}
        for e in ruleset.elements
        for v in (1, 2)
    ]
    with translation.override(language):
        lines = element_lines(stored, ruleset_unit=str(getattr(ruleset, "unit", "points")))
        row = {"wind": "E", "name": "Anna", "points": 0, "settlement": 0, "elements": lines}
        return render_to_string("play/_preview.html", {"rows": [row], "score": None})


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_the_preview_shows_every_element_in_the_page_language(ruleset_id, language):
    html = _preview(ruleset_id, language)
    assert not SEED_REFERENCE.search(html)
    with translation.override(language):
        for e in get_ruleset(ruleset_id).elements:
            assert escape(element_name(e.id)) in html
            if language != "en" and e.name_en != element_name(e.id):
                # the engine's English never shows on a Dutch or German page
                assert f">{escape(e.name_en)}<" not in html
    if language != "de" and ruleset_id == "majiang":
        assert "Gewinnstein" not in html  # the German rule book's words
    if language != "nl" and ruleset_id == "nmb":
        assert "eenvoudige stenen" not in html


@pytest.mark.parametrize(
    ("language", "one", "two", "wrong"),
    [
        ("nl", "1 verdubbeling<", "2 verdubbelingen", "1 verdubbelingen"),
        ("en", "1 double<", "2 doubles", "1 doubles"),
        ("de", "1 Verdopplung<", "2 Verdopplungen", "1 Verdopplungen"),
    ],
)
def test_units_are_plural_by_the_number(language, one, two, wrong):
    html = _preview("nmb", language)
    assert one in html and two in html and wrong not in html


@pytest.mark.parametrize(
    ("language", "unit", "ruleset_unit", "expected"),
    [
        ("nl", "limit", "points", "1000 punten (limiet)"),
        ("de", "limit", "fan", "1000 Fan (Limit)"),
        ("en", "points", "points", "1 point"),
        ("nl", "faan", "faan", "1000 Faan"),
    ],
)
def test_value_text(language, unit, ruleset_unit, expected):
    value = 1 if expected.startswith("1 ") else 1000
    with translation.override(language):
        assert value_text(value, unit, ruleset_unit=ruleset_unit) == expected


# --- pao advice ------------------------------------------------------------------------------
def _advice(trigger, liable, source):
    return SimpleNamespace(trigger=trigger, liable=liable, source=source, reason="(English)")


#: every advice the two engines give (ruleset, trigger, liable, the passage cited)
PAO_ADVICES = [
    ("hk", "dragons", True, "004 L422-431, L543-545, L1124-1129"),
    ("hk", "winds", False, "004 L429-431, L1135-1136"),
    ("hk", "honours", True, "004 L442-446, L600-604"),
    ("hk", "terminals", True, "004 L448-451, L789-792"),
    ("hk", "suit", True, "004 L1294-1299, L1405-1414"),
    ("hk", "suit", False, "004 L1330-1357, L1376-1379, L1396-1397"),
    ("hk", "suit", False, "004 L1285-1321"),
    ("hk", "seven_rule", True, "004 L1452-1463"),
    ("hk", "five_rule", True, "004 L1465-1475"),
    ("hk", None, False, "004 L1097-1136"),
    ("majiang", "nine_tiles", True, "001 L493-L497"),
    ("majiang", "twelfth_tile", True, "001 L521-L526"),
    ("majiang", "nine_tiles", False, "001 L528-L534"),
    ("majiang", "nine_tiles", False, "001 L497"),
    ("majiang", "three_dragons", True, "001 L499-L503"),
    ("majiang", "four_winds", False, "001 L505-L509"),
    ("majiang", "three_dragons", False, "001 L491"),
    ("majiang", "last_five", True, "001 L511-L517"),
    ("majiang", "last_five", False, "001 L515"),
    ("majiang", None, False, "001 L493-L517"),
    ("majiang", None, False, "001 L489-L517"),
]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("ruleset_id", "trigger", "liable", "source"), PAO_ADVICES)
def test_every_pao_advice_has_a_sentence_in_the_page_language(
    ruleset_id, trigger, liable, source, language
):
    advice = _advice(trigger, liable, source)
    with translation.override("en"):
        english = pao_text(ruleset_id, advice, winner="Anna", player="Bram")
    with translation.override(language):
        text = pao_text(ruleset_id, advice, winner="Anna", player="Bram")
    assert text and not SEED_REFERENCE.search(text)
    if language != "en":
        assert text != english
    if liable and trigger not in ("suit", "seven_rule", "five_rule") and ruleset_id == "majiang":
        assert "Bram" in text


@pytest.mark.parametrize("language", ["nl", "de"])
def test_the_engines_real_advice_gets_a_sentence(language):
    """hk: two dragon pungs exposed and the third dragon discarded (the engine's advice, not
    a stand-in); majiang: a self-drawn win."""
    from scoring.engine.rulesets.hk import pao_advice as hk_advice
    from scoring.engine.rulesets.majiang import pao_advice as mj_advice

    hk = hk_advice({"S": melds("pung Rd", "pung Gd")}, (), Tile.parse("Wd"), "E", "S")
    mj = mj_advice({"S": []}, (), None, None, "S")
    with translation.override(language):
        for ruleset_id, advice in (("hk", hk), ("majiang", mj)):
            text = pao_text(ruleset_id, advice, winner="Anna", player="Bram")
            assert text and not SEED_REFERENCE.search(text)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("nl", "Pung of kong draken 1 verdubbeling ×2"),
        ("en", "Pung or kong of dragons 1 double ×2"),
        ("de", "Pung oder Kong Drachen 1 Verdopplung ×2"),
    ],
)
def test_the_hands_export_names_elements_in_its_language(language, expected):
    from tournaments.reports.exporters import _element_text

    stored = {
        "id": "nmb.pung_dragons",
        "name": "Pung of kong draken",
        "name_en": "pung or kong of dragons",
        "value": 1,
        "count": 2,
        "unit": "doubles",
    }
    with translation.override(language):
        assert _element_text(stored) == expected
        assert _element_text(
            {**stored, "id": "majiang.heaven", "unit": "limit", "count": 1, "value": 64}
        ).endswith("(Limit)" if language == "de" else ")")
