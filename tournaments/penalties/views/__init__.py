"""A referee's pages, and the table page's penalty section."""
