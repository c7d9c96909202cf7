"""Sections that features above ``reports`` add to a player's page (the club rating).

The player page is ``reports``'; a feature that shows something on it registers a function
here when the app starts (``TournamentsConfig.ready``), so ``reports`` never imports the
features that build on it (docs/architecture.md, "What may import what"), as the table
page does with ``play.views.sections``.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest
from django.utils.safestring import SafeString

from tournaments.clubs.models import Club, Member

#: (request, club, member) -> the section's HTML (rendered by its own template), or ""
PlayerSection = Callable[[HttpRequest, Club, Member], SafeString | str]

_SECTIONS: list[PlayerSection] = []


def player_section_register(section: PlayerSection) -> PlayerSection:
    if section not in _SECTIONS:
        _SECTIONS.append(section)
    return section


def player_sections(request: HttpRequest, club: Club, member: Member) -> list[SafeString | str]:
    """Every registered section's HTML, in the order they were registered."""
    return [html for section in _SECTIONS if (html := section(request, club, member))]
