"""Small finite fields GF(p^k), just enough arithmetic for the block designs.

The zero-repeat constructions in :mod:`.designs` need addition and multiplication
in GF(q) for q = 3, 4, 5, 7, 8, 9, 16, 25, ... Fields are tiny (q <= 128), so we
precompute full tables once and keep the code free of any third-party dependency.
Elements are ints 0..q-1: the base-p digits of the int are the coefficients of
the polynomial representing the element.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

MAX_ORDER = 128


def prime_power(q: int) -> tuple[int, int] | None:
    """Return (p, k) with q == p**k and p prime, or None."""
    if q < 2:
        return None
    p = next(d for d in range(2, q + 1) if q % d == 0)
    k, rest = 0, q
    while rest % p == 0:
        rest //= p
        k += 1
    return (p, k) if rest == 1 else None


def _poly_mul_mod(a: list[int], b: list[int], mod: list[int], p: int) -> list[int]:
    """Multiply coefficient lists (low degree first) modulo a monic polynomial."""
    k = len(mod) - 1
    prod = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            prod[i + j] = (prod[i + j] + x * y) % p
    for d in range(len(prod) - 1, k - 1, -1):
        c = prod[d]
        if c:
            for i in range(k + 1):
                prod[d - k + i] = (prod[d - k + i] - c * mod[i]) % p
    return (prod + [0] * k)[:k]


def _digits(x: int, p: int, k: int) -> list[int]:
    out = []
    for _ in range(k):
        out.append(x % p)
        x //= p
    return out


def _number(coeffs: list[int], p: int) -> int:
    return sum(c * p**i for i, c in enumerate(coeffs))


def _irreducible(p: int, k: int) -> list[int]:
    """First monic irreducible polynomial of degree k over GF(p) (brute force)."""
    for tail in range(p**k):
        mod = [*_digits(tail, p, k), 1]
        if mod[0] == 0:
            continue
        # Irreducible iff it has no monic factor of degree 1..k//2.
        if not any(_divides(f, mod, p) for d in range(1, k // 2 + 1) for f in _monics(p, d)):
            return mod
    raise ValueError(f"no irreducible polynomial of degree {k} over GF({p})")


def _monics(p: int, d: int) -> Iterator[list[int]]:
    for tail in range(p**d):
        yield [*_digits(tail, p, d), 1]


def _divides(f: list[int], g: list[int], p: int) -> bool:
    r = list(g)
    inv = pow(f[-1], p - 2, p)
    while len(r) >= len(f):
        c = r[-1] * inv % p
        shift = len(r) - len(f)
        for i, x in enumerate(f):
            r[shift + i] = (r[shift + i] - c * x) % p
        while r and r[-1] == 0:
            r.pop()
    return not r


@dataclass(frozen=True)
class Field:
    """GF(q) with precomputed addition and multiplication tables."""

    q: int
    p: int
    add: tuple[tuple[int, ...], ...]
    mul: tuple[tuple[int, ...], ...]

    def neg(self, a: int) -> int:
        return self.add[a].index(0)

    def sub(self, a: int, b: int) -> int:
        return self.add[a][self.neg(b)]

    def inv(self, a: int) -> int:
        if a == 0:
            raise ZeroDivisionError("0 has no inverse")
        return self.mul[a].index(1)

    def power(self, a: int, e: int) -> int:
        out = 1
        for _ in range(e):
            out = self.mul[out][a]
        return out


@cache
def field(q: int) -> Field:
    """Return GF(q); raises ValueError unless q is a prime power <= MAX_ORDER."""
    pk = prime_power(q)
    if pk is None or q > MAX_ORDER:
        raise ValueError(f"GF({q}) is not supported")
    p, k = pk
    mod = _irreducible(p, k) if k > 1 else [0, 1]
    elems = [_digits(x, p, k) for x in range(q)]
    add = tuple(
        tuple(_number([(a + b) % p for a, b in zip(ea, eb, strict=True)], p) for eb in elems)
        for ea in elems
    )
    if k == 1:
        mul = tuple(tuple(a * b % p for b in range(q)) for a in range(q))
    else:
        mul = tuple(
            tuple(_number(_poly_mul_mod(ea, eb, mod, p), p) for eb in elems) for ea in elems
        )
    return Field(q=q, p=p, add=add, mul=mul)
