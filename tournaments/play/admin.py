"""The admin pages of rounds (with their tables), tables, seats and hands: hands and their
results are shown, never written (they change through the correction services), and a
seat is history once a hand is played at its table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django import forms
from django.contrib import admin
from django.contrib.admin.options import ActionLocation
from django.http import HttpRequest

from tournaments.core.admin_bases import KeepsHandsAdmin, ReadOnlyAdmin, ReadOnlyInline
from tournaments.events.models import Round
from tournaments.play.models import Hand, HandResult, Seat, Table

if TYPE_CHECKING:
    from django.contrib.admin.options import Action
    from django.forms import BaseInlineFormSet


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
