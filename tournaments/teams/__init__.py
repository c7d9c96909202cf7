"""Teams of a tournament: who plays for which team, the team standings (docs/teams.md)."""
