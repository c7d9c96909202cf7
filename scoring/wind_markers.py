"""The one way a seat or prevailing wind is written: pages, PDFs, xlsx and CSV alike.

Each language writes the winds with its own initials (nl Oost Zuid West Noord: O Z W N;
de Ost Süd West Nord: O S W N; en E S W N). The fifth player of a five-player table (the
stored wind ``X``; ``-`` in the seating search) has one marker in every language, a "5".
Stored values stay the codes E S W N X.

Wind *tiles* are typed with the same letters: :func:`wind_aliases` is the table the tile
notation (:mod:`scoring.notation`) reads besides E S W N, which it always accepts. No letter
clashes with the rest of the notation (b c k f s with a digit, Rd Gd Wd), and none names two
winds in one language: nl O Z (W N as in English), de O (S W N as in English).
"""

from __future__ import annotations

from django.utils.translation import get_language

#: language -> stored wind -> its marker
WIND_MARKERS: dict[str, dict[str, str]] = {
    "nl": {"E": "O", "S": "Z", "W": "W", "N": "N"},
    "de": {"E": "O", "S": "S", "W": "W", "N": "N"},
    "en": {"E": "E", "S": "S", "W": "W", "N": "N"},
}
FIFTH_SEAT_MARKER = "5"
FIFTH_SEAT_CODES = frozenset(("X", "-"))


def wind_marker(wind: str | None, language: str | None = None) -> str:
    """``"S"`` -> ``"Z"`` on a Dutch page; ``"X"`` (the fifth seat) -> ``"5"``; an empty
    wind stays empty; an unknown code is shown as stored."""
    if not wind:
        return ""
    if wind in FIFTH_SEAT_CODES:
        return FIFTH_SEAT_MARKER
    language = (language or get_language() or "en").split("-")[0].lower()
    return WIND_MARKERS.get(language, WIND_MARKERS["en"]).get(wind, wind)


def _language(language: str | None) -> str:
    language = (language or get_language() or "en").split("-")[0].lower()
    return language if language in WIND_MARKERS else "en"


def wind_aliases(language: str | None = None) -> dict[str, str]:
    """The wind-tile letters of ``language`` that are not E S W N, each with the wind it
    means: ``{"O": "E", "Z": "S"}`` in Dutch, ``{"O": "E"}`` in German, none in English."""
    markers = WIND_MARKERS[_language(language)]
    return {marker: wind for wind, marker in markers.items() if marker != wind}


def wind_letters(language: str | None = None) -> str:
    """The four wind tiles as ``language`` writes them: ``"O Z W N"`` in Dutch."""
    markers = WIND_MARKERS[_language(language)]
    return " ".join(markers[w] for w in "ESWN")


def wind_tile_letters(language: str | None = None) -> dict[str, str]:
    """The other way round: each wind ``language`` writes with another letter, with that
    letter (``{"E": "O", "S": "Z"}`` in Dutch): a stored hand put back into a form."""
    return {wind: marker for marker, wind in wind_aliases(language).items()}
