"""Reproducible coin flips: a fault decision is a pure function of a seed and what is being decided.

Hashing (rather than drawing from one shared random stream) keeps each decision independent of
the order in which concurrent deliveries happen to arrive, so the same seed gives the same faults.
"""

from __future__ import annotations

import hashlib


def chance(seed: int | str, *parts: object) -> float:
    """A number in [0, 1) fixed by ``seed`` and ``parts``."""
    text = "\x1f".join(str(p) for p in (seed, *parts)).encode()
    digest = hashlib.blake2b(text, digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2**64


def pick(seed: int | str, options: list[str] | tuple[str, ...], *parts: object) -> str:
    """One of ``options``, fixed by ``seed`` and ``parts``."""
    return options[int(chance(seed, "pick", *parts) * len(options))]
