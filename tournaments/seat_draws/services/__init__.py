"""Writes of seat draws: the search's rounds as rows, swaps, reseating."""
