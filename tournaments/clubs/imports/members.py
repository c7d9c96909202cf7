"""Member import from xlsx or csv: parse → preview with an error per bad row → confirm.

Nothing is written until the user confirms the preview. The parsed rows travel in a
signed token (``django.core.signing``), not on disk, and are validated again on confirm.
A malformed file is a ``MemberImportError`` with a message, never a crash.
"""

from __future__ import annotations

import datetime
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.core import signing
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.clubs.imports.member_files import (
    MAX_ROWS,
    MAX_UNPACKED_BYTES,
    MAX_UPLOAD_BYTES,
    MemberImportError,
    cell_text,
    read_rows,
    too_many_rows,
)
from tournaments.clubs.models import Club, Member
from tournaments.clubs.names import split_surname
from tournaments.clubs.services.members import member_create, member_update

# Caps that keep a small hostile file from a huge preview or server memory (issue 21);
# the file's own caps are in ``member_files``:
MAX_CELL_CHARS = 200  # a longer cell is an error of its row, shown cut short
PREVIEW_ROWS = 200  # rows shown on the preview page (rows with problems first)
__all__ = [  # the file's caps and error are read beside this module, in member_files
    "MAX_CELL_CHARS",
    "MAX_ROWS",
    "MAX_UNPACKED_BYTES",
    "MAX_UPLOAD_BYTES",
    "PREVIEW_ROWS",
    "ImportPreview",
    "ImportRow",
    "MemberImportError",
    "member_import",
    "member_import_preview",
    "preview_from_token",
    "preview_token",
    "read_rows",
    "validate_rows",
]
TOKEN_SALT = "tournaments.member-import"
TOKEN_MAX_AGE = 60 * 60  # seconds

FIELDS = (
    "member_number",
    "first_name",
    "surname_prefix",
    "last_name",
    "ema_number",
    "country",
    "joined_on",
    "active",
    "adult",
)
REQUIRED = ("member_number", "first_name", "last_name")
ALIASES: dict[str, tuple[str, ...]] = {
    "member_number": (
        "member_number",
        "member number",
        "number",
        "no",
        "no.",
        "nr",
        "nr.",
        "lidnummer",
        "lidnr",
        "mitgliedsnummer",
    ),
    "first_name": ("first_name", "first name", "firstname", "voornaam", "vorname"),
    "surname_prefix": (
        "surname_prefix",
        "surname prefix",
        "prefix",
        "tussenvoegsel",
        "tussenvoegsels",
        "voorvoegsel",
        "namenszusatz",
    ),
    "last_name": ("last_name", "last name", "lastname", "surname", "achternaam", "nachname"),
    "ema_number": ("ema_number", "ema number", "ema", "ema-nummer", "ema nummer", "ema id"),
    "country": ("country", "land", "nationality"),
    "joined_on": ("joined_on", "joined", "lid sinds", "lid_sinds", "eintritt", "member since"),
    "active": ("active", "actief", "aktiv"),
    "adult": ("adult", "volwassen", "erwachsen"),
}
_TRUE = {"1", "yes", "y", "ja", "j", "true", "waar", "x", "✓"}
_FALSE = {"0", "no", "n", "nee", "nein", "false", "onwaar", ""}
_DATE_FORMATS = ("%Y-%m-%d", "%d-%m-%Y", "%d/%m/%Y", "%d.%m.%Y")


@dataclass
class ImportRow:
    line: int
    values: dict[str, Any]
    errors: list[str] = field(default_factory=list)
    action: str = "create"  # or "update"

    @property
    def ok(self) -> bool:
        return not self.errors


@dataclass
class ImportPreview:
    rows: list[ImportRow]

    @property
    def errors(self) -> list[ImportRow]:
        return [r for r in self.rows if r.errors]

    @property
    def ok(self) -> bool:
        return bool(self.rows) and not self.errors

    @property
    def shown(self) -> list[ImportRow]:
        """The rows the preview page lists: those with problems first, at most
        ``PREVIEW_ROWS`` (a page of 5,000 rows helps nobody)."""
        ordered = self.errors + [r for r in self.rows if r.ok]
        return ordered[:PREVIEW_ROWS]

    @property
    def hidden(self) -> int:
        return max(len(self.rows) - PREVIEW_ROWS, 0)

    @property
    def creates(self) -> int:
        return sum(r.action == "create" for r in self.rows)

    @property
    def updates(self) -> int:
        return sum(r.action == "update" for r in self.rows)


# -- the file's columns ------------------------------------------------------------------


def _header_map(header: Iterable[Any]) -> dict[int, str]:
    """Column index → field name, by the header's names (in any of the three languages)."""
    lookup = {alias: name for name, aliases in ALIASES.items() for alias in aliases}
    mapping: dict[int, str] = {}
    for index, cell in enumerate(header):
        key = re.sub(r"\s+", " ", str(cell or "").strip().casefold())
        if key in lookup and lookup[key] not in mapping.values():
            mapping[index] = lookup[key]
    return mapping


# -- validating rows ---------------------------------------------------------------------


def _date(value: Any) -> tuple[str, str | None]:
    """(iso date or "", error)."""
    if value in (None, ""):
        return "", None
    if isinstance(value, datetime.datetime):
        return value.date().isoformat(), None
    if isinstance(value, datetime.date):
        return value.isoformat(), None
    text = cell_text(value)
    for fmt in _DATE_FORMATS:
        try:
            return datetime.datetime.strptime(text, fmt).date().isoformat(), None
        except ValueError:
            continue
    return "", _("“%(value)s” is not a date (use 2024-03-31 or 31-03-2024).") % {"value": text}


def _capped(raw: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """Cells cut to ``MAX_CELL_CHARS`` (with "…"), and an error for each long one."""
    values: dict[str, Any] = {}
    errors: list[str] = []
    for name, value in raw.items():
        if isinstance(value, str) and len(value) > MAX_CELL_CHARS:
            errors.append(_("A cell is longer than %(n)d characters.") % {"n": MAX_CELL_CHARS})
            value = value[: MAX_CELL_CHARS - 1] + "…"
        values[name] = value
    return values, errors[:1]


def _clean(raw: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    raw, errors = _capped(raw)
    values: dict[str, Any] = {}
    for name in ("member_number", "first_name", "surname_prefix", "last_name", "ema_number"):
        values[name] = cell_text(raw.get(name))
    if not values["surname_prefix"]:  # "de Boer" in the last-name column
        values["surname_prefix"], values["last_name"] = split_surname(values["last_name"])
    values["country"] = (cell_text(raw.get("country")) or "NL").upper()
    values["joined_on"], date_error = _date(raw.get("joined_on"))
    if date_error:
        errors.append(date_error)
    active = cell_text(raw.get("active")).casefold()
    values["active"] = active not in _FALSE if active else True
    if active not in _TRUE | _FALSE:
        errors.append(_("Active must be yes or no, not “%(value)s”.") % {"value": active})
    adult = cell_text(raw.get("adult")).casefold()
    values["adult"] = adult not in _FALSE if adult else True
    if adult not in _TRUE | _FALSE:
        errors.append(_("Adult must be yes or no, not “%(value)s”.") % {"value": adult})
    labels = {
        "member_number": _("member number"),
        "first_name": _("first name"),
        "last_name": _("last name"),
    }
    for name in REQUIRED:
        if not values[name]:
            errors.append(_("The %(field)s is missing.") % {"field": labels[name]})
    if len(values["member_number"]) > 20:
        errors.append(_("The member number is longer than 20 characters."))
    if (
        len(values["first_name"]) > 80
        or len(values["last_name"]) > 120
        or len(values["surname_prefix"]) > 20
    ):
        errors.append(_("The name is too long."))
    if values["ema_number"] and not re.fullmatch(r"\d{8}", values["ema_number"]):
        errors.append(
            _("EMA number “%(value)s” must be 8 digits.") % {"value": values["ema_number"]}
        )
    if not re.fullmatch(r"[A-Z]{2}", values["country"]):
        errors.append(
            _("Country “%(value)s” must be a two-letter code such as NL or DE.")
            % {"value": values["country"]}
        )
    return values, errors


def validate_rows(*, club: Club, rows: list[tuple[int, dict[str, Any]]]) -> ImportPreview:
    """Check each (line, raw values) row; one query for the club's existing numbers."""
    existing = set(club.members.values_list("member_number", flat=True))
    counts = Counter(cell_text(raw.get("member_number")) for _line, raw in rows)
    result = []
    for line, raw in rows:
        values, errors = _clean(raw)
        number = values["member_number"]
        if number and counts[number] > 1:
            errors.append(
                _("Member number %(number)s appears more than once in the file.")
                % {"number": number}
            )
        result.append(
            ImportRow(
                line=line,
                values=values,
                errors=errors,
                action="update" if number in existing else "create",
            )
        )
    return ImportPreview(rows=result)


def member_import_preview(*, club: Club, data: bytes, filename: str) -> ImportPreview:
    """Read and check an uploaded file; writes nothing."""
    table = read_rows(data, filename)
    if not table:
        raise MemberImportError(_("The file has no rows."))
    mapping = _header_map(table[0])
    missing = [name for name in REQUIRED if name not in mapping.values()]
    if missing:
        raise MemberImportError(
            _("The first row must name the columns; missing: %(columns)s.")
            % {"columns": ", ".join(missing)}
        )
    body = table[1:]
    if not body:
        raise MemberImportError(_("The file has a header but no members."))
    if len(body) > MAX_ROWS:
        raise too_many_rows()
    rows = [
        (line, {name: row[i] if i < len(row) else None for i, name in mapping.items()})
        for line, row in enumerate(body, start=2)
    ]
    return validate_rows(club=club, rows=rows)


# -- the token that carries the rows from preview to confirm ------------------------------


def preview_token(*, club: Club, preview: ImportPreview) -> str:
    payload = {"club": club.pk, "rows": [[r.line, r.values] for r in preview.rows]}
    return signing.dumps(payload, salt=TOKEN_SALT, compress=True)


def preview_from_token(*, club: Club, token: str) -> ImportPreview:
    try:
        payload = signing.loads(token, salt=TOKEN_SALT, max_age=TOKEN_MAX_AGE)
    except signing.SignatureExpired as exc:
        raise MemberImportError(
            _("The preview has expired; please upload the file again.")
        ) from exc
    except signing.BadSignature as exc:
        raise MemberImportError(
            _("The preview could not be read; please upload the file again.")
        ) from exc
    if payload.get("club") != club.pk:
        raise MemberImportError(_("This preview belongs to another club."))
    return validate_rows(club=club, rows=[(line, values) for line, values in payload["rows"]])


# -- the write ---------------------------------------------------------------------------


@transaction.atomic
def member_import(
    *, club: Club, preview: ImportPreview, actor: AbstractBaseUser | AnonymousUser | None = None
) -> tuple[int, int]:
    """Create new members and update existing ones (by member number). All or nothing;
    each new or changed member is audited as imported."""
    if not preview.ok:
        raise ValidationError(_("The file has errors; nothing was imported."))
    existing = {m.member_number: m for m in club.members.select_for_update()}
    created = updated = 0
    for row in preview.rows:
        v = row.values
        joined = datetime.date.fromisoformat(v["joined_on"]) if v["joined_on"] else None
        member: Member | None = existing.get(v["member_number"])
        if member is None:
            member_create(
                club=club,
                first_name=v["first_name"],
                surname_prefix=v.get("surname_prefix", ""),
                last_name=v["last_name"],
                member_number=v["member_number"],
                ema_number=v["ema_number"],
                country=v["country"],
                joined_on=joined,
                active=v["active"],
                adult=v.get("adult", True),
                actor=actor,
                action="member.import",
            )
            created += 1
            continue
        # the member page's own service: a deactivation ends the role and the sessions
        # there too, a reactivation gives nothing back (both audited as imported)
        changes = {
            "first_name": v["first_name"],
            "surname_prefix": v.get("surname_prefix", ""),
            "last_name": v["last_name"],
            "adult": v.get("adult", True),
            "ema_number": v["ema_number"],
            "country": v["country"],
            "active": v["active"],
        }
        if joined:
            changes["joined_on"] = joined
        try:
            member_update(member=member, actor=actor, action="member.import", **changes)
        except ValidationError as exc:  # the file names many members: say which one
            raise ValidationError(f"{member.full_name}: {' '.join(exc.messages)}") from exc
        updated += 1
    return created, updated
