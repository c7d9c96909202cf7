"""Fixed demo content: the club, its members and the logins printed by ``seed_demo``."""

CLUB_NAME = "Mahjong Club De Groene Draak"
CLUB_SLUG = "groene-draak"
VENUE = "Buurthuis De Linde, Utrecht"
EVENING_SLUG = "demo-evening"
TOURNAMENT_SLUG = "demo-tournament"

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
