"""Widgets for entering hands: the one-line tile notation field the tile picker fills, and
the hand form's other inputs, rendered in Python.

The table page is the page a scorekeeper loads after every hand; Django renders each input,
option and radio button through the template engine (an include per option), which was the
larger part of that page's time. :class:`FastRenderMixin` writes the same HTML as Django's
widget templates directly (checked against them in tests/scoring/test_widgets.py).
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.forms.renderers import BaseRenderer
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import SafeString, mark_safe

_INPUT_TEMPLATES = frozenset(
    {
        "django/forms/widgets/input.html",
        "django/forms/widgets/text.html",
        "django/forms/widgets/number.html",
        "django/forms/widgets/hidden.html",
        "django/forms/widgets/radio_option.html",
        "django/forms/widgets/checkbox_option.html",
        "django/forms/widgets/input_option.html",
    }
)


def _attrs_html(attrs: dict[str, Any]) -> str:
    """As django/forms/widgets/attrs.html: False leaves an attribute out, True writes its
    bare name."""
    parts = []
    for name, value in attrs.items():
        if value is False or value is None:
            continue
        if value is True:
            parts.append(f" {conditional_escape(name)}")
        else:
            parts.append(f' {conditional_escape(name)}="{conditional_escape(str(value))}"')
    return "".join(parts)


def _input_html(widget: dict[str, Any]) -> str:
    value = widget.get("value")
    value_html = "" if value is None else f' value="{conditional_escape(str(value))}"'
    html = (
        f'<input type="{conditional_escape(widget["type"])}" '
        f'name="{conditional_escape(widget["name"])}"{value_html}{_attrs_html(widget["attrs"])}>'
    )
    if widget.get("wrap_label"):
        label_for = widget["attrs"].get("id")
        for_html = f' for="{conditional_escape(label_for)}"' if label_for else ""
        html = f"<label{for_html}>{html} {conditional_escape(widget['label'])}</label>"
    return html


def _textarea_html(widget: dict[str, Any]) -> str:
    """As django/forms/widgets/textarea.html (its line break after the opening tag too)."""
    value = widget.get("value")
    return (
        f'<textarea name="{conditional_escape(widget["name"])}"{_attrs_html(widget["attrs"])}>\n'
        f"{conditional_escape(value) if value else ''}</textarea>"
    )


def _select_html(widget: dict[str, Any]) -> str:
    options = []
    for group_name, group_choices, _index in widget["optgroups"]:
        inner = "".join(
            format_html(
                '<option value="{}"{}>{}</option>',
                str(option["value"]),
                mark_safe(_attrs_html(option["attrs"])),
                option["label"],
            )
            for option in group_choices
        )
        if group_name:
            inner = format_html('<optgroup label="{}">{}</optgroup>', group_name, mark_safe(inner))
        options.append(inner)
    return (
        f'<select name="{conditional_escape(widget["name"])}"{_attrs_html(widget["attrs"])}>'
        f"{''.join(options)}</select>"
    )


class FastRenderMixin:
    """Render inputs, options and selects without the template engine (same HTML)."""

    def _render(
        self, template_name: str, context: dict[str, Any], renderer: BaseRenderer | None = None
    ) -> SafeString:
        widget = context["widget"]
        if template_name in _INPUT_TEMPLATES:
            return mark_safe(_input_html(widget))
        if template_name == "django/forms/widgets/select.html":
            return mark_safe(_select_html(widget))
        if template_name == "django/forms/widgets/textarea.html":
            return mark_safe(_textarea_html(widget))
        # Widget._render is private: django-stubs leaves it out, hence the ignore
        html: SafeString = super()._render(template_name, context, renderer)  # type: ignore[misc]
        return html


class FastTextInput(FastRenderMixin, forms.TextInput):
    pass


class FastNumberInput(FastRenderMixin, forms.NumberInput):
    pass


class FastHiddenInput(FastRenderMixin, forms.HiddenInput):
    pass


class FastSelect(FastRenderMixin, forms.Select):
    pass


class FastRadioSelect(FastRenderMixin, forms.RadioSelect):
    pass


class FastCheckboxSelectMultiple(FastRenderMixin, forms.CheckboxSelectMultiple):
    pass


class FastTextarea(FastRenderMixin, forms.Textarea):
    pass


class TileNotationInput(FastTextarea):
    """A field for one player's tiles in the compact notation (scoring.notation).

    Works on its own (a fast typist types ``pung b3 | c2 c3 c4 ...``); with JavaScript,
    ``static/js/tile_picker.js`` attaches a tile picker to every field marked
    ``data-tile-picker`` and writes the tapped tiles into it. A one-row textarea that grows
    with the hand (CSS ``field-sizing: content``), so a phone shows the whole hand being
    typed instead of cutting it off; a line break reads as a space.
    """

    def __init__(self, attrs: dict[str, Any] | None = None) -> None:
        base = {
            "data-tile-picker": "",
            "autocomplete": "off",
            "autocapitalize": "off",
            "spellcheck": "false",
            "class": "tile-text",
            "rows": "1",
        }
        super().__init__({**base, **(attrs or {})})


class SingleTileInput(FastTextInput):
    """One tile (the winning tile), e.g. ``b3``."""

    def __init__(self, attrs: dict[str, Any] | None = None) -> None:
        base = {
            "autocomplete": "off",
            "autocapitalize": "off",
            "spellcheck": "false",
            "size": "4",
            "class": "tile-one",
            "data-single-tile": "",
        }
        super().__init__({**base, **(attrs or {})})
