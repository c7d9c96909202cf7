"""Reads for the draw: the field, the draw page, where everyone sits."""
