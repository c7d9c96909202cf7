"""django-tables2 tables for list pages."""

import django_tables2 as tables
from django.utils.translation import gettext_lazy as _

from tournaments.models import Member


class MemberTable(tables.Table):
    member_number = tables.Column(verbose_name=_("No."))
    last_name = tables.Column(
        linkify=lambda record: record.get_absolute_url(), verbose_name=_("Last name")
    )
    first_name = tables.Column(verbose_name=_("First name"))
    country = tables.Column(verbose_name=_("Country"))
    joined_on = tables.DateColumn(short=True, verbose_name=_("Joined"))
    events_played = tables.Column(verbose_name=_("Events"), attrs={"td": {"class": "num"}})
    last_played = tables.DateColumn(short=True, verbose_name=_("Last played"))
    active = tables.BooleanColumn(verbose_name=_("Active"))

    class Meta:
        model = Member
        fields = (
            "member_number",
            "last_name",
            "first_name",
            "country",
            "joined_on",
            "events_played",
            "last_played",
            "active",
        )
        attrs = {"class": "data-table"}
        order_by = ("last_name", "first_name")
        empty_text = _("No members yet.")
