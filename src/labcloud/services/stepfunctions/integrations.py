"""Task integrations: one Task attempt as a call of another service through the pipeline, made as the
state machine's role (so IAM decides), with the result and error names Step Functions gives them."""

from __future__ import annotations

import base64
import json
from datetime import datetime
from typing import Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.json_document import loads as load_json
from labcloud.services.stepfunctions import sdk_names
from labcloud.services.stepfunctions.asl.errors import StatesError
from labcloud.services.stepfunctions.asl.resources import Target
from labcloud.services.stepfunctions.state import Caller

_LAMBDA_PARAMETERS = {"FunctionName", "Payload", "Qualifier", "InvocationType", "ClientContext", "LogType"}


def _plain(value: Any) -> Any:
    """A service response as JSON values (blobs as base64 text, timestamps as ISO text)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, bytes | bytearray):
        return base64.b64encode(bytes(value)).decode()
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def _payload_bytes(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode()


def _function_result(answer: dict[str, Any]) -> Any:
    raw = bytes(answer.get("Payload") or b"")
    try:
        payload = load_json(raw.decode()) if raw else None
    except (ValueError, UnicodeDecodeError):
        payload = raw.decode(errors="replace")
    if answer.get("FunctionError"):
        error_type = payload.get("errorType") if isinstance(payload, dict) else None
        raise StatesError(str(error_type) if error_type else "Lambda.Unknown", raw.decode(errors="replace"))
    return payload


async def invoke(
    caller: Caller,
    target: Target,
    parameters: Any,
    principal: Principal | None,
    account_id: str,
    region: str,
    source_arn: str,
) -> Any:
    """Run one Task attempt; its result, or :class:`StatesError` named as AWS names the failure."""
    if not caller.serves(target.service):
        raise StatesError("States.Runtime", f"The service {target.service} is not running in labcloud")
    if target.kind == "function":
        params: dict[str, Any] = {"FunctionName": target.resource, "Payload": _payload_bytes(parameters)}
    else:
        if not isinstance(parameters, dict):
            raise StatesError("States.Runtime", "The Parameters of this Task must be an object")
        params = dict(parameters)
        if target.kind == "sdk":
            if not sdk_names.exists(target.service, target.operation):
                raise StatesError(
                    "States.Runtime",
                    f"The action {target.resource} is not an operation of {target.resource_type}",
                )
            params = sdk_names.request(target.service, target.operation, params)
        if target.service == "lambda" and target.kind == "optimized":
            unknown = sorted(set(params) - _LAMBDA_PARAMETERS)
            if unknown:
                raise StatesError(
                    "States.Runtime", f"The field {unknown[0]!r} is not supported by lambda:invoke"
                )
            params["Payload"] = _payload_bytes(params.get("Payload"))
        elif (
            target.service == "sqs"
            and target.kind == "optimized"
            and not isinstance(params.get("MessageBody"), str)
        ):
            params["MessageBody"] = json.dumps(params.get("MessageBody"), separators=(",", ":"))
    try:
        answer = await caller.call(
            target.service,
            target.operation,
            params,
            principal=principal,
            account_id=account_id,
            region=region,
            extra={"aws:SourceArn": source_arn, "aws:SourceAccount": account_id},
        )
    except AwsError as exc:
        code = exc.code
        if target.kind == "sdk" and not code.endswith("Exception"):
            code += "Exception"
        raise StatesError(f"{target.error_prefix}.{code}", exc.message) from None
    if target.service == "lambda" and target.operation == "Invoke":
        payload = _function_result(answer)
        if target.kind == "function":
            return payload
        out = {k: v for k, v in answer.items() if k in ("StatusCode", "ExecutedVersion")}
        out["Payload"] = payload
        return out
    if target.kind == "sdk":
        answer = sdk_names.response(target.service, target.operation, answer)
    return _plain(answer)
