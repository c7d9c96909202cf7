"""How a member's name is written and sorted. Pure Python: the model, the reports and the
imports all use these, so a list, a standing and an export order people the same way.

Dutch names keep the surname prefix (tussenvoegsel: "de", "van der") apart from the last
name: "Gerda de Boer" is written in that order but sorted under B, as Dutch clubs expect.
"""

from __future__ import annotations

# Lower-case words that start a Dutch, Flemish or German surname prefix. A capitalised
# "De" (Flemish "De Smet") is part of the last name and stays there.
PREFIX_WORDS = frozenset(
    {
        "'s",
        "'t",
        "aan",
        "bij",
        "d'",
        "da",
        "de",
        "del",
        "den",
        "der",
        "des",
        "di",
        "du",
        "het",
        "in",
        "la",
        "le",
        "op",
        "over",
        "t",
        "te",
        "ten",
        "ter",
        "uit",
        "van",
        "vom",
        "von",
        "zu",
        "zum",
        "zur",
    }
)

# The order of a member's name parts in every sort: last name, first name, prefix.
SORT_FIELDS = ("last_name", "first_name", "surname_prefix")


def split_surname(text: str) -> tuple[str, str]:
    """``"van der Berg"`` → ``("van der", "Berg")``; ``"Aalders"`` → ``("", "Aalders")``.

    Only lower-case prefix words are split off, and at least one word stays the last name.
    """
    words = text.split()
    count = 0
    while count < len(words) - 1 and words[count] in PREFIX_WORDS:
        count += 1
    return " ".join(words[:count]), " ".join(words[count:])


def display_name(first_name: str, surname_prefix: str, last_name: str) -> str:
    """The name as it is written: "Gerda de Boer"."""
    return " ".join(part for part in (first_name, surname_prefix, last_name) if part)


def sort_name(first_name: str, surname_prefix: str, last_name: str) -> str:
    """The one sort key of a person: last name, first name, prefix, ignoring case.

    Tabs separate the parts, so "Berg" sorts before "Bergen" whatever the first names.
    """
    parts = {"first_name": first_name, "surname_prefix": surname_prefix, "last_name": last_name}
    return "\t".join(parts[name] or "" for name in SORT_FIELDS).casefold()


def initials(first_name: str, last_name: str) -> str:
    """``("Gerda", "Boer")`` → ``"G. B."``: a minor on public pages of a club that wants it."""
    return " ".join(
        f"{part.strip()[0].upper()}." for part in (first_name, last_name) if part.strip()
    )


def guest_name_parts(name: str) -> tuple[str, str, str]:
    """A guest's one-line name as (first name, surname prefix, last name): the first word
    is the first name, the rest is split like a member's ("Kees van Aalst" → "Kees",
    "van", "Aalst"); a one-word name is a last name."""
    first, _sep, rest = name.strip().partition(" ")
    if not rest:
        return "", "", first
    prefix, last = split_surname(rest)
    return first, prefix, last


def guest_sort_name(name: str) -> str:
    """The sort key of a guest, like a member's (:func:`sort_name`): "Kees van Aalst" sorts
    under A, among the members, never by his first name."""
    return sort_name(*guest_name_parts(name))
