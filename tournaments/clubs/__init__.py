"""Clubs, members, roles, seasons and house rules."""
