"""The event pages and the director's lifecycle buttons."""
