"""Documents other services index into a collection (Firehose's OpenSearch Serverless destination): the
collection named by its endpoint, the caller authorized as a ``_bulk`` request's signer would be (IAM's
``aoss:APIAccessAll``, the network policy, ``aoss:WriteDocument`` and, for a new index,
``aoss:CreateIndex`` in a data access policy), each document parsed and indexed with an id of the
collection's, in one transaction."""

from __future__ import annotations

import json
import re
import time

from labcloud.context import Principal
from labcloud.services.opensearchserverless import document_data, index_data, request_events
from labcloud.services.opensearchserverless.access import Denied, admit, require
from labcloud.services.opensearchserverless.events import publish
from labcloud.services.opensearchserverless.os_errors import SearchError
from labcloud.services.opensearchserverless.state import AossState

_ENDPOINT = re.compile(r"^https?://(?P<id>[a-z0-9]{3,40})\.[a-z0-9-]+\.aoss\.[a-z0-9.-]+(?::\d+)?/?$")
_PREFIX = "AmazonOpenSearchServerless."


class Ingest:
    """The :class:`~labcloud.services.opensearchserverless.interfaces.CollectionIngest` OpenSearch
    Serverless offers."""

    def __init__(self, state: AossState) -> None:
        self.state = state

    def index_documents(
        self, principal: Principal, endpoint: str, index: str, documents: list[bytes]
    ) -> list[tuple[str, str] | None]:
        state = self.state
        match = _ENDPOINT.match(endpoint)
        found = None if match is None else state.records.collection_anywhere(match.group("id"))
        if found is None:
            return [(f"{_PREFIX}ResourceNotFound", f"No collection answers at {endpoint}")] * len(documents)
        account, region, collection = found
        try:
            index_data.check_name(index)
            admit(state, principal, account, region, collection)
            require(state, principal, account, region, collection, "aoss:WriteDocument", index)
            if state.documents.index(collection["id"], index) is None:
                require(state, principal, account, region, collection, "aoss:CreateIndex", index)
        except Denied as denied:
            reason = f"{principal.arn} may not write to index/{collection['name']}/{index}: {denied.reason}"
            return [(f"{_PREFIX}AccessDenied", reason)] * len(documents)
        except SearchError as error:
            return [(f"{_PREFIX}InvalidIndexName", error.reason)] * len(documents)
        results: list[tuple[str, str] | None] = []
        started = time.monotonic()
        with state.store.transaction():
            for data in documents:
                try:
                    source = json.loads(data)
                except (ValueError, RecursionError) as exc:
                    results.append((f"{_PREFIX}MalformedData", f"The record is not a JSON document: {exc}"))
                    continue
                try:
                    target = state.documents.index(collection["id"], index)
                    if target is None:
                        target = index_data.create(state, account, region, collection, index, {})
                    document_data.write(state, target, None, source)
                    results.append(None)
                except SearchError as error:
                    results.append((f"{_PREFIX}{error.kind}", error.reason))
            publish(
                state,
                "aoss.documents.bulk",
                account,
                region,
                collection["arn"],
                collection=collection["name"],
                actions=len(documents),
                errors=any(r is not None for r in results),
            )
        written = [r is None for r in results]
        counts = [
            sum(written),
            len(written) - sum(written),
            sum(len(d) for d, w in zip(documents, written, strict=True) if w),
        ]
        request_events.published(
            state, account, region, collection, "ingest", 200, time.monotonic() - started, {index: counts}
        )
        return results
