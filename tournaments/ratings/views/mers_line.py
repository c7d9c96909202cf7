"""The EMA's MERS score as a second line on the rating chart of a player's page, for the
family of rulesets the EMA ranks (``Ruleset.ema_ranked``; tournaments/rankings): the score
on each Monday a result of the player's starts to count, and today."""

from __future__ import annotations

import datetime

from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from scoring.engine.registry import available_rulesets
from tournaments.clubs.audience import names_seen_key
from tournaments.clubs.models import Club, Member
from tournaments.rankings.selectors.mers import MersInputs, member_mers_history, mers_inputs
from tournaments.reports.line_charts import ChartPoint, ChartSeries
from tournaments.reports.selectors.kept import club_finished_stamp, kept_across


def ranked_ruleset(family: str) -> str:
    """The EMA-ranked ruleset of ``family`` ("" when the EMA ranks none of it)."""
    return next(
        (
            r.id
            for r in available_rulesets()
            if r.ema_ranked and (r.rating_family or r.id) == family
        ),
        "",
    )


def _days(member: Member, inputs: MersInputs) -> list[datetime.date]:
    player = inputs.players.get(f"m{member.pk}")
    if player is None:
        return []
    today = timezone.localdate()
    starts = {result.counts_from for result in player.results}
    return sorted({day for day in starts if day <= today} | {today})


def _inputs(member: Member, ruleset: str) -> MersInputs:
    return mers_inputs_kept(club=member.club, ruleset=ruleset)


def mers_inputs_kept(*, club: Club, ruleset: str) -> MersInputs:
    """The club's MERS inputs, kept while its finished events are as they were: they are
    the finished tournaments and the imported results (an import is audited about the club,
    which changes the stamp), so a hand saved at tonight's evening keeps them; kept across
    processes too."""
    key = (
        "mers inputs",
        club.pk,
        ruleset,
        club_finished_stamp(club=club).digest,
        names_seen_key(club_id=club.pk),
        get_language(),
    )
    return kept_across(key, lambda: mers_inputs(club=club, ruleset=ruleset))


def mers_series(member: Member, family: str) -> list[ChartSeries]:
    ruleset = ranked_ruleset(family)
    if not ruleset:
        return []
    inputs = _inputs(member, ruleset)  # read once: the days and the scores on them
    history = member_mers_history(
        member=member, dates=_days(member, inputs), ruleset=ruleset, inputs=inputs
    )
    points = [
        ChartPoint(x=day, y=score, title=f"{date_format(day, 'SHORT_DATE_FORMAT')} MERS: {score}")
        for day, score in history
        if score is not None
    ]
    return [ChartSeries(name=_("MERS ranking"), points=points)] if points else []
