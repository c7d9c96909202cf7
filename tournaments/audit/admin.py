"""The audit trail in the admin: read only, for everyone."""

from __future__ import annotations

from django.contrib import admin

from tournaments.audit.models import AuditEntry
from tournaments.core.admin_bases import ReadOnlyAdmin


@admin.register(AuditEntry)
class AuditEntryAdmin(ReadOnlyAdmin[AuditEntry]):
    list_display = ["created_at", "actor", "action", "object_type", "object_id", "event"]
    list_filter = ["action", "object_type"]
    search_fields = ["object_id", "reason", "actor__username"]
    date_hierarchy = "created_at"
    list_select_related = ["actor", "event"]
