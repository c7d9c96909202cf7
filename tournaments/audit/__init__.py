"""The audit trail: who changed what, written by every staff write, read on the audit pages."""
