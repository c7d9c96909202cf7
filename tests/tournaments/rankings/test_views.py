"""The ranking's pages: the list and a player's calculation (numbers equal to the
command's), the day filter, exports, the import's preview and confirm, bad input."""

from __future__ import annotations

import datetime
import json
from io import StringIO

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.urls import reverse

from tests.factories import ClubFactory, MemberFactory
from tests.tournaments.rankings.world import tournament
from tournaments.rankings.models import ExternalResult

D = datetime.date
ON = "2026-06-01"
HEADER = "tournament,start_date,days,players,countries,qualification,player,ema_number,position"


@pytest.fixture(autouse=True)
def _english(settings):
    from django.utils import translation

    settings.LANGUAGE_CODE = "en"
    with translation.override("en"):
        yield


@pytest.fixture
def club(db):
    club = ClubFactory(slug="draak", default_ruleset="mcr")
    members = [MemberFactory(club=club, first_name=n, last_name="Draak") for n in "ABCD"]
    members[0].ema_number = "04010001"
    members[0].save()
    tournament(club, D(2026, 1, 10), members)
    tournament(club, D(2026, 2, 14), [members[1], members[0], members[3], members[2]])
    tournament(club, D(2025, 3, 1), members[::-1])
    return club


@pytest.fixture
def staff(club, make_user):
    return make_user("club admin", club=club, username="baas")


def _list(client, club, on=ON):
    return client.get(reverse("rankings_list", kwargs={"slug": club.slug}), {"on": on})


def test_the_page_shows_the_same_numbers_as_the_command(client, club):
    out = StringIO()
    call_command(
        "ranking", "--formula", "mers", "--club", club.slug, "--on", ON, "--json", stdout=out
    )
    data = json.loads(out.getvalue())
    page = _list(client, club)
    assert page.status_code == 200
    assert [(r.name, r.place, float(r.score)) for r in page.context["report"].rows] == [
        (d["player"], d["place"], d["score"]) for d in data
    ]
    html = page.content.decode()
    for d in data:
        assert f"{d['score']:.2f}" in html and d["player"] in html
    assert "as of" in html


def test_a_players_calculation_line_by_line(client, club):
    rows = _list(client, club).context["report"].rows
    top = rows[0]
    url = reverse("rankings_player", kwargs={"slug": club.slug})
    page = client.get(url, {"player": top.key, "on": ON})
    assert page.status_code == 200
    w = page.context["w"]
    assert [line.rank for line in w.lines] == [line.rank for line in top.lines]
    html = page.content.decode()
    assert f"{top.score:.2f}" in html and "Part A" in html and "Part B" in html
    assert client.get(url, {"player": "nobody", "on": ON}).status_code == 404


@pytest.mark.parametrize("on", ["2026-13-01", "yesterday", "9999-12-31", "²"])
def test_a_bad_day_is_today_with_a_message(client, club, on):
    page = _list(client, club, on)
    assert page.status_code == 200
    assert "is not a date" in page.content.decode()


def test_before_any_result_nobody_is_listed(client, club):
    assert _list(client, club, "2025-03-02").context["report"].rows == []


@pytest.mark.parametrize("fmt", ["xlsx", "csv", "pdf"])
def test_exports(client, club, staff, fmt):
    client.force_login(staff)
    url = reverse("rankings_export", kwargs={"slug": club.slug, "fmt": fmt})
    response = client.get(url, {"on": ON})
    assert response.status_code == 200
    assert f"mers-draak-{ON}.{fmt}" in response["Content-Disposition"]
    if fmt == "csv":
        text = response.content.decode("utf-8-sig")
        assert "A Draak" in text
    assert client.get(url.replace(fmt, "doc")).status_code == 404


def _upload(client, club, text: str):
    url = reverse("rankings_import", kwargs={"slug": club.slug})
    return client.post(url, {"file": SimpleUploadedFile("r.csv", text.encode(), "text/csv")})


def test_import_preview_then_confirm(client, club, staff):
    client.force_login(staff)
    text = (
        f"{HEADER}\nOpen,2026-03-07,2,40,6,1,Anna,04010001,2\nOpen,2026-03-07,2,40,6,1,Zoe,777,1\n"
    )
    preview = _upload(client, club, text)
    assert preview.status_code == 200
    html = preview.content.decode()
    assert "no member with this EMA number" in html and "A Draak" in html
    assert not ExternalResult.objects.exists()
    confirm = reverse("rankings_import_confirm", kwargs={"slug": club.slug})
    done = client.post(confirm, {"token": preview.context["token"]})
    assert done.status_code == 302
    assert ExternalResult.objects.count() == 2
    again = client.post(confirm, {"token": preview.context["token"]})  # sent twice: once
    assert again.status_code == 302 and ExternalResult.objects.count() == 2


@pytest.mark.parametrize(
    ("row", "error"),
    [
        ("Open,2026-02-30,1,20,1,0,Anna,,3", "is not a date"),
        ("Open,2026-02-07,1,20,1,0,Anna,,21", "is not between 1 and"),
        ("Open,2026-02-07,x,20,1,0,Anna,,3", "is not a whole number"),
        ("Open,2026-02-07,1,20,1,2,Anna,,3", "qualification is 0 or 1"),
        (",2026-02-07,1,20,1,0,Anna,,3", "“tournament” is empty"),
    ],
)
def test_a_bad_row_is_shown_and_nothing_imported(client, club, staff, row, error):
    client.force_login(staff)
    page = _upload(client, club, f"{HEADER}\n{row}\n")
    assert page.status_code == 200
    assert error in page.content.decode()
    assert page.context["token"] == ""


@pytest.mark.parametrize(
    "data",
    [b"", b"\xff\xfe\x00bad", b"name,date\nA,B\n", HEADER.encode() + b"\n", b'a,"b\n\x00'],
)
def test_a_bad_file_never_500s(client, club, staff, data):
    client.force_login(staff)
    url = reverse("rankings_import", kwargs={"slug": club.slug})
    response = client.post(url, {"file": SimpleUploadedFile("r.csv", data, "text/csv")})
    assert response.status_code == 422


@pytest.mark.parametrize(
    "columns",
    [
        [f"extra{i}" for i in range(25)] + HEADER.split(","),  # 25 others first
        list(reversed(HEADER.split(","))),  # any order
        ["note", *HEADER.split(","), "position"],  # a name twice: the first counts
    ],
    ids=["extra-first", "reversed", "twice"],
)
def test_the_columns_in_any_order(client, club, staff, columns):
    client.force_login(staff)
    values = ["Open", "2026-03-07", "2", "40", "6", "1", "Anna", "04010001", "2"]
    cells = dict(zip(HEADER.split(","), values, strict=True))
    row = ",".join(cells.get(name, "x") for name in columns)
    preview = _upload(client, club, f"{','.join(columns)}\n{row}\n")
    assert preview.status_code == 200
    assert preview.context["token"] and "A Draak" in preview.content.decode()


def test_a_forged_token_is_refused(client, club, staff):
    client.force_login(staff)
    url = reverse("rankings_import_confirm", kwargs={"slug": club.slug})
    assert client.post(url, {"token": "forged"}).status_code == 302
    assert not ExternalResult.objects.exists()


def test_the_command_reads_a_file(tmp_path):
    path = tmp_path / "r.csv"
    path.write_text(
        "tournament,start_date,days,players,countries,qualification,player,position\n"
        "First,2026-01-10,2,3,1,0,Anna,1\nSecond,2026-02-14,1,3,1,0,Anna,2\n"
        "Old,2025-03-01,3,3,1,0,Anna,3\n"
    )
    out = StringIO()
    call_command(
        "ranking", "--formula", "mers", "--results", str(path), "--on", ON, "--json", stdout=out
    )
    data = json.loads(out.getvalue())
    assert [(d["player"], d["score"], d["place"]) for d in data] == [("Anna", 419.58, 1)]
    assert [(r["R"], r["W"], r["A"]) for r in data[0]["results"]] == [
        (1000, 2.0, 1.0),
        (500, 1.0, 1.0),
        (0, 3.0, 0.5),
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--club", "nowhere"], "No club with slug"),
        (["--on", "2026-02-30"], "is not a date"),
        (["--results", "/nonexistent.csv"], "Cannot read"),
    ],
)
def test_the_command_refuses_bad_arguments(db, args, message):
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match=message):
        call_command("ranking", "--formula", "mers", *args, stdout=StringIO())
