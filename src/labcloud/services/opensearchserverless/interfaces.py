"""What OpenSearch Serverless offers others on the hub: its collections' front door (the app hands it the
requests ``protocol/aoss_hosts.py`` recognizes), :class:`CollectionIngest`, through which Firehose's
OpenSearch Serverless destination indexes documents as its role, and :class:`CollectionGauges`, what
CloudWatch samples for AWS/AOSS (ActiveCollection, SearchableDocuments, StorageUsedInS3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from labcloud.context import Principal
from labcloud.front_doors import SearchCollections

__all__ = ["CollectionGauge", "CollectionGauges", "CollectionIngest", "IndexGauge", "SearchCollections"]


class CollectionIngest(Protocol):
    def index_documents(
        self, principal: Principal, endpoint: str, index: str, documents: list[bytes]
    ) -> list[tuple[str, str] | None]:
        """Index each JSON document (ids assigned by the collection) into ``index`` of the collection at
        ``endpoint``, authorized for ``principal`` as the data plane authorizes a ``_bulk`` request; per
        document None (indexed) or (error code, message), the codes prefixed ``AmazonOpenSearchServerless.``."""
        ...


@dataclass(frozen=True, slots=True)
class IndexGauge:
    name: str
    #: the index's uuid (AWS/AOSS's ``IndexId``)
    index_id: str
    documents: int
    #: bytes its documents' sources hold in the store
    size: int


@dataclass(frozen=True, slots=True)
class CollectionGauge:
    account_id: str
    region: str
    collection_id: str
    name: str
    status: str
    indexes: tuple[IndexGauge, ...]


class CollectionGauges(Protocol):
    def collection_gauges(self) -> list[CollectionGauge]:
        """Every collection, with its status and each index's document count and size, read now."""
        ...
