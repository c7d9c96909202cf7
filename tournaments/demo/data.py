"""Fixed demo content: the club, its members and the logins printed by ``seed_demo``."""

CLUB_NAME = "Mahjong Club De Groene Draak"
CLUB_SLUG = "groene-draak"
VENUE = "Buurthuis De Linde, Utrecht"
EVENING_SLUG = "demo-evening"
TOURNAMENT_SLUG = "demo-tournament"
# the riichi evening (tournaments/demo/riichi.py): its players, from member index 20 on
RIICHI_EVENING_SLUG = "demo-riichi"
RIICHI_FIRST_MEMBER = 20
RIICHI_PLAYERS = 8
# the riichi tournament (tournaments/demo/riichi_tournament.py): 16 players from index 20 on
RIICHI_TOURNAMENT_SLUG = "demo-riichi-toernooi"
RIICHI_TOURNAMENT_PLAYERS = 16

# (username, password, role, member number of the login's member record)
DEMO_USERS: tuple[tuple[str, str, str, str], ...] = (
    ("admin", "admin-demo", "club admin", "001"),
    ("scorekeeper", "scorekeeper-demo", "scorekeeper", "002"),
    ("referee", "referee-demo", "referee", "003"),
)

# (member number, first name, last name, country, EMA number)
MEMBERS: tuple[tuple[str, str, str, str, str], ...] = (
    ("001", "Anneke", "de Vries", "NL", "04010001"),
    ("002", "Bram", "Jansen", "NL", "04010002"),
    ("003", "Carla", "Bakker", "NL", "04010003"),
    ("004", "Dirk", "Visser", "NL", ""),
    ("005", "Els", "Smit", "NL", "04010005"),
    ("006", "Frank", "Meijer", "NL", ""),
    ("007", "Gerda", "de Boer", "NL", "04010007"),
    ("008", "Hans", "Mulder", "NL", ""),
    ("009", "Ineke", "de Groot", "NL", ""),
    ("010", "Joost", "Bos", "NL", "04010010"),
    ("011", "Karin", "Vos", "NL", ""),
    ("012", "Lucas", "Peters", "NL", ""),
    ("013", "Mieke", "Hendriks", "NL", "04010013"),
    ("014", "Niels", "van Leeuwen", "NL", ""),
    ("015", "Olga", "Dekker", "NL", ""),
    ("016", "Pieter", "Brouwer", "NL", "04010016"),
    ("017", "Quirine", "de Wit", "NL", ""),
    ("018", "Ruud", "Dijkstra", "NL", ""),
    ("019", "Sanne", "Smits", "NL", ""),
    ("020", "Tom", "de Graaf", "NL", "04010020"),
    ("021", "Ursula", "Schneider", "DE", "02020021"),
    ("022", "Volker", "Fischer", "DE", ""),
    ("023", "Wendy", "Claes", "BE", "03030023"),
    ("024", "Xander", "van Dijk", "NL", ""),
    ("025", "Yvonne", "Kok", "NL", ""),
    ("026", "Zeger", "Jacobs", "NL", ""),
    ("027", "Li", "Wei", "NL", "04010027"),
    ("028", "Mei", "Chen", "NL", ""),
)

TOURNAMENT_GUESTS: tuple[str, ...] = ("Jürgen Weber", "Sophie Laurent")

# Finished MCR tournaments of the past months, for the EMA ranking (MERS) and the club
# rating: (slug, name, weeks before today, first member index, guests). Each seats 16:
# 16 - len(guests) members from that index on (wrapping), so most members play two or three.
MCR_RULESET = "mcr"
PAST_TOURNAMENTS: tuple[tuple[str, str, int, int, tuple[str, ...]], ...] = (
    ("demo-mcr-spring", "Lentetoernooi MCR (demo)", 30, 0, ("Jürgen Weber", "Sophie Laurent")),
    ("demo-mcr-summer", "Zomertoernooi MCR (demo)", 18, 6, ("Jürgen Weber",)),
    ("demo-mcr-autumn", "Herfsttoernooi MCR (demo)", 6, 12, ()),
)
# The autumn tournament played in teams (one player of each team per table in round 1).
TEAMS_TOURNAMENT = "demo-mcr-autumn"
TEAM_NAMES: tuple[str, ...] = ("Draken", "Tijgers", "Kraanvogels", "Bamboe")

# An upcoming tournament taking registrations (members and guests, a waiting list) with
# check-in on: tomorrow, so the check-in desk is the next thing to open.
UPCOMING_SLUG = "demo-open"
UPCOMING_NAME = "Groene Draak Open (demo)"
UPCOMING_PLACES = 16
# member numbers registering, in order (the first 16 registrations get a place)
UPCOMING_MEMBERS: tuple[str, ...] = (
    "002", "003", "004", "005", "007", "008", "009", "011",
    "013", "016", "018", "021", "022",
)  # fmt: skip
# guests: (name, e-mail address, club, country)
UPCOMING_GUESTS: tuple[tuple[str, str, str, str], ...] = (
    ("Jürgen Weber", "juergen.weber@example.org", "Mahjong Freunde Köln", "DE"),
    ("Sophie Laurent", "sophie.laurent@example.org", "Mahjong Club Lille", "FR"),
    ("Hiroshi Tanaka", "hiroshi.tanaka@example.org", "", "JP"),
)
# registered past the places: on the waiting list, in this order
UPCOMING_WAITING_MEMBERS: tuple[str, ...] = ("024", "026")
UPCOMING_WAITING_GUESTS: tuple[tuple[str, str, str, str], ...] = (
    ("Anna Kowalska", "anna.kowalska@example.org", "", "PL"),
)
# one registered member cancels: the first on the waiting list is offered the place
UPCOMING_CANCELS = "011"
# checked in already (online, through their personal link)
UPCOMING_CHECKED_IN: tuple[str, ...] = ("002", "003", "005", "013", "021")
