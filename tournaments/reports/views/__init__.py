"""Standings, the big screen, season, player pages, prizes and prints."""
