"""Exporters (pretix style): each one says which rows; a renderer says which format.

An exporter has a title, typed columns and ``rows()``; ``renderers.render`` turns any
exporter into xlsx, csv or PDF, and ``download.export_download`` into the answer to a
download. No exporter knows about a file format, no renderer about standings; every
feature's exports (reports, registration, rankings, ratings, teams) are exporters.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from django.utils.text import slugify

TEXT, INT, POINTS, DATE = "text", "int", "points", "date"


@dataclass(frozen=True, slots=True)
class Column:
    header: str
    kind: str = TEXT  # TEXT, INT, POINTS (a Fraction), DATE
    width: int = 12  # characters; for xlsx columns and the PDF layout


class MarkedPlace(int):
    """A place with a mark ("5 –": no hand played; "5*": not qualified). Text in CSV and
    PDF; a number in xlsx, the mark only in its number format, so the column sorts."""

    mark: str

    def __new__(cls, place: int, mark: str) -> MarkedPlace:
        value = super().__new__(cls, place)
        value.mark = mark
        return value

    def __str__(self) -> str:
        return f"{int(self)}{self.mark}"


class Exporter(ABC):
    """Base: subclasses set ``identifier`` and implement ``title``, ``columns``, ``rows``."""

    identifier: ClassVar[str]
    verbose_name: ClassVar[Any]
    formats: ClassVar[tuple[str, ...]] = ("xlsx", "csv", "pdf")
    landscape: ClassVar[bool] = False

    @abstractmethod
    def title(self) -> str: ...

    def subtitle(self) -> str:
        return ""

    def notes(self) -> list[str]:
        """Lines printed under the table (e.g. the tie-break chain)."""
        return []

    @abstractmethod
    def columns(self) -> Sequence[Column]: ...

    @abstractmethod
    def rows(self) -> Iterator[Sequence[Any]]: ...

    def filename(self, extension: str) -> str:
        return f"{slugify(self.title()) or self.identifier}.{extension}"
