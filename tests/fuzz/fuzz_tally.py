"""What the fuzz run sent: requests per (service:protocol:operation), each 5xx, hang or undeclared
error seen, and the server's resident memory after each operation's batch."""

from __future__ import annotations

from collections import Counter

TALLY: Counter[str] = Counter()
FAILURES: list[str] = []
PEAK_RSS: list[int] = [0]
