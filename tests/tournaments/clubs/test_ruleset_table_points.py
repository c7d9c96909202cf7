"""A ruleset's own default table points (issue 52): a riichi game ranks the table by its
result with uma and oka, so a new riichi club gets no 4-2-1-0 table points in front of it
(``Ruleset.default_table_points_scheme``); the others keep the site's 4-2-1-0. A club that
switches its default ruleset and kept the old one's default takes the new one's; a scheme
the club chose itself stays."""

import pytest

from tournaments.clubs.services.clubs import club_create, club_update

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("ruleset", "scheme"),
    [("riichi", "none"), ("mcr", "4-2-1-0"), ("nmb", "4-2-1-0"), ("hk", "4-2-1-0")],
)
def test_a_new_club_ranks_by_its_rulesets_default_table_points(ruleset, scheme):
    club = club_create(name=f"Club {ruleset}", slug=f"tp-{ruleset}", default_ruleset=ruleset)
    assert club.table_points_scheme == scheme


def test_a_scheme_given_at_creation_is_kept():
    club = club_create(
        name="Half", slug="tp-half", default_ruleset="riichi", table_points_scheme="4-2-1-half"
    )
    assert club.table_points_scheme == "4-2-1-half"


@pytest.mark.parametrize(
    ("start", "chosen", "to", "expected"),
    [
        ("mcr", None, "riichi", "none"),  # kept MCR's default: takes riichi's
        ("riichi", None, "mcr", "4-2-1-0"),
        ("mcr", "4-2-1-half", "riichi", "4-2-1-half"),  # chosen by the club: kept
        ("riichi", "4-2-1-0", "mcr", "4-2-1-0"),
    ],
)
def test_switching_the_default_ruleset_follows_its_default_unless_chosen(
    start, chosen, to, expected
):
    club = club_create(name="Switch", slug="tp-switch", default_ruleset=start)
    if chosen:
        club = club_update(club=club, table_points_scheme=chosen)
    club = club_update(club=club, default_ruleset=to)
    club.refresh_from_db()
    assert club.table_points_scheme == expected
