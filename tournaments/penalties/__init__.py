"""Penalties outside a hand, and substitutes."""
