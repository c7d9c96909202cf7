"""What the printed sheets show: score sheets per table, seat rotations and table cards.

Reads in a fixed number of queries per event (seats: one; hands: one), then builds plain
rows for the print templates. A score sheet is pre-filled with the names and seat winds
and has a row per hand: 16 at a four-player table (four wind rounds of four hands,
[seed 004 L12-14] "minimaal 16 spellen"), 20 at a five-player table where each player
sits out one hand in five [seed 000 L585; seed 004 L948-965].
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from fractions import Fraction

from django.utils.safestring import SafeString, mark_safe

from tournaments.events.models import Event
from tournaments.events.models.participant import in_field
from tournaments.play.models import Hand
from tournaments.play.selectors.rulesets import event_ruleset
from tournaments.reports.game_sheets import GameSheet, game_fill, game_sheet, plays_a_game
from tournaments.reports.rows import Player
from tournaments.reports.selectors.penalty_sums import penalty_sums
from tournaments.reports.selectors.results import player_from_values
from tournaments.reports.selectors.sheets import (
    field_values,
    round_hands,
    round_result_values,
    round_seats,
)
from tournaments.reports.table_points import award_table_points, table_ranks

HANDS_PER_SHEET = {3: 16, 4: 16, 5: 20}

# The sheet's geometry in mm (A4 landscape, 10 mm margins: static/css/print.css). The
# blank rows are one SVG grid drawn at exactly the table's column positions: one element
# instead of a few hundred cells, which makes 25 sheets print several times faster.
CONTENT_WIDTH_MM = 277.0
SPACING_MM = 0.6 * 25.4 / 72  # the table's border-spacing: its grid lines
HAND_COLUMN_MM = 12.0
WIND_COLUMN_MM = 12.0
ROW_MM = 7.0
COMPACT_ROW_MM = 5.8  # 20 rows of a five-player table still fit on one page


@dataclass(frozen=True, slots=True)
class SheetSeat:
    seat_id: int
    wind: str
    name: str
    member_number: str
    is_guest: bool


@dataclass(frozen=True, slots=True)
class SheetCell:
    points: int | None = None
    settlement: int | None = None
    winner: bool = False


@dataclass(frozen=True, slots=True)
class SheetHand:
    number: int
    prevailing_wind: str
    result_kind: str
    cells: tuple[SheetCell, ...]  # per seat, in the sheet's seat order


@dataclass
class Sheet:
    """One table of one round: the printed page."""

    event: Event
    round_number: int
    table_number: int
    seats: list[SheetSeat]
    hands: list[SheetHand] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    table_points: list[Fraction] = field(default_factory=list)
    places: list[int] = field(default_factory=list)
    # set for the printed score sheets and table cards (``reports.printing``): the seat
    # codes, and the players' phone link with its QR code (none without a site address)
    seat_codes: list[str] = field(default_factory=list)
    link: str | None = None
    qr: str = ""
    #: the running scores, counters, sticks and uma of a ruleset that plays a game at the
    #: table (``reports.game_sheets``); None: the sheet above alone
    game: GameSheet | None = None

    @property
    def row_count(self) -> int:
        if self.game is not None:  # as long as the game (a tonpuusen is shorter)
            return max(self.game.blank_hands, len(self.hands))
        return max(HANDS_PER_SHEET.get(len(self.seats), 16), len(self.hands))

    @property
    def blank_rows(self) -> range:
        """Hand numbers of the rows still to be filled in by hand."""
        return range(len(self.hands) + 1, self.row_count + 1)

    @property
    def filled(self) -> bool:
        return bool(self.hands)

    @property
    def compact(self) -> bool:
        return self.row_count > 16

    @property
    def row_mm(self) -> float:
        return COMPACT_ROW_MM if self.compact else ROW_MM

    @property
    def column_count(self) -> int:
        return 2 + 2 * len(self.seats)

    @property
    def column_widths(self) -> list[float]:
        """mm: hand number, wind, then points and settlement per player; with the spacing
        between them they fill the page width exactly."""
        rest = CONTENT_WIDTH_MM - (self.column_count + 1) * SPACING_MM
        per_player = (rest - HAND_COLUMN_MM - WIND_COLUMN_MM) / max(len(self.seats), 1)
        points = round(per_player * 0.45, 3)
        return [HAND_COLUMN_MM, WIND_COLUMN_MM] + [points, round(per_player - points, 3)] * len(
            self.seats
        )

    def blank_grid_svg(self) -> SafeString:
        """The rows still to fill in, as one SVG of row and column lines (the hand numbers
        are one block of text laid over it: SVG text is slow to draw)."""
        numbers = list(self.blank_rows)
        if not numbers:
            return SafeString("")
        widths = self.column_widths
        width = sum(widths) + (len(widths) - 1) * SPACING_MM
        height = len(numbers) * self.row_mm
        thin, thick = SPACING_MM, SPACING_MM * 2.2
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.3f} {height:.3f}" '
            f'style="display:block;width:{width:.3f}mm;height:{height:.3f}mm">'
        ]
        x = 0.0
        for w in widths[:-1]:
            x += w + SPACING_MM / 2
            parts.append(
                f'<line x1="{x:.3f}" x2="{x:.3f}" y1="0" y2="{height:.3f}" stroke="#666" '
                f'stroke-width="{thin:.3f}"/>'
            )
            x += SPACING_MM / 2
        for row, number in enumerate(numbers[:-1], start=1):
            y = row * self.row_mm
            parts.append(
                f'<line x1="0" x2="{width:.3f}" y1="{y:.3f}" y2="{y:.3f}" stroke="#666" '
                f'stroke-width="{thick if number % 4 == 0 else thin:.3f}"/>'
            )
        parts.append("</svg>")
        return mark_safe("".join(parts))  # numbers and fixed markup only


def round_sheets(
    *, event: Event, round_number: int, filled: bool = False, scheme: str = "none"
) -> list[Sheet]:
    """One sheet per table of the round; ``filled`` adds the entered hands and totals."""
    sheets: dict[int, Sheet] = {}
    order: dict[int, dict[int, int]] = defaultdict(dict)  # table id → seat id → column
    for s in round_seats(event=event, round_number=round_number):
        sheet = sheets.get(s["table_id"])
        if sheet is None:
            sheet = sheets[s["table_id"]] = Sheet(
                event=event, round_number=round_number, table_number=s["table__number"], seats=[]
            )
        player = player_from_values(s)
        order[s["table_id"]][s["id"]] = len(sheet.seats)
        sheet.seats.append(
            SheetSeat(
                seat_id=s["id"],
                wind=s["wind"],
                name=player.name,
                member_number=player.member_number or "",
                is_guest=player.is_guest,
            )
        )
    ruleset = event_ruleset(event)
    if plays_a_game(ruleset):
        for sheet in sheets.values():
            sheet.game = game_sheet(
                ruleset, options=event.ruleset_options or {}, players=len(sheet.seats)
            )
    if filled and sheets:
        _fill(sheets, order, event=event, round_number=round_number, scheme=scheme)
    return sorted(sheets.values(), key=lambda sheet: sheet.table_number)


def _fill(
    sheets: dict[int, Sheet],
    order: dict[int, dict[int, int]],
    *,
    event: Event,
    round_number: int,
    scheme: str,
) -> None:
    results = round_result_values(event=event, round_number=round_number)
    # a ruleset that scores the winner alone gives points to winners only: with several
    # winners of one discard, each winner's cell is a winner's
    winners_score_alone = not event_ruleset(event).scores_every_player
    cells: dict[tuple[int, int], dict[int, SheetCell]] = defaultdict(dict)
    meta: dict[tuple[int, int], tuple[str, str]] = {}
    for r in results:
        key = (r["hand__table_id"], r["hand__number"])
        column = order[r["hand__table_id"]].get(r["seat_id"])
        if column is None:
            continue
        cells[key][column] = SheetCell(
            points=r["points"],
            settlement=r["settlement"],
            winner=r["hand__winner_id"] == r["seat_id"]
            or (winners_score_alone and r["hand__result_kind"] == "win" and r["points"] > 0),
        )
        meta[key] = (r["hand__prevailing_wind"], r["hand__result_kind"])
    for (table_id, number), by_column in sorted(cells.items()):
        sheet = sheets[table_id]
        wind, kind = meta[(table_id, number)]
        sheet.hands.append(
            SheetHand(
                number=number,
                prevailing_wind=wind,
                result_kind=kind,
                cells=tuple(by_column.get(i, SheetCell()) for i in range(len(sheet.seats))),
            )
        )
    ruleset = event_ruleset(event)
    options = event.ruleset_options or {}
    for sheet in sheets.values():
        totals = {
            i: sum(h.cells[i].settlement or 0 for h in sheet.hands) for i in range(len(sheet.seats))
        }
        sheet.totals = [totals[i] for i in range(len(sheet.seats))]
        if sheet.hands:
            result = ruleset.table_result(totals, options)  # uma and oka: as the standings
            points = award_table_points(result, scheme)
            places = table_ranks(result)
            sheet.table_points = [points[i] for i in range(len(sheet.seats))]
            sheet.places = [places[i] for i in range(len(sheet.seats))]
    if any(sheet.game is not None for sheet in sheets.values()):
        _fill_games(sheets, event=event, round_number=round_number)


def _fill_games(sheets: dict[int, Sheet], *, event: Event, round_number: int) -> None:
    """The running scores, counters and sticks of each played hand, and uma and oka."""
    ruleset = event_ruleset(event)
    penalties = penalty_sums(event_ids=[event.pk])
    by_table: dict[int, list[Hand]] = defaultdict(list)
    for hand in round_hands(event=event, round_number=round_number):
        by_table[hand.table_id].append(hand)
    for table_id, sheet in sheets.items():
        if sheet.game is None:
            continue
        played = {h.number: h for h in by_table.get(table_id, [])}
        rows = [h for h in sheet.hands if h.number in played]
        game_fill(
            sheet.game,
            ruleset=ruleset,
            options=event.ruleset_options or {},
            hands=[played[h.number] for h in rows],
            seat_ids=[s.seat_id for s in sheet.seats],
            settlements=[tuple(c.settlement for c in h.cells) for h in rows],
            # several winners of one discard: the sum of their hands
            values=[_winners_points(h) for h in rows],
            totals=sheet.totals,
            penalties=[penalties.get((table_id, s.wind), 0) for s in sheet.seats],
        )


def _winners_points(hand: SheetHand) -> int | None:
    """The winner's points of a played hand (several winners: the sum of their hands)."""
    won = [c.points for c in hand.cells if c.winner and c.points is not None]
    return sum(won) if won else None


@dataclass(frozen=True, slots=True)
class RotationTable:
    number: int
    seats: list[SheetSeat]


@dataclass(frozen=True, slots=True)
class RotationRound:
    number: int
    tables: list[RotationTable]
    #: the players in the round's field without a seat (byes), by name
    sitting_out: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerRotation:
    name: str
    sort_name: str
    member_number: str
    places: dict[int, tuple[int, str]]  # round → (table, wind)


@dataclass
class Rotation:
    rounds: list[RotationRound]
    players: list[PlayerRotation]

    @property
    def round_numbers(self) -> list[int]:
        return [r.number for r in self.rounds]

    @property
    def max_seats(self) -> int:
        return max((len(t.seats) for r in self.rounds for t in r.tables), default=4)


def seat_rotation(*, event: Event) -> Rotation:
    """Who sits where in every drawn round, and who sits out: by round (tables) and by
    player. Two queries."""
    tables: dict[int, dict[int, list[SheetSeat]]] = defaultdict(lambda: defaultdict(list))
    players: dict[str, tuple[Player, dict[int, tuple[int, str]]]] = {}
    seated: dict[int, set[str]] = defaultdict(set)
    for s in round_seats(event=event):
        player = player_from_values(s)
        seated[s["round__number"]].add(player.key)
        if s["substitute_for_id"] is not None:  # a substitute holds the absent player's seat
            seated[s["round__number"]].add(f"m{s['substitute_for_id']}")
        elif s["substitute_for_guest"]:
            seated[s["round__number"]].add(f"g:{s['substitute_for_guest']}")
        tables[s["round__number"]][s["table__number"]].append(
            SheetSeat(
                seat_id=s["id"],
                wind=s["wind"],
                name=player.name,
                member_number=player.member_number,
                is_guest=player.is_guest,
            )
        )
        _player, places = players.setdefault(player.key, (player, {}))
        places[s["round__number"]] = (s["table__number"], s["wind"])
    entrants = [
        (player_from_values(p), p["joined_round"], p["withdrew_after_round"])
        for p in field_values(event=event)
    ]
    rounds = [
        RotationRound(
            number=number,
            tables=[RotationTable(number=t, seats=seats) for t, seats in sorted(by_table.items())],
            sitting_out=_sitting_out(entrants, number, seated[number]),
        )
        for number, by_table in sorted(tables.items())
    ]
    rotation = [
        PlayerRotation(
            name=p.name,
            sort_name=p.sort_name,
            member_number=p.member_number,
            places=places,
        )
        for p, places in players.values()
    ]
    rotation.sort(key=lambda p: p.sort_name)
    return Rotation(rounds=rounds, players=rotation)


def _sitting_out(
    entrants: list[tuple[Player, int, int | None]], number: int, seated: set[str]
) -> tuple[str, ...]:
    """The names of the players in round ``number``'s field without a seat in it."""
    out = [
        player
        for player, joined, withdrew in entrants
        if in_field(number, joined, withdrew) and player.key not in seated
    ]
    return tuple(p.name for p in sorted(out, key=lambda p: p.sort_name))
