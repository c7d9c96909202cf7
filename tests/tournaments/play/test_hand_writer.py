"""One writer of hands: ``tournaments/play/services/hands.py`` is the only production module that
creates, saves, updates or deletes ``Hand`` and ``HandResult`` rows (the entry, corrections,
deletions, restore and the demo all go through it). Read from the source text, with a
self-test that proves each pattern sees a breach."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
WRITER = Path("tournaments/play/services/hands.py")
TREES = ("clubsite", "scoring", "tournaments")

#: what writes hand rows, one pattern each
PATTERNS = {
    "a new Hand": re.compile(r"(?<![\w.])Hand\("),
    "a new HandResult": re.compile(r"(?<![\w.])HandResult\("),
    "a manager write": re.compile(
        r"\bHand(Result)?\.objects\.[^\n]*\b"
        r"(create|bulk_create|get_or_create|update_or_create|bulk_update|update|delete)\("
    ),
    "a related manager create": re.compile(r"\.(hands|results)\.(create|bulk_create)\("),
    "a hand saved": re.compile(r"\b\w*hand\w*\.save\(", re.IGNORECASE),
    "a hand queryset updated": re.compile(r"\.hands\.[^\n]*\.update\("),
    "hands or results deleted": re.compile(r"(?i)\b\w*(hand|result)\w*\b[^\n]*\.delete\(\)"),
}


def _production_files() -> list[Path]:
    files = []
    for tree in TREES:
        for path in sorted((ROOT / tree).rglob("*.py")):
            relative = path.relative_to(ROOT)
            if "migrations" not in relative.parts:
                files.append(relative)
    return files


def breaches(text: str) -> list[str]:
    """Each line of ``text`` that writes hand rows, with the pattern it matched."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        code = line.split("#", 1)[0]
        if code.lstrip().startswith(("class ", "def ", '"', "'")):
            continue
        for name, pattern in PATTERNS.items():
            if pattern.search(code):
                found.append(f"{number}: {name}: {line.strip()}")
    return found


def test_only_the_writer_writes_hand_rows():
    found = {
        str(path): hits
        for path in _production_files()
        if path != WRITER and (hits := breaches((ROOT / path).read_text()))
    }
    assert found == {}


def test_the_writer_is_where_the_writes_are():
    assert breaches((ROOT / WRITER).read_text())


@pytest.mark.parametrize(
    "line",
    [
        "    hand = Hand(table=table, number=1)",
        "    rows = [HandResult(hand=hand, seat=seat) for seat in seats]",
        "    HandResult.objects.bulk_create(rows)",
        "    Hand.objects.create(table=table, number=1)",
        '    Hand.objects.filter(pk=hand.pk).update(version=F("version") + 1)',
        "    table.hands.create(number=1)",
        "    hand.results.create(seat=seat)",
        "    hand.save()",
        "    later_hand.save(update_fields=['number'])",
        '    table.hands.filter(number__gt=3).update(number=F("number") - 1)',
        "    hand.results.all().delete()",
        "    Hand.objects.filter(table=table).delete()",
    ],
)
def test_the_check_sees_a_writer(line):
    assert breaches(line), line


@pytest.mark.parametrize(
    "line",
    [
        "    hands = Hand.objects.filter(table=table)",
        "    best = BestHand(points=1)",
        "    player = PlayerHand(melds=())",
        "    seat.save()",
        "    Table.objects.filter(round=round_).delete()",
    ],
)
def test_the_check_lets_a_read_or_another_model_pass(line):
    assert not breaches(line), line
