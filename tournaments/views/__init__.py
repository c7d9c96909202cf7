from tournaments.views.clubs import club_calendar, club_detail, club_settings
from tournaments.views.events import event_detail
from tournaments.views.home import home
from tournaments.views.members import member_detail, member_list_view

__all__ = [
    "club_calendar",
    "club_detail",
    "club_settings",
    "event_detail",
    "home",
    "member_detail",
    "member_list_view",
]
