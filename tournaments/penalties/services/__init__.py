"""Writes of penalties and substitutes."""
