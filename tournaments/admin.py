"""The Django admin: for superusers only, and it never writes the scores.

Club admins do their work on the club's own pages (settings, members, events, seat
draws); their role is held per club (``Member.role``) and opens nothing here. Even a
superuser cannot write a hand, a hand result, an audit entry or a seat of a table where
hands were played, nor delete anything that holds hands (a delete would cascade to the
hands without an audit entry): hands change through the correction services only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django import forms
from django.contrib import admin
from django.contrib.admin.options import ActionLocation
from django.core.exceptions import ValidationError
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from tournaments.admin_bases import KeepsHandsAdmin, ReadOnlyAdmin, ReadOnlyInline
from tournaments.audit.models import AuditEntry
from tournaments.clubs.models import Club, Member, Season
from tournaments.events.models import Event, EventParticipant, Round
from tournaments.events.services.events import (
    EVENT_UPDATABLE_FIELDS,
    event_check_plan,
    event_create,
    event_update,
)
from tournaments.play.models import Hand, HandResult, Seat, Table

if TYPE_CHECKING:
    from django.contrib.admin.options import Action
    from django.forms import BaseInlineFormSet


def superusers_only(request: HttpRequest) -> bool:
    """The admin site's door: active superusers only (staff status alone opens nothing)."""
    return request.user.is_active and request.user.is_superuser


# the one admin site's door, set on Django's default site instance (mypy refuses any
# assignment to a method; a site subclass would need its own AdminConfig in settings)
admin.site.has_permission = superusers_only  # type: ignore[method-assign]


@admin.register(Club)
class ClubAdmin(KeepsHandsAdmin[Club]):
    hands_lookup = "table__round__event__club"
    list_display = ["name", "slug", "default_ruleset", "table_points_scheme", "public_results"]
    list_filter = ["default_ruleset", "public_results", "table_points_scheme"]
    search_fields = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}


@admin.register(Member)
class MemberAdmin(admin.ModelAdmin[Member]):
    list_display = [
        "last_name",
        "surname_prefix",
        "first_name",
        "member_number",
        "club",
        "ema_number",
        "country",
        "joined_on",
        "active",
        "role",
    ]
    list_display_links = ["last_name", "first_name"]
    list_filter = ["club", "role", "active", "adult", "country"]
    search_fields = ["first_name", "surname_prefix", "last_name", "member_number", "ema_number"]
    list_select_related = ["club"]
    autocomplete_fields = ["user"]


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


class TableInline(admin.TabularInline[Table, Round]):
    model = Table
    fields = ["number", "confirmed_by", "confirmed_at"]
    readonly_fields = ["confirmed_by", "confirmed_at"]  # confirmed on the table page
    show_change_link = True
    extra = 0

    def has_delete_permission(self, request: HttpRequest, obj: Round | None = None) -> bool:
        return False  # a table with hands must not go; delete tables on their own page


@admin.register(Round)
class RoundAdmin(KeepsHandsAdmin[Round]):
    hands_lookup = "table__round"
    list_display = ["__str__", "event", "number", "status", "starts_at"]
    list_filter = ["status", "event__club"]
    search_fields = ["event__name"]
    list_select_related = ["event"]
    inlines = [TableInline]


class SeatInline(admin.TabularInline[Seat, Table]):
    """Seats of a table where no hand was played yet; read-only once hands exist."""

    model = Seat
    fields = ["position", "wind", "member", "guest_name"]
    autocomplete_fields = ["member"]
    extra = 0

    def _played(self, obj: Table | None) -> bool:
        return obj is not None and obj.hands.exists()

    def has_add_permission(self, request: HttpRequest, obj: Table | None = None) -> bool:
        return super().has_add_permission(request, obj) and not self._played(obj)

    def has_change_permission(self, request: HttpRequest, obj: Table | None = None) -> bool:
        return super().has_change_permission(request, obj) and not self._played(obj)

    def has_delete_permission(self, request: HttpRequest, obj: Table | None = None) -> bool:
        return super().has_delete_permission(request, obj) and not self._played(obj)


@admin.register(Table)
class TableAdmin(KeepsHandsAdmin[Table]):
    hands_lookup = "table"
    list_display = ["__str__", "round", "number", "confirmed_by", "confirmed_at"]
    list_filter = ["round__event__club", "round__event"]
    search_fields = ["round__event__name"]
    list_select_related = ["round__event", "confirmed_by"]
    raw_id_fields = ["round"]
    # confirmed and given extra time on the table page / by the players' link (audited)
    readonly_fields = ["confirmed_by", "confirmed_at", "confirmed_by_seat", "extra_minutes"]
    inlines = [SeatInline]

    def save_formset(
        self,
        request: HttpRequest,
        form: forms.ModelForm[Table],
        formset: BaseInlineFormSet[Seat, Table, forms.ModelForm[Seat]],
        change: bool,
    ) -> None:
        # Seat.round mirrors Table.round (it carries the one-seat-per-round constraint).
        for seat in formset.save(commit=False):
            seat.round_id = form.instance.round_id
            seat.save()
        for seat in formset.deleted_objects:
            seat.delete()
        formset.save_m2m()


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin[Seat]):
    """A seat can be changed until a hand is played at its table; then it is history."""

    list_display = ["table", "position", "wind", "member", "guest_name"]
    list_filter = ["wind", "round__event"]
    search_fields = ["member__first_name", "member__last_name", "guest_name"]
    list_select_related = ["table__round__event", "member"]
    raw_id_fields = ["table", "member"]
    readonly_fields = ["round"]

    def _played(self, obj: Seat | None) -> bool:
        return obj is not None and Hand.objects.filter(table_id=obj.table_id).exists()

    def has_change_permission(self, request: HttpRequest, obj: Seat | None = None) -> bool:
        return super().has_change_permission(request, obj) and not self._played(obj)

    def has_delete_permission(self, request: HttpRequest, obj: Seat | None = None) -> bool:
        return super().has_delete_permission(request, obj) and not self._played(obj)

    def get_actions(
        self, request: HttpRequest, action_location: ActionLocation = ActionLocation.CHANGE_LIST
    ) -> dict[str, Action | None]:
        actions = super().get_actions(request, action_location)
        actions.pop("delete_selected", None)
        return actions

    def save_model(
        self, request: HttpRequest, obj: Seat, form: forms.ModelForm[Seat], change: bool
    ) -> None:
        obj.round_id = obj.table.round_id  # the constraint column follows the table
        super().save_model(request, obj, form, change)


class HandResultInline(ReadOnlyInline[HandResult, Hand]):
    model = HandResult
    fields = ["seat", "points", "settlement", "elements"]


@admin.register(Hand)
class HandAdmin(ReadOnlyAdmin[Hand]):
    """Hands change through the correction services (audited, rescored), never here."""

    list_display = ["__str__", "number", "result_kind", "entry_mode", "version", "updated_at"]
    list_filter = ["result_kind", "entry_mode", "table__round__event"]
    search_fields = ["table__round__event__name"]
    list_select_related = ["table__round__event"]
    readonly_fields = ["version", "created_at", "updated_at"]
    raw_id_fields = [
        "table",
        "dealer",
        "winner",
        "discarder",
        "pao",
        "claimant",
        "entered_by",
        "confirmed_by",
    ]
    inlines = [HandResultInline]


@admin.register(HandResult)
class HandResultAdmin(ReadOnlyAdmin[HandResult]):
    list_display = ["hand", "seat", "points", "settlement"]
    list_filter = ["hand__table__round__event"]
    list_select_related = ["hand__table__round__event", "seat__member"]
    raw_id_fields = ["hand", "seat"]


@admin.register(AuditEntry)
class AuditEntryAdmin(ReadOnlyAdmin[AuditEntry]):
    list_display = ["created_at", "actor", "action", "object_type", "object_id", "event"]
    list_filter = ["action", "object_type"]
    search_fields = ["object_id", "reason", "actor__username"]
    date_hierarchy = "created_at"
    list_select_related = ["actor", "event"]


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


admin.site.site_header = _("Clubsite administration")
admin.site.site_title = _("Clubsite")
