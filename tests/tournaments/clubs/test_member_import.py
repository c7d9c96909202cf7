"""Member import: bad rows are reported one by one and nothing is imported until confirmed."""

import io

import pytest
from django.urls import reverse
from openpyxl import Workbook

from tests.factories import MemberFactory
from tests.tournaments.reports.conftest import *  # noqa: F403
from tournaments.clubs.imports.members import (
    MAX_UPLOAD_BYTES,
    MemberImportError,
    member_import,
    member_import_preview,
    preview_from_token,
    preview_token,
)
from tournaments.clubs.models import Member

pytestmark = pytest.mark.django_db

GOOD_CSV = (
    "lidnummer;voornaam;achternaam;EMA;land;lid sinds;actief\n"
    "101;Anna;de Wit;04010101;NL;01-02-2020;ja\n"
    "102;Bernd;Müller;;de;2021-05-01;\n"
)
BAD_CSV = (
    "member_number,first_name,last_name,ema_number,country,joined_on,active\n"
    "201,Anna,de Wit,123,NL,2020-01-01,yes\n"  # EMA number too short
    ",Bert,Jansen,,NL,,\n"  # no number
    "203,Carla,,,Netherlands,31-02-2020,maybe\n"  # no last name, country, date, active
    "204,Dirk,Visser,,NL,,\n"  # fine
    "204,Dora,Visser,,NL,,\n"  # duplicate number
)


def xlsx(rows) -> bytes:
    workbook = Workbook()
    for row in rows:
        workbook.active.append(row)
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()


def test_good_csv_preview_then_import(club):
    MemberFactory(club=club, member_number="101", first_name="Old")
    preview = member_import_preview(club=club, data=GOOD_CSV.encode(), filename="leden.csv")
    assert preview.ok and preview.creates == 1 and preview.updates == 1
    assert club.members.count() == 1  # nothing written by the preview
    created, updated = member_import(club=club, preview=preview)
    assert (created, updated) == (1, 1)
    anna = Member.objects.get(club=club, member_number="101")
    assert anna.first_name == "Anna" and anna.ema_number == "04010101"
    bernd = Member.objects.get(club=club, member_number="102")
    assert bernd.country == "DE" and bernd.active and str(bernd.joined_on) == "2021-05-01"


def test_each_bad_row_is_reported_and_nothing_imported(club):
    preview = member_import_preview(club=club, data=BAD_CSV.encode(), filename="x.csv")
    assert not preview.ok
    errors = {row.line: row.errors for row in preview.rows}
    assert "8 digits" in " ".join(errors[2])
    assert "member number is missing" in " ".join(errors[3])
    assert len(errors[4]) == 4  # last name, date, active, country
    assert errors[5] == [] or "more than once" in " ".join(errors[5])
    assert "more than once" in " ".join(errors[6])
    with pytest.raises(Exception, match="nothing was imported"):
        member_import(club=club, preview=preview)
    assert club.members.count() == 0


def test_xlsx_with_dates_and_numbers(club):
    import datetime

    data = xlsx(
        [
            ("Member number", "First name", "Last name", "Joined"),
            (7, "Eva", "Kok", datetime.datetime(2019, 3, 1)),
        ]
    )
    preview = member_import_preview(club=club, data=data, filename="members.xlsx")
    assert preview.ok
    assert preview.rows[0].values["member_number"] == "7"
    assert preview.rows[0].values["joined_on"] == "2019-03-01"


@pytest.mark.parametrize(
    ("data", "filename", "message"),
    [
        (b"", "a.csv", "empty"),
        (b"PK\x03\x04garbage", "a.xlsx", "not a readable Excel"),
        (b"\x00\x01\x02binary", "a.csv", "CSV"),
        (b"foo,bar\n1,2\n", "a.csv", "missing"),
        (b"member_number,first_name,last_name\n", "a.csv", "no members"),
        (b"x" * (MAX_UPLOAD_BYTES + 1), "a.csv", "larger"),
        (b"data", "a.xls", ".xlsx or .csv"),
    ],
)
def test_malformed_files_give_a_message(club, data, filename, message):
    with pytest.raises(MemberImportError, match=message):
        member_import_preview(club=club, data=data, filename=filename)


def test_token_round_trip_and_tampering(club, client):
    preview = member_import_preview(club=club, data=GOOD_CSV.encode(), filename="a.csv")
    token = preview_token(club=club, preview=preview)
    assert preview_from_token(club=club, token=token).ok
    with pytest.raises(MemberImportError):
        preview_from_token(club=club, token=token[:-2] + "xx")


def test_two_step_views(club, make_user, client):
    client.force_login(make_user("club admin", club=club))
    url = reverse("member_import", kwargs={"slug": club.slug})
    assert client.get(url).status_code == 200
    before = club.members.count()

    bad = io.BytesIO(BAD_CSV.encode())
    bad.name = "bad.csv"
    response = client.post(url, {"file": bad})
    assert response.status_code == 200
    assert "8 digits" in response.text and 'name="token"' not in response.text
    assert club.members.count() == before

    good = io.BytesIO(GOOD_CSV.encode())
    good.name = "good.csv"
    response = client.post(url, {"file": good})
    assert response.status_code == 200 and 'name="token"' in response.text
    assert club.members.count() == before  # still nothing imported
    token = response.context["token"]
    confirm = reverse("member_import_confirm", kwargs={"slug": club.slug})
    response = client.post(confirm, {"token": token})
    assert response.status_code == 302
    assert club.members.count() == before + 2

    garbage = io.BytesIO(b"PK\x03\x04not really a zip")
    garbage.name = "x.xlsx"
    response = client.post(url, {"file": garbage})
    assert response.status_code == 200 and "Excel" in response.text  # a message, not a 500
    assert client.post(confirm, {"token": "forged"}).status_code == 302


def test_import_is_for_club_admins_only(club, make_user, client):
    url = reverse("member_import", kwargs={"slug": club.slug})
    assert client.get(url).status_code == 302
    client.force_login(make_user("scorekeeper", club=club))
    assert client.get(url).status_code == 403
