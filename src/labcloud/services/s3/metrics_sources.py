"""What S3 offers CloudWatch for its AWS/S3 metrics (``interfaces.StorageTotals`` and
``interfaces.RequestMetricsFilters``): the storage totals the daily storage metrics report, and the
request-metrics configurations (``metrics_configurations``) that decide which requests count under which
``FilterId``. Imported when S3 is built: it needs none of S3's operation modules."""

from __future__ import annotations

from labcloud.services.s3.interfaces import BucketStorage
from labcloud.services.s3.repo import settings, storage_totals
from labcloud.store.db import Store

#: The bucket setting holding a bucket's metrics configurations ({Id: configuration}).
SETTING = "metrics"


class S3MetricsSources:
    def __init__(self, store: Store) -> None:
        self.store = store

    def bucket_storage(self) -> list[BucketStorage]:
        return [BucketStorage(*row) for row in storage_totals.totals(self.store)]

    def request_metrics_filters(self, bucket: str) -> tuple[tuple[str, str], ...]:
        found = settings.get(self.store, bucket, SETTING)
        if not found:
            return ()
        out = []
        for config_id, doc in found.items():
            spec = doc.get("Filter") or {}
            prefix = spec.get("Prefix", (spec.get("And") or {}).get("Prefix", ""))
            out.append((str(config_id), str(prefix)))
        return tuple(out)
