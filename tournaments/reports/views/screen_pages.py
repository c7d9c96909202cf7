"""Pages that features above ``reports`` add to the big screen's rotation (the team
standings). The big screen is ``reports``'; a feature that shows a page on it fills
``SCREEN_PAGES`` from its declaration (``Feature.fills``), as the player page's sections do
(``reports.views.player_sections``)."""

from __future__ import annotations

from collections.abc import Callable

from django.utils.safestring import SafeString

from tournaments.core.features import Hook
from tournaments.events.models import Event

#: event -> the pages' HTML (each a ``<section class="screen-page" data-page>``), or none
ScreenPages = Callable[[Event], list[SafeString]]

SCREEN_PAGES: Hook[ScreenPages] = Hook("reports.screen_pages")


def screen_pages(event: Event) -> list[SafeString]:
    """Every feature's pages for ``event``, in the order of the features that add them."""
    return [page for pages in SCREEN_PAGES.items() for page in pages(event)]
