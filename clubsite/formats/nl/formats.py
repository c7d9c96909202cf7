"""Dutch dates as the clubs write them; Django's own Dutch formats for the rest. The names
ending in ``_DATE`` are this project's (the ``ldate`` template filter reads them)."""

WEEKDAY_DATE = "l j F Y"  # zaterdag 28 november 2026
DAY_MONTH_DATE = "j F"  # 28 november
SHORT_DAY_MONTH_DATE = "j b"  # 28 nov (b: Dutch months are lower case; M gives "Nov")
WEEKDAY_DAY_MONTH_DATE = "D j b"  # za 28 nov
SHORT_MONTH_DATE = "j b Y"  # 28 nov 2026
DAY_DATE = "j"  # 28 (the day on a calendar badge, the month below it)
