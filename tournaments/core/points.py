"""Points as people read them ("1¾", a score "+420" or "−420") and as programs read them
("1.75"): the standings, the pages and every export write table points (exact fractions)
and scores this way."""

from __future__ import annotations

from fractions import Fraction

_VULGAR = {
    Fraction(1, 2): "½",
    Fraction(1, 3): "⅓",
    Fraction(2, 3): "⅔",
    Fraction(1, 4): "¼",
    Fraction(3, 4): "¾",
    Fraction(1, 5): "⅕",
    Fraction(2, 5): "⅖",
    Fraction(3, 5): "⅗",
    Fraction(4, 5): "⅘",
    Fraction(1, 6): "⅙",
    Fraction(5, 6): "⅚",
    Fraction(1, 8): "⅛",
    Fraction(3, 8): "⅜",
    Fraction(5, 8): "⅝",
    Fraction(7, 8): "⅞",
}


def format_points(value: Fraction | int) -> str:
    """``Fraction(7, 4)`` → "1¾"; fractions without a sign of their own as "2 5/12"."""
    value = Fraction(value)
    sign = "-" if value < 0 else ""
    value = abs(value)
    whole, rest = divmod(value.numerator, value.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    fraction = Fraction(rest, value.denominator)
    glyph = _VULGAR.get(fraction)
    if glyph is None:
        glyph = f" {fraction.numerator}/{fraction.denominator}" if whole else str(fraction)
        return f"{sign}{whole}{glyph}" if whole else f"{sign}{glyph}"
    return f"{sign}{whole or ''}{glyph}"


def format_score(value: int) -> str:
    """A score with its sign, as every page shows one: "+420", "0", "−420" (the
    typographic minus, U+2212, which lines up with the plus in a column of numbers)."""
    if value > 0:
        return f"+{value}"
    return "0" if value == 0 else f"\N{MINUS SIGN}{abs(value)}"


def points_decimal(value: Fraction | int, places: int = 2) -> str:
    """A plain decimal for CSV files and other programs: "1.75", "2.33", "4"."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.{places}f}".rstrip("0").rstrip(".")
