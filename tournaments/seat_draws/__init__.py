"""The bridge between the pure seat-draw search (``tournaments.seating``) and the database, and the draw pages."""
