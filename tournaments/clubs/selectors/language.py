"""The language of a club's pages for a visitor who chose none (accounts.language): one
cached read per club or event address."""

from django.core.cache import cache

from tournaments.clubs.models import Club

#: How long a club's language is kept (an event page follows a change within this time;
#: the club's own pages at once, see ``club_language_forget``).
CACHE_SECONDS = 300
#: The first part of the addresses whose pages belong to one club.
PAGE_KINDS = ("clubs", "events")


def _key(kind: str, slug: str) -> str:
    return f"clubsite:club-language:{kind}:{slug}"


def club_language_of_page(*, kind: str, slug: str) -> str:
    """The language of the club at ``/clubs/<slug>/`` (``kind`` "clubs") or of the club of
    the event at ``/events/<slug>/`` ("events"); "" when there is none."""
    key = _key(kind, slug)
    language = cache.get(key)
    if language is None:
        clubs = Club.objects.filter(slug=slug) if kind == "clubs" else None
        if kind == "events":
            clubs = Club.objects.filter(events__slug=slug)
        found = clubs.values_list("language", flat=True).first() if clubs is not None else None
        language = found or ""
        cache.set(key, language, CACHE_SECONDS)
    return str(language)


def club_language_forget(*, club: Club) -> None:
    """The club's pages show its new language from the next request."""
    cache.delete(_key("clubs", club.slug))
