"""Matching a pattern over 100,000 events (what one FilterLogEvents call may filter) counts every hit.
(The time it takes is printed by bench/bench_filter_pattern.py, not asserted here.)"""

from __future__ import annotations

from labcloud.services.logs.filter_pattern import compile_pattern

COPIES = 100_000 // 14 + 1  # the corpus has 14 events


def _hits(pattern_text: str, corpus: dict[str, str]) -> int:
    assert len(corpus) == 14
    events = list(corpus.values()) * COPIES
    matches = compile_pattern(pattern_text).matches
    return sum(1 for message in events if matches(message))


def test_term_pattern_over_100k_events(corpus):
    assert _hits("RequestId -START", corpus) == 2 * COPIES  # END and REPORT


def test_json_pattern_over_100k_events(corpus):
    assert _hits('{ $.level = "ERROR" || $.latency < 100 }', corpus) == 2 * COPIES  # json_info and json_error
