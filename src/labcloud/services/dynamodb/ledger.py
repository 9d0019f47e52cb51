"""The write-decision ledger: one ``dynamodb.write.decided`` event per attempted write.

Accepted writes are recorded inside the write's own transaction (so the record and the write
commit together); rejected writes are recorded after the failed transaction rolled back. The
internal route ``GET /_labcloud/dynamodb/ledger`` reads the records back, filtered by table,
key, outcome, operation and sequence number.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import json_document
from labcloud.context import Principal, RequestContext
from labcloud.internal.routes import InternalRequest, InternalResponse, error_response, json_response
from labcloud.services.dynamodb.codec import jsonable
from labcloud.services.dynamodb.publish import emit
from labcloud.services.dynamodb.state import DynamoDBState

if TYPE_CHECKING:
    from labcloud.services.dynamodb.tables import TableDef

AttributeValue = dict[str, Any]
Item = dict[str, AttributeValue]

KIND = "dynamodb.write.decided"
ACCEPTED = "Accepted"
REJECTED = "Rejected"


def record(
    state: DynamoDBState,
    ctx: RequestContext,
    table: TableDef,
    operation: str,
    key: Item,
    *,
    condition: str | None,
    outcome: str,
    error_code: str | None = None,
    before: Item | None = None,
    after: Item | None = None,
    **extra: Any,
) -> None:
    """Publish one ledger record (in the current transaction, if there is one)."""
    principal = ctx.principal
    emit(
        state,
        ctx,
        KIND,
        resource=table.arn,
        table=table.name,
        operation=operation,
        key=jsonable(key),
        condition=condition,
        outcome=outcome,
        error_code=error_code,
        item_before=jsonable(before),
        item_after=jsonable(after),
        principal=principal.arn,
        access_key=principal.access_key,
        lambda_request_id=ctx.lambda_request_id,
        request_id=ctx.request_id,
        **extra,
    )


def service_context(state: DynamoDBState, account_id: str, region: str, operation: str) -> RequestContext:
    """The context of work DynamoDB does on its own (TTL deletions)."""
    return RequestContext(
        service="dynamodb",
        operation=operation,
        account_id=account_id,
        region=region,
        principal=Principal(
            account_id=account_id, arn="dynamodb.amazonaws.com", kind="service", name="dynamodb.amazonaws.com"
        ),
        source="internal",
        endpoint=state.settings.endpoint,
    )


def _key_matches(wanted: str, key: dict[str, Any] | None) -> bool:
    if key is None:
        return False
    try:
        parsed = json_document.loads(wanted)
    except ValueError:
        parsed = None
    if isinstance(parsed, dict):
        return parsed == key
    for value in key.values():
        if isinstance(value, dict) and any(str(inner) == wanted for inner in value.values()):
            return True
    return False


def ledger_route(state: DynamoDBState, request: InternalRequest) -> InternalResponse:
    """``GET /_labcloud/dynamodb/ledger?table=&key=&outcome=&operation=&account=&region=&after=&limit=``."""
    table = request.arg("table")
    key = request.arg("key")
    outcome = request.arg("outcome")
    operation = request.arg("operation")
    account = request.arg("account")
    region = request.arg("region")
    limit = max(1, min(request.int_arg("limit", 1000), 10000))
    after = request.int_arg("after", 0)
    if outcome is not None and outcome not in (ACCEPTED, REJECTED):
        return error_response(400, "InvalidParameter", "outcome must be Accepted or Rejected")
    records: list[dict[str, Any]] = []
    cursor = after
    while len(records) < limit:
        events = state.bus.query(after=cursor, kinds=[KIND], limit=2000)
        if not events:
            break
        for event in events:
            cursor = event.seq
            data = event.data
            if table is not None and data.get("table") != table:
                continue
            if account is not None and event.account_id != account:
                continue
            if region is not None and event.region != region:
                continue
            if outcome is not None and data.get("outcome") != outcome:
                continue
            if operation is not None and data.get("operation") != operation:
                continue
            if key is not None and not _key_matches(key, data.get("key")):
                continue
            records.append(
                {
                    "seq": event.seq,
                    "ts": event.ts,
                    "account_id": event.account_id,
                    "region": event.region,
                    "table_arn": event.resource,
                    **data,
                }
            )
            if len(records) >= limit:
                break
    return json_response({"records": records, "last_seq": cursor})
