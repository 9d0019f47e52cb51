"""The :class:`~.interfaces.CollectionGauges` OpenSearch Serverless offers CloudWatch: every collection's
status and its indexes' document counts and stored sizes, read from the store when sampled."""

from __future__ import annotations

from labcloud.services.opensearchserverless.interfaces import CollectionGauge, IndexGauge
from labcloud.services.opensearchserverless.state import AossState
from labcloud.services.opensearchserverless.views import status


class Gauges:
    def __init__(self, state: AossState) -> None:
        self.state = state

    def collection_gauges(self) -> list[CollectionGauge]:
        out = []
        for account, region, doc in self.state.records.collections_everywhere():
            indexes = tuple(
                IndexGauge(name, uuid, documents, size)
                for name, uuid, documents, size in self.state.documents.sizes(doc["id"])
            )
            out.append(
                CollectionGauge(account, region, doc["id"], doc["name"], status(self.state, doc), indexes)
            )
        return out
