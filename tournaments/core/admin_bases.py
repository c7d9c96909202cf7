"""The admin's base classes: read-only pages, and pages that refuse to delete a row whose
delete would cascade to hands (see :mod:`tournaments.admin`). Each feature's ``admin``
module builds on them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.apps import apps
from django.contrib import admin
from django.contrib.admin.options import ActionLocation
from django.db.models import Model
from django.http import HttpRequest

if TYPE_CHECKING:
    from django.contrib.admin.options import Action


class ReadOnlyAdmin[M: Model](admin.ModelAdmin[M]):
    """Shown, never written: no add, change or delete, for anyone."""

    def has_add_permission(self, request: HttpRequest, obj: M | None = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: M | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: M | None = None) -> bool:
        return False


class ReadOnlyInline[M: Model, P: Model](admin.TabularInline[M, P]):
    extra = 0

    def has_add_permission(self, request: HttpRequest, obj: P | None = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: P | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: P | None = None) -> bool:
        return False


class KeepsHandsAdmin[M: Model](admin.ModelAdmin[M]):
    """Refuses to delete a row whose delete would cascade to hands (``hands_lookup``:
    the path from Hand to this model). The hand model is looked up by its label: ``core``
    stands below ``play``, which owns it."""

    hands_lookup = ""

    def holds_hands(self, obj: M | None) -> bool:
        if obj is None:
            return False
        hands = apps.get_model("tournaments", "Hand")._default_manager
        return hands.filter(**{self.hands_lookup: obj}).exists()

    def has_delete_permission(self, request: HttpRequest, obj: M | None = None) -> bool:
        return super().has_delete_permission(request, obj) and not self.holds_hands(obj)

    def get_actions(
        self, request: HttpRequest, action_location: ActionLocation = ActionLocation.CHANGE_LIST
    ) -> dict[str, Action | None]:
        actions = super().get_actions(request, action_location)
        actions.pop("delete_selected", None)  # a bulk delete would not ask holds_hands
        return actions
