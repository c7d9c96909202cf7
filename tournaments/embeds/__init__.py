"""Embeds: a club's standings and events as small pages for other sites (issue 43)."""
