"""AWS/AOSS metrics as OpenSearch Serverless publishes them, dimensions ``ClientId`` (the account),
``CollectionId`` and ``CollectionName`` (and ``IndexId``, ``IndexName`` for the per-index ones).

From the data plane's ``aoss.request`` events: 2xx/3xx/4xx/5xx (every request), SearchRequestRate,
SearchRequestLatency (milliseconds) and SearchRequestErrors (``_search``/``_msearch``), IngestionRequestRate,
IngestionRequestLatency (seconds), IngestionRequestSuccess and IngestionRequestErrors (``_bulk``, and
Firehose's deliveries), IngestionDocumentRate, IngestionDocumentErrors and IngestionDataRate (GiB) per index.
Sampled gauges, each resolution period: ActiveCollection (1 while ACTIVE; never 0, as AWS documents),
SearchableDocuments and StorageUsedInS3 (the bytes labcloud stores of the index's documents) per index.

Not published: the OCU metrics (labcloud has no capacity units), DeletedDocuments (labcloud does not keep
deleted documents to count) and the vector acceleration OCUs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event
from labcloud.services.opensearchserverless.interfaces import CollectionGauge

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/AOSS"
_GIB = float(1 << 30)


def on_event(rec: Samples, event: Event) -> None:
    if event.kind != "aoss.request":
        return
    data = event.data
    where = (event.account_id, event.region)
    dims = (
        ("ClientId", event.account_id),
        ("CollectionId", str(data.get("collection_id", ""))),
        ("CollectionName", str(data.get("collection", ""))),
    )
    status = int(data.get("status", 500))
    failed = status >= 400
    rec.record(where, NS, f"{status // 100}xx", dims, 1.0, "Count")
    request = data.get("request")
    millis = float(data.get("ms", 0.0))
    if request == "search":
        rec.record(where, NS, "SearchRequestRate", dims, 1.0, "Count")
        rec.record(where, NS, "SearchRequestLatency", dims, millis, "Milliseconds")
        if failed:
            rec.record(where, NS, "SearchRequestErrors", dims, 1.0, "Count")
    elif request == "ingest":
        rec.record(where, NS, "IngestionRequestRate", dims, 1.0, "Count")
        rec.record(where, NS, "IngestionRequestLatency", dims, millis / 1000, "Seconds")
        rec.record(
            where, NS, "IngestionRequestErrors" if failed else "IngestionRequestSuccess", dims, 1.0, "Count"
        )
        for name, index_id, written, errors, size in data.get("indexes") or []:
            index_dims = (*dims, ("IndexId", str(index_id)), ("IndexName", str(name)))
            rec.record(where, NS, "IngestionDocumentRate", index_dims, float(written), "Count")
            rec.record(where, NS, "IngestionDocumentErrors", index_dims, float(errors), "Count")
            rec.record(where, NS, "IngestionDataRate", index_dims, float(size) / _GIB, "Gigabytes")


def sample(rec: Samples, collections: list[CollectionGauge]) -> None:
    for one in collections:
        where = (one.account_id, one.region)
        dims = (
            ("ClientId", one.account_id),
            ("CollectionId", one.collection_id),
            ("CollectionName", one.name),
        )
        if one.status == "ACTIVE":
            rec.record(where, NS, "ActiveCollection", dims, 1.0, "None")
        for index in one.indexes:
            index_dims = (*dims, ("IndexId", index.index_id), ("IndexName", index.name))
            rec.record(where, NS, "SearchableDocuments", index_dims, float(index.documents), "Count")
            rec.record(where, NS, "StorageUsedInS3", index_dims, float(index.size), "Bytes")
