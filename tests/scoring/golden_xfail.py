"""Golden cases believed wrong, each with the reason (and the seed passage quoted in the
issue note). A listed case that starts passing fails the suite (strict xfail)."""

XFAIL: dict[str, str] = {}
