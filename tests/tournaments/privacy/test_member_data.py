"""A member downloads everything kept about them (JSON and CSV); the club's staff may too,
nobody else."""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import UserFactory
from tests.tournaments.privacy.conftest import (
    PRIVATE_EMA,
    PRIVATE_EMAIL,
    PRIVATE_NUMBER,
    PlayedClub,
)

pytestmark = pytest.mark.django_db


def _url(p: PlayedClub, fmt: str, pk: int | None = None) -> str:
    kwargs = {"club_slug": p.club.slug, "pk": pk or p.private.pk, "fmt": fmt}
    return reverse("privacy_member_data", kwargs=kwargs)


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_json_download_holds_everything(played: PlayedClub) -> None:
    response = _client(played.private.user).get(_url(played, "json"))
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith("attachment;")
    data = json.loads(response.content)
    personal = data["personal"]
    assert personal["first_name"] == "Roosmarijn" and personal["last_name"] == "Verstappen"
    assert personal["member_number"] == PRIVATE_NUMBER and personal["ema_number"] == PRIVATE_EMA
    assert personal["email"] == PRIVATE_EMAIL and personal["joined_on"] == "2003-07-19"
    assert personal["adult"] is False and personal["club"] == "De Groene Draak"
    assert [m["club"] for m in data["memberships"]] == ["De Groene Draak"]
    assert len(data["tables"]) == 2  # two evenings, one table each
    assert {t["event"] for t in data["tables"]} == {"Clubavond 1", "Clubavond 2"}
    assert len(data["hands"]) == 4  # two hands per table
    assert sum(h["settlement"] for h in data["hands"]) == sum(
        r.settlement for r in played.private.seats.all() for r in r.results.all()
    )
    assert [(p["points"], p["reason"]) for p in data["penalties"]] == [(10, "slow_play")]


def test_csv_download_has_every_section(played: PlayedClub) -> None:
    response = _client(played.private.user).get(_url(played, "csv"))
    assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    sections = [row[0] for row in rows if row]
    for section, count in (("personal", 1), ("memberships", 1), ("tables", 2), ("hands", 4)):
        assert sections.count(section) == count + 1, section  # a header and the rows
    assert sections.count("penalties") == 2
    personal = dict(zip(rows[0][1:], rows[1][1:], strict=True))
    assert personal["member_number"] == PRIVATE_NUMBER and personal["email"] == PRIVATE_EMAIL


@pytest.mark.parametrize("who", ["admin", "scorekeeper"])
def test_staff_download_for_a_member(played: PlayedClub, who: str) -> None:
    user = played.admin if who == "admin" else played.scorekeeper
    data = json.loads(_client(user).get(_url(played, "json")).content)
    assert data["personal"]["member_number"] == PRIVATE_NUMBER


def test_nobody_else_downloads(played: PlayedClub) -> None:
    other = played.members[1]
    assert _client(played.private.user).get(_url(played, "json", other.pk)).status_code == 403
    assert _client(UserFactory()).get(_url(played, "json")).status_code == 403
    assert Client().get(_url(played, "csv")).status_code == 302  # to the log-in page
    assert _client(played.private.user).get(_url(played, "xml")).status_code == 404
