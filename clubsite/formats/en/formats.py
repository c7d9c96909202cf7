"""English as the clubs write it (day before month), instead of Django's US defaults."""

DATE_FORMAT = "j F Y"
SHORT_DATE_FORMAT = "d/m/Y"
DATETIME_FORMAT = "j F Y, H:i"
SHORT_DATETIME_FORMAT = "d/m/Y H:i"
TIME_FORMAT = "H:i"
FIRST_DAY_OF_WEEK = 1
MONTH_DAY_FORMAT = "j F"

# This project's names (the ``ldate`` template filter reads them), per language.
WEEKDAY_DATE = "l j F Y"  # Saturday 28 November 2026
DAY_MONTH_DATE = "j F"  # 28 November
SHORT_DAY_MONTH_DATE = "j M"  # 28 Nov
WEEKDAY_DAY_MONTH_DATE = "D j M"  # Sat 28 Nov
SHORT_MONTH_DATE = "j M Y"  # 28 Nov 2026
DAY_DATE = "j"  # 28 (the day on a calendar badge, the month below it)
