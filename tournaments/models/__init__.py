"""The nouns of the club: clubs, members, seasons, events, rounds, tables, seats, hands."""

from tournaments.accounts.models import (
    AccessLink,
    AccessLinkKind,
    AccountSettings,
    ApiScope,
    ApiToken,
)
from tournaments.audit.models import AuditEntry, SubmitToken
from tournaments.clubs.models.club import Club
from tournaments.clubs.models.member import MEMBER_PERSONAL_FIELDS, Member, member_ordering
from tournaments.clubs.models.season import Season
from tournaments.core.choices import (
    WIND_ORDER,
    PenaltyMode,
    PenaltyReason,
    ReseatingMode,
    SeatWind,
    SubstituteRule,
    TablePointsScheme,
    Wind,
)
from tournaments.events.models.event import NOT_PLAYED, Event, EventKind, EventStatus, TablePolicy
from tournaments.events.models.participant import EventParticipant
from tournaments.events.models.round import Round, RoundStatus
from tournaments.penalties.models import Penalty
from tournaments.play.models.hand import EntryMode, Hand, HandResult, HandResultKind
from tournaments.play.models.seat import MAX_SEATS_PER_TABLE, MIN_SEATS_PER_TABLE, Seat
from tournaments.play.models.table import Table
from tournaments.rankings.models import ExternalResult
from tournaments.registration.models import (
    Registration,
    RegistrationMode,
    RegistrationSettings,
    RegistrationStatus,
)
from tournaments.stages.models import (
    CarryOver,
    CutRule,
    EntryVia,
    Stage,
    StageEntrant,
    StageSeating,
)
from tournaments.teams.models import Team, TeamMembership, TeamRule, TeamSettings

__all__ = [
    "MAX_SEATS_PER_TABLE",
    "MEMBER_PERSONAL_FIELDS",
    "MIN_SEATS_PER_TABLE",
    "NOT_PLAYED",
    "WIND_ORDER",
    "AccessLink",
    "AccessLinkKind",
    "AccountSettings",
    "ApiScope",
    "ApiToken",
    "AuditEntry",
    "CarryOver",
    "Club",
    "CutRule",
    "EntryMode",
    "EntryVia",
    "Event",
    "EventKind",
    "EventParticipant",
    "EventStatus",
    "ExternalResult",
    "Hand",
    "HandResult",
    "HandResultKind",
    "Member",
    "Penalty",
    "PenaltyMode",
    "PenaltyReason",
    "Registration",
    "RegistrationMode",
    "RegistrationSettings",
    "RegistrationStatus",
    "ReseatingMode",
    "Round",
    "RoundStatus",
    "Season",
    "Seat",
    "SeatWind",
    "Stage",
    "StageEntrant",
    "StageSeating",
    "SubmitToken",
    "SubstituteRule",
    "Table",
    "TablePointsScheme",
    "TablePolicy",
    "Team",
    "TeamMembership",
    "TeamRule",
    "TeamSettings",
    "Wind",
    "member_ordering",
]
