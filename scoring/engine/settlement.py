"""The zero-sum settlement of one hand: what each seat wins (+) or pays (-)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .tiles import WINDS


class SettlementError(ArithmeticError):
    """A settlement that does not sum to zero or is not in whole units: a bug, not bad input."""


@dataclass(frozen=True, init=False)
class Settlement:
    """Integer amounts per seat that sum to zero, checked when built."""

    amounts: Mapping[str, int]

    def __init__(self, amounts: Mapping[str, int]) -> None:
        if type(amounts) is dict and tuple(amounts) in _IN_ORDER:
            copy = dict(amounts)  # already in seat order: a copy the caller cannot change
        else:
            copy = {seat: amounts[seat] for seat in _ordered(amounts)}
        for seat, amount in copy.items():
            if type(amount) is not int:
                raise SettlementError(f"settlement of {seat} is not an integer: {amount!r}")
        total = sum(copy.values())
        if total != 0:
            raise SettlementError(f"settlement does not sum to zero ({total}): {copy}")
        # the one field written directly (a frozen dataclass refuses attribute assignment)
        self.__dict__["amounts"] = MappingProxyType(copy)

    @classmethod
    def zero(cls, seats: Iterable[str]) -> Settlement:
        return cls({seat: 0 for seat in seats})

    @classmethod
    def from_payments(
        cls, seats: Iterable[str], payments: Iterable[tuple[str, str, int]]
    ) -> Settlement:
        """Build from ``(payer, payee, amount)`` transfers."""
        amounts = {seat: 0 for seat in seats}
        for payer, payee, amount in payments:
            amounts[payer] -= amount
            amounts[payee] += amount
        return cls(amounts)

    def __getitem__(self, seat: str) -> int:
        return self.amounts[seat]

    def as_dict(self) -> dict[str, int]:
        return dict(self.amounts)


#: every tuple of seat winds already in wind order (what :func:`_ordered` would keep as is)
_IN_ORDER = frozenset(
    tuple(w for i, w in enumerate(WINDS) if mask >> i & 1) for mask in range(1 << len(WINDS))
)


def _ordered(seats: Iterable[str]) -> list[str]:
    seats = list(seats)
    return [w for w in WINDS if w in seats] + [s for s in seats if s not in WINDS]
