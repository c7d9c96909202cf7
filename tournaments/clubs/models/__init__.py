"""The club's nouns: club, member, season."""
