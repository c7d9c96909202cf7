"""Every month is written with Django's own month names in Dutch, English and German: on an
event's page, in a printed sheet, in a calendar evening's generated name and in the calendar
feed. A short msgid of ours that equals one of Django's month or day names ("May" as in
"may read") must carry a context, or its translation replaces the month ("Mag 2026")."""

import datetime
import gettext
import re
from pathlib import Path

import django
import pytest
from django.conf import settings
from django.urls import reverse
from django.utils import dates, timezone, translation
from icalendar import Calendar

from tests.factories import EventFactory, RoundFactory, SeatFactory, TableFactory
from tests.test_i18n import _po_entries
from tournaments.core.evening_names import evening_name
from tournaments.events.models import EventKind
from tournaments.reports import printing

LANGUAGES = ["nl", "en", "de"]
LOCALE = Path(settings.BASE_DIR) / "locale"
DJANGO_LOCALE = Path(django.__file__).parent / "conf" / "locale"


def _days() -> list[datetime.date]:
    """The 15th of each of the next twelve months (all inside the calendar feed)."""
    today = timezone.localdate()
    out = []
    for step in range(1, 13):
        month = (today.month - 1 + step) % 12 + 1
        year = today.year + (today.month - 1 + step) // 12
        out.append(datetime.date(year, month, 15))
    return sorted(out, key=lambda d: d.month)


def _month(day: datetime.date, language: str) -> str:
    """The month's name in Django's own catalogue (``dates.MONTHS`` read through ours would
    show our override: that is the bug)."""
    with translation.override(None):
        english = str(dates.MONTHS[day.month])
    own = gettext.translation("django", DJANGO_LOCALE, [language], fallback=True)
    return own.gettext(english)


def _has_day(text: str, day: datetime.date, language: str) -> bool:
    """``15 mei`` / ``15 May`` / ``15. Mai`` in ``text``."""
    return re.search(rf"\b{day.day}\.? {re.escape(_month(day, language))}\b", text) is not None


@pytest.fixture
def evenings(club):
    return [
        EventFactory(club=club, date=day, name=f"Club {day:%m}", name_generated=True)
        for day in _days()
    ]


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
def test_an_events_page_writes_every_month(client, evenings, language):
    for event in evenings:
        text = client.get(event.get_absolute_url(), headers={"accept-language": language}).text
        assert _has_day(text, event.date, language), (event.date, language)


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_generated_evening_name_writes_every_month(evenings, language):
    for event in evenings:
        with translation.override(language):
            name = str(event.name)
            assert name == evening_name(event.date)
        assert _has_day(name, event.date, language), name


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_calendar_feed_writes_every_month(client, club, evenings, language):
    url = reverse("club_calendar_feed", kwargs={"slug": club.slug})
    body = client.get(url, headers={"accept-language": language}).content
    summaries = {
        e.decoded("dtstart"): str(e["summary"]) for e in Calendar.from_ical(body).walk("VEVENT")
    }
    for event in evenings:
        assert _has_day(summaries[event.date], event.date, language), summaries[event.date]


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_printed_rotation_writes_every_month(monkeypatch, club, language):
    """The rotation sheet (a PDF) renders its date from the HTML handed to the printer."""
    printed: list[str] = []
    monkeypatch.setattr("tournaments.core.exports.pdf.html_to_pdf", printed.append)
    for day in _days():
        event = EventFactory(club=club, date=day, kind=EventKind.TOURNAMENT)
        table = TableFactory(round=RoundFactory(event=event, number=1), number=1)
        for position, wind in enumerate("ESWN"):
            SeatFactory(table=table, wind=wind, position=position)
        printing.rotation_pdf(event=event, lang=language)
        assert _has_day(printed[-1], day, language), (day, language)


MONTH_AND_DAY_NAMES = [
    name
    for table in (dates.MONTHS, dates.MONTHS_3, dates.WEEKDAYS, dates.WEEKDAYS_ABBR)
    for name in table.values()
]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_month_or_day_name_is_translated_without_a_context(language):
    """A translation of Django's "May" (or "may", "Sun", ...) without a context would be
    taken for the month: ours must say in which sense it is meant."""
    with translation.override(None):
        names = {str(n) for n in MONTH_AND_DAY_NAMES}
    assert {"May", "may", "Monday", "Sun"} <= names
    entries = _po_entries(LOCALE / language / "LC_MESSAGES" / "django.po")
    clashes = sorted(m for m, s in entries.items() if s and "\x04" not in m and m in names)
    assert clashes == []
