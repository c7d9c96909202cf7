"""Pages served through ASGI (uvicorn; docs/live.md) for a signed-in user."""

from __future__ import annotations

import threading

import pytest
from asgiref.sync import async_to_sync
from django.test import AsyncClient

from tests.factories import ClubFactory, MemberFactory, UserFactory
from tests.tournaments.play.fixtures import seat_table


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("page", ["standings", "table"])
def test_a_signed_in_page_under_asgi_is_answered(monkeypatch, page):
    # asgiref copies the context variables of a sync view back to the event loop; the
    # viewer's lazy user among them was loaded there (a query on the loop: refused, and the
    # request hung). The browser tests allow that (DJANGO_ALLOW_ASYNC_UNSAFE); production not.
    monkeypatch.delenv("DJANGO_ALLOW_ASYNC_UNSAFE", raising=False)
    # everything in a thread of its own: a browser test earlier in this worker may have left
    # Playwright's loop in the main thread, where (without the variable) no query may run
    answers: list = []
    asking = threading.Thread(target=lambda: answers.append(_ask(page)), daemon=True)
    asking.start()
    asking.join(60)
    assert answers, "no answer: the request hung"
    assert answers[0].status_code == 200


def _ask(page: str):
    club = ClubFactory(public_results=True)
    table = seat_table(club)
    user = UserFactory(username="asgi-keeper", roles=["scorekeeper"])
    MemberFactory(club=club, user=user)
    event = table.round.event
    url = {
        "standings": f"/events/{event.slug}/standings/",
        "table": f"/events/{event.slug}/round/1/table/1/",
    }[page]

    async def scenario():
        client = AsyncClient()
        await client.aforce_login(user)
        return await client.get(url)

    return async_to_sync(scenario)()
