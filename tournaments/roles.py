"""The three staff roles and their model permissions.

Groups are created (and their permissions reset to this table) by
``tournaments.services.roles.roles_sync`` after every ``migrate``; it is idempotent.
"""

CLUB_ADMIN = "club admin"
SCOREKEEPER = "scorekeeper"
REFEREE = "referee"

_ALL = ("add", "change", "delete", "view")
_TOURNAMENT_MODELS = (
    "club",
    "member",
    "season",
    "event",
    "round",
    "table",
    "seat",
    "hand",
    "handresult",
)

# role -> {(app_label, model): actions}
ROLE_PERMISSIONS: dict[str, dict[tuple[str, str], tuple[str, ...]]] = {
    CLUB_ADMIN: {
        **{("tournaments", model): _ALL for model in _TOURNAMENT_MODELS},
        ("tournaments", "auditentry"): ("view",),
        ("auth", "user"): ("add", "change", "view"),
    },
    SCOREKEEPER: {
        **{("tournaments", model): ("view",) for model in _TOURNAMENT_MODELS},
        ("tournaments", "hand"): ("add", "change", "view"),
        ("tournaments", "handresult"): ("add", "change", "view"),
        ("tournaments", "table"): ("change", "view"),
    },
    REFEREE: {
        **{("tournaments", model): ("view",) for model in _TOURNAMENT_MODELS},
        ("tournaments", "hand"): _ALL,
        ("tournaments", "handresult"): _ALL,
        ("tournaments", "table"): ("change", "view"),
        ("tournaments", "seat"): ("add", "change", "view"),
        ("tournaments", "auditentry"): ("add", "view"),
    },
}

ROLES: tuple[str, ...] = tuple(ROLE_PERMISSIONS)
