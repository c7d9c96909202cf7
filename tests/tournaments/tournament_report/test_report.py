"""The report of a small finished tournament, counted by hand (``world.small_tournament``),
who may read it, and its PDF."""

from __future__ import annotations

import datetime
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import timezone

from tests.factories import UserFactory
from tests.tournaments.tournament_report.world import DAY, small_tournament
from tournaments.clubs.models import Member
from tournaments.events.models import EventStatus
from tournaments.play.models import Hand, HandResult
from tournaments.rankings.selectors.mers import mers_inputs
from tournaments.stages.models import EntryVia, Stage, StageEntrant
from tournaments.tournament_report.printing import tournament_report_pdf
from tournaments.tournament_report.selectors.report import tournament_report

pytestmark = pytest.mark.django_db


def _names(rows):
    return [r.player.name for r in rows]


def test_the_figures_are_the_hands_counted_by_hand():
    report = tournament_report(event=small_tournament())
    f = report.figures
    assert (f.hands, f.wins, f.self_drawn, f.on_discard) == (8, 5, 2, 3)
    assert (f.draws, f.false_mahjongs, f.limit_hands, f.tables) == (2, 1, 1, 4)
    assert (f.win_rate, f.self_drawn_rate, f.hands_per_table) == (62, 40, 2.0)


def test_best_hands_with_tiles_and_who_sat_there():
    report = tournament_report(event=small_tournament())
    best = [(h.best.points, h.best.player.name, h.self_drawn) for h in report.best_hands]
    assert best == [
        (88, "E PlayerE", False),
        (40, "A PlayerA", True),
        (30, "S PlayerS", False),  # the substitute, by his own name
        (20, "C PlayerC", True),
        (12, "B PlayerB", False),
    ]
    assert report.best_hands[0].best.is_limit
    tiles = report.best_hands[1].groups
    assert (tiles[0].kind, [t.text for t in tiles[0].tiles]) == ("pung", ["b1"] * 3)
    assert [t.suit for t in tiles[1].tiles] == list("ccckkhhhhhh")
    assert tiles[2].kind == "bonus" and tiles[2].tiles[0].suit == "f"
    assert all(not h.groups for h in report.best_hands if h.best.points != 40)


def test_penalties_substitutes_countries_and_winners():
    report = tournament_report(event=small_tournament())
    assert [(p.round_number, p.table_number, p.player, p.points) for p in report.penalties] == [
        (2, 1, "G PlayerG", 10)  # the cancelled one left out
    ]
    assert [(s.absent, s.substitute, s.rounds) for s in report.substitutes] == [
        ("H PlayerH", "S PlayerS", (2,))
    ]
    assert [(c.country, c.players) for c in report.countries] == [("NL", 6), ("BE", 1), ("DE", 1)]
    assert len(report.played_rows) == 8 and len(report.winners) == 3
    assert report.winners[0].rank == 1
    assert report.seating.quality is not None


def test_mers_weight_and_its_workings():
    """Two days (round 2 the next day), 8 players + 1 substitute, 4 countries (the
    substitute's France counts), qualifying: 2 + 0 + 0 + 1 = 3."""
    w = tournament_report(event=small_tournament()).weight
    assert w.days == (DAY, DAY + datetime.timedelta(days=1))
    assert (w.players, w.substitutes, w.countries, w.qualifying) == (8, 1, 4, True)
    assert w.parts.counted_players == 9
    assert w.total == Fraction(3)


def test_the_page_shows_every_section(client):
    event = small_tournament()
    html = client.get(reverse("tournament_report", kwargs={"slug": event.slug})).text
    for section in ("winners", "standings", "best-hands", "figures", "penalties", "draw",
                    "countries", "mers"):  # fmt: skip
        assert f'id="{section}"' in html
    assert 'class="rtile rtile-b">b1<' in html
    assert "Toernooiverslag" in html  # the club's language, Dutch
    assert "MERS-gewicht" in html and "<strong>3</strong>" in html


def test_a_hidden_name_stays_hidden_to_the_public(client):
    event = small_tournament()
    hidden = Member.objects.get(first_name="E")
    hidden.hide_public_name = True
    hidden.save()
    html = client.get(reverse("tournament_report", kwargs={"slug": event.slug})).text
    assert "PlayerE" not in html
    assert f"Speler {hidden.pk}" in html


@pytest.mark.parametrize(
    ("public", "status", "who", "code"),
    [
        (True, EventStatus.FINISHED, "anonymous", 200),
        (True, EventStatus.IN_PROGRESS, "anonymous", 302),  # to the log-in page
        (True, EventStatus.IN_PROGRESS, "member", 403),
        (True, EventStatus.IN_PROGRESS, "scorekeeper", 200),  # staff: any time, a draft
        (False, EventStatus.FINISHED, "anonymous", 404),  # a private club's event
        (False, EventStatus.FINISHED, "member", 200),
    ],
)
def test_who_may_read_it(client, public, status, who, code):
    event = small_tournament(public=public, status=status)
    if who != "anonymous":
        user = UserFactory()
        Member.objects.filter(first_name="A").update(user=user, role="" if who == "member" else who)
        client.force_login(user)
    for name in ("tournament_report", "tournament_report_pdf"):
        response = client.get(reverse(name, kwargs={"slug": event.slug}))
        assert response.status_code == code
    if code == 200 and status != EventStatus.FINISHED:
        assert (
            "Concept: het evenement is nog niet afgelopen"
            in client.get(reverse("tournament_report", kwargs={"slug": event.slug})).text
        )


def _text(pdf: bytes) -> str:
    """The PDF's text (``pdftotext``, poppler-utils, as the PNG checks use ``pdftoppm``)."""
    done = subprocess.run(["pdftotext", "-", "-"], input=pdf, capture_output=True, check=True)
    return done.stdout.decode("utf-8")


def _attachments(pdf: bytes, tmp_path: Path) -> dict[str, bytes]:
    """The files attached to the PDF (``pdfdetach``), by name."""
    path = tmp_path / "report.pdf"
    path.write_bytes(pdf)
    out = tmp_path / "attached"
    out.mkdir(exist_ok=True)
    subprocess.run(["pdfdetach", "-saveall", "-o", str(out), str(path)], check=True)
    found = {f.name: f.read_bytes() for f in out.iterdir()}
    for f in out.iterdir():
        f.unlink()
    return found


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (None, ["Toernooiverslag", "Hoogste spellen", "MERS-gewicht", "zelf getrokken"]),
        ("en", ["Tournament report", "Best hands", "MERS weight", "self-drawn"]),
        ("de", ["Turnierbericht", "Höchste Spiele", "MERS-Gewicht", "selbst gezogen"]),
    ],
)
def test_the_pdf_in_the_event_s_language_or_another(lang, words):
    text = _text(tournament_report_pdf(event=small_tournament(), lang=lang))
    for word in words:
        assert word in text


def test_the_ema_results_file_rides_along_for_staff_only(tmp_path):
    event = small_tournament()
    for i, member in enumerate(Member.objects.order_by("pk"), start=1):
        member.ema_number = f"0405{i:04d}"
        member.save()
    staff = _attachments(tournament_report_pdf(event=event, staff=True), tmp_path)
    assert list(staff) == ["ema-results-report-open.csv"]
    csv = staff["ema-results-report-open.csv"].decode("utf-8-sig")
    assert csv.splitlines()[0].startswith("Place,First Name,Last name,EMA number")
    assert "04050001" in csv
    assert _attachments(tournament_report_pdf(event=event), tmp_path) == {}


def test_the_ranking_counts_the_event_with_the_report_s_weight():
    """The ranking once read 1 day and no qualification for every tournament of the site."""
    event = small_tournament()
    inputs = mers_inputs(club=event.club)
    winner = Member.objects.get(first_name="A")
    (result,) = inputs.players[f"m{winner.pk}"].results
    assert (result.days, result.players, result.countries, result.qualifying) == (2, 8, 4, True)
    assert result.substitutes == 1
    assert result.weight == tournament_report(event=event).weight.total == 3


@pytest.mark.parametrize(
    ("status", "shown"), [(EventStatus.FINISHED, True), (EventStatus.IN_PROGRESS, False)]
)
def test_the_event_and_its_standings_link_to_a_finished_tournament_s_report(client, status, shown):
    event = small_tournament(status=status)
    link = reverse("tournament_report", kwargs={"slug": event.slug})
    for page in (
        event.get_absolute_url(),
        reverse("reports_event_standings", kwargs={"slug": event.slug}),
    ):
        assert (link in client.get(page).text) is shown


def test_an_event_in_stages_shows_each_stage_and_the_final_order(client):
    """Round 1 a qualifying stage, round 2 a final of A, C, E and G (table 1 of round 2)."""
    event = small_tournament()
    Stage.objects.create(event=event, order=1, name="Voorronde", rounds=1)
    final = Stage.objects.create(
        event=event, order=2, name="Finale", rounds=1, field_size=4, cut_made_at=timezone.now()
    )
    for seed, key in enumerate("ACEG", start=1):
        StageEntrant.objects.create(
            stage=final, member=Member.objects.get(first_name=key), seed=seed, via=EntryVia.RANK
        )
    report = tournament_report(event=event)
    assert [s.stage.name for s in report.standings.stages] == ["Voorronde", "Finale"]
    assert {r.player.name[0] for r in report.standings.rows[:4]} == set("ACEG")
    html = client.get(reverse("tournament_report", kwargs={"slug": event.slug})).text
    assert "Einduitslag" in html and "Voorronde" in html and "Finale" in html


def test_silent_rounds_keep_the_report_from_the_public_until_revealed(client):
    """The report holds every round's hands and standings: while the last rounds are
    silent (docs/silent-rounds.md) only the club's staff read it."""
    event = small_tournament()
    event.silent_rounds = 1
    event.save(update_fields=["silent_rounds"])
    url = reverse("tournament_report", kwargs={"slug": event.slug})
    assert client.get(url).status_code == 302  # to the log-in page
    assert f'href="{url}"' not in client.get(event.get_absolute_url()).text
    event.silent_revealed_at = timezone.now()
    event.save(update_fields=["silent_revealed_at"])
    assert client.get(url).status_code == 200
    assert f'href="{url}"' in client.get(event.get_absolute_url()).text


def test_a_stored_entry_that_cannot_be_read_leaves_out_its_tiles_only(client):
    """The bench's entries had a win without its winner: the report answered 500. Such a
    hand is shown without its tiles, as the club statistics show their limit hands."""
    event = small_tournament()
    best = HandResult.objects.filter(hand__table__round__event=event, points=88).get()
    Hand.objects.filter(pk=best.hand_id).update(entry={"ruleset": "mcr", "result": {"kind": "win"}})
    report = tournament_report(event=event)
    assert [(h.best.points, h.groups) for h in report.best_hands[:1]] == [(88, ())]
    assert report.best_hands[1].groups  # the others keep theirs
    response = client.get(reverse("tournament_report", kwargs={"slug": event.slug}))
    assert response.status_code == 200 and "E PlayerE" in response.text
