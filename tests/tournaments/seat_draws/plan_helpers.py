"""Helpers of the seating plan tests: a plan's file from rows, the stored seating."""

import csv
import io

from openpyxl import Workbook

from tournaments.play.models import Seat

HEADER = ("round", "table", "seat", "player")


def csv_file(rows, header=HEADER) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue().encode("utf-8")


def xlsx_file(rows, header=HEADER) -> bytes:
    workbook = Workbook()
    sheet = workbook.active
    sheet.append(list(header))
    for row in rows:
        sheet.append(list(row))
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()


def seating_of(event) -> set[tuple]:
    """Who sits where: (round, table, position, wind, member id, guest name) per seat."""
    return set(
        Seat.objects.filter(round__event=event).values_list(
            "round__number", "table__number", "position", "wind", "member_id", "guest_name"
        )
    )
