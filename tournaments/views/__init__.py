from tournaments.views.clubs import club_calendar, club_detail, club_settings
from tournaments.views.events import event_detail
from tournaments.views.events_edit import event_add, event_edit
from tournaments.views.home import home
from tournaments.views.house_rules import club_house_rules, event_house_rules
from tournaments.views.members import member_detail, member_list_view
from tournaments.views.members_edit import member_active, member_add, member_edit
from tournaments.views.roles import club_roles

__all__ = [
    "club_calendar",
    "club_detail",
    "club_house_rules",
    "club_roles",
    "club_settings",
    "event_add",
    "event_detail",
    "event_edit",
    "event_house_rules",
    "home",
    "member_active",
    "member_add",
    "member_detail",
    "member_edit",
    "member_list_view",
]
