"""The provider filters 100,000 events per FilterLogEvents call: matching must stay cheap."""

from __future__ import annotations

import time

from labcloud.services.logs.filter_pattern import compile_pattern

COPIES = 100_000 // 14 + 1  # the corpus has 14 events


def _run(pattern_text: str, corpus: dict[str, str]) -> tuple[float, int]:
    assert len(corpus) == 14
    events = list(corpus.values()) * COPIES
    matches = compile_pattern(pattern_text).matches
    started = time.perf_counter()
    hits = sum(1 for message in events if matches(message))
    return time.perf_counter() - started, hits


def test_term_pattern_over_100k_events_under_a_second(corpus):
    elapsed, hits = _run("RequestId -START", corpus)
    assert hits == 2 * COPIES  # END and REPORT
    assert elapsed < 1.0


def test_json_pattern_over_100k_events_under_a_second(corpus):
    elapsed, hits = _run('{ $.level = "ERROR" || $.latency < 100 }', corpus)
    assert hits == 2 * COPIES  # json_info and json_error
    assert elapsed < 1.0
