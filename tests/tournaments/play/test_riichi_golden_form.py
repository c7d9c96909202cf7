"""The golden riichi cases through the table's entry form (issue 52): every case a first
hand at a table can hold (East round, no counters or sticks on the table from earlier
hands, one winner, nothing left in the pot) is typed as a scorekeeper would (tiles, riichi,
ippatsu, dora and ura-dora indicators, conditions, a draw's tenpai seats) and saved; the
stored settlement is the case's."""

import pytest
from django.urls import reverse
from django.utils import translation

from scoring.casefiles import load_cases
from scoring.notation import format_player, parse_player
from tests.golden import GOLDEN_DIR, golden_file
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tournaments.play.models import HandResult


def _at_a_first_hand(data: dict) -> bool:
    block = data.get("riichi") or {}
    result = data["result"]
    expected = (data.get("expected") or {}).get("settlement")
    players = [p for p in (data.get("players") or {}).values() if p]
    return (
        data.get("prevailing_wind", "E") == "E"
        and not block.get("honba")
        and not block.get("riichi_sticks")
        and not isinstance(result.get("winner"), list)
        and expected is not None
        and not expected.get("table")
        and all(parse_player(format_player(p)) == _written(p) for p in players)
    )


def _written(player: dict) -> dict:
    """``player`` as the notation writes it back (no empty keys): a case whose tiles the
    notation cannot write (none so far) is left out."""
    return {k: v for k, v in player.items() if v not in ([], None, False)}


def first_hand_cases() -> list:
    raw = (GOLDEN_DIR / golden_file("riichi")).read_bytes()
    cases = [
        {**c.data, "expected": c.expected} for c in load_cases(raw, name=golden_file("riichi"))
    ]
    return [pytest.param(d, id=d["id"]) for d in cases if _at_a_first_hand(d)]


def form_data(data: dict) -> dict:
    """What a scorekeeper types for the case."""
    block = data.get("riichi") or {}
    result = data["result"]
    post: dict = {"mode": "tiles", "kind": result["kind"], "number": 1}
    for wind, player in (data.get("players") or {}).items():
        if player:
            post[f"tiles_{wind}"] = format_player(player)
    if result["kind"] == "draw":
        post["tenpai"] = list(result.get("tenpai") or [])
        return post
    post.update(
        winner=result["winner"],
        discarder="self" if result.get("self_drawn") else result["discarder"],
        winning_tile=result["winning_tile"],
        conditions=list(result.get("conditions") or []),
        pao=result.get("pao") or "",
        dora=" ".join(block.get("dora_indicators") or []),
        ura_dora=" ".join(block.get("ura_dora_indicators") or []),
    )
    for seat in block.get("riichi") or []:
        post[f"ready_{seat}"] = "ready"
    for seat in block.get("double_riichi") or []:
        post[f"ready_{seat}"] = "double"
    if block.get("ippatsu"):
        post["ippatsu"] = "on"
    return post


def test_most_cases_are_played():
    assert len(first_hand_cases()) >= 25


@pytest.mark.parametrize("data", first_hand_cases())
def test_a_golden_case_through_the_form(keeper_client, club, data):
    table = seat_table(club, ruleset="riichi")
    event = table.round.event
    event.ruleset_options = dict(data.get("options") or {})
    event.save(update_fields=["ruleset_options"])
    kwargs = {"slug": event.slug, "round_number": 1, "table_number": table.number}
    with translation.override("en"):
        saved = keeper_client.post(
            reverse("play_hand_create", kwargs=kwargs), form_data(data), HTTP_ACCEPT_LANGUAGE="en"
        )
    assert saved.status_code == 302, saved.content.decode()[:3000]
    got = {r.seat.wind: r.settlement for r in HandResult.objects.select_related("seat")}
    expected = {w: v for w, v in data["expected"]["settlement"].items() if w != "table"}
    assert got == expected


def several_winner_cases() -> list:
    raw = (GOLDEN_DIR / golden_file("riichi")).read_bytes()
    cases = [
        {**c.data, "expected": c.expected} for c in load_cases(raw, name=golden_file("riichi"))
    ]
    return [
        pytest.param(d, id=d["id"]) for d in cases if isinstance(d["result"].get("winner"), list)
    ]


def several_form_data(data: dict, *, several: bool) -> dict:
    """What a scorekeeper types for a case of several claimants: every winner's hand where
    the rules let them all win, else the first claimant after the discarder (head bump)."""
    result = data["result"]
    after = "ESWN".index(result["discarder"]) + 1
    first = next(w for w in ("ESWN" * 2)[after : after + 3] if w in result["winner"])
    one = {**data, "result": {**result, "winner": first}}
    if not several:
        one["players"] = {w: (p if w == first else {}) for w, p in data["players"].items()}
        return form_data(one)
    post = form_data({**one, "result": {**result, "winner": result["winner"][0]}})
    post["also_won"] = result["winner"][1:]
    return post


def test_the_golden_cases_hold_several_claimants():
    assert len(several_winner_cases()) >= 2


@pytest.mark.parametrize("data", several_winner_cases())
def test_a_golden_case_of_several_claimants_through_the_form(keeper_client, club, data):
    """The case's counters and stick come from a first hand, a draw in which the dealer
    and South are tenpai and South declares riichi (the dealer repeats: one counter, one
    stick); the second hand is the case."""
    block = data.get("riichi") or {}
    assert (block.get("honba"), block.get("riichi_sticks")) == (1, 1)
    table = seat_table(club, ruleset="riichi")
    event = table.round.event
    event.ruleset_options = dict(data.get("options") or {})
    event.save(update_fields=["ruleset_options"])
    several = (data.get("options") or {}).get("rules") != "wrc"
    kwargs = {"slug": event.slug, "round_number": 1, "table_number": table.number}
    create = reverse("play_hand_create", kwargs=kwargs)
    draw = {"mode": "tiles", "kind": "draw", "tenpai": ["E", "S"], "ready_S": "ready", "number": 1}
    with translation.override("en"):
        assert keeper_client.post(create, draw).status_code == 302
        form = keeper_client.get(reverse("play_table", kwargs=kwargs)).content.decode()
        assert ('name="also_won"' in form) is several
        post = {**several_form_data(data, several=several), "number": 2}
        saved = keeper_client.post(create, post, HTTP_ACCEPT_LANGUAGE="en")
    assert saved.status_code == 302, saved.content.decode()[:3000]
    rows = HandResult.objects.filter(hand__number=2).select_related("seat")
    got = {r.seat.wind: r.settlement for r in rows}
    expected = {w: v for w, v in data["expected"]["settlement"].items() if w != "table"}
    assert got == expected
