"""Exports every feature shares: an ``Exporter`` says which rows (``exporter``), a renderer
turns it into xlsx, csv or PDF (``renderers``), ``download`` into the answer to a download.
Here, below every feature, so registration (before ``reports``) uses the same writers."""
