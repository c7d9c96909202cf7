"""Seating draws for mahjong tournaments and club evenings (pure Python).

No Django here: pages and models call these functions with player ids and store
the frozen results. Main entry points:

* :func:`draw_tournament` / :func:`redraw_remaining` -- N players x R rounds,
  minimising repeat meetings, with fair byes / 5-player seats, balanced winds
  and table numbers; redraw keeps played rounds fixed.
* :func:`random_round`, :func:`reseat_by_ranking`, :func:`ranking_by_table_places`
  -- club evenings.
* :func:`draw_winds`, :func:`mcr_seat_winds` -- winds at one table.
* :func:`five_player_hand`, :func:`sitting_out` -- five-player table rotation.
"""

from .bounds import Bounds, counting_bounds
from .club import random_round, ranking_by_table_places, reseat_by_ranking, table_places
from .constraints import pairs_from_groups
from .designs import best_design
from .draw import DEFAULT_ITERATIONS, DEFAULT_TIME_BUDGET, draw_tournament, redraw_remaining
from .five_player import FiveHand, five_player_hand, passes_when_east_loses, sitting_out
from .model import WINDS, Draw, PlayerId, Quality, Round, Table
from .policy import Layout, TablePolicy, table_layout
from .quality import draw_bounds, measure, meetings, repeated_pairs
from .sit_out_turns import rotate_sitting_out, sat_out_counts
from .winds import MCR_CHART, draw_winds, mcr_seat_winds

__all__ = [
    "DEFAULT_ITERATIONS",
    "DEFAULT_TIME_BUDGET",
    "MCR_CHART",
    "WINDS",
    "Bounds",
    "Draw",
    "FiveHand",
    "Layout",
    "PlayerId",
    "Quality",
    "Round",
    "Table",
    "TablePolicy",
    "best_design",
    "counting_bounds",
    "draw_bounds",
    "draw_tournament",
    "draw_winds",
    "five_player_hand",
    "mcr_seat_winds",
    "measure",
    "meetings",
    "pairs_from_groups",
    "passes_when_east_loses",
    "random_round",
    "ranking_by_table_places",
    "redraw_remaining",
    "repeated_pairs",
    "reseat_by_ranking",
    "rotate_sitting_out",
    "sat_out_counts",
    "sitting_out",
    "table_layout",
    "table_places",
]
