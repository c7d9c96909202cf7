"""The house-rules page speaks the reader's language: option ids and seed line references
are for referees and admins, behind a "source" disclosure."""

import re

import pytest
from django.urls import reverse

from tests.factories import RoundFactory

SEED_REFERENCE = re.compile(r"\b\d{3} L\d")


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("role", "sees_source"),
    [(None, False), ("scorekeeper", False), ("referee", True), ("club admin", True)],
)
def test_option_ids_and_seed_lines_only_for_referees(client, make_user, club, role, sees_source):
    event = RoundFactory(event__club=club, event__ruleset="nmb").event
    if role:
        client.force_login(make_user(role, club=club))
    body = client.get(reverse("event_house_rules", kwargs={"slug": event.slug})).text
    assert "Fiche" in body or "fiche" in body  # the option's label in the page's language
    assert ("<code" in body and "round_to_tens" in body) == sees_source
    assert bool(SEED_REFERENCE.search(body)) == sees_source
    if sees_source:
        assert '<details class="source small">' in body


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "shown", "not_shown"),
    [
        ("nl", "Nederlandse regels (NMB)", "Dutch Mahjong Association rules"),
        ("de", "Niederländische Regeln (NMB)", "Dutch Mahjong Association rules"),
        ("en", "Dutch rules (NMB)", "Dutch Mahjong Association rules"),
    ],
)
def test_the_ruleset_in_the_page_language_with_the_rule_books_title_as_a_hint(
    client, club, language, shown, not_shown
):
    event = RoundFactory(event__club=club, event__ruleset="nmb").event
    url = reverse("event_house_rules", kwargs={"slug": event.slug})
    body = client.get(url, headers={"accept-language": language}).text
    assert shown in body and not_shown not in body
    assert '<i lang="nl">Spelregels volgens Nederlandse Mahjong Bond</i>' in body
