"""Reads of events: the home page's and a club's events, an event's rounds and which of
them are played."""
