"""Playing a round at its tables: hand entry, corrections, offline saves, the clock, the players' table links and confirmation."""
