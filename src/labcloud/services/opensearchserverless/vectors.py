"""Exact k-NN scoring: each space type's distance and the score OpenSearch's k-NN plugin makes of it
(higher is closer): ``l2`` 1/(1+d²), ``cosinesimil`` (1+cos)/2, ``innerproduct`` 1+dot when the dot product
is positive else 1/(1-dot), ``l1`` 1/(1+Σ|a-b|), ``linf`` 1/(1+max|a-b|)."""

from __future__ import annotations

import math
from collections.abc import Sequence


def score(space: str, query: Sequence[float], vector: Sequence[float]) -> float:
    if space == "l2":
        return 1.0 / (1.0 + sum((a - b) ** 2 for a, b in zip(query, vector, strict=True)))
    if space == "cosinesimil":
        dot = sum(a * b for a, b in zip(query, vector, strict=True))
        norms = math.sqrt(sum(a * a for a in query)) * math.sqrt(sum(b * b for b in vector))
        cosine = dot / norms if norms else 0.0
        return (1.0 + cosine) / 2.0
    if space == "innerproduct":
        dot = sum(a * b for a, b in zip(query, vector, strict=True))
        return 1.0 + dot if dot >= 0 else 1.0 / (1.0 - dot)
    if space == "l1":
        return 1.0 / (1.0 + sum(abs(a - b) for a, b in zip(query, vector, strict=True)))
    return 1.0 / (1.0 + max((abs(a - b) for a, b in zip(query, vector, strict=True)), default=0.0))
