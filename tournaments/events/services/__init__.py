"""Writes of events, rounds, registrations and the lifecycle."""
