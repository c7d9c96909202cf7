"""Writes of clubs, members, roles, seasons and house rules."""
