"""What OpenSearch Serverless offers others on the hub: its collections' front door (the app hands it the
requests ``protocol/aoss_hosts.py`` recognizes) and :class:`CollectionIngest`, through which Firehose's
OpenSearch Serverless destination indexes documents as its role."""

from __future__ import annotations

from typing import Protocol

from labcloud.context import Principal
from labcloud.front_doors import SearchCollections

__all__ = ["CollectionIngest", "SearchCollections"]


class CollectionIngest(Protocol):
    def index_documents(
        self, principal: Principal, endpoint: str, index: str, documents: list[bytes]
    ) -> list[tuple[str, str] | None]:
        """Index each JSON document (ids assigned by the collection) into ``index`` of the collection at
        ``endpoint``, authorized for ``principal`` as the data plane authorizes a ``_bulk`` request; per
        document None (indexed) or (error code, message), the codes prefixed ``AmazonOpenSearchServerless.``."""
        ...
