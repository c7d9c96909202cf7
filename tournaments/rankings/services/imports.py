"""Import of external results: a file → a preview (an error list per row, the members its
EMA numbers match) → confirm. The rows travel from preview to confirm in a signed token
(``django.core.signing``), not on disk, and are read again on confirm."""

from __future__ import annotations

from dataclasses import dataclass

from django.core import signing
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext as _

from tournaments.audit.actors import Actor, actor_account
from tournaments.audit.services import audit_record
from tournaments.clubs.models import Club, Member
from tournaments.core.choices import ruleset_label
from tournaments.rankings.files import ResultFileError, ResultRow, read_result_file, read_row
from tournaments.rankings.models import ExternalResult
from tournaments.rankings.selectors.imports import members_by_ema_number
from tournaments.reports.warming import finished_values_enqueue

TOKEN_SALT = "rankings.external-import"
TOKEN_MAX_AGE = 60 * 60  # an hour to look at the preview
SHOWN_ROWS = 500


@dataclass
class PreviewRow:
    row: ResultRow
    member: Member | None

    @property
    def unmatched(self) -> bool:
        """An EMA number no member of the club has: imported under the row's name."""
        return bool(self.row.ema_number) and self.member is None

    @property
    def ranking(self) -> str:
        """The ruleset whose EMA ranking the row counts in, in the page's language."""
        return str(ruleset_label(self.row.ruleset)) if self.row.ruleset else ""


@dataclass
class ImportPreview:
    rows: list[PreviewRow]

    @property
    def errors(self) -> list[PreviewRow]:
        return [r for r in self.rows if r.row.errors]

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def unmatched(self) -> int:
        return sum(r.unmatched for r in self.rows)

    @property
    def shown(self) -> list[PreviewRow]:
        """Rows with errors first, then the others, at most ``SHOWN_ROWS``."""
        return sorted(self.rows, key=lambda r: (not r.row.errors, r.row.line))[:SHOWN_ROWS]

    @property
    def hidden(self) -> int:
        return max(0, len(self.rows) - SHOWN_ROWS)


def _preview(club: Club, rows: list[ResultRow]) -> ImportPreview:
    members = members_by_ema_number(club=club)
    return ImportPreview([PreviewRow(row, members.get(row.ema_number)) for row in rows])


def external_import_preview(*, club: Club, data: bytes, ruleset: str = "") -> ImportPreview:
    """The file read and matched, each row in the EMA ranking of ``ruleset`` unless its
    own ``ruleset`` cell names another; raises ``ResultFileError`` for a file that cannot
    be read."""
    rows = read_result_file(data)
    if ruleset:
        rows = [
            row if row.ruleset else read_row(row.line, {**row.values, "ruleset": ruleset})
            for row in rows
        ]
    return _preview(club, rows)


def preview_token(*, club: Club, preview: ImportPreview) -> str:
    payload = {"club": club.pk, "rows": [[r.row.line, r.row.values] for r in preview.rows]}
    return signing.dumps(payload, salt=TOKEN_SALT, compress=True)


def preview_from_token(*, club: Club, token: str) -> ImportPreview:
    try:
        payload = signing.loads(token, salt=TOKEN_SALT, max_age=TOKEN_MAX_AGE)
    except signing.SignatureExpired as exc:
        raise ResultFileError(_("The preview has expired; please upload the file again.")) from exc
    except signing.BadSignature as exc:
        raise ResultFileError(
            _("The preview could not be read; please upload the file again.")
        ) from exc
    if payload.get("club") != club.pk:
        raise ResultFileError(_("This preview belongs to another club."))
    return _preview(club, [read_row(line, values) for line, values in payload["rows"]])


@transaction.atomic
def external_results_import(*, club: Club, preview: ImportPreview, actor: Actor | None) -> int:
    """Store every row of an error-free preview (all or nothing); one audit entry says how
    many results of which tournaments, and how many names matched no member."""
    if not preview.ok:
        raise ValidationError(_("The file has errors; nothing was imported."))
    user = actor_account(actor)
    made = []
    for item in preview.rows:
        result = item.row.result
        assert result is not None  # an error-free row has its result
        made.append(
            ExternalResult(
                club=club,
                tournament=result.tournament,
                start_date=result.start,
                days=result.days,
                players=result.players,
                countries=result.countries,
                qualifying=result.qualifying,
                player_name=item.row.player,
                ema_number=item.row.ema_number,
                member=item.member,
                position=result.position,
                ruleset=item.row.ruleset,
                imported_by=user,
            )
        )
    for row in made:
        row.full_clean(exclude=["club", "member", "imported_by"])
    ExternalResult.objects.bulk_create(made)
    tournaments = sorted({r.tournament for r in made})
    audit_record(
        actor=actor,
        action="ranking.import",
        obj=club,
        after={
            "external_results": len(made),
            "tournaments": ", ".join(tournaments)[:500],
            "unmatched": preview.unmatched,
        },
    )
    finished_values_enqueue(club=club)  # the audit entry changed the finished stamp
    return len(made)
