"""Widgets for entering hands: the one-line tile notation field the tile picker fills."""

from __future__ import annotations

from django import forms


class TileNotationInput(forms.TextInput):
    """A text field for one player's tiles in the compact notation (scoring.notation).

    Works on its own (a fast typist types ``pung b3 | c2 c3 c4 ...``); with JavaScript,
    ``static/js/tile_picker.js`` attaches a tile picker to every field marked
    ``data-tile-picker`` and writes the tapped tiles into it.
    """

    def __init__(self, attrs: dict | None = None) -> None:
        base = {
            "data-tile-picker": "",
            "autocomplete": "off",
            "autocapitalize": "off",
            "spellcheck": "false",
            "class": "tile-text",
        }
        super().__init__({**base, **(attrs or {})})


class SingleTileInput(forms.TextInput):
    """One tile (the winning tile), e.g. ``b3``."""

    def __init__(self, attrs: dict | None = None) -> None:
        base = {
            "autocomplete": "off",
            "autocapitalize": "off",
            "spellcheck": "false",
            "size": "4",
            "class": "tile-one",
            "data-single-tile": "",
        }
        super().__init__({**base, **(attrs or {})})
