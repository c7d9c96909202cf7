"""A page's form as a browser would post it: every input's value, the checked boxes and
radios, each select's chosen options (the hidden one-use token included)."""

from __future__ import annotations

from html.parser import HTMLParser


class _FormParser(HTMLParser):
    def __init__(self, url: str) -> None:
        super().__init__(convert_charrefs=True)
        self.url = url
        self.forms: list[dict[str, list[str]]] = []
        self._form: dict[str, list[str]] | None = None
        self._select: str | None = None
        self._select_first: str | None = None
        self._select_chosen = False
        self._textarea: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form":
            posts = a.get("method", "").lower() == "post"
            mine = a.get("action", "") in ("", self.url)
            self._form = {} if posts and mine else None
            return
        if self._form is None:
            return
        name = a.get("name")
        if tag == "input" and name:
            kind = a.get("type", "text")
            if kind in ("checkbox", "radio") and "checked" not in a:
                return
            if kind in ("submit", "button", "file"):
                return
            self._form.setdefault(name, []).append(
                a.get("value", "on" if kind == "checkbox" else "")
            )
        elif tag == "select" and name:
            self._select, self._select_first, self._select_chosen = name, None, False
        elif tag == "option" and self._select:
            value = a.get("value", "")
            if self._select_first is None:
                self._select_first = value
            if "selected" in a:
                self._form.setdefault(self._select, []).append(value)
                self._select_chosen = True
        elif tag == "textarea" and name:
            self._textarea = name
            self._form.setdefault(name, []).append("")

    def handle_data(self, data: str) -> None:
        if self._form is not None and self._textarea:
            self._form[self._textarea][-1] += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "form" and self._form is not None:
            self.forms.append(self._form)
            self._form = None
        elif tag == "select" and self._select and self._form is not None:
            if not self._select_chosen and self._select_first is not None:
                self._form[self._select] = [self._select_first]
            self._select = None
        elif tag == "textarea":
            self._textarea = None


def page_form(html: str, url: str) -> dict[str, list[str]]:
    """The first form on the page that posts to ``url`` (itself), as POST data."""
    parser = _FormParser(url)
    parser.feed(html)
    assert parser.forms, f"no form posting to {url}"
    return parser.forms[0]
