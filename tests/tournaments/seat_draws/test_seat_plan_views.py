"""The seating plan pages: upload → preview (problems by row, or the tables and the quality
panel) → use; a bad file gets a message and changes nothing; the export; who may."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tests.tournaments.seat_draws.fixtures import *  # noqa: F403
from tests.tournaments.seat_draws.plan_helpers import csv_file, seating_of
from tests.tournaments.seat_draws.test_seat_plan_files import UNREADABLE, _bomb
from tournaments.audit.models import AuditEntry
from tournaments.core.roles import REFEREE, SCOREKEEPER
from tournaments.events.models import EventStatus
from tournaments.seat_draws.services.draws import seat_draw_create

pytestmark = pytest.mark.django_db


@pytest.fixture
def event(make_event):
    return make_event(9, guests=1, round_count=2, table_policy="bye")


@pytest.fixture
def staff(client, make_user, event):
    client.force_login(make_user(REFEREE, club=event.club))
    return client


def url(name, event, **kwargs):
    return reverse(name, kwargs={"slug": event.slug, **kwargs})


def _rows(event):
    players = [
        p.member.member_number if p.member else p.guest_name
        for p in event.participants.select_related("member").order_by("pk")
    ]
    rows = []
    for number, order in ((1, players), (2, players[::-1])):
        rows += [[number, 1 + i // 4, 1 + i % 4, p] for i, p in enumerate(order[:8])]
        rows.append([number, "bye", "", order[8]])
    return rows


def _upload(client, event, data, name="plan.csv"):
    return client.post(url("seating_plan", event), {"file": SimpleUploadedFile(name, data)})


@pytest.mark.parametrize(("role", "status"), [(None, 302), (SCOREKEEPER, 403), (REFEREE, 200)])
def test_who_may_bring_in_a_plan(client, make_user, event, role, status):
    if role is not None:
        client.force_login(make_user(role, club=event.club))
    assert client.get(url("seating_plan", event)).status_code == status
    assert client.get(url("seating_plan_export", event, fmt="csv")).status_code == status
    response = client.post(url("seating_plan_use", event), {"token": "x"})
    assert response.status_code == (302 if status == 200 else status)
    assert not seating_of(event)


def test_upload_preview_use(staff, event):
    response = _upload(staff, event, csv_file(_rows(event)))
    html = response.content.decode()
    assert response.status_code == 200
    assert 'data-figure="repeats">' in html and "Use this plan" in html
    assert not seating_of(event)  # nothing stored by the preview
    token = response.context["token"]
    response = staff.post(url("seating_plan_use", event), {"token": token}, follow=True)
    assert "The plan seats rounds 1, 2." in response.content.decode()
    assert len(seating_of(event)) == 16  # and a bye per round
    entry = AuditEntry.objects.get(event=event, action="seat_plan")
    assert entry.after["file"] == "plan.csv"


def test_problems_are_listed_by_row_and_nothing_can_be_used(staff, event):
    rows = _rows(event)
    rows[2][3] = "Nobody"
    response = _upload(staff, event, csv_file(rows))
    html = response.content.decode()
    assert "“Nobody” is no player of this event." in html
    assert '<td class="num">4</td>' in html
    assert response.context["token"] == "" and "Use this plan" not in html


@pytest.mark.parametrize(
    ("data", "name", "words"), [c[1:] for c in UNREADABLE], ids=[c[0] for c in UNREADABLE]
)
def test_an_unreadable_file_is_a_message_on_the_form(staff, event, data, name, words):
    seat_draw_create(event=event, seed=1)
    before = seating_of(event)
    if name == "bomb.xlsx":
        data = _bomb()
    response = _upload(staff, event, data, name)
    assert response.status_code == 200
    assert response.context["form"].errors["file"]
    assert seating_of(event) == before


def test_a_finished_event_changes_only_after_a_reopen(staff, event):
    token = _upload(staff, event, csv_file(_rows(event))).context["token"]
    event.status = EventStatus.FINISHED
    event.save()
    response = staff.post(url("seating_plan_use", event), {"token": token}, follow=True)
    assert response.status_code == 200
    assert not seating_of(event)


def test_the_export_is_the_file_the_upload_reads(staff, event):
    seat_draw_create(event=event, seed=3)
    response = staff.get(url("seating_plan_export", event, fmt="csv"))
    assert response["Content-Type"].startswith("text/csv")
    lines = response.content.decode("utf-8-sig").splitlines()
    assert lines[0] == "round,table,seat,player,name"
    assert any(",bye,," in line for line in lines)  # 9 players: a bye per round
    assert staff.get(url("seating_plan_export", event, fmt="pdf")).status_code == 404
