"""Tables, seats, hands and each seat's result of a hand."""
