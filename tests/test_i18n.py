"""Dutch by default; English and German through the language switcher."""

import ast
import gettext
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.urls import reverse

LOCALE = Path(settings.BASE_DIR) / "locale"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "heading", "login"),
    [
        ("nl", "Komende evenementen", "Inloggen"),
        ("en", "Upcoming events", "Log in"),
        ("de", "Kommende Veranstaltungen", "Anmelden"),
    ],
)
def test_language_switch_changes_the_page(client, language, heading, login):
    response = client.post(reverse("set_language"), {"language": language, "next": "/"})
    assert response.status_code == 302
    text = client.get(reverse("home")).text
    assert heading in text and login in text
    assert f'<html lang="{language}">' in text


@pytest.mark.django_db
def test_dutch_is_the_default(client):
    text = client.get(reverse("home")).text
    assert '<html lang="nl">' in text
    assert "Komende evenementen" in text


@pytest.mark.django_db
def test_browser_language_is_honoured(client):
    text = client.get(reverse("home"), headers={"accept-language": "de-DE,de;q=0.9"}).text
    assert "Kommende Veranstaltungen" in text


@pytest.mark.parametrize("language", ["nl", "de"])
def test_every_message_is_translated(language):
    """Every string of the project has a final (not fuzzy) Dutch and German translation:
    a fuzzy or empty entry would show English in the middle of a Dutch page."""
    po = (LOCALE / language / "LC_MESSAGES" / "django.po").read_text(encoding="utf-8")
    untranslated = []
    for entry in po.split("\n\n")[1:]:
        empty = re.search(r'^msgstr(\[\d\])? ""\Z', entry.strip(), re.M)
        fuzzy = re.search(r"^#, .*fuzzy", entry, re.M)
        if empty or fuzzy:
            untranslated.append(entry)
    assert not untranslated, untranslated[:5]


def _po_entries(path: Path) -> dict[str, str]:
    """msgid -> msgstr (first plural form) of the compiled (not fuzzy) entries of a .po file."""
    return _po_text_entries(path.read_text(encoding="utf-8"))


def _po_text_entries(text: str) -> dict[str, str]:
    """The same of a .po file's text (or some of its entries)."""
    entries: dict[str, str] = {}
    for block in text.split("\n\n"):
        fields: dict[str, str] = {}
        key = None
        for line in block.splitlines():
            match = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) (".*")$', line)
            if match:
                key = match.group(1)
                fields[key] = ast.literal_eval(match.group(2))
            elif line.startswith('"') and key:
                fields[key] += ast.literal_eval(line)
        if fields.get("msgid") and not re.search(r"^#, .*fuzzy", block, re.M):
            # gettext keys a message with a context as "context\x04msgid"
            msgid = "\x04".join(filter(None, (fields.get("msgctxt"), fields["msgid"])))
            entries[msgid] = fields.get("msgstr", fields.get("msgstr[0]", ""))
    return entries


@pytest.mark.parametrize("language", ["nl", "en", "de"])
def test_compiled_catalogues_match_the_po_files(language):
    po = LOCALE / language / "LC_MESSAGES" / "django.po"
    mo = po.with_suffix(".mo")
    assert mo.exists(), f"run: make compilemessages ({mo} missing)"
    with mo.open("rb") as handle:
        catalog = gettext.GNUTranslations(handle)._catalog
    for msgid, msgstr in _po_entries(po).items():
        if msgstr:
            compiled = catalog.get(msgid, catalog.get((msgid, 0)))
            assert compiled == msgstr, f"{mo} is stale for {msgid!r}: run make compilemessages"


@pytest.mark.parametrize(
    ("language", "label"), [("nl", "- Kies een optie -"), ("de", "- Bitte wählen -")]
)
def test_djangos_empty_choice_speaks_the_pages_language(language, label):
    """Django 6's empty choice of a model field ("- Select an option -") has no Dutch or
    German in Django's own catalogues; ours supplies it, so no English on a Dutch form."""
    from django.db.models.fields import BLANK_CHOICE_LABEL
    from django.utils import translation

    with translation.override(language):
        assert str(BLANK_CHOICE_LABEL) == label


@pytest.mark.parametrize(
    ("language", "registration", "round_"),
    [
        ("nl", "Gesloten", "Afgesloten"),
        ("de", "Geschlossen", "Abgeschlossen"),
        ("en", "Closed", "Closed"),
    ],
)
def test_a_closed_registration_and_a_closed_round_are_two_words(language, registration, round_):
    """ "Closed" is two words in Dutch and German: a registration that takes no one more,
    a round that is over (issue 50: short msgids get a context)."""
    from django.utils import translation

    from tournaments.events.models import RoundStatus
    from tournaments.registration.models import RegistrationMode

    with translation.override(language):
        assert str(RegistrationMode.CLOSED.label) == registration
        assert str(RoundStatus.CLOSED.label) == round_


def _german_entries_of(*sources: str) -> dict[str, str]:
    """msgid -> German msgstr of the entries whose references name one of ``sources``."""
    po = (LOCALE / "de" / "LC_MESSAGES" / "django.po").read_text(encoding="utf-8")
    found = {}
    for block in po.split("\n\n"):
        references = " ".join(re.findall(r"^#: (.*)$", block, re.M))
        if any(source in references for source in sources):
            found.update(_po_text_entries(block))
    return found


# "Geben Sie …", "wählen Sie …", "Ihre …", "du", "deine …": a form of address
ADDRESS = re.compile(r"\b\w+en Sie\b|\bIhr(e|en|em|er|es)?\b|\b[Dd]u\b|\b[Dd]ein\w*")


def test_the_entry_forms_german_messages_address_nobody():
    """The entry form's messages show on the scorekeeper's page (Sie) and on the players'
    own page (du): in German they ask without a form of address ("Bitte … eingeben")."""
    messages = _german_entries_of("scoring/messages.py", "scoring/forms.py")
    assert len(messages) > 20
    addressed = {msgid: text for msgid, text in messages.items() if ADDRESS.search(text)}
    assert not addressed, addressed


# "u", "uw": the formal address; the Dutch pages say "je" and "jouw" everywhere
FORMAL_DUTCH = re.compile(r"\b[Uu]w?\b")


def test_the_dutch_pages_say_je_not_u():
    """A player, a scorekeeper and a club admin read one register on every Dutch page:
    the informal "je" (the players' own pages and the rest of the site already did)."""
    entries = _po_entries(LOCALE / "nl" / "LC_MESSAGES" / "django.po")
    formal = {msgid: text for msgid, text in entries.items() if FORMAL_DUTCH.search(text)}
    assert not formal, formal
