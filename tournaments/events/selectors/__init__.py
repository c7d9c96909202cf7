"""Reads of events and the lifecycle pages."""
