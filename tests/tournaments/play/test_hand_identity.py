"""Issue 21 findings 3, 4 and 14 (first part): a hand is named by id, a closed round and a
confirmed table are not silently changed, and a new hand's form must say its number.

A delete renumbers the later hands and bumps their versions, so a stale form naming
(number, version) could match *another* hand: forms now carry the hand's id.
"""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils import timezone, translation

from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.test_hand_entry import DRAW, win_by
from tournaments.audit.models import AuditEntry
from tournaments.events.models import RoundStatus
from tournaments.play.models import Hand
from tournaments.play.services.corrections import hand_correct, hand_delete
from tournaments.play.services.hand_entry import hand_enter

pytestmark = pytest.mark.django_db


def url(name, table, **extra):
    kw = {"slug": table.round.event.slug, "round_number": 1, "table_number": table.number}
    return reverse(name, kwargs={**kw, **extra})


def hands(table):
    return list(Hand.objects.filter(table=table).order_by("number").values_list())


def _three_hands(table, user):
    """Hands 1-3, hand 2 corrected once: its stale form says (number 2, version 2)."""
    for _ in range(3):
        hand_enter(table=table, entry=DRAW, entered_by=user)
    second = Hand.objects.get(table=table, number=2)
    hand_correct(hand=second, entry=DRAW, version=1, actor=user, reason="typo")
    return Hand.objects.get(pk=second.pk)


def _stale_correction(table, stale):
    return url("play_hand_edit", table, number=stale.number), {
        "mode": "tiles",
        "kind": "draw",
        "reason": "stale",
        "hand_id": stale.pk,
    }


def _stale_delete(table, stale):
    return url("play_hand_delete", table, number=stale.number), {
        "reason": "stale",
        "hand_id": stale.pk,
    }


@pytest.mark.parametrize("stale_post", [_stale_correction, _stale_delete])
def test_a_stale_form_after_a_delete_is_a_conflict_never_another_hand(
    keeper_client, nmb_table, scorekeeper, stale_post
):
    stale = _three_hands(nmb_table, scorekeeper)  # a device holds hand 2's form
    hand_delete(hand=stale, version=stale.version, actor=scorekeeper)  # another deletes it
    moved = Hand.objects.get(table=nmb_table, number=2)  # hand 3 moved up to number 2
    path, data = stale_post(nmb_table, stale)
    # The worst case: the hand now at number 2 has the very version the stale form read.
    data["version"] = moved.version
    before = hands(nmb_table)
    response = keeper_client.post(path, data)
    assert response.status_code == 409
    assert "intussen op een ander apparaat verwijderd" in response.content.decode()  # Dutch page
    assert hands(nmb_table) == before


@pytest.mark.parametrize("path", ["play_hand_edit", "play_hand_delete"])
def test_a_form_without_the_hand_id_changes_nothing(keeper_client, nmb_table, scorekeeper, path):
    hand = hand_enter(table=nmb_table, entry=DRAW, entered_by=scorekeeper)
    before = hands(nmb_table)
    data = {"mode": "tiles", "kind": "draw", "version": hand.version}
    assert keeper_client.post(url(path, nmb_table, number=1), data).status_code == 409
    assert hands(nmb_table) == before


@pytest.mark.parametrize(
    ("name", "data", "status"),
    [
        ("play_hand_edit", lambda h: {"mode": "tiles", "kind": "draw", "hand_id": h.pk}, 409),
        ("play_hand_delete", lambda h: {"hand_id": h.pk}, 302),
    ],
)
def test_a_closed_round_refuses_corrections_and_deletes(
    keeper_client, nmb_table, scorekeeper, referee, name, data, status
):
    hand = hand_enter(table=nmb_table, entry=win_by("S"), entered_by=scorekeeper)
    nmb_table.round.status = RoundStatus.CLOSED  # the reopen service is another branch's
    nmb_table.round.save()
    before = hands(nmb_table)
    post = {**data(hand), "version": hand.version}
    response = keeper_client.post(url(name, nmb_table, number=1), post, follow=True)
    chain = response.redirect_chain
    assert (chain[0][1] if chain else response.status_code) == status
    assert "een scheidsrechter moet haar heropenen" in response.content.decode()
    assert hands(nmb_table) == before
    for service in (
        lambda: hand_correct(hand=hand, entry=DRAW, version=hand.version, actor=referee),
        lambda: hand_delete(hand=hand, version=hand.version, actor=referee),
    ):
        with translation.override("en"), pytest.raises(ValidationError, match="reopen"):
            service()
    assert hands(nmb_table) == before


CHANGES = [
    ("enter", lambda t, h, u: hand_enter(table=t, entry=DRAW, entered_by=u)),
    ("correct", lambda t, h, u: hand_correct(hand=h, entry=DRAW, version=h.version, actor=u)),
    ("delete", lambda t, h, u: hand_delete(hand=h, version=h.version, actor=u)),
]


@pytest.mark.parametrize(("what", "change"), CHANGES, ids=[c[0] for c in CHANGES])
def test_any_change_to_a_confirmed_table_withdraws_the_confirmation(
    nmb_table, scorekeeper, referee, what, change
):
    hand = hand_enter(table=nmb_table, entry=win_by("S"), entered_by=scorekeeper)
    nmb_table.confirmed_by, nmb_table.confirmed_at = referee, timezone.now()
    nmb_table.save()
    change(nmb_table, hand, scorekeeper)
    nmb_table.refresh_from_db()
    assert (nmb_table.confirmed_by, nmb_table.confirmed_at) == (None, None), what
    entry = AuditEntry.objects.get(action="table.unconfirm")
    assert entry.before["confirmed_by_id"] == referee.pk and entry.after["confirmed_by_id"] is None


def test_the_scorekeeper_is_told_the_confirmation_was_withdrawn(
    keeper_client, nmb_table, scorekeeper, referee
):
    hand = hand_enter(table=nmb_table, entry=win_by("S"), entered_by=scorekeeper)
    nmb_table.confirmed_by, nmb_table.confirmed_at = referee, timezone.now()
    nmb_table.save()
    data = {"mode": "tiles", "kind": "draw", "version": hand.version, "hand_id": hand.pk}
    response = keeper_client.post(url("play_hand_edit", nmb_table, number=1), data, follow=True)
    assert "moet opnieuw worden bevestigd" in response.content.decode()


@pytest.mark.parametrize(
    ("number", "status", "saved"),
    [(None, 422, 0), (1, 302, 1)],
)
def test_a_new_hand_must_say_its_number(keeper_client, nmb_table, number, status, saved):
    data = {"mode": "tiles", "kind": "draw"}
    if number is not None:
        data["number"] = number
    statuses = [
        keeper_client.post(url("play_hand_create", nmb_table), data).status_code for _ in "abc"
    ]
    assert statuses[0] == status and set(statuses[1:]) <= {status, 409}
    assert Hand.objects.filter(table=nmb_table).count() == saved
