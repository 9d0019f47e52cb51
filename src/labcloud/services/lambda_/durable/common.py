"""What every part of durable executions shares: their AWS-shaped errors, checkpoint tokens and callback
ids, the execution's history events (``GetDurableExecutionHistory``), the view's events and the list of
operations updated since the last invocation."""

from __future__ import annotations

import base64
import json
import secrets
from collections.abc import Mapping
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.lambda_.repo import durable as repo
from labcloud.services.lambda_.repo.durable import ExecutionRow
from labcloud.services.lambda_.state import LambdaState


def invalid(message: str) -> AwsError:
    return AwsError("InvalidParameterValueException", message, status=400, Type="User")


def not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFoundException", message, status=404, Type="User")


def new_token() -> str:
    return base64.b64encode(secrets.token_bytes(24)).decode()


def callback_id(arn: str, op_id: str) -> str:
    raw = json.dumps([arn, op_id, secrets.token_hex(4)]).encode()
    return base64.b64encode(raw).decode()


def parse_callback_id(value: str) -> tuple[str, str] | None:
    try:
        arn, op_id, _nonce = json.loads(base64.b64decode(value, validate=True))
    except (ValueError, TypeError):
        return None
    return (str(arn), str(op_id)) if isinstance(arn, str) and isinstance(op_id, str) else None


def history_event(
    state: LambdaState, ex: ExecutionRow, event_type: str, op: Mapping[str, Any] | None, **details: Any
) -> None:
    ex.events += 1
    doc: dict[str, Any] = {"EventType": event_type, "EventId": ex.events, "EventTimestamp": clock.now()}
    if op is not None:
        for key in ("Id", "Name", "ParentId", "SubType"):
            if op.get(key):
                doc[key] = op[key]
    if details:
        doc[f"{event_type}Details"] = details
    repo.add_event(state.store, ex.arn, ex.events, doc)


def payload_doc(value: Any) -> dict[str, Any]:
    return {"Payload": value} if value is not None else {}


def error_doc(value: Any) -> dict[str, Any]:
    return {"Payload": value} if value else {}


def publish(state: LambdaState, ex: ExecutionRow, kind: str, **data: Any) -> None:
    state.bus.publish(
        f"lambda.durable_execution.{kind}",
        service="lambda",
        account_id=ex.account_id,
        region=ex.region,
        resource=ex.arn,
        data={
            "function_name": ex.function_name,
            "execution_name": ex.exec_name,
            "status": ex.status,
            **data,
        },
    )


def mark_updated(ex: ExecutionRow, op_id: str) -> None:
    updated = list(ex.doc.get("_updated") or [])
    if op_id not in updated:
        updated.append(op_id)
    ex.doc["_updated"] = updated
