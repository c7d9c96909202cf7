"""The table page and everything a scorekeeper's device asks."""
