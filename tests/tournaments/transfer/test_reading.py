"""Reading an event file's values (``core.event_file``): presence and type, named by place."""

import re

import pytest

from tournaments.core.event_file import TransferError, get_field, list_field, optional_field


@pytest.mark.parametrize(
    ("data", "kind", "null", "value"),
    [
        ({"n": 3}, int, False, 3),
        ({"n": "x"}, str, False, "x"),
        ({"n": None}, int, True, None),
        ({"n": [1]}, list, False, [1]),
    ],
)
def test_get_field(data, kind, null, value):
    assert get_field(data, "n", kind, "event", null=null) == value


@pytest.mark.parametrize(
    ("data", "kind", "message"),
    [
        ([], int, "event: expected an object"),
        ({}, int, "event: 'n' is missing"),
        ({"n": "3"}, int, "event.n: '3' has the wrong type"),
        ({"n": True}, int, "event.n: True has the wrong type"),  # a bool is no number
        ({"n": None}, int, "event.n: None has the wrong type"),
    ],
)
def test_get_field_refuses(data, kind, message):
    with pytest.raises(TransferError, match=re.escape(message)):
        get_field(data, "n", kind, "event")


@pytest.mark.parametrize(("data", "value"), [({}, "NL"), ({"c": None}, "NL"), ({"c": "BE"}, "BE")])
def test_optional_field(data, value):
    assert optional_field(data, "c", str, "members[0]", "NL") == value


def test_list_field():
    assert list_field({"rounds": []}, "rounds", "file") == []
    with pytest.raises(TransferError, match=re.escape("file.rounds")):
        list_field({"rounds": {}}, "rounds", "file")
