"""Scoring a batch of cases read by :mod:`scoring.casefiles`: the work behind
``manage.py score`` and the golden tests, kept apart from how the results are printed."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.casefiles import Case
from scoring.engine import DealScore, ScoringError, compare_expected, score_dict


@dataclass(frozen=True)
class CaseOutcome:
    case: Case
    score: DealScore | None = None
    error: ScoringError | None = None
    problems: tuple[str, ...] = ()

    @property
    def passed(self) -> bool:
        return self.error is None and not self.problems

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"id": self.case.id}
        if self.score is not None:
            out.update(self.score.as_dict())
        if self.error is not None:
            out["error"] = str(self.error)
            out["error_code"] = self.error.code
        if self.problems:
            out["problems"] = list(self.problems)
        return out


def score_case(case: Case, *, check: bool = False) -> CaseOutcome:
    try:
        # the known hands of a seed example with lost pictures (``??``) are scored
        score = score_dict(case.data, partial=True, claim_below_minimum=True)
    except ScoringError as error:
        return CaseOutcome(case=case, error=error)
    problems: tuple[str, ...] = ()
    if check:
        if case.expected is None:
            problems = ("no expected block to compare with",)
        else:
            problems = tuple(compare_expected(case.expected, score))
    return CaseOutcome(case=case, score=score, problems=problems)


def score_cases(cases: list[Case], *, check: bool = False) -> list[CaseOutcome]:
    return [score_case(case, check=check) for case in cases]
