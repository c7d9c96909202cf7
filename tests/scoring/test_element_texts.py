"""Every element of every ruleset and every pao sentence in the page's language.

The engine keeps its ids and the rule books' wording; each ruleset's package marks its texts
(``texts.py``) and the site translates them through ``scoring.element_texts`` and
``scoring.pao_texts``. Rendered for a scorekeeper in nl, en and de, nothing may be left in
another language or carry a seed line reference.

Every registered ruleset is checked (the toy of tests/toy_ruleset too); translations are
checked for the shipped ones (``RULESET_IDS``): ``makemessages`` skips ``tests/``, so the
catalogues hold no text of a ruleset that lives there."""

import re
import shutil
import subprocess
from pathlib import Path
from types import SimpleNamespace

import pytest
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.html import escape
from django.utils.translation.trans_real import translation as catalogue

from scoring.element_texts import element_name, rule_book_language, value_text
from scoring.engine import Tile
from scoring.engine.registry import RULESET_IDS, get_ruleset, ruleset_ids
from scoring.pao_texts import pao_text
from tests.hands import melds
from tests.tournaments.play.fixtures import *  # noqa: F403
from tournaments.play.selectors.hand_breakdown import element_lines

LANGUAGES = ("nl", "en", "de")
#: "001 L489-L517", "(004 L1097-1136)", "L394": the seeds' line references
SEED_REFERENCE = re.compile(r"\b\d{3} L\d|\bL\d{2,}")
SHIPPED_ELEMENTS = [e for r in RULESET_IDS for e in get_ruleset(r).elements]


def _translated(language: str, context: str, msgid: str) -> bool:
    """The .mo file of ``language`` has a (non-empty) entry for ``msgid`` in ``context``."""
    return f"{context}\x04{msgid}" in catalogue(language)._catalog


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_every_element_has_a_name_in_its_packages_texts(ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    assert ruleset.texts is not None
    assert sorted(ruleset.texts.elements) == sorted(e.id for e in ruleset.elements)
    # the ruleset is the context: the same English name may be two rule book terms
    assert {t.context for t in ruleset.texts.elements.values()} == {ruleset_id}
    assert rule_book_language(ruleset_id) == ruleset.texts.rule_book_language != ""


@pytest.mark.parametrize("language", ["nl", "de"])
def test_every_element_name_is_translated(language):
    texts = {e.id: get_ruleset(e.ruleset).texts.elements[e.id] for e in SHIPPED_ELEMENTS}
    missing = [i for i, t in texts.items() if not _translated(language, t.context, t.message)]
    assert not missing


#: names as the catalogues translated them when the texts lived in scoring/element_texts.py
#: and tournaments/core/choices.py: moving them into the rulesets' packages kept the msgids
KNOWN_NAMES = [
    ("nl", "nmb.pung_dragons", "Pung of kong draken"),
    ("de", "nmb.pung_dragons", "Pung oder Kong Drachen"),
    ("nl", "mcr.pure_straight", "Zuivere straat"),
    ("de", "mcr.pure_straight", "Reine Straße"),
    ("nl", "hk.moon", "Maan eet cake"),
    ("de", "hk.moon", "Mond vom Meeresgrund (letzter Mauerstein Kreis 1)"),
    ("de", "majiang.heaven", "Himmel"),
    ("nl", "majiang.heaven", "Hemel (de gever wint met de uitdeling)"),
    ("nl", "redbook.limit", "Limiet"),
    ("de", "redbook.limit", "Das Limit (Clubeinstellung)"),
]


@pytest.mark.parametrize(("language", "element_id", "expected"), KNOWN_NAMES)
def test_the_moved_names_keep_their_translations(language, element_id, expected):
    with translation.override(language):
        assert element_name(element_id) == expected


ROOT = Path(__file__).resolve().parents[2]
#: the keywords Django's makemessages gives xgettext for Python (its own ``_``, ``gettext``
#: come with xgettext's defaults)
MAKEMESSAGES_KEYWORDS = [
    "gettext_noop",
    "gettext_lazy",
    "ngettext_lazy:1,2",
    "pgettext:1c,2",
    "npgettext:1c,2,3",
    "pgettext_lazy:1c,2",
    "npgettext_lazy:1c,2,3",
]


@pytest.mark.skipif(not shutil.which("xgettext"), reason="gettext (xgettext) not installed")
def test_makemessages_extracts_the_texts_of_the_rulesets_packages():
    """xgettext, called as makemessages calls it, finds every element name (with its
    context), option text, ruleset name and pao sentence of the packages' ``texts.py``, and
    each is in the committed catalogue."""
    paths = sorted(str(p) for p in (ROOT / "scoring/engine/rulesets").glob("*/texts.py"))
    args = ["xgettext", "--language=Python", "--from-code=UTF-8", "--output=-"]
    args += [f"--keyword={k}" for k in MAKEMESSAGES_KEYWORDS]
    pot = subprocess.run([*args, *paths], capture_output=True, text=True, check=True).stdout
    po = (ROOT / "locale/nl/LC_MESSAGES/django.po").read_text(encoding="utf-8")
    extracted = _entries(pot)
    for ruleset_id in RULESET_IDS:
        texts = get_ruleset(ruleset_id).texts
        assert (None, texts.name) in extracted
        assert {(t.context, t.message) for t in texts.elements.values()} <= extracted
        for option in texts.options.values():
            assert {(None, m) for m in (option.label, *option.choices.values())} <= extracted
    assert (None, "Nine-tile pao needs a one-suit hand; this win is not one.") in extracted
    assert extracted <= _entries(po)


def _entries(catalogue_text: str) -> set[tuple[str | None, str]]:
    """(context, msgid) of every entry of a .po/.pot text (multi-line strings joined)."""
    entries = set()
    for block in catalogue_text.split("\n\n"):
        fields: dict[str, str] = {}
        key = None
        for line in block.splitlines():
            if line.startswith(("msgctxt ", "msgid ")):
                key, _, rest = line.partition(" ")
                fields[key] = rest[1:-1]
            elif line.startswith('"') and key:
                fields[key] += line[1:-1]
            else:
                key = None
        if fields.get("msgid"):
            message = fields["msgid"].replace('\\"', '"')
            context = fields.get("msgctxt")
            entries.add((context.replace('\\"', '"') if context else None, message))
    return entries


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
@pytest.mark.parametrize("ruleset_id", ruleset_ids())
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
