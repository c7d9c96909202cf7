"""Member import from a file: read within limits, preview with an error per row, confirm."""
