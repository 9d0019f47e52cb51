"""DynamoDB's internal routes: ``GET /_labcloud/dynamodb/ledger`` (``ledger.py``) and
``GET /_labcloud/dynamodb/tables`` (every table with its first items, for the view and the lab checkers)."""

from __future__ import annotations

from typing import Any

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.dynamodb import ledger
from labcloud.services.dynamodb.codec import jsonable
from labcloud.services.dynamodb.state import DynamoDBState


def tables_snapshot(state: DynamoDBState, request: InternalRequest) -> InternalResponse:
    from labcloud.services.dynamodb.table_meta import (
        key_schema_doc,  # not with the routes, built with the service
    )

    limit = max(0, min(request.int_arg("limit", 200), 5000))
    wanted = request.arg("table")
    result: list[dict[str, Any]] = []
    for account_id, region, name in state.tables.everywhere():
        if wanted is not None and name != wanted:
            continue
        table = state.tables.find(account_id, region, name)
        if table is None:
            continue
        counts = state.items.counts(table)
        items = [jsonable(item) for item in state.items.first(table.tid, limit)]
        result.append(
            {
                "account_id": table.account_id,
                "region": table.region,
                "name": table.name,
                "arn": table.arn,
                "key_schema": key_schema_doc(table.definition.key_schema),
                "attribute_definitions": [d.to_doc() for d in table.definition.attribute_definitions],
                "indexes": [
                    {
                        "name": i.name,
                        "local": i.local,
                        "key_schema": key_schema_doc(i.spec.key_schema),
                        "projection": None if i.spec.projection is None else i.spec.projection.to_doc(),
                    }
                    for i in table.indexes.values()
                ],
                "ttl_attribute": table.ttl_attribute,
                "item_count": counts[None][0],
                "items": items,
                "items_truncated": counts[None][0] > len(items),
            }
        )
    return json_response({"tables": result})


def routes(state: DynamoDBState) -> tuple[InternalRoute, ...]:
    return (
        InternalRoute("GET", "/dynamodb/ledger", lambda request: ledger.ledger_route(state, request)),
        InternalRoute("GET", "/dynamodb/tables", lambda request: tables_snapshot(state, request)),
    )
