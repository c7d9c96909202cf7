"""Playing a round at its tables: hand entry through the one hand writer, corrections,
offline saves, who sits where and deals (the turn each table stores), the clock, the
players' table links, confirmation and closing a round."""
