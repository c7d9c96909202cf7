"""The admin pages of seasons (with their events), events (saved through the events'
services) and their players."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from tournaments.clubs.models import Season
from tournaments.core.admin_bases import KeepsHandsAdmin
from tournaments.events.models import Event, EventParticipant, Round
from tournaments.events.services.events import (
    EVENT_UPDATABLE_FIELDS,
    event_check_plan,
    event_create,
    event_update,
)


class EventInline(admin.TabularInline[Event, Season]):
    model = Event
    fields = ["date", "name", "kind", "status", "ruleset"]
    show_change_link = True
    extra = 0

    def has_delete_permission(self, request: HttpRequest, obj: Season | None = None) -> bool:
        return False  # it may hold hands; delete it on its own admin page, which checks


@admin.register(Season)
class SeasonAdmin(KeepsHandsAdmin[Season]):
    hands_lookup = "table__round__event__season"
    list_display = ["club", "year"]
    list_filter = ["club", "year"]
    inlines = [EventInline]


class RoundInline(admin.TabularInline[Round, Event]):
    model = Round
    fields = ["number", "starts_at", "ends_at", "status"]
    show_change_link = True
    extra = 0

    def has_delete_permission(self, request: HttpRequest, obj: Event | None = None) -> bool:
        return False  # it may hold hands; delete it on its own admin page, which checks


class EventAdminForm(forms.ModelForm[Event]):
    """The house-rules snapshot is not edited here (read-only, with a link to the event's
    house-rules page), nor the status (the event page's buttons move it, through
    ``events.services.lifecycle``); saving goes through ``event_create``/``event_update``."""

    class Meta:
        model = Event
        fields = [  # everything but ruleset_options
            "club",
            "season",
            "kind",
            "name",
            "slug",
            "date",
            "start_time",
            "end_time",
            "venue",
            "ruleset",
            "round_count",
            "table_policy",
            "scorekeepers",
        ]

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        try:
            event_check_plan(
                event=self.instance,
                round_count=data.get("round_count"),
                ruleset=data.get("ruleset"),
            )
        except ValidationError as exc:
            for field, errors in exc.error_dict.items():
                self.add_error(field if field in self.fields else None, errors)
        return data


@admin.register(Event)
class EventAdmin(KeepsHandsAdmin[Event]):
    hands_lookup = "table__round__event"
    form = EventAdminForm
    list_display = ["name", "date", "club", "kind", "ruleset", "status", "round_count"]
    list_filter = ["club", "kind", "status", "ruleset", "season"]
    search_fields = ["name", "slug", "venue"]
    date_hierarchy = "date"
    prepopulated_fields = {"slug": ["name"]}
    filter_horizontal = ["scorekeepers"]
    list_select_related = ["club"]
    readonly_fields = ["status", "house_rules"]
    inlines = [RoundInline]

    @admin.display(description=_("House rules"))
    def house_rules(self, obj: Event) -> str:
        if obj.pk is None:
            return _("The club's house rules are copied in when the event is saved.")
        url = reverse("event_house_rules", kwargs={"slug": obj.slug})
        count = len(obj.ruleset_options or {})
        return format_html(
            '<a href="{}">{}</a>',
            url,
            ngettext(
                "%(count)d choice differs from the rule book",
                "%(count)d choices differ from the rule book",
                count,
            )
            % {"count": count},
        )

    def save_model(
        self, request: HttpRequest, obj: Event, form: EventAdminForm, change: bool
    ) -> None:
        fields = {
            name: form.cleaned_data[name]
            for name in EVENT_UPDATABLE_FIELDS
            if name in form.cleaned_data
        }
        if change:
            changed = {name: value for name, value in fields.items() if name in form.changed_data}
            event_update(event=obj, actor=request.user, **changed)
        else:
            event = event_create(
                club=form.cleaned_data["club"], slug=form.cleaned_data["slug"], **fields
            )
            # the admin goes on with ``obj`` (scorekeepers, inlines, its log entry)
            obj.pk, obj.ruleset_options, obj.created_at = (
                event.pk,
                event.ruleset_options,
                event.created_at,
            )
            obj._state.adding, obj._state.db = False, event._state.db


@admin.register(EventParticipant)
class EventParticipantAdmin(admin.ModelAdmin[EventParticipant]):
    list_display = [
        "event",
        "member",
        "guest_name",
        "group",
        "joined_round",
        "withdrew_after_round",
    ]
    list_filter = ["event__club"]
    search_fields = ["guest_name", "member__first_name", "member__last_name", "group"]
    list_select_related = ["event", "member"]
    raw_id_fields = ["event", "member"]
