"""Reading a member file's cells (``imports.member_files``): cells as text, the row cap."""

import pytest

from tests.tournaments.reports.conftest import *  # noqa: F403
from tournaments.clubs.imports.member_files import MAX_ROWS, MemberImportError, cell_text, read_rows


@pytest.mark.parametrize(
    ("value", "text"),
    [(None, ""), ("  Jan ", "Jan"), (12.0, "12"), (12.5, "12.5"), (7, "7"), (True, "True")],
)
def test_cell_text(value, text):
    assert cell_text(value) == text


@pytest.mark.parametrize(
    ("body", "cells"),
    [
        (b"a;b\n1;2\n", [["a", "b"], ["1", "2"]]),
        (b"a,b\n\n,\n1,2\n", [["a", "b"], ["1", "2"]]),  # blank rows are left out
    ],
)
def test_read_csv(body, cells):
    assert read_rows(body, "members.csv") == cells


def test_too_many_rows_refused():
    body = b"n\n" + b"1\n" * (MAX_ROWS + 1)
    with pytest.raises(MemberImportError):
        read_rows(body, "members.csv")
