"""Reports: pure typed rows and rankings (standings, table points, tie-breaks, trophies,
sheets, line charts), exporters and renderers (xlsx, csv, PDF), and the selectors and views
of the standings, big screen, season, player pages, prizes and prints."""
