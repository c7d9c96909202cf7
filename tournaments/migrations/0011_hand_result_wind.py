"""Each hand result stores the seat wind its player held in that hand (issue 18).

Existing results get the wind the code derived until now: the dealer is East, then the
playing seats by position; at a five-player table the seat without a result sat out.
"""

from django.db import migrations, models

WINDS = "ESWN"


def derived_winds(seat_ids: list[int], playing: set[int], dealer_id: int | None) -> dict[int, str]:
    """The old derivation (``seat_ids`` in position order): seat id -> wind, or {} when the
    hand cannot be read that way (then its results keep no wind and ``verify`` says so)."""
    out = None
    if len(seat_ids) == 5:
        out = next((s for s in seat_ids if s not in playing), None)
    players = [s for s in seat_ids if s != out]
    dealer = dealer_id if dealer_id in seat_ids else (seat_ids[0] if seat_ids else None)
    if len(players) > 4 or dealer not in players:
        return {}
    start = players.index(dealer)
    return dict(zip(players[start:] + players[:start], WINDS, strict=False))


def fill_winds(apps, schema_editor):
    Hand = apps.get_model("tournaments", "Hand")
    Seat = apps.get_model("tournaments", "Seat")
    HandResult = apps.get_model("tournaments", "HandResult")
    seats: dict[int, list[int]] = {}
    for seat_id, table_id in Seat.objects.order_by("table_id", "position").values_list(
        "pk", "table_id"
    ):
        seats.setdefault(table_id, []).append(seat_id)
    results: dict[int, dict[int, int]] = {}  # hand id -> seat id -> result id
    for pk, hand_id, seat_id in HandResult.objects.values_list("pk", "hand_id", "seat_id"):
        results.setdefault(hand_id, {})[seat_id] = pk
    changed = []
    hands = Hand.objects.values_list("pk", "table_id", "dealer_id")
    for hand_id, table_id, dealer_id in hands.iterator():
        by_seat = results.get(hand_id, {})
        winds = derived_winds(seats.get(table_id, []), set(by_seat), dealer_id)
        changed += [HandResult(pk=by_seat[s], wind=w) for s, w in winds.items() if s in by_seat]
    HandResult.objects.bulk_update(changed, ["wind"], batch_size=2000)


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0010_offline_idempotency_key"),
    ]

    operations = [
        migrations.AddField(
            model_name="handresult",
            name="wind",
            field=models.CharField(
                choices=[("E", "East"), ("S", "South"), ("W", "West"), ("N", "North")],
                default="",
                max_length=1,
                verbose_name="seat wind",
            ),
            preserve_default=False,
        ),
        migrations.RunPython(fill_winds, migrations.RunPython.noop),
        migrations.AddConstraint(
            model_name="handresult",
            constraint=models.UniqueConstraint(
                condition=models.Q(("wind", ""), _negated=True),
                fields=("hand", "wind"),
                name="hand_result_unique_per_wind",
            ),
        ),
    ]
