"""German dates (Duden): a comma after the weekday and a full stop after the day; Django's
own German formats (DATE_FORMAT "j. F Y") for the rest. The names ending in ``_DATE`` are
this project's (the ``ldate`` template filter reads them)."""

WEEKDAY_DATE = "l, j. F Y"  # Samstag, 28. November 2026
DAY_MONTH_DATE = "j. F"  # 28. November
SHORT_DAY_MONTH_DATE = "j. M"  # 28. Nov
WEEKDAY_DAY_MONTH_DATE = "D, j. M"  # Sa, 28. Nov
SHORT_MONTH_DATE = "j. M Y"  # 28. Nov 2026
DAY_DATE = "j."  # 28. (the day on a calendar badge, the month below it)
