"""Accounts: one-time links and the account page (``tournaments.core.features``)."""

from tournaments.core.features import Feature

FEATURE = Feature(name="accounts", urls="tournaments.accounts.urls")
