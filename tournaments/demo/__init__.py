"""The demo club's fixed content (``manage.py seed_demo`` writes it through the services)."""
