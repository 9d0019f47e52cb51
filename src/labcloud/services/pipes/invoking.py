"""Synchronous invocations a pipe makes, shared by enrichment and targets: a Lambda function
(RequestResponse), an express state machine (StartSyncExecution) and an API destination (EventBridge's
invoker, offered as ``ApiDestinations``), each answering the function's, execution's or endpoint's
output as JSON, or raising :class:`Failed` with the reason the batch failed."""

from __future__ import annotations

import json
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.events.interfaces import ApiDestinations
from labcloud.services.pipes.host import Caller


class Failed(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


def _payload(answer: dict[str, Any]) -> bytes:
    payload = answer.get("Payload", b"")
    if hasattr(payload, "read"):
        payload = payload.read()
    return payload if isinstance(payload, bytes) else str(payload).encode()


def _json(text: bytes | str) -> Any:
    if not text or not text.strip():
        return None
    try:
        return json.loads(text)
    except ValueError:
        return text.decode() if isinstance(text, bytes) else text


async def lambda_sync(services: Caller, arn: str, body: Any, calling: dict[str, Any]) -> Any:
    try:
        answer = await services.call(
            "lambda",
            "Invoke",
            {"FunctionName": arn, "InvocationType": "RequestResponse", "Payload": json.dumps(body).encode()},
            **calling,
        )
    except AwsError as error:
        raise Failed(error.code, error.message) from None
    payload = _payload(answer)
    if answer.get("FunctionError"):
        raise Failed("Lambda.FunctionError", payload.decode(errors="replace")[:1024])
    return _json(payload)


async def lambda_async(services: Caller, arn: str, body: Any, calling: dict[str, Any]) -> None:
    try:
        await services.call(
            "lambda",
            "Invoke",
            {"FunctionName": arn, "InvocationType": "Event", "Payload": json.dumps(body).encode()},
            **calling,
        )
    except AwsError as error:
        raise Failed(error.code, error.message) from None


async def states_sync(services: Caller, arn: str, body: Any, calling: dict[str, Any]) -> Any:
    try:
        answer = await services.call(
            "stepfunctions",
            "StartSyncExecution",
            {"stateMachineArn": arn, "input": json.dumps(body)},
            **calling,
        )
    except AwsError as error:
        raise Failed(error.code, error.message) from None
    if answer.get("status") != "SUCCEEDED":
        raise Failed(
            str(answer.get("error") or "States.ExecutionFailed"),
            str(answer.get("cause") or f"The execution ended {answer.get('status')}."),
        )
    return _json(str(answer.get("output") or ""))


async def states_async(services: Caller, arn: str, body: Any, calling: dict[str, Any]) -> None:
    try:
        await services.call(
            "stepfunctions", "StartExecution", {"stateMachineArn": arn, "input": json.dumps(body)}, **calling
        )
    except AwsError as error:
        raise Failed(error.code, error.message) from None


async def api_destination(
    services: Caller, arn: str, role_arn: str, http: dict[str, Any], event: Any, source: Any
) -> Any:
    """One call of an API destination enrichment with one event (as its body; ``$.`` HttpParameters
    read the ``source`` event it came from): the answer's body as JSON (or text), through
    EventBridge's own invoker, as the pipe's role."""
    calls = services.interface(ApiDestinations)
    if calls is None:
        raise Failed("ResourceNotFoundException", "EventBridge is not running: no API destinations.")
    body = event if isinstance(event, str) else json.dumps(event)
    try:
        answer = await calls.call_destination(arn, role_arn, http, body, source)
    except AwsError as error:
        raise Failed(error.code, error.message) from None
    return _json(answer.body)
