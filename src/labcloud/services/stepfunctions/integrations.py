"""Task integrations: one Task attempt as a call of another service through the pipeline, made as the
state machine's role (so IAM decides), with the result and error names Step Functions gives them.

As AWS's optimized integrations do, ``sns:publish`` and ``sqs:sendMessage`` send a JSON (non-text)
message as its JSON text, and ``events:putEvents`` sends a JSON Detail as text, adds the execution's
and the state machine's ARNs to each entry's Resources, and fails with ``EventBridge.FailedEntry``
when any entry failed."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
from datetime import datetime
from typing import Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.json_document import loads as load_json
from labcloud.services.stepfunctions import apigw_invoke, batch_run, codebuild_run, ecs_run, sdk_names
from labcloud.services.stepfunctions.asl.errors import StatesError
from labcloud.services.stepfunctions.asl.resources import Target
from labcloud.services.stepfunctions.state import Caller

_LAMBDA_PARAMETERS = {"FunctionName", "Payload", "Qualifier", "InvocationType", "ClientContext", "LogType"}
#: Optimized integrations whose errors are named after the SDK's exception (SNS.NotFoundException).
_EXCEPTION_NAMED = {"stepfunctions", "sns", "events", "glue"}
#: A Glue job run's final states (``glue:startJobRun.sync`` waits for one).
_GLUE_FINAL = ("SUCCEEDED", "FAILED", "TIMEOUT", "STOPPED", "ERROR", "EXPIRED")
_START_PARAMETERS = {"StateMachineArn", "Input", "Name", "TraceHeader"}


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
    execution_arn: str = "",
) -> Any:
    """Run one Task attempt; its result, or :class:`StatesError` named as AWS names the failure."""
    if not caller.serves(target.service):
        raise StatesError("States.Runtime", f"The service {target.service} is not running in labcloud")
    if target.service == "apigateway" and target.kind == "optimized":
        return await apigw_invoke.invoke_api(caller, parameters, principal, account_id, region)
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
        elif target.service == "stepfunctions" and target.kind == "optimized":
            unknown = sorted(set(params) - _START_PARAMETERS)
            if unknown:
                raise StatesError(
                    "States.Runtime", f"The field {unknown[0]!r} is not supported by states:startExecution"
                )
            if "Input" in params and not isinstance(params["Input"], str):
                params["Input"] = json.dumps(params["Input"], separators=(",", ":"))
            params = sdk_names.request(target.service, target.operation, params)
        elif (
            target.service == "sqs"
            and target.kind == "optimized"
            and not isinstance(params.get("MessageBody"), str)
        ):
            params["MessageBody"] = json.dumps(params.get("MessageBody"), separators=(",", ":"))
        elif target.service == "sns" and target.kind == "optimized" and "Message" in params:
            if not isinstance(params["Message"], str):
                params["Message"] = json.dumps(params["Message"], separators=(",", ":"))
        elif target.service == "events" and target.kind == "optimized":
            params["Entries"] = _entries(params.get("Entries"), [execution_arn, source_arn])
        elif target.service == "ecs" and target.kind == "optimized":
            params = sdk_names.request("ecs", "RunTask", params)
        elif target.service == "batch" and target.kind == "optimized":
            params = sdk_names.request("batch", "SubmitJob", params)
        elif target.service == "codebuild" and target.kind == "optimized":
            params = sdk_names.request("codebuild", "StartBuild", params)

    async def call(operation: str, params: dict[str, Any]) -> dict[str, Any]:
        try:
            return await caller.call(
                target.service,
                operation,
                params,
                principal=principal,
                account_id=account_id,
                region=region,
                # the execution_arn names, for the events of the call, the execution it ran for (a trace)
                extra={
                    "aws:SourceArn": source_arn,
                    "aws:SourceAccount": account_id,
                    "labcloud:execution_arn": execution_arn,
                },
            )
        except AwsError as exc:
            code = exc.code
            if (target.kind == "sdk" or target.service in _EXCEPTION_NAMED) and not code.endswith(
                "Exception"
            ):
                code += "Exception"
            raise StatesError(f"{target.error_prefix}.{code}", exc.message) from None

    answer = await call(target.operation, params)
    if target.service == "glue" and target.kind == "optimized" and target.pattern == "sync":
        return await _glue_run_outcome(call, str(params.get("JobName")), answer["JobRunId"])
    if target.service == "ecs" and target.kind == "optimized":
        return await ecs_run.outcome(call, answer, wait=target.pattern == "sync")
    if target.service == "batch" and target.kind == "optimized":
        return await batch_run.outcome(call, answer, wait=target.pattern == "sync")
    if target.service == "codebuild" and target.kind == "optimized":
        return await codebuild_run.outcome(call, answer, wait=target.pattern == "sync")
    if target.service == "stepfunctions" and target.kind == "optimized" and target.pattern.startswith("sync"):
        return await _nested_outcome(call, answer["executionArn"], parsed=target.pattern == "sync:2")
    if target.service == "lambda" and target.operation == "Invoke":
        payload = _function_result(answer)
        if target.kind == "function":
            return payload
        out = {k: v for k, v in answer.items() if k in ("StatusCode", "ExecutedVersion")}
        out["Payload"] = payload
        return out
    if target.service == "events" and target.kind == "optimized" and answer.get("FailedEntryCount"):
        failed = [entry for entry in answer.get("Entries") or [] if entry.get("ErrorCode")]
        raise StatesError("EventBridge.FailedEntry", json.dumps(failed, separators=(",", ":")))
    if target.kind == "sdk" or target.service == "stepfunctions":
        answer = sdk_names.response(target.service, target.operation, answer)
    return _plain(answer)


def _entries(given: Any, arns: list[str]) -> Any:
    """putEvents entries with a JSON Detail as text and the execution's ARNs added to Resources."""
    if not isinstance(given, list):
        return given  # EventBridge's own validation answers a missing or malformed Entries
    out = []
    for entry in given:
        if not isinstance(entry, dict):
            out.append(entry)
            continue
        entry = dict(entry)
        if "Detail" in entry and not isinstance(entry["Detail"], str):
            entry["Detail"] = json.dumps(entry["Detail"], separators=(",", ":"))
        resources = entry.get("Resources", [])
        if isinstance(resources, list):
            entry["Resources"] = resources + [arn for arn in arns if arn]
        out.append(entry)
    return out


async def _nested_outcome(call: Any, execution_arn: str, parsed: bool) -> Any:
    """``.sync``: the started execution's DescribeExecution once it ends (``.sync:2``: Input and Output
    as JSON); a child that did not succeed fails the Task with States.TaskFailed."""
    delay = 0.02
    while True:
        found = await call("DescribeExecution", {"executionArn": execution_arn})
        if found["status"] != "RUNNING":
            break
        await asyncio.sleep(delay)
        delay = min(delay * 2, 0.5)
    out = _plain(sdk_names.response("stepfunctions", "DescribeExecution", found))
    if parsed:
        for key in ("Input", "Output"):
            if isinstance(out.get(key), str):
                out[key] = load_json(out[key])
    if out["Status"] != "SUCCEEDED":
        raise StatesError("States.TaskFailed", json.dumps(out, separators=(",", ":"), default=str))
    return out


async def _glue_run_outcome(call: Any, job: str, run_id: str) -> Any:
    """``glue:startJobRun.sync``: the run's GetJobRun JobRun once it ends (its times in epoch milliseconds,
    as Step Functions gives them); a run that did not succeed fails the Task with States.TaskFailed. An
    execution stopped meanwhile stops the run (BatchStopJobRun)."""
    delay = 0.05
    try:
        while True:
            run = (await call("GetJobRun", {"JobName": job, "RunId": run_id}))["JobRun"]
            if run["JobRunState"] in _GLUE_FINAL:
                break
            await asyncio.sleep(delay)
            delay = min(delay * 2, 1.0)
    except asyncio.CancelledError:  # the execution stopped: as AWS does, the run it waits for is stopped
        with contextlib.suppress(Exception):
            await asyncio.wait_for(call("BatchStopJobRun", {"JobName": job, "JobRunIds": [run_id]}), 5)
        raise
    out = dict(_plain(run))
    for key in ("StartedOn", "CompletedOn", "LastModifiedOn"):
        value = run.get(key)
        if isinstance(value, datetime):
            out[key] = int(value.timestamp() * 1000)
        elif isinstance(value, (int, float)):
            out[key] = int(value * 1000)
    if out["JobRunState"] != "SUCCEEDED":
        raise StatesError("States.TaskFailed", json.dumps(out, separators=(",", ":"), default=str))
    return out
