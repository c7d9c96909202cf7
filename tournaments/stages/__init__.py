"""Stages of a tournament: a cut, carry-over and seating by standings (docs/formats.md)."""
