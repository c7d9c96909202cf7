"""Sections that features above ``reports`` add to a player's page (the club rating).

The player page is ``reports``'; a feature that shows something on it fills
``PLAYER_SECTIONS`` from its declaration (``Feature.fills``), so ``reports`` never imports
the features that build on it (docs/architecture.md, "What may import what"), as the table
page does with ``play.views.sections``.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest
from django.utils.safestring import SafeString

from tournaments.clubs.models import Club, Member
from tournaments.core.features import Hook

#: (request, club, member) -> the section's HTML (rendered by its own template), or ""
PlayerSection = Callable[[HttpRequest, Club, Member], SafeString | str]

PLAYER_SECTIONS: Hook[PlayerSection] = Hook("reports.player_sections")


def player_sections(request: HttpRequest, club: Club, member: Member) -> list[SafeString | str]:
    """Every section's HTML, in the order of the features that add them."""
    return [html for section in PLAYER_SECTIONS.items() if (html := section(request, club, member))]
