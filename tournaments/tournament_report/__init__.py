"""The tournament report: one page and its PDF that tell how an event went (docs/tournament-report.md)."""
