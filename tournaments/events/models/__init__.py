"""Events, rounds and participants."""
