"""What the fuzz run sent: requests per (service:protocol:operation), and each 5xx or hang seen."""

from __future__ import annotations

from collections import Counter

TALLY: Counter[str] = Counter()
FAILURES: list[str] = []
