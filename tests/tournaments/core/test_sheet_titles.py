"""A workbook's sheet is named from words the site does not control (a translation, an
event's or a stage's name): ``sheet_title`` makes any of them a name Excel accepts, and
the registration export of an event named with ``/`` and ``:`` downloads."""

from __future__ import annotations

import io
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from django.urls import reverse
from openpyxl import Workbook, load_workbook

from tests.factories import ClubFactory, EventFactory
from tournaments.core.exports.exporter import TEXT, Column, Exporter
from tournaments.core.exports.xlsx import render_xlsx, sheet_title

TITLES = [
    ("Open 2026/27: Finale", "Open 2026-27- Finale"),
    ("a\\b?c*d[e]f", "a-b-c-d-e-f"),
    ("x" * 40, "x" * 31),
    ("'quoted'", "quoted"),
    ("tab\there\x00", "tabhere"),
    ("", "Sheet"),
    ("///", "---"),
    ("'", "Sheet"),
    ("日本語の大会 ★ 🀄", "日本語の大会 ★ 🀄"),
]


@pytest.mark.parametrize(("text", "expected"), TITLES)
def test_sheet_title_is_a_name_excel_accepts(text: str, expected: str) -> None:
    title = sheet_title(text)
    assert title == expected
    Workbook().create_sheet(title)  # openpyxl checks the name as Excel does


class _Named(Exporter):
    identifier = "named"
    verbose_name = "Stand: ronde 1/2"

    def title(self) -> str:
        return "x"

    def columns(self) -> Sequence[Column]:
        return [Column("A", TEXT, 5)]

    def rows(self) -> Iterator[Sequence[Any]]:
        yield ["1"]


def test_an_exporters_name_with_a_slash_renders() -> None:
    book = load_workbook(io.BytesIO(render_xlsx(_Named())))
    assert book.sheetnames == ["Stand- ronde 1-2"]


@pytest.mark.django_db
def test_the_registration_export_of_an_event_named_with_slash_and_colon(client, make_user) -> None:
    club = ClubFactory(slug="slash-club")
    event = EventFactory(club=club, slug="open-2026", name="Open 2026/27: Finale [A]")
    client.force_login(make_user("club admin", club=club))
    url = reverse("registration_export", kwargs={"slug": event.slug, "fmt": "xlsx"})
    response = client.get(url)
    assert response.status_code == 200
    book = load_workbook(io.BytesIO(response.content))
    assert len(book.sheetnames) == 1
