"""The printouts the security walks do not lay out (tests/tournaments/security/pdf_layout.py),
printed for real: every view of ``PDF_VIEWS`` through WeasyPrint, as the least and the most
privileged role the matrix lets print it (a staff printout may show more than a member's),
answers a PDF. The permission matrix checks that ``PDF_VIEWS`` is every URL that prints."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.tournaments.security.conftest import ROLES, World
from tests.tournaments.security.matrix import MATRIX
from tests.tournaments.security.pdf_layout import PDF_VIEWS
from tests.tournaments.security.refused import answer, logged_in
from tests.tournaments.security.test_permission_matrix import sessions, world, world_rows  # noqa: F401

pytestmark = pytest.mark.django_db


def _printers(name: str) -> list[str]:
    allowed = [role for role in ROLES if MATRIX[name].get[role] == 200]
    return sorted({allowed[0], allowed[-1]}, key=ROLES.index)


CASES = [(name, role) for name in sorted(PDF_VIEWS) for role in _printers(name)]


def test_the_real_prints_are_the_matrix_cells_that_print():
    assert {name for name, _ in CASES} == PDF_VIEWS
    assert ("tournament_report_pdf", "club_admin") in CASES
    assert ("prizes_trophies_pdf", "member") in CASES


@pytest.mark.parametrize(("name", "role"), CASES)
def test_a_pdf_view_prints_a_pdf(name: str, role: str, world: World, sessions):  # noqa: F811
    rule = MATRIX[name]
    url = reverse(name, kwargs=rule.kwargs(world))
    response, _ = answer(logged_in(sessions[role]), "GET", url, None, refused=False)
    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    body = b"".join(response.streaming_content) if response.streaming else response.content
    assert body.startswith(b"%PDF-") and len(body) > 1000
