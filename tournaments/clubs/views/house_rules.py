"""House rules pages: a club's (for its new events) and one event's (until its first hand).

Everyone who may see the club or event reads them; club admins change them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from scoring.element_texts import rule_book_language
from scoring.engine import get_ruleset
from scoring.engine.registry import table_ruleset_ids
from scoring.options_form import RulesetOptionsForm
from tournaments.clubs.selectors.clubs import club_get, club_ruleset_options, club_rulesets_used
from tournaments.clubs.services.house_rules import club_house_rules_update
from tournaments.core.access import deny
from tournaments.core.choices import ruleset_label
from tournaments.core.permissions import can_admin_club, can_view_club


def house_rules_page(
    request: HttpRequest,
    *,
    ruleset_id: str,
    current: dict[str, Any],
    can_change: bool,
    save: Callable[[dict[str, Any]], object],
    context: dict[str, Any],
    status: int = 200,
) -> HttpResponse:
    ruleset = get_ruleset(ruleset_id)
    # a POST comes from a club admin (the views deny the others); the service refuses what
    # may not change any more (an event with hands) with a message
    data = request.POST if request.method == "POST" else None
    form = RulesetOptionsForm(data, ruleset=ruleset, current=current)
    if data is not None and form.is_valid():
        try:
            save(form.cleaned_data)
        except ValidationError as exc:
            form.add_error(None, exc)
            status = 422
        else:
            messages.success(request, _("House rules saved."))
            return redirect(request.get_full_path())
    elif data is not None:
        status = 422
    ctx = {
        "form": form,
        "ruleset": ruleset,
        # the ruleset in the page's language; the rule book's own title as a marked hint
        "ruleset_label": ruleset_label(ruleset_id),
        "rule_book_language": rule_book_language(ruleset_id),
        "can_change": can_change,
        "changed_count": len(current),
        **context,
    }
    return render(request, "clubs/house_rules.html", ctx, status=status)


def club_house_rules(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_get(slug=slug)
    if not can_view_club(request.user, club):
        return deny(request, club)
    can_change = can_admin_club(request.user, club)
    if request.method == "POST" and not can_change:
        return deny(request, club)
    # any ruleset a club may play (``?ruleset=``): the club's default unless it names another
    offered = table_ruleset_ids()
    ruleset = request.GET.get("ruleset", "")
    if ruleset not in offered:
        ruleset = club.default_ruleset
    used = club_rulesets_used(club=club)
    return house_rules_page(
        request,
        ruleset_id=ruleset,
        current=club_ruleset_options(club=club, ruleset=ruleset),
        can_change=can_change,
        save=lambda options: club_house_rules_update(
            club=club, options=options, ruleset=ruleset, actor=request.user
        ),
        context={
            "club": club,
            "scope": "club",
            "show_source": can_change,
            "ruleset_id": ruleset,
            "rulesets_used": [(r, ruleset_label(r)) for r in used],
            "rulesets_other": [(r, ruleset_label(r)) for r in offered if r not in used],
        },
    )
