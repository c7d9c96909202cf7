"""A member against one opponent (the player page's head-to-head): the tables they shared
in a statistics read and the hands either won, several winners of one discard included."""

from __future__ import annotations

from scoring.engine.registry import get_ruleset
from tournaments.clubs.models import Member
from tournaments.play.models import HandResult
from tournaments.reports.head_to_head import HeadToHead, head_to_head
from tournaments.reports.rows import Player
from tournaments.reports.selectors.statistics import StatisticsRead


def member_head_to_head(
    *, member: Member, read: StatisticsRead, opponent_key: str
) -> HeadToHead | None:
    """The member against the opponent with ``opponent_key`` (a ``Player.key``) at the
    tables of ``read``; None when they never shared one. One query."""
    pairs: dict[int, tuple[int, int]] = {}
    opponent: Player | None = None
    theirs: list[int] = []
    for table_id, seats in read.table_seats.items():
        mine = [s for s, p in seats if p.member_id == member.pk and s in read.players]
        them = [(s, p) for s, p in seats if p.key == opponent_key]
        if mine and them:
            pairs[table_id] = (mine[0], them[0][0])
            opponent = them[0][1]
            theirs.append(them[0][0])
    if opponent is None:
        return None
    rows = HandResult.objects.filter(seat_id__in=theirs).values_list(
        "hand_id", "seat_id", "points", "hand__result_kind", "hand__winner_id"
    )
    rulesets = {row.hand_id: row.ruleset for row in read.hands}
    hand_ids, won = [], []
    for hand_id, seat_id, points, kind, winner_id in rows:
        hand_ids.append(hand_id)
        ruleset = rulesets.get(hand_id)
        # a ruleset that scores the winner alone gives points to winners only: another
        # winner of the same discard beside the hand's winner
        also = kind == "win" and points > 0 and ruleset is not None
        if winner_id == seat_id or (also and not get_ruleset(str(ruleset)).scores_every_player):
            won.append(hand_id)
    return head_to_head(
        opponent=opponent,
        tables=pairs,
        places=read.places,
        my_hands=read.hands,
        their_seats=theirs,
        their_hand_ids=hand_ids,
        their_wins=won,
    )
