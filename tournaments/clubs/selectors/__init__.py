"""Reads of clubs, members and roles."""
