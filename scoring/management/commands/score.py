"""``manage.py score FILE...``: score hands in the interchange format.

Prints each player's points, elements and settlement; ``--json`` prints a list with ``id``,
``points``, ``settlement``, ``elements`` per case; a seat whose tiles are unknown (``??``, a
seed example whose pictures were lost) is marked, listed under ``unknown`` and has no points,
and a hand that needs it has no settlement (``null``); ``--check`` compares with each case's
``expected`` and ends with ``N passed, M failed``. Exit codes: 0 all good, 1 a check failed,
2 invalid input (a file or a hand that cannot be read or scored).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from scoring.batch import CaseOutcome, score_cases
from scoring.casefiles import Case, load_cases
from scoring.engine import ScoringError
from scoring.engine.tiles import WINDS


class Command(BaseCommand):
    help = "Score hands written in the interchange format (YAML or JSON); '-' reads stdin."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "files", nargs="+", help="YAML/JSON files with one hand, a list, or cases:"
        )
        parser.add_argument("--json", action="store_true", help="print machine-readable results")
        parser.add_argument(
            "--check", action="store_true", help="compare with each case's expected block"
        )
        parser.add_argument(
            "--case", action="append", default=[], help="only the case(s) with this id"
        )

    def handle(
        self, *args: str, files: list[str], json: bool, check: bool, case: list[str], **options: Any
    ) -> None:
        outcomes: list[CaseOutcome] = []
        for name in files:
            cases = self._read(name)
            if case:
                cases = [c for c in cases if c.id in case]
            outcomes.extend(score_cases(cases, check=check))
        if json:
            self.stdout.write(_json_dumps([o.as_dict() for o in outcomes]))
        else:
            for outcome in outcomes:
                self._print(outcome, check=check)
        failed = sum(1 for o in outcomes if not o.passed)
        invalid = sum(1 for o in outcomes if o.error is not None)
        if check:
            stream = self.stdout if json is False else self.stderr
            stream.write(f"{len(outcomes) - failed} passed, {failed} failed")
        if invalid and not check:
            sys.exit(2)
        if failed:
            sys.exit(1)

    def _read(self, name: str) -> list[Case]:
        try:
            text = sys.stdin.read() if name == "-" else Path(name).read_bytes()
        except OSError as exc:
            raise CommandError(f"cannot read {name}: {exc.strerror}", returncode=2) from None
        try:
            return load_cases(text, name="stdin" if name == "-" else Path(name).name)
        except ScoringError as exc:
            raise CommandError(str(exc), returncode=2) from None

    def _print(self, outcome: CaseOutcome, *, check: bool) -> None:
        write = self.stdout.write
        status = ""
        if check:
            status = "  PASS" if outcome.passed else "  FAIL"
        write(f"== {outcome.case.id}{status}")
        if outcome.error is not None:
            write(f"   invalid: {outcome.error}")
            return
        score = outcome.score
        if score is None:  # a case without an error has a score (``score_cases``)
            return
        settlement = score.settlement
        if settlement is not None:
            seats = list(settlement.amounts)
        else:
            seats = [s for s in WINDS if s in score.points or s in score.unknown]
        for seat in seats:
            settled = f"{settlement[seat]:>+7}" if settlement is not None else "      ?"
            if seat in score.unknown:
                write(f"   {seat}: points      ?   settlement {settled}   (tiles unknown: ??)")
                continue
            points = score.points.get(seat, 0)
            write(f"   {seat}: points {points:>6}   settlement {settled}")
            for element in score.elements.get(seat, ()):
                write(f"        {element.label()}")
        if score.fan_total is not None:
            write(f"   total: {score.fan_total}")
        for note in score.notes:
            write(f"   note: {note}")
        for problem in outcome.problems:
            write(f"   ! {problem}")


def _json_dumps(data: object) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False)
