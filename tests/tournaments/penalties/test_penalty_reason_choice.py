"""A penalty's reason is chosen, never defaulted: the form starts with an empty, required
"choose" option (MCR's first reason, "wrong mahjong claim", was preselected)."""

import pytest
from django.urls import reverse

from tests.tournaments.penalties.fixtures import *  # noqa: F403
from tests.tournaments.penalties.fixtures import play_hand, seated
from tournaments.penalties.forms import PenaltyForm
from tournaments.penalties.models import Penalty
from tournaments.penalties.reasons import reasons_for

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("ruleset", ["mcr", "nmb"])
def test_the_reason_starts_empty_and_is_required(ruleset):
    form = PenaltyForm(seats=[], reasons=reasons_for(ruleset))
    choices = list(form.fields["reason"].choices)
    assert choices[0][0] == "" and form.fields["reason"].required


def test_a_penalty_without_a_reason_is_refused(client, make_user, mcr_club):
    table = seated(mcr_club, ruleset="mcr")
    play_hand(table)
    client.force_login(make_user("referee", club=mcr_club))
    kwargs = {"slug": table.round.event.slug, "round_number": 1, "table_number": table.number}
    data = {"penalty-seat": table.seats.get(wind="E").pk, "penalty-points": 5, "penalty-reason": ""}
    response = client.post(reverse("play_penalty_give", kwargs=kwargs), data, follow=True)
    assert "The penalty was not given" in response.content.decode()
    assert not Penalty.objects.exists()
