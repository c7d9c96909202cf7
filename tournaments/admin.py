from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from tournaments.models import (
    AuditEntry,
    Club,
    Event,
    EventParticipant,
    Hand,
    HandResult,
    Member,
    Round,
    Season,
    Seat,
    Table,
)
from tournaments.services.events import (
    EVENT_UPDATABLE_FIELDS,
    event_check_plan,
    event_create,
    event_update,
)


@admin.register(Club)
class ClubAdmin(admin.ModelAdmin):
    list_display = ["name", "slug", "default_ruleset", "table_points_scheme", "public_results"]
    list_filter = ["default_ruleset", "public_results", "table_points_scheme"]
    search_fields = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}


@admin.register(Member)
class MemberAdmin(admin.ModelAdmin):
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
    ]
    list_display_links = ["last_name", "first_name"]
    list_filter = ["club", "active", "adult", "country"]
    search_fields = ["first_name", "surname_prefix", "last_name", "member_number", "ema_number"]
    list_select_related = ["club"]
    autocomplete_fields = ["user"]


class EventInline(admin.TabularInline):
    model = Event
    fields = ["date", "name", "kind", "status", "ruleset"]
    show_change_link = True
    extra = 0


@admin.register(Season)
class SeasonAdmin(admin.ModelAdmin):
    list_display = ["club", "year"]
    list_filter = ["club", "year"]
    inlines = [EventInline]


class RoundInline(admin.TabularInline):
    model = Round
    fields = ["number", "starts_at", "ends_at", "status"]
    show_change_link = True
    extra = 0


class EventAdminForm(forms.ModelForm):
    """The house-rules snapshot is not edited here (read-only, with a link to the event's
    house-rules page), nor the status (the event page's buttons move it, through
    ``services.lifecycle``); saving goes through ``event_create``/``event_update``."""

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

    def clean(self) -> dict:
        data = super().clean()
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
class EventAdmin(admin.ModelAdmin):
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

    def save_model(self, request, obj, form, change):
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


class TableInline(admin.TabularInline):
    model = Table
    fields = ["number", "confirmed_by", "confirmed_at"]
    show_change_link = True
    extra = 0


@admin.register(Round)
class RoundAdmin(admin.ModelAdmin):
    list_display = ["__str__", "event", "number", "status", "starts_at"]
    list_filter = ["status", "event__club"]
    search_fields = ["event__name"]
    list_select_related = ["event"]
    inlines = [TableInline]


class SeatInline(admin.TabularInline):
    model = Seat
    fields = ["position", "wind", "member", "guest_name"]
    autocomplete_fields = ["member"]
    extra = 0


@admin.register(Table)
class TableAdmin(admin.ModelAdmin):
    list_display = ["__str__", "round", "number", "confirmed_by", "confirmed_at"]
    list_filter = ["round__event__club", "round__event"]
    search_fields = ["round__event__name"]
    list_select_related = ["round__event", "confirmed_by"]
    raw_id_fields = ["round", "confirmed_by"]
    inlines = [SeatInline]

    def save_formset(self, request, form, formset, change):
        # Seat.round mirrors Table.round (it carries the one-seat-per-round constraint).
        for seat in formset.save(commit=False):
            seat.round_id = form.instance.round_id
            seat.save()
        for seat in formset.deleted_objects:
            seat.delete()
        formset.save_m2m()


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    list_display = ["table", "position", "wind", "member", "guest_name"]
    list_filter = ["wind", "round__event"]
    search_fields = ["member__first_name", "member__last_name", "guest_name"]
    list_select_related = ["table__round__event", "member"]
    raw_id_fields = ["table", "member"]
    readonly_fields = ["round"]

    def save_model(self, request, obj, form, change):
        obj.round_id = obj.table.round_id  # the constraint column follows the table
        super().save_model(request, obj, form, change)


class HandResultInline(admin.TabularInline):
    model = HandResult
    fields = ["seat", "points", "settlement", "elements"]
    raw_id_fields = ["seat"]
    extra = 0


@admin.register(Hand)
class HandAdmin(admin.ModelAdmin):
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
class HandResultAdmin(admin.ModelAdmin):
    list_display = ["hand", "seat", "points", "settlement"]
    list_filter = ["hand__table__round__event"]
    list_select_related = ["hand__table__round__event", "seat__member"]
    raw_id_fields = ["hand", "seat"]


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    list_display = ["created_at", "actor", "action", "object_type", "object_id", "event"]
    list_filter = ["action", "object_type"]
    search_fields = ["object_id", "reason", "actor__username"]
    date_hierarchy = "created_at"
    list_select_related = ["actor", "event"]

    def has_change_permission(self, request, obj=None) -> bool:
        return False  # the audit trail is never edited

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(EventParticipant)
class EventParticipantAdmin(admin.ModelAdmin):
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
