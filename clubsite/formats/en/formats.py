"""English as the clubs write it (day before month), instead of Django's US defaults."""

DATE_FORMAT = "j F Y"
SHORT_DATE_FORMAT = "d/m/Y"
DATETIME_FORMAT = "j F Y, H:i"
SHORT_DATETIME_FORMAT = "d/m/Y H:i"
TIME_FORMAT = "H:i"
FIRST_DAY_OF_WEEK = 1
