"""Reads at a table: its state, who sits where and deals, breakdowns, pao advice, the clock, links."""
