"""What S3 offers CloudWatch for its AWS/S3 metrics (``interfaces.StorageTotals`` and
``interfaces.RequestMetricsFilters``): the storage totals the daily storage metrics report, and the
request-metrics configurations (``metrics_configurations``) that decide which requests count under which
``FilterId``, read on every S3 request, so kept in ``S3State.metrics_filters`` (updated by each change once it
commits, at most ``MAX_CACHED`` buckets: requests may name any number of missing ones). Imported when S3 is built: it needs
none of S3's operation modules."""

from __future__ import annotations

from typing import Any

from labcloud.services.s3.interfaces import BucketStorage
from labcloud.services.s3.repo import settings, storage_totals
from labcloud.services.s3.state import S3State

#: The bucket settings holding a bucket's metrics configurations: one row each, named ``metrics:<Id>``.
PREFIX = "metrics:"
MAX_CACHED = 10_000


class S3MetricsSources:
    def __init__(self, state: S3State) -> None:
        self.state = state

    def bucket_storage(self) -> list[BucketStorage]:
        return [BucketStorage(*row) for row in storage_totals.totals(self.state.store)]

    def request_metrics_filters(self, bucket: str) -> tuple[tuple[str, str], ...]:
        cache = self.state.metrics_filters
        found = cache.get(bucket)
        if found is None:
            if len(cache) >= MAX_CACHED:
                cache.clear()
            found = cache[bucket] = self._read(bucket)
        return found

    def _read(self, bucket: str) -> tuple[tuple[str, str], ...]:
        return tuple(
            (str(doc["Id"]), key_prefix(doc))
            for _, doc in settings.with_prefix(self.state.store, bucket, PREFIX)
        )


def key_prefix(doc: dict[str, Any]) -> str:
    """The key prefix a configuration's filter selects ("" for every request)."""
    spec = doc.get("Filter") or {}
    return str(spec.get("Prefix", (spec.get("And") or {}).get("Prefix", "")))


def changed(state: S3State, bucket: str, config_id: str, doc: dict[str, Any] | None) -> None:
    """A configuration was put (``doc``) or deleted (None) and committed: the cached filters follow."""
    cached = state.metrics_filters.get(bucket)
    if cached is None:
        return
    entries = dict(cached)
    if doc is None:
        entries.pop(config_id, None)
    else:
        entries[config_id] = key_prefix(doc)
    state.metrics_filters[bucket] = tuple(sorted(entries.items()))
