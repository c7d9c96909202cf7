"""Reads (HackSoft selectors): one module per concept, mirroring ``services/``. They use
models and the pure packages, never services or views."""
