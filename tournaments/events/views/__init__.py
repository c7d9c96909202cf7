"""The home page, a club's page and calendar, an event's pages and house rules, and the
director's lifecycle buttons (start, reopen, finish, cancel)."""
