"""Results kept while the club's results stay the same (issue 53, docs/benchmarks.md
"Statistics at an association's scale"): a season's standings take a whole season's seats
and sums and some 80 ms of Python at 40 evenings of 20 tables, and a player's page needs
them only for the member's place and lines.

The key is what the value is computed from. The API's season statistics count every
event of the season, so their key is the club's *change stamp*: its latest audit entry and
the count and latest change of its hands. Every write of a result is audited or changes a
hand, so the next write makes a new key and a stale value is never read. A season's table
and the club rating count finished events only: their key is the club's *finished stamp*
(``club_finished_stamp``), which a hand saved at tonight's evening leaves as it is (at
1 M hands the first visit after each hand computed them again: 1.1-2.4 s for a player's
page). The names in the standings depend on who looks
(``clubs.audience``), so the viewer's ``names_seen_key`` and the language are in the key
too. Kept per process (a season's standings are some 10,000 objects: unpickling them
costs a third of computing them), for the last few seasons asked; the value is shared and
is only read.

What depends on finished events only (a season's table, the finished part of its
statistics and of a member's (``member_parts``), the club rating, the MERS inputs) is kept
across processes too
(``kept_across``): pickled in Django's cache (Redis when configured) under the same key, so
a new process or another app server reads it instead of computing it (at 1 M hands the
first visitor's player page took 2-3 s, docs/benchmarks.md). A Redis outage reads as an
empty cache (``settings.CACHES``); a value pickled by another release's classes is never
read: the key holds a digest of the sources that define them (``code_stamp``). A page that
keys several values on the finished stamp reads it once (``finished_stamp_held``).
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import inspect
import io
import logging
import pickle
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from django.core.cache import cache as django_cache
from django.db.models import Count, Max, OuterRef, Q, Subquery
from django.utils.translation import get_language

from tournaments.audit.models import AuditEntry
from tournaments.clubs.audience import names_seen_key
from tournaments.clubs.models import Club, Season
from tournaments.events.models import Event, EventStatus
from tournaments.play.models import Hand, Seat
from tournaments.reports.selectors.club_statistics import (
    ClubStatistics,
    club_events,
    club_statistics_part,
    club_statistics_total,
)
from tournaments.reports.selectors.results import SeasonReport, season_report
from tournaments.reports.selectors.statistics import statistics_of_parts, summed_part
from tournaments.reports.statistics import PlayerStatistics

#: values kept per process (season reports, club ratings): a club's season of 40 evenings
#: of 20 tables is a few MB of rows
KEPT = 8
#: small values kept per process (a member's statistics, a few KB each), apart from the big
#: ones: a visitor going through the players' pages does not push the season's table out
KEPT_SMALL = 256

#: a value kept across processes is at most this big pickled (larger ones are kept per
#: process only): a season's table at 1 M hands is some 1.5 MB (docs/benchmarks.md)
ACROSS_MAX_BYTES = 8 * 1024 * 1024
#: how long the cache keeps one (its key changes with the results; this only frees memory)
ACROSS_SECONDS = 7 * 24 * 3600
#: the folders whose sources define what is kept across processes (``code_stamp``)
_DEFINED_IN = ("reports", "ratings", "rankings")

logger = logging.getLogger(__name__)
_kept: OrderedDict[tuple[object, ...], Any] = OrderedDict()
_kept_small: OrderedDict[tuple[object, ...], Any] = OrderedDict()
_lock = threading.Lock()
#: the finished stamps read within ``finished_stamp_held`` (club id -> stamp)
_held: ContextVar[dict[int, FinishedStamp] | None] = ContextVar(
    "clubsite_finished_stamps", default=None
)


def club_change_stamp(*, club: Club) -> str:
    """What changes whenever a result of the club changes. Two queries."""
    audit = AuditEntry.objects.filter(club=club).aggregate(last=Max("id"))["last"]
    hands = Hand.objects.filter(table__round__event__club=club).aggregate(
        count=Count("id"), last=Max("updated_at")
    )
    changed = hands["last"].isoformat() if hands["last"] else "-"
    return f"{audit or 0}-{hands['count']}-{changed}"


#: what is read of a finished event (the rating's events) and what tells it changed
FINISHED_FIELDS = (
    "id", "name", "slug", "date", "season__year", "ruleset", "finished_at", "silent_revealed_at",
    "substitute_rule", "kind",
)  # fmt: skip
_UNFINISHED = [s for s in EventStatus.values if s != EventStatus.FINISHED]


@dataclass(frozen=True)
class FinishedStamp:
    """The club's finished events (``FINISHED_FIELDS``, each with the count and latest
    change of its hands) and a digest of them, of the club's latest audit entry not about
    an unfinished event and of the club's table points and tie-breaks."""

    rows: list[dict[str, Any]]
    digest: str


@contextmanager
def finished_stamp_held() -> Iterator[None]:
    """Within it a club's finished stamp is read once: a page whose parts each key a value
    on it (the season's table, the ratings, the member's statistics) reads it for the first
    and the others use the same. For reading pages only: a write within it is not seen."""
    token = _held.set({})
    try:
        yield
    finally:
        _held.reset(token)


def club_finished_stamp(*, club: Club) -> FinishedStamp:
    """What changes whenever a result of the club's *finished* events changes, and only
    then: a hand saved at tonight's evening leaves it as it is (a finished event changes
    only after a reopen, which takes it out; finishing it again gives a new
    ``finished_at``). One query, whatever the number of hands; none when held
    (``finished_stamp_held``)."""
    held = _held.get()
    if held is not None and club.pk in held:
        return held[club.pk]
    stamp = _finished_stamp_read(club)
    if held is not None:
        held[club.pk] = stamp
    return stamp


def _finished_stamp_read(club: Club) -> FinishedStamp:
    hands = (
        Hand.objects.filter(table__round__event=OuterRef("pk"))
        .order_by()
        .values("table__round__event")
    )
    audited = (
        AuditEntry.objects.filter(club=club)
        .exclude(event__isnull=False, event__status__in=_UNFINISHED)
        .order_by()
        .values("club")
    )
    rows = list(
        Event.objects.filter(club=club, status=EventStatus.FINISHED)
        .annotate(
            hand_count=Subquery(hands.annotate(n=Count("id")).values("n")),
            hands_changed=Subquery(hands.annotate(last=Max("updated_at")).values("last")),
            audited=Subquery(audited.annotate(last=Max("id")).values("last")),
        )
        .order_by("pk")
        .values(*FINISHED_FIELDS, "hand_count", "hands_changed", "audited")
    )
    text = repr(
        _plain(
            (
                club.table_points_scheme,
                club.default_ruleset,
                club.standings_tie_breaks,
                [sorted(r.items()) for r in rows],
            )
        )
    )
    return FinishedStamp(rows, hashlib.sha256(text.encode()).hexdigest())


def _plain(value: object) -> object:
    """``value`` with each choice (``EventStatus.FINISHED``) as its plain value: a field set
    from a choice holds the enum until the row is read again, and its ``repr`` differs from
    the value's, which gave one state two digests."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, list | tuple):
        return type(value)(_plain(v) for v in value)
    if isinstance(value, dict):
        return {_plain(k): _plain(v) for k, v in value.items()}
    return value


def season_report_kept(*, season: Season) -> SeasonReport:
    """``season_report(season=season)``, computed once per state of the club's finished
    events (one query when kept): a season's table counts finished evenings only
    (``season_events``), so a hand saved at tonight's evening keeps it. The report is
    shared: read it, never change it."""
    club = season.club
    key = (
        "season",
        season.pk,
        tuple(getattr(season, f.attname) for f in season._meta.concrete_fields),
        club_finished_stamp(club=club).digest,
        names_seen_key(club_id=club.pk),
        get_language(),
    )
    return kept_across(key, lambda: season_report(season=season))


def club_statistics_kept(*, club: Club, year: int | None = None) -> ClubStatistics:
    """``club_statistics(club=club, year=year)`` in two parts: the finished events' part
    kept across processes under the club's finished stamp (its SQL took 80-350 ms at 1 M
    hands, docs/benchmarks.md), the events in play (tonight's evening) counted for each
    request from their few hands. Two queries when nothing is in play and the part is kept
    (the events and the finished stamp), six more for an evening in play."""
    events = club_events(club=club, year=year)
    finished = {pk: e for pk, e in events.items() if e.status == EventStatus.FINISHED}
    playing = {pk: e for pk, e in events.items() if pk not in finished}
    key = (
        "club statistics",
        club.pk,
        year,
        club_finished_stamp(club=club).digest,
        names_seen_key(club_id=club.pk),
        get_language(),
    )
    parts = [kept_across(key, lambda: club_statistics_part(events=finished))]
    if playing:
        parts.append(club_statistics_part(events=playing))
    return club_statistics_total(parts)


def season_statistics_kept(*, season: Season) -> list[PlayerStatistics]:
    """``season_statistics(season=season)`` (the API's), kept under the club's change stamp:
    they count tonight's hands too. After a change only the season's unfinished events are
    counted again: what its finished events count is kept under the club's finished stamp,
    as ``season_report_kept`` keeps the table (at 1 M hands, 500 ms-2.3 s after each hand
    when the whole season was counted again)."""
    club = season.club
    viewer = (names_seen_key(club_id=club.pk), get_language())
    key = ("season statistics", season.pk, club_change_stamp(club=club), *viewer)
    return kept(key, lambda: _season_statistics_parts(season, viewer))


def _season_statistics_parts(season: Season, viewer: tuple[object, ...]) -> list[PlayerStatistics]:
    club = season.club
    scheme = (club.table_points_scheme, club.default_ruleset)
    seats = Seat.objects.filter(round__event__season=season)
    finished = Q(round__event__status=EventStatus.FINISHED)
    stamp = club_finished_stamp(club=season.club).digest
    done = kept_across(
        ("season statistics, finished", season.pk, scheme, stamp, *viewer),
        lambda: summed_part(seats=seats.filter(finished), club=club),
    )
    return statistics_of_parts([done, summed_part(seats=seats.exclude(finished), club=club)])


def kept[T](key: tuple[object, ...], compute: Callable[[], T], *, small: bool = False) -> T:
    """The value kept under ``key`` in this process, else ``compute()`` kept (the last
    ``KEPT`` keys; ``small``: among the last ``KEPT_SMALL`` small values). ``key`` must name
    everything the value depends on (a change stamp)."""
    store, room = (_kept_small, KEPT_SMALL) if small else (_kept, KEPT)
    with _lock:
        if key in store:
            store.move_to_end(key)
            found: T = store[key]
            return found
    value = compute()
    with _lock:
        store[key] = value
        while len(store) > room:
            store.popitem(last=False)
    return value


def kept_across[T](key: tuple[object, ...], compute: Callable[[], T], *, small: bool = False) -> T:
    """``kept(key, compute, small=small)``, and kept in Django's cache between processes:
    for values of finished events only (keyed by ``club_finished_stamp``), which stay right
    until the key changes. The value is pickled once here (its size bounded by
    ``ACROSS_MAX_BYTES``)."""
    return kept(key, lambda: _across(across_key(key), compute), small=small)


def kept_shared[T](key: tuple[object, ...], compute: Callable[[], T]) -> T:
    """The value under ``key`` in Django's cache only, else ``compute()`` written there: for
    a caller that keeps per process itself (the charts' ``lru_cache``). ``key`` names all the
    value is made of (a chart: its data, title and language), so it is never stale."""
    return _across(across_key(key), compute)


def across_key(key: tuple[object, ...]) -> str:
    """The cache's name of a kept value: ``key`` and the code that made it."""
    return "kept:" + hashlib.sha256(repr((code_stamp(), key)).encode()).hexdigest()


def _across[T](name: str, compute: Callable[[], T]) -> T:
    found = django_cache.get(name)
    if isinstance(found, bytes):
        try:
            value: T = pickle.loads(found)  # written by this site, as the cache's own values
        except Exception:  # unreadable: computed again, never an error page
            logger.warning("kept value %s unreadable: computed again", name, exc_info=True)
        else:
            return value
    value = compute()
    data = pickled(value)
    if len(data) <= ACROSS_MAX_BYTES:
        django_cache.set(name, data, ACROSS_SECONDS)
    else:
        logger.info("kept value %s is %d bytes: kept in this process only", name, len(data))
    return value


class _Pickler(pickle.Pickler):
    """Pickles the kept values' many small objects so that they load fast: a dataclass as
    its class called with its fields (a slotted one's default ``__setstate__`` is Python
    looping over ``fields()``: a season's standings at 1 M hands took 40-60 ms of CPU to
    load), a ``Fraction`` as its two integers (not its text parsed again)."""

    def reducer_override(self, obj: object) -> Any:
        if type(obj) is Fraction:
            return Fraction, (obj.numerator, obj.denominator)
        if not isinstance(obj, type) and dataclasses.is_dataclass(obj):
            cls: type = type(obj)
            names = _init_fields(cls)
            if names is not None:
                return cls, tuple(getattr(obj, name) for name in names)
        return NotImplemented


@cache
def _init_fields(cls: type) -> tuple[str, ...] | None:
    """The fields of dataclass ``cls`` when its ``__init__`` takes exactly them, in order,
    and does nothing more (no ``__post_init__``); else None (pickled the usual way)."""
    names = tuple(f.name for f in dataclasses.fields(cls))
    if hasattr(cls, "__post_init__"):
        return None
    parameters = list(inspect.signature(cls).parameters)  # what the class is called with
    return names if tuple(parameters) == names else None


def pickled(value: object) -> bytes:
    """``value`` pickled as it is kept across processes (``_Pickler``); ``pickle.loads``
    reads it."""
    out = io.BytesIO()
    _Pickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump(value)
    return out.getvalue()


@cache
def code_stamp() -> str:
    """A digest of the sources that define the kept values' classes (their folders under
    ``tournaments/``): another release's pickles are not read. Some 5 ms, once a process."""
    root = Path(__file__).resolve().parents[2]
    digest = hashlib.sha256()
    for folder in _DEFINED_IN:
        for path in sorted((root / folder).rglob("*.py")):
            digest.update(path.relative_to(root).as_posix().encode() + path.read_bytes())
    return digest.hexdigest()[:16]


def kept_clear() -> None:
    """Forget what is kept (tests)."""
    with _lock:
        _kept.clear()
        _kept_small.clear()
