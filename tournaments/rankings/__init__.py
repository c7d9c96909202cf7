"""Rankings across tournaments: the EMA's MERS (``mers``, pure Python) and the club's
bridge to it (selectors: finished tournaments and imported external results; views:
the ranking list, a player's calculation, exports and the import). docs/rankings.md."""
