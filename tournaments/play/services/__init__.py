"""Writes at a table: the one hand writer and the paths to it (entry, saves, corrections), tables and seats, the clock, links, confirmation."""
