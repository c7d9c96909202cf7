"""The table page's waiting-hands and conflict texts (``queue_strings``) speak to the
scorekeeper or player as the rest of the table page does: in Dutch with "je", never mixing
in "u" (a conflict panel said "voer je spel ... in" and "tot u kiest" in one box)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from django.utils import translation

from tournaments.play.views.sync import queue_strings

FORMAL = re.compile(r"\b(u|uw|uwe|U)\b")


def _texts(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _texts(item)


@pytest.mark.parametrize("to_player", [False, True])
def test_the_dutch_queue_texts_say_je_not_u(to_player):
    with translation.override("nl"):
        formal = [t for t in _texts(queue_strings(to_player=to_player)) if FORMAL.search(t)]
    assert formal == []
