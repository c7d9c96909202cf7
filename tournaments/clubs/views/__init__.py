"""The club's pages: club, members, roles, house rules, member import."""
