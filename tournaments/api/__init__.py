"""The documented API (issue 43): read the clubs' results, enter hands, under /api/v1/."""
