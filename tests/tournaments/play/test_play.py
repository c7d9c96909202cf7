"""The table page, the live preview and saving through HTTP; permissions; never a 500."""

import re

import pytest
from django.urls import reverse
from django.utils.html import escape

from scoring.notation import format_player
from scoring.wind_markers import wind_tile_letters
from tests.factories import ClubFactory
from tests.tournaments.golden_hands import golden_hands
from tests.tournaments.play.fixtures import *  # noqa: F403
from tests.tournaments.play.fixtures import seat_table
from tournaments.audit.models import AuditEntry
from tournaments.play.models import Hand


def url(name, table, **extra):
    kw = {
        "slug": table.round.event.slug,
        "round_number": table.round.number,
        "table_number": table.number,
        **extra,
    }
    return reverse(name, kwargs=kw)


def win_post(data: dict, **extra) -> dict:
    """The form fields a scorekeeper fills for golden hand ``data`` (tiles typed)."""
    result = data["result"]
    post = {
        "mode": "tiles",
        "kind": "win",
        "winner": result["winner"],
        "discarder": "self" if result.get("self_drawn") else result.get("discarder") or "",
        "winning_tile": result.get("winning_tile") or "",
        "conditions": result.get("conditions") or [],
    }
    for wind, player in data["players"].items():
        post[f"tiles_{wind}"] = format_player(player)
    post.update(extra)
    return post


def first_win(ruleset="nmb", winner="S"):
    return next(
        d
        for d in golden_hands(ruleset)
        if d["result"].get("winner") == winner and not d.get("options")
    )


def test_table_page_shows_seats_dealer_and_form(keeper_client, nmb_table):
    response = keeper_client.get(url("play_table", nmb_table))
    assert response.status_code == 200
    body = response.content.decode()
    assert 'id="hand-form"' in body and "tiles_E" in body
    for seat in nmb_table.seats.all():
        assert escape(seat.player_name) in body


def test_anonymous_visitor_sees_the_table_but_cannot_enter(client, nmb_table):
    response = client.get(url("play_table", nmb_table))
    assert response.status_code == 200 and 'id="hand-form"' not in response.content.decode()
    response = client.post(url("play_hand_create", nmb_table), {"kind": "draw", "mode": "tiles"})
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    assert not Hand.objects.exists()


def test_member_without_scorekeeper_role_is_refused(client, make_user, club, nmb_table):
    client.force_login(make_user(club=club, username="plain"))
    response = client.post(url("play_hand_create", nmb_table), {"kind": "draw", "mode": "tiles"})
    assert response.status_code == 403
    assert client.get(url("play_table_audit", nmb_table)).status_code == 403
    assert not Hand.objects.exists()


def test_preview_shows_elements_and_settlement(keeper_client, nmb_table):
    response = keeper_client.post(url("play_hand_preview", nmb_table), win_post(first_win()))
    assert response.status_code == 200
    body = response.content.decode()
    assert "preview-table" in body and "el-name" in body
    assert not Hand.objects.exists()


def test_preview_explains_a_bad_tile_next_to_the_field(keeper_client, nmb_table):
    post = win_post(first_win(), tiles_S="pung b3 | x9 c2")
    response = keeper_client.post(url("play_hand_preview", nmb_table), post)
    assert response.status_code == 200
    body = response.content.decode()
    assert 'id="err-tiles_S" hx-swap-oob="true"' in body
    assert "x9" in body


@pytest.mark.parametrize(
    ("post", "errors"),
    [
        ({"mode": "quick", "kind": "win"}, False),  # switched to totals, nothing typed
        ({"mode": "tiles", "kind": "win"}, False),  # and back
        ({"mode": "quick", "kind": "win", "points_E": "24"}, True),  # typed: who won?
        ({"mode": "quick", "kind": "win", "winner": "E"}, True),  # chosen: who discarded?
    ],
)
def test_preview_shows_errors_only_once_something_was_entered(
    keeper_client, nmb_table, post, errors
):
    response = keeper_client.post(url("play_hand_preview", nmb_table), {"number": 1, **post})
    body = response.content.decode()
    assert response.status_code == 200
    assert ('class="error"' in body) is errors
    assert ('class="preview-errors"' in body) is errors
    if not errors:  # the empty state, and the fields' error slots emptied
        assert '<div class="field-errors" id="err-points_E" hx-swap-oob="true"' in body
    # a save of the same form says what is missing
    saved = keeper_client.post(url("play_hand_create", nmb_table), {"number": 1, **post})
    assert saved.status_code == 422 and 'class="error"' in saved.content.decode()


def test_save_a_win_then_a_draw_and_correct_the_first(keeper_client, nmb_table, scorekeeper):
    response = keeper_client.post(
        url("play_hand_create", nmb_table), win_post(first_win(), number=1)
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    response = keeper_client.post(
        url("play_hand_create", nmb_table), {"mode": "tiles", "kind": "draw", "number": 2}
    )
    assert response.status_code == 302
    first = Hand.objects.get(table=nmb_table, number=1)
    assert keeper_client.get(url("play_hand_detail", nmb_table, number=1)).status_code == 200
    edit = url("play_hand_edit", nmb_table, number=1)
    assert keeper_client.get(edit).status_code == 200
    response = keeper_client.post(
        edit,
        {
            "mode": "tiles",
            "kind": "draw",
            "version": first.version,
            "hand_id": first.pk,
            "reason": "typo",
        },
    )
    assert response.status_code == 302
    first.refresh_from_db()
    assert first.result_kind == "draw" and first.version == 2
    # A second device still holding version 1 gets the conflict, with what changed.
    response = keeper_client.post(edit, win_post(first_win(), version=1, hand_id=first.pk))
    assert response.status_code == 409
    assert "Someone else changed hand 1" in response.content.decode() or response.status_code == 409
    first.refresh_from_db()
    assert first.result_kind == "draw"
    assert AuditEntry.objects.filter(action="hand.correct").count() == 1


def test_adding_a_hand_someone_else_added_is_refused(keeper_client, nmb_table):
    keeper_client.post(
        url("play_hand_create", nmb_table), {"mode": "tiles", "kind": "draw", "number": 1}
    )
    response = keeper_client.post(
        url("play_hand_create", nmb_table), {"mode": "tiles", "kind": "draw", "number": 1}
    )
    assert response.status_code == 409
    assert Hand.objects.count() == 1


def test_delete_and_audit_page(keeper_client, client, referee, nmb_table):
    keeper_client.post(
        url("play_hand_create", nmb_table), {"mode": "tiles", "kind": "draw", "number": 1}
    )
    hand = Hand.objects.get()
    response = keeper_client.post(
        url("play_hand_delete", nmb_table, number=1),
        {"version": hand.version, "hand_id": hand.pk, "reason": "double"},
    )
    assert response.status_code == 302 and not Hand.objects.exists()
    client.force_login(referee)
    response = client.get(url("play_table_audit", nmb_table))
    assert response.status_code == 200 and "Spel verwijderd" in response.content.decode()
    event = nmb_table.round.event
    assert client.get(reverse("play_event_audit", kwargs={"slug": event.slug})).status_code == 200


def test_quick_entry_through_the_form(keeper_client, nmb_table):
    post = {
        "mode": "quick",
        "kind": "win",
        "winner": "E",
        "discarder": "self",
        "points_E": 40,
        "points_S": 10,
        "points_W": 0,
        "points_N": 8,
        "number": 1,
    }
    response = keeper_client.post(url("play_hand_create", nmb_table), post)
    assert response.status_code == 302
    assert Hand.objects.get().entry_mode == "quick"
    # its page has no empty "tiles as entered" heading: totals only, no tiles
    detail = keeper_client.get(url("play_hand_detail", nmb_table, number=1))
    assert detail.status_code == 200
    assert "notation-list" not in detail.content.decode()


def test_hand_page_shows_the_tiles_as_entered(keeper_client, nmb_table):
    data = first_win()
    keeper_client.post(url("play_hand_create", nmb_table), win_post(data, number=1))
    body = keeper_client.get(url("play_hand_detail", nmb_table, number=1)).content.decode()
    assert "notation-list" in body
    for player in data["players"].values():  # the winds in the Dutch page's letters
        assert escape(format_player(player, wind_tile_letters("nl"))) in body


def test_confirm_and_close_round(client, keeper_client, referee, nmb_table):
    keeper_client.post(
        url("play_hand_create", nmb_table), {"mode": "tiles", "kind": "draw", "number": 1}
    )
    client.force_login(referee)
    client.post(url("play_table_confirm", nmb_table))
    nmb_table.refresh_from_db()
    assert nmb_table.confirmed_by == referee
    r = nmb_table.round
    close = reverse("play_round_close", kwargs={"slug": r.event.slug, "round_number": r.number})
    asked = keeper_client.post(close)  # without confirm: the question once more
    assert asked.status_code == 200 and "confirm" in asked.text
    r.refresh_from_db()
    assert r.status != "closed"
    response = keeper_client.post(close, {"confirm": "1"})
    assert response.status_code == 302
    r.refresh_from_db()
    assert r.status == "closed"


@pytest.mark.parametrize("ruleset", ["majiang", "hk"])
def test_preview_gives_pao_advice(client, make_user, ruleset, db):
    from tests.factories import ClubFactory
    from tests.tournaments.play.fixtures import seat_table

    club = ClubFactory(slug=f"{ruleset}-pao", default_ruleset=ruleset)
    table = seat_table(club, ruleset=ruleset)
    client.force_login(make_user("scorekeeper", club=club, username=f"k-{ruleset}"))
    data = next(
        (
            d
            for d in golden_hands(ruleset)
            if d["result"].get("pao") and not d["result"].get("self_drawn")
        ),
        None,
    )
    if data is None:
        pytest.skip(f"no {ruleset} golden hand with pao on a discard")
    post = win_post(data, pao=data["result"]["pao"])
    response = client.post(url("play_hand_preview", table), post)
    assert response.status_code == 200
    body = response.content.decode()
    assert "pao-hint" in body, body[:3000]


def test_audit_page_shows_what_changed(keeper_client, client, referee, nmb_table):
    keeper_client.post(
        url("play_hand_create", nmb_table), {"mode": "tiles", "kind": "draw", "number": 1}
    )
    hand = Hand.objects.get()
    keeper_client.post(
        url("play_hand_edit", nmb_table, number=1),
        win_post(first_win(), version=hand.version, hand_id=hand.pk, reason="was a win"),
    )
    client.force_login(referee)
    body = client.get(url("play_table_audit", nmb_table)).content.decode()
    assert "audit-changes" in body and "was a win" in body
    # actions and fields in the user's language (Dutch by default), not as stored codes
    changes = body.split('class="audit-changes"')[1].split("</ul>")[0]
    assert "Spel gecorrigeerd" in body and "hand.correct" not in body
    assert "result_kind" not in changes and "winner" not in changes
    assert "Winnaar" in changes


def test_preview_lists_form_wide_errors_below_the_picker(keeper_client, nmb_table):
    """A live form-wide message goes to the preview panel, never above the picker."""
    post = win_post(first_win())
    post["discarder"] = post["winner"]
    response = keeper_client.post(url("play_hand_preview", nmb_table), post)
    body = response.content.decode()
    assert response.status_code == 200
    assert 'class="preview-errors"><li>' in body
    assert (
        '<div class="form-errors" id="err-__all__" hx-swap-oob="true" aria-live="polite"></div>'
        in body
    )


@pytest.mark.parametrize(("who", "button"), [("keeper", False), ("referee", True)])
def test_the_confirm_button_is_shown_only_to_who_may_press_it(
    client, keeper_client, referee, scorekeeper, nmb_table, who, button, settings
):
    settings.LANGUAGE_CODE = "en"
    keeper_client.post(
        url("play_hand_create", nmb_table), {"mode": "tiles", "kind": "draw", "number": 1}
    )
    if who == "referee":
        client.force_login(referee)
    else:
        client.force_login(scorekeeper)
    text = client.get(url("play_table", nmb_table)).text
    assert ("Confirm this table" in text) == button
    assert "a second scorekeeper (not the one who entered the last hand)" in text


@pytest.mark.parametrize(
    ("flowers", "winner_settlement", "message"),
    [
        # 9 with 2 flower points is 7 without them: under the minimum, refused (a false
        # mahjong is recorded as one)
        ("2", None, "ten minste 8 nodig"),
        ("", 9 + 3 * 8, None),
        ("9", None, "Zorg ervoor dat deze waarde hoogstens 8 is."),  # the page is Dutch
    ],
)
def test_mcr_quick_entry_flower_points(
    client, make_user, mcr_table, flowers, winner_settlement, message
):
    from tournaments.play.models import Hand

    club = mcr_table.round.event.club
    client.force_login(make_user("scorekeeper", club=club, username="mcr-keeper"))
    post = {
        "mode": "quick",
        "number": 1,
        "kind": "win",
        "winner": "S",
        "discarder": "W",
        "points_S": 9,
        "flowers": flowers,
    }
    page = client.get(url("play_table", mcr_table)).content.decode()
    assert 'name="flowers"' in page
    response = client.post(url("play_hand_create", mcr_table), post)
    if message is not None:
        assert response.status_code == 422
        assert message in response.content.decode()
        assert not Hand.objects.exists()
        return
    assert response.status_code == 302
    by_wind = {r.seat.wind: r.settlement for r in Hand.objects.get().results.all()}
    assert by_wind["S"] == winner_settlement


@pytest.mark.parametrize(
    ("ruleset", "language", "total"),
    [
        ("mcr", "nl", r"Totaal: \d+ punten"),
        ("mcr", "en", r"Total: \d+ points"),
        ("majiang", "de", r"Gesamt: \d+ Faan"),
    ],
)
def test_the_previews_total_says_its_unit(client, make_user, db, ruleset, language, total) -> None:
    """The winner's total under the preview is counted in the ruleset's unit (MCR points,
    Ma Jiang Faan; riichi's han: test_pao_several_winners.py), and says which, in the page's
    language: "Total: 8" did not."""
    table = seat_table(
        ClubFactory(slug=f"{ruleset}-units", default_ruleset=ruleset), ruleset=ruleset
    )
    client.force_login(make_user("scorekeeper", club=table.round.event.club, username="units"))
    client.cookies["django_language"] = language
    page = client.post(
        url("play_hand_preview", table), win_post(first_win(ruleset))
    ).content.decode()
    assert "preview-table" in page  # scored
    assert re.search(total, page), re.findall(r"<p class=\"muted small\">[^<]*</p>", page)
