"""The club rating (openskill's Plackett-Luce model, docs/ratings.md): a pure engine
(``engine``, ``rows``), the selector that feeds it and caches its result, the rating list
with its exports and the rating section of a player's page."""
