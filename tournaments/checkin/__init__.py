"""Check-in on the day: the desk's list (one tap per player), a player's own check-in by a
personal link or at the door's QR code, the deadline, withdrawing the no-shows and late
arrivals. With check-in on, the seat draw seats only the players who checked in
(``seat_draws.selectors.field.event_field`` asks :func:`.selectors.desk.in_draw`).
See docs/check-in.md."""
