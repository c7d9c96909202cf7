"""Issue 38 finding 4: files with hostile numbers, and members matched by number only.

``import_event`` and ``score`` on a file with a 5,000-digit integer ended in a traceback
(ValueError: Exceeds the limit for integer string conversion); now a clear error. And
``import_event`` attached results to the target club's member with the file's number even
when the name differed; now it refuses and lists the mismatches unless
``--match-by-number``.
"""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import CommandError, call_command

from tests.shared_rows import seed_demo
from tournaments.clubs.models import Member
from tournaments.events.models import Event
from tournaments.play.models import Hand
from tournaments.transfer import TransferError, dumps, event_export, event_import, loads

HUGE = "9" * 5000

HOSTILE_FILES = [
    # (command, file name, text)
    ("import_event", "event.json", '{"format": "clubsite-event", "version": 1, "x": ' + HUGE + "}"),
    ("score", "hand.json", '{"ruleset": "mcr", "seat": ' + HUGE + "}"),
    ("score", "hand.yaml", "ruleset: mcr\nround_wind: " + HUGE + "\n"),
]  # fmt: skip


@pytest.mark.django_db
@pytest.mark.parametrize(("command", "name", "text"), HOSTILE_FILES)
def test_a_huge_number_in_a_file_is_a_clear_error(tmp_path, command, name, text):
    path = tmp_path / name
    path.write_text(text)
    with pytest.raises(CommandError, match="more than 4300 digits"):
        call_command(command, str(path), stdout=io.StringIO(), stderr=io.StringIO())


def test_loads_names_the_huge_number():
    with pytest.raises(TransferError, match="digits"):
        loads('{"a": ' + HUGE + "}")


# -- members matched by number and name ----------------------------------------------------


@pytest.fixture
def exported(db) -> dict:
    seed_demo()
    data = json.loads(dumps(event_export(event=Event.objects.get(slug="demo-evening"))))
    data["event"]["slug"] = "demo-evening-copy"  # a second copy of the evening
    return data


def _rename_first_member(data: dict) -> str:
    row = data["members"][0]
    row.update(first_name="Iemand", surname_prefix="", last_name="Anders")
    return row["number"]


def test_a_number_that_names_someone_else_here_is_refused(exported):
    number = _rename_first_member(exported)
    here = Member.objects.get(member_number=number, club__slug=exported["club"]["slug"])
    hands = Hand.objects.count()
    with pytest.raises(TransferError) as caught:
        event_import(data=exported)
    message = str(caught.value)
    assert f"member {number}" in message
    assert "'Iemand Anders' in the file" in message and here.full_name in message
    assert "--match-by-number" in message
    assert not Event.objects.filter(slug="demo-evening-copy").exists()
    assert Hand.objects.count() == hands


def test_match_by_number_imports_with_a_warning(exported):
    number = _rename_first_member(exported)
    result = event_import(data=exported, match_by_number=True)
    assert result.event.slug == "demo-evening-copy"
    assert any(f"member {number}" in w for w in result.warnings)


def test_the_same_names_in_another_case_or_spacing_still_match(exported):
    row = exported["members"][0]
    row["first_name"] = "  " + row["first_name"].upper() + " "
    assert event_import(data=exported).event.slug == "demo-evening-copy"


def test_the_command_refuses_and_lists_the_mismatch(exported, tmp_path):
    number = _rename_first_member(exported)
    path = tmp_path / "event.json"
    path.write_text(json.dumps(exported))
    with pytest.raises(CommandError, match=f"member {number}"):
        call_command("import_event", str(path), stdout=io.StringIO(), stderr=io.StringIO())
    err = io.StringIO()
    call_command("import_event", str(path), "--match-by-number", stdout=io.StringIO(), stderr=err)
    assert f"member {number}" in err.getvalue()
