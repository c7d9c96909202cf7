"""One language per page (issue #39): every page of the demo, read by its club admin in
English and in German, names no rule or element by its Dutch rule book term (except inside
a hint marked ``lang="nl"``), shows no evening named by the calendar in Dutch, and writes
every date in that language's own format ("Samstag, 28. November 2026").

The pages are found by walking the demo from the home page (links on the site's own host),
at most two per URL pattern of the resolver, so a new page is scanned without a list."""

import re
from collections import deque
from urllib.parse import urlsplit

import pytest
from django.urls import Resolver404, resolve
from django.utils import translation

from scoring.element_texts import element_name, ruleset_texts
from scoring.engine import get_ruleset
from scoring.engine.registry import ruleset_ids

pytestmark = pytest.mark.django_db

PER_PATTERN = 2
#: Dutch terms that are the same words in the page's language ("an open kong counts as...")
SAME_WORDS = {"en": {"open kong"}, "de": set()}
SKIP = re.compile(
    r"/logout|/admin/|/static/|/media/|\.(pdf|xlsx|csv|ics|json|svg|png)$|/export|/print"
)
MONTHS = {
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
}
DE_DAYS = "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag"
DE_SHORT_MONTHS = "Jan Feb Mär Apr Mai Jun Jul Aug Sep Okt Nov Dez"
#: dates written the way of another language: (language of the page, pattern, what is wrong)
WRONG_DATES = {
    "de": [
        (rf"\b(?:{'|'.join(DE_DAYS.split())}) \d", "a weekday without its comma"),
        (rf"\b\d{{1,2}} (?:{'|'.join(MONTHS['de'].split())})\b", "a day without its full stop"),
        (rf"\b\d{{1,2}} (?:{'|'.join(DE_SHORT_MONTHS.split())})\b", "a day without its full stop"),
        (rf"\b\d{{1,2}} (?:{'|'.join(MONTHS['nl'].split())})\b", "a Dutch month"),
    ],
    "en": [
        (rf"\b\d{{1,2}} (?:{'|'.join(MONTHS['nl'].split())})\b", "a Dutch month"),
        (rf"\b\d{{1,2}}\. (?:{'|'.join(MONTHS['de'].split())})\b", "a German date"),
    ],
}


def dutch_terms(language: str) -> set[str]:
    """The Dutch rule book's names of every element (nl rule books), but those that read
    the same in ``language`` ("Mahjong")."""
    terms = set()
    with translation.override(language):
        for ruleset_id in ruleset_ids():
            texts = ruleset_texts(ruleset_id)
            if texts is None or texts.rule_book_language != "nl":
                continue
            shown = {
                element_name(e.id, e.name).casefold() for e in get_ruleset(ruleset_id).elements
            }
            # a name and its first part ("Pe-ling eet cake (vogel eet cake)")
            names = {
                n for e in get_ruleset(ruleset_id).elements for n in (e.name, e.name.split(" (")[0])
            }
            terms |= {n for n in names if len(n) > 4 and n.casefold() not in shown}
    return {t for t in terms if t.casefold() not in SAME_WORDS[language]}
    return terms


def visible_text(html: str) -> str:
    """The page's text without scripts, styles and the hints marked as Dutch."""
    html = re.sub(r"<(script|style|template)\b.*?</\1>", " ", html, flags=re.S | re.I)
    html = re.sub(r'<(\w+)\b[^>]*\blang="nl"[^>]*>.*?</\1>', " ", html, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", html)
    return re.sub(r"\s+", " ", text.replace("&nbsp;", " "))


def demo_pages(client, language: str) -> dict[str, str]:
    """Path -> text of the demo's pages in ``language``."""
    seen_patterns: dict[str, int] = {}
    pages: dict[str, str] = {}
    queue = deque(["/"])
    queued = {"/"}
    while queue:
        path = queue.popleft()
        response = client.get(path, headers={"accept-language": language})
        if response.status_code != 200 or "html" not in response.get("Content-Type", ""):
            continue
        html = response.content.decode()
        pages[path] = html
        for href in re.findall(r'href="([^"#]+)', html):
            link = urlsplit(href.replace("&amp;", "&"))
            if link.netloc and link.netloc != "testserver":
                continue
            target = link.path + (f"?{link.query}" if link.query else "")
            if not link.path.startswith("/") or target in queued or SKIP.search(link.path):
                continue
            try:
                route = resolve(link.path).route
            except Resolver404:
                continue
            if seen_patterns.get(route, 0) >= PER_PATTERN:
                continue
            seen_patterns[route] = seen_patterns.get(route, 0) + 1
            queued.add(target)
            queue.append(target)
    return pages


@pytest.fixture(scope="module")
def demo(demo_rows):
    """The demo club (``seed_demo``), once for the module: the command's rows copied back
    when this process has already run it (tests/demo_snapshot.py), rolled back after."""


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_demo_page_speaks_one_language(demo, client, language):
    from django.contrib.auth import get_user_model

    client.force_login(get_user_model().objects.get(username="admin"))
    pages = demo_pages(client, language)
    assert len(pages) > 40, sorted(pages)
    assert any("/house-rules/" in path for path in pages)
    terms = dutch_terms(language)
    assert {"Kop en staart", "Kronkelende slang", "Negen poorten", "Pe-ling eet cake"} <= terms
    found = []
    for path, html in pages.items():
        text = visible_text(html)
        found += [(path, term) for term in terms if term.casefold() in text.casefold()]
        found += [(path, m) for m in re.findall(r"Clubavond \d{1,2} \w+ \d{4}", text)]
        for pattern, what in WRONG_DATES[language]:
            found += [(path, f"{what}: {m}") for m in re.findall(pattern, text)]
    assert not found, found[:20]
