"""Reads for the reports, in a fixed number of queries."""
