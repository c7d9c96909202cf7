"""QR codes as inline SVG (segno: pure Python, maintained), for pages and PDFs alike."""

from __future__ import annotations

from functools import lru_cache

import segno
from django.utils.safestring import SafeString, mark_safe


def qr_svg(data: str, *, css_class: str = "qr", title: str = "") -> SafeString:
    """``data`` as an inline ``<svg>`` (no size: the stylesheet sizes it), medium error
    correction so a creased card still scans."""
    code = segno.make(data, error="m", micro=False)
    svg = code.svg_inline(
        scale=1, border=2, omitsize=True, svgclass=css_class, lineclass=None, title=title or None
    )
    return mark_safe(svg)


#: :func:`qr_svg` kept per process for the last 256 codes, for a code a page draws again and
#: again: the table page shows its players' link after every hand, and encoding it (each
#: mask tried and scored in Python) took some 5 ms. Not for a one-time login link's code: a
#: secret should not outlive its request.
qr_svg_kept = lru_cache(maxsize=256)(qr_svg)
