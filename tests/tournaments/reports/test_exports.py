"""Exports load back with openpyxl / csv with the right rows; EMA refuses missing numbers."""

import csv
import io

import pytest
from django.urls import reverse
from openpyxl import load_workbook

from tests.factories import MemberFactory
from tournaments.core.exports.renderers import UnknownFormat, render
from tournaments.events.models import Event
from tournaments.play.models import HandResult
from tournaments.reports.exporters import (
    EmaResultsExporter,
    EventHandsExporter,
    EventStandingsExporter,
    MembersExporter,
    MissingEmaNumbers,
    SeasonStandingsExporter,
)
from tournaments.reports.selectors.results import event_report, season_report

pytestmark = pytest.mark.django_db


def sheet_rows(content: bytes) -> list[tuple]:
    return list(load_workbook(io.BytesIO(content)).active.iter_rows(values_only=True))


@pytest.fixture
def evening(demo):
    return Event.objects.select_related("club", "season").get(slug="demo-evening")


def test_event_standings_xlsx(evening):
    report = event_report(event=evening)
    rows = sheet_rows(render(EventStandingsExporter(report), "xlsx", lang="en")[0])
    assert rows[0][:4] == ("Place", "Player", "No.", "Table points")
    assert len(rows) == 1 + 24
    assert [r[1] for r in rows[1:]] == [r.player.name for r in report.rows]
    assert sum(r[3] for r in rows[1:]) == pytest.approx(2 * 6 * 7)  # 2 rounds × 6 tables × 7
    assert sum(r[4] for r in rows[1:]) == 0  # scores are zero-sum


def test_season_standings_xlsx_and_csv(evening):
    exporter = SeasonStandingsExporter(season_report(season=evening.season))
    rows = sheet_rows(render(exporter, "xlsx", lang="nl")[0])
    assert rows[0][0] == "Plaats"
    assert len(rows) == 1 + 24
    text = render(exporter, "csv", lang="en")[0].decode("utf-8-sig")
    assert len(list(csv.reader(io.StringIO(text)))) == 1 + 24


def test_hands_xlsx_one_row_per_player_per_hand(evening):
    rows = sheet_rows(render(EventHandsExporter(evening), "xlsx", lang="en")[0])
    assert rows[0][0] == "Round"
    expected = HandResult.objects.filter(hand__table__round__event=evening).count()
    assert len(rows) == 1 + expected
    assert sum(r[10] for r in rows[1:]) == 0  # settlements are zero-sum
    assert (
        sum(1 for r in rows[1:] if r[8] == "✓")
        == evening.rounds.filter(tables__hands__winner__isnull=False).count()
    )


def test_members_xlsx_round_trips_through_the_import(demo):
    from tournaments.clubs.imports.members import member_import_preview

    content = render(MembersExporter(demo), "xlsx")[0]
    rows = sheet_rows(content)
    assert rows[0] == (
        "member_number",
        "first_name",
        "surname_prefix",
        "last_name",
        "ema_number",
        "country",
        "joined_on",
        "active",
        "adult",
    )
    assert len(rows) == 1 + demo.members.count()
    assert ("Quirine", "de", "Wit") in {row[1:4] for row in rows}  # the prefix kept apart
    preview = member_import_preview(club=demo, data=content, filename="members.xlsx")
    assert preview.ok and preview.updates == demo.members.count()
    wit = next(r for r in preview.rows if r.values["first_name"] == "Quirine")
    assert (wit.values["surname_prefix"], wit.values["last_name"]) == ("de", "Wit")


def test_ema_csv_refuses_missing_numbers_then_exports(demo):
    event = Event.objects.select_related("club").get(slug="demo-tournament")
    exporter = EmaResultsExporter(event_report(event=event))
    with pytest.raises(MissingEmaNumbers) as missing:
        exporter.check()
    assert "Sophie Laurent" in missing.value.names and "Dirk Visser" in missing.value.names

    # give everybody a number (guests excluded from this event's club members)
    for member in demo.members.filter(ema_number=""):
        member.ema_number = f"0401{member.pk:04d}"
        member.save()
    event.rounds.all()  # guests still lack numbers
    exporter = EmaResultsExporter(event_report(event=event))
    with pytest.raises(MissingEmaNumbers) as missing:
        exporter.check()
    assert sorted(missing.value.names) == ["Jürgen Weber", "Sophie Laurent"]


def test_ema_csv_layout(db):
    from tests.factories import ClubFactory, RoundFactory
    from tournaments.play.services.tables import table_seat

    club = ClubFactory(slug="ema-layout")  # beside the module's demo club
    round_ = RoundFactory(event__club=club, number=1)
    members = [MemberFactory(club=club, ema_number=f"0401000{i}") for i in range(4)]
    table_seat(round_=round_, number=1, sitters=members)
    exporter = EmaResultsExporter(event_report(event=round_.event))
    text = render(exporter, "csv")[0].decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == [
        "Place",
        "First Name",
        "Last name",
        "EMA number",
        "Table points",
        "Score",
        "EMA member",
        "Country",
    ]
    assert len(rows) == 5


def test_format_not_offered_is_refused(demo):
    with pytest.raises(UnknownFormat):
        render(MembersExporter(demo), "pdf")


def test_export_views_need_a_role(client, demo, login):
    url = reverse(
        "reports_event_export", kwargs={"slug": "demo-evening", "exporter": "hands", "fmt": "xlsx"}
    )
    assert client.get(url).status_code == 302  # anonymous → login
    response = login("scorekeeper").get(url)
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/vnd.openxmlformats")
    members = reverse("reports_members_export", kwargs={"slug": demo.slug, "fmt": "xlsx"})
    assert login("scorekeeper").get(members).status_code == 403
    assert login("admin").get(members).status_code == 200
    ema = reverse(
        "reports_event_export", kwargs={"slug": "demo-tournament", "exporter": "ema", "fmt": "csv"}
    )
    response = login("admin").get(ema)
    assert response.status_code == 409 and "Sophie Laurent" in response.text
