"""Shared by every feature: permissions and roles, request integers, the model choices, small view helpers."""
