"""The control plane's CreateIndex, GetIndex, UpdateIndex and DeleteIndex: the same indexes the data plane
serves, named by collection id; ``indexSchema`` is the create-index body (``settings``, ``mappings``).
Like the data plane, they need a data access policy granting the caller the index permission (IAM's
``aoss:CreateIndex``... on the collection is checked by the pipeline first). OpenSearch's errors become
ValidationException, a missing index or collection ResourceNotFoundException."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.opensearchserverless import errors, index_data
from labcloud.services.opensearchserverless.access import Denied, require
from labcloud.services.opensearchserverless.collection_ops import find
from labcloud.services.opensearchserverless.os_errors import SearchError
from labcloud.services.opensearchserverless.repo.records import Doc
from labcloud.services.opensearchserverless.state import AossState

if TYPE_CHECKING:
    from labcloud.services.opensearchserverless.api import (
        CreateIndexRequest,
        CreateIndexResponse,
        DeleteIndexRequest,
        DeleteIndexResponse,
        GetIndexRequest,
        GetIndexResponse,
        UpdateIndexRequest,
        UpdateIndexResponse,
    )


def _allowed(state: AossState, ctx: RequestContext, collection: Doc, permission: str, index: str) -> None:
    try:
        require(state, ctx.principal, ctx.account_id, ctx.region, collection, permission, index)
    except Denied:
        from labcloud.errors import AwsError

        raise AwsError(
            "AccessDeniedException",
            f"No data access policy of collection {collection['name']} grants {permission} on index/{collection['name']}/{index}",
            status=403,
        ) from None


def _aws(error: SearchError) -> Exception:
    if error.status == 404:
        return errors.not_found(error.reason)
    return errors.validation(error.reason)


def create_index(state: AossState, request: CreateIndexRequest, ctx: RequestContext) -> CreateIndexResponse:
    collection = find(state, ctx, request["id"])
    _allowed(state, ctx, collection, "aoss:CreateIndex", request["indexName"])
    try:
        index_data.create(
            state,
            ctx.account_id,
            ctx.region,
            collection,
            request["indexName"],
            request.get("indexSchema") or {},
        )
    except SearchError as error:
        raise _aws(error) from None
    return {}


def get_index(state: AossState, request: GetIndexRequest, ctx: RequestContext) -> GetIndexResponse:
    collection = find(state, ctx, request["id"])
    _allowed(state, ctx, collection, "aoss:DescribeIndex", request["indexName"])
    try:
        index = index_data.get(state, collection, request["indexName"])
    except SearchError as error:
        raise _aws(error) from None
    return {"indexSchema": {"mappings": index.mappings, "settings": index_data.described(index)["settings"]}}


def update_index(state: AossState, request: UpdateIndexRequest, ctx: RequestContext) -> UpdateIndexResponse:
    collection = find(state, ctx, request["id"])
    _allowed(state, ctx, collection, "aoss:UpdateIndex", request["indexName"])
    schema = request.get("indexSchema") or {}
    if not isinstance(schema, dict) or set(schema) - {"mappings"}:
        raise errors.validation(
            'UpdateIndex changes only an index\'s mappings: give indexSchema {"mappings": {...}}'
        )
    try:
        index = index_data.get(state, collection, request["indexName"])
        index_data.put_mapping(
            state, ctx.account_id, ctx.region, collection, index, schema.get("mappings") or {}
        )
    except SearchError as error:
        raise _aws(error) from None
    return {}


def delete_index(state: AossState, request: DeleteIndexRequest, ctx: RequestContext) -> DeleteIndexResponse:
    collection = find(state, ctx, request["id"])
    _allowed(state, ctx, collection, "aoss:DeleteIndex", request["indexName"])
    try:
        index = index_data.get(state, collection, request["indexName"])
    except SearchError as error:
        raise _aws(error) from None
    index_data.delete(state, ctx.account_id, ctx.region, collection, index)
    return {}
