"""The admin pages of clubs and members (``tournaments.admin`` opens the site to superusers)."""

from __future__ import annotations

from django.contrib import admin

from tournaments.clubs.models import Club, Member
from tournaments.core.admin_bases import KeepsHandsAdmin


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
