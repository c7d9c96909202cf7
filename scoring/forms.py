"""The hand entry form: result, tiles per player (or quick totals), in any ruleset.

The form only turns what the scorekeeper typed or tapped into one hand of the interchange
format as a typed value (``valid_entry``: a :class:`~scoring.hand_value.HandEntry`,
shared/golden/FORMAT.md); scoring and saving are the services' job. Players are keyed by this hand's seat winds (E is the dealer).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from scoring import hand_facts_form as facts_form
from scoring import several_winners_form as several_form
from scoring.engine import ScoringError, Tile
from scoring.engine.interchange import player_from_dict
from scoring.engine.validate import expected_tile_count
from scoring.form_choices import CONDITIONS, MODES, RESULT_KINDS, SELF_DRAWN
from scoring.hand_value import EntryResult, HandEntry, QuickTotals
from scoring.messages import MESSAGES, error_message
from scoring.notation import canonical, parse_player
from scoring.widgets import (
    FastCheckboxSelectMultiple,
    FastHiddenInput,
    FastNumberInput,
    FastRadioSelect,
    FastSelect,
    FastTextInput,
    SingleTileInput,
    TileNotationInput,
)
from scoring.wind_markers import wind_aliases, wind_letters, wind_marker


class HandEntryForm(facts_form.FactFieldsMixin, several_form.SeveralWinnersMixin, forms.Form):
    """``players``: ``[(wind, name), ...]`` of this hand in E S W N order."""

    version = forms.IntegerField(widget=FastHiddenInput, required=False)
    number = forms.IntegerField(widget=FastHiddenInput, required=False)
    #: A correction names its hand by id: a delete elsewhere shifts the numbers.
    hand_id = forms.IntegerField(widget=FastHiddenInput, required=False, min_value=1)
    mode = forms.ChoiceField(
        label=_("Entry"), choices=MODES, initial="tiles", widget=FastRadioSelect
    )
    kind = forms.ChoiceField(
        label=_("Result"), choices=RESULT_KINDS, initial="win", widget=FastRadioSelect
    )
    winning_tile = forms.CharField(
        label=_("Winning tile"),
        required=False,
        max_length=4,
        widget=SingleTileInput,
        help_text=_("The tile that completed the hand, e.g. b3 (it is also in the hand)."),
    )
    conditions = forms.MultipleChoiceField(
        label=_("How it was won"),
        choices=CONDITIONS,
        required=False,
        widget=FastCheckboxSelectMultiple,
    )
    laak = forms.IntegerField(
        label=_("Laak"), required=False, min_value=0, max_value=99, widget=FastNumberInput
    )
    flowers = forms.IntegerField(
        label=_("Flower points in the total"),
        required=False,
        min_value=0,
        max_value=8,
        widget=FastNumberInput,
        help_text=_("They do not count toward the minimum to go out."),
    )
    reason = forms.CharField(
        label=_("Reason for the correction"),
        required=False,
        max_length=500,
        widget=FastTextInput,
    )

    def __init__(
        self,
        *args: Any,
        players: Sequence[tuple[str, str]],
        every_player_scores: bool = True,
        has_pao: bool = False,
        has_laak: bool = False,
        has_flowers: bool = False,
        conditions: Sequence[str] | None = None,
        result_kinds: Sequence[str] | None = None,
        has_bonus_tiles: bool = True,
        quick_facts: Sequence[tuple[str, Any, object]] = (),
        hand_facts: facts_form.FactsAsked | None = None,
        several_winners: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        if result_kinds is not None:  # only the results the ruleset settles inside a hand
            kind_field = self.fields["kind"]
            assert isinstance(kind_field, forms.ChoiceField)
            kind_field.choices = [(k, label) for k, label in RESULT_KINDS if k in result_kinds]
        self.quick_facts = tuple(quick_facts)
        self.bonus_example = " | f1" if has_bonus_tiles else ""  # in the examples of tiles
        self.hand_facts = hand_facts
        # The ruleset's own conditions get a checkbox (none that would change nothing); a
        # hand may still carry any condition of the format (a file, an earlier entry).
        self.offered_conditions = frozenset(
            conditions if conditions is not None else (c for c, _label in CONDITIONS)
        )
        self.players = list(players)
        self.winds = [w for w, _name in self.players]
        self.every_player_scores = every_player_scores
        self.has_pao = has_pao
        if not has_laak:
            del self.fields["laak"]
        if not has_flowers:
            del self.fields["flowers"]
        #: the East wind tile as the page's language writes it (E, or O in Dutch and German)
        self.east = wind_letters().split()[0]
        self._add_seat_choices(has_pao)
        self._add_player_fields()
        if hand_facts is not None:
            seats = [(w, f"{wind_marker(w)} · {name}") for w, name in self.players]
            facts_form.add_fact_fields(
                self, seats, self.quick_facts, hand_facts.labels, hand_facts.optional
            )
        #: several players may win one discard (``Ruleset.several_winners``)
        self.several_winners = several_winners
        if several_winners:
            several_form.add_winner_fields(self, self.players, self.quick_facts)
        self.entry: HandEntry | None = None

    @property
    def valid_entry(self) -> HandEntry:
        """The hand in the interchange format; only after ``is_valid()`` returned True."""
        if self.entry is None:
            raise ValueError("valid_entry is read before the form was validated")
        return self.entry

    def _add_seat_choices(self, has_pao: bool) -> None:
        """Who won, discarded, claimed wrongly, is liable: one of the table's players."""
        choices = [(w, f"{wind_marker(w)} · {name}") for w, name in self.players]
        self.fields["winner"] = forms.ChoiceField(
            label=_("Winner"), choices=[("", "—"), *choices], required=False, widget=FastSelect
        )
        self.fields["discarder"] = forms.ChoiceField(
            label=_("Discarded by"),
            choices=[("", "—"), (SELF_DRAWN, _("Self-drawn (from the wall)")), *choices],
            required=False,
            widget=FastSelect,
        )
        self.fields["claimant"] = forms.ChoiceField(
            label=_("False mahjong by"),
            choices=[("", "—"), *choices],
            required=False,
            widget=FastSelect,
        )
        if has_pao:
            self.fields["pao"] = forms.ChoiceField(
                label=_("Pao (liable player)"),
                choices=[("", _("No pao")), *choices],
                required=False,
                widget=FastSelect,
            )

    def _add_player_fields(self) -> None:
        """Each player's tiles (tile entry) and total (quick entry)."""
        for wind, name in self.players:
            self.fields[f"tiles_{wind}"] = forms.CharField(
                label=f"{wind_marker(wind)} · {name}",
                required=False,
                max_length=300,
                widget=TileNotationInput(
                    attrs={
                        "placeholder": f"pung b3 | chow c2 | k7 k7 k7 {self.east} {self.east}"
                        + self.bonus_example
                    }
                ),
            )
            self.fields[f"points_{wind}"] = forms.IntegerField(
                label=f"{wind_marker(wind)} · {name}",
                required=False,
                min_value=0,
                max_value=100_000,
                widget=FastNumberInput,
            )

    @property
    def notation_example(self) -> str:
        """The example line of the notation help, with the page language's wind letter."""
        return f"pung b3 | kong* Rd | c2 c3 c4 k7 k7 k7 {self.east} {self.east}{self.bonus_example}"

    # --- field groups for the template ---------------------------------------------------
    def tile_fields(self) -> list[forms.BoundField]:
        return [self[f"tiles_{w}"] for w in self.winds]

    def point_fields(self) -> list[forms.BoundField]:
        return [self[f"points_{w}"] for w in self.winds]

    # --- validation --------------------------------------------------------------------------
    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        kind = data.get("kind")
        winner = data.get("winner") or None
        discarder = data.get("discarder") or None
        self._check_roles(data, kind, winner, discarder)
        if discarder == SELF_DRAWN:
            discarder = None
        also = several_form.also_won(self, data, kind=kind, winner=winner, discarder=discarder)
        quick = data.get("mode") == "quick"
        players = self._parse_players(data, quick)
        winning_tile = self._parse_winning_tile(data, quick)
        if not quick:
            claimant = data.get("claimant") or None
            self._check_hands(players, kind, winner, claimant, winning_tile, also)
        if self.errors:
            return data
        extra: dict[str, object] = {}
        result_extra: dict[str, object] = {}
        options = None
        if self.hand_facts is not None:
            winners = (winner, *also) if winner else ()
            several_quick = quick and kind == "win" and also and self.quick_facts
            extra, result_extra = facts_form.written_facts(
                self,
                data,
                self.winds,
                kind=kind,
                winners=winners,
                quick=quick,
                asked=self.hand_facts,
                # each winner's fu and yakuman
                winner_options=several_form.winner_options(data, winners, self.quick_facts)
                if several_quick
                else None,
            )
            if quick and kind == "win" and self.quick_facts:
                options = facts_form.quick_options(data, self.quick_facts)
        tile = winning_tile if not quick else ""
        result = self._result(data, kind, winner, discarder, tile, result_extra)
        if also:
            result = replace(result, winners=(str(winner), *also))
        totals = None
        # a draw with table facts (tenpai) is settled from them, whatever the mode
        if quick and not (kind == "draw" and self.hand_facts is not None):
            totals = self._quick_totals(data, kind, winner, also)
            if totals is None:
                return data
        self.entry = HandEntry(
            players=players, result=result, quick=totals, options=options, extra=extra
        )
        return data

    def _check_roles(
        self, data: dict[str, Any], kind: str | None, winner: str | None, discarder: str | None
    ) -> None:
        if kind == "win" and not winner:
            self.add_error("winner", _("Choose who won."))
        if kind == "win" and not discarder:
            self.add_error("discarder", MESSAGES["no_discarder"])
        if kind == "win" and winner and discarder == winner:
            self.add_error("discarder", _("The winner cannot also be the discarder."))
        if kind == "false_mahjong" and not data.get("claimant"):
            self.add_error("claimant", _("Choose who claimed mahjong wrongly."))

    def _check_hands(
        self,
        players: dict[str, Any],
        kind: str | None,
        winner: str | None,
        claimant: str | None,
        winning_tile: str,
        also: Sequence[str] = (),
    ) -> None:
        """Every hand the ruleset scores that is missing or holds the wrong number of tiles,
        each named at its own field at once (not only the first the engine would refuse)."""
        if kind != "win":
            return  # a draw or a false mahjong is settled without the hands
        won = (winner, *also)
        for wind in self.winds:
            if f"tiles_{wind}" in self.errors or not (self.every_player_scores or wind in won):
                continue
            if not players.get(wind):
                message = (
                    _("Enter the winner's tiles.")
                    if wind in won
                    else _("This ruleset scores every player: enter this player's tiles.")
                )
                self.add_error(f"tiles_{wind}", message)
                continue
            try:
                hand = player_from_dict(players[wind], wind)
            except ScoringError as exc:
                self.add_error(f"tiles_{wind}", error_message(exc))
                continue
            bonus_win = wind in won and winning_tile[:1] in ("f", "s") and len(winning_tile) == 2
            if hand.dead or wind == claimant or bonus_win:
                continue
            needed = expected_tile_count(hand, winner=wind in won)
            if len(hand.tiles) != needed:
                params = {"seat": wind_marker(wind), "needed": needed, "given": len(hand.tiles)}
                self.add_error(f"tiles_{wind}", str(MESSAGES["tile_count"] % params))

    def _parse_players(self, data: dict[str, Any], quick: bool) -> dict[str, Any]:
        """Each player's tiles in the product's notation (none in quick entry)."""
        players: dict[str, Any] = {}
        aliases = wind_aliases()  # O Z W N typed on a Dutch page, O S W N on a German one
        for wind in self.winds:
            if quick:
                players[wind] = {}
                continue
            try:
                players[wind] = parse_player(data.get(f"tiles_{wind}") or "", aliases)
            except ScoringError as exc:
                self.add_error(f"tiles_{wind}", error_message(exc))
        return players

    def _parse_winning_tile(self, data: dict[str, Any], quick: bool) -> str:
        winning_tile = (data.get("winning_tile") or "").strip()
        if winning_tile and not quick:
            try:
                winning_tile = str(Tile.parse(canonical(winning_tile, wind_aliases())))
            except ScoringError as exc:
                self.add_error("winning_tile", error_message(exc))
        return str(winning_tile)

    @staticmethod
    def _result(
        data: dict[str, Any],
        kind: str | None,
        winner: str | None,
        discarder: str | None,
        winning_tile: str,
        extra: dict[str, object] | None = None,
    ) -> EntryResult:
        """The hand's result as the interchange format writes it (only what applies)."""
        if kind == "win":
            return EntryResult(
                kind=kind,
                winner=winner,
                self_drawn=discarder is None,
                discarder=discarder or None,
                winning_tile=winning_tile or None,
                conditions=tuple(data["conditions"]) if data.get("conditions") else None,
                pao=data.get("pao") or None,
            )
        if kind == "false_mahjong":
            return EntryResult(kind=kind, claimant=data["claimant"])
        return EntryResult(kind=str(kind), extra=extra or {})

    def _quick_totals(
        self, data: dict[str, Any], kind: str | None, winner: str | None, also: Sequence[str] = ()
    ) -> QuickTotals | None:
        """Quick entry's totals (None: a winner's is missing, an error is added)."""
        points: dict[str, int] = {}
        if self.every_player_scores:
            for wind in self.winds:
                value = data.get(f"points_{wind}")
                points[wind] = int(value or 0)
        elif kind == "win" and winner:
            for seat in (winner, *also):
                value = data.get(f"points_{seat}")
                if value is None:
                    self.add_error(f"points_{seat}", _("Enter the winner's total."))
                    continue
                points[seat] = int(value)
            if self.errors:
                return None
        return QuickTotals(
            points=points,
            laak=int(data["laak"]) if data.get("laak") else None,
            flowers=int(data["flowers"]) if data.get("flowers") else None,
        )

    def add_scoring_error(self, error: ValidationError) -> None:
        """Put an error from scoring next to the field it is about (a player's tiles or
        totals) or above the form."""
        mode = self.cleaned_data.get("mode") if hasattr(self, "cleaned_data") else "tiles"
        prefix = "points_" if mode == "quick" else "tiles_"
        if hasattr(error, "error_dict"):
            for key, errors in error.error_dict.items():
                name = f"{prefix}{key}" if key in self.winds else None
                for e in errors:
                    self.add_error(name, e)
        else:
            self.add_error(None, error)
