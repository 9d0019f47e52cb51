"""State machine operations: create, describe, list, update, delete, validate a definition, tags."""

from __future__ import annotations

import base64
import json
import uuid
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.shape import lazy_module
from labcloud.services.stepfunctions import arns, exec_logs
from labcloud.services.stepfunctions.errors import check_account, machine_missing, sfn_error, validation
from labcloud.services.stepfunctions.lookup import date, find_machine
from labcloud.services.stepfunctions.repo.machines import Machine
from labcloud.services.stepfunctions.state import SfnState

if TYPE_CHECKING:
    from labcloud.services.stepfunctions import lifecycle, version_ops
    from labcloud.services.stepfunctions.api import (
        CreateStateMachineRequest,
        CreateStateMachineResponse,
        DeleteStateMachineRequest,
        DeleteStateMachineResponse,
        DescribeStateMachineRequest,
        DescribeStateMachineResponse,
        ListStateMachinesRequest,
        ListStateMachinesResponse,
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
        UpdateStateMachineRequest,
        UpdateStateMachineResponse,
        ValidateStateMachineDefinitionRequest,
        ValidateStateMachineDefinitionResponse,
    )
    from labcloud.services.stepfunctions.asl import definition as asl_definition
else:
    # the interpreter, the ASL parser and versions: imported by the first definition or deletion, not by a listing
    version_ops = lazy_module("labcloud.services.stepfunctions.version_ops")
    lifecycle = lazy_module("labcloud.services.stepfunctions.lifecycle")
    asl_definition = lazy_module("labcloud.services.stepfunctions.asl.definition")

MAX_TAGS = 50


def checked_definition(text: str, kind: str = "STANDARD") -> None:
    doc, found = asl_definition.parse(text)
    if found:
        raise sfn_error("InvalidDefinition", asl_definition.invalid_definition_message(found))
    if kind == "EXPRESS":
        for resource in _task_resources(doc):
            if ":activity:" in resource and resource.startswith("arn:"):
                raise sfn_error(
                    "InvalidDefinition",
                    f"Invalid State Machine Definition: 'SCHEMA_VALIDATION_FAILED: Express state machine "
                    f"does not support activities: {resource}'",
                )


def _task_resources(machine: Any) -> list[str]:
    """Every Task's Resource in a machine, its Parallel branches and its Map iterations."""
    out: list[str] = []
    for state in (machine.get("States") or {}).values() if isinstance(machine, dict) else ():
        if not isinstance(state, dict):
            continue
        if state.get("Type") == "Task" and isinstance(state.get("Resource"), str):
            out.append(state["Resource"])
        for branch in state.get("Branches") or []:
            out += _task_resources(branch)
        for key in ("Iterator", "ItemProcessor"):
            if isinstance(state.get(key), dict):
                out += _task_resources(state[key])
    return out


def _tracing(given: Any) -> dict[str, Any]:
    return {"enabled": bool((given or {}).get("enabled", False))}


def _check_unsupported(request: Any) -> None:
    if "versionDescription" in request and not request.get("publish"):
        raise validation("Version description can only be set when publish is true")
    version_ops.check_description(request.get("versionDescription"))
    encryption = request.get("encryptionConfiguration")
    if encryption and encryption.get("type") != "AWS_OWNED_KEY":
        raise sfn_error(
            "InvalidEncryptionConfiguration",
            "labcloud supports only the AWS_OWNED_KEY encryption configuration",
        )


def _tags(given: Any) -> dict[str, str]:
    tags = {t["key"]: t.get("value", "") for t in given or []}
    if len(tags) > MAX_TAGS:
        raise sfn_error("TooManyTags", f"Too many tags: a resource may have at most {MAX_TAGS} tags")
    return tags


async def create_state_machine(
    state: SfnState, request: CreateStateMachineRequest, ctx: RequestContext
) -> CreateStateMachineResponse:
    name = arns.check_name(request["name"])
    role = arns.check_role(request["roleArn"])
    kind = request.get("type", "STANDARD")
    _check_unsupported(request)
    checked_definition(request["definition"], kind)
    tracing = _tracing(request.get("tracingConfiguration"))
    tags = _tags(request.get("tags"))
    logging = await exec_logs.checked(state, request.get("loggingConfiguration"), ctx)
    arn = arns.machine_arn(ctx.region, ctx.account_id, name)
    with state.store.transaction():
        existing = state.machines.find(arn)
        if existing is not None:
            same = (
                existing.definition,
                existing.role_arn,
                existing.type,
                existing.logging,
                existing.tracing,
            ) == (
                request["definition"],
                role,
                kind,
                logging,
                tracing,
            )
            if not same:
                raise sfn_error("StateMachineAlreadyExists", f"State Machine Already Exists: '{arn}'")
            out: CreateStateMachineResponse = {"stateMachineArn": arn, "creationDate": date(existing.created)}
            if request.get("publish"):
                version = version_ops.publish(state, existing, None, request.get("versionDescription"))
                out["stateMachineVersionArn"] = version.arn
            return out
        now = clock.now()
        machine = Machine(
            arn,
            ctx.account_id,
            ctx.region,
            name,
            kind,
            request["definition"],
            role,
            logging,
            tracing,
            tags,
            now,
            str(uuid.uuid4()),
        )
        state.machines.insert(machine)
        exec_logs.forget(state, arn)
        state.versions.start_counter(arn, machine.revision_id)
        state.bus.publish(
            "stepfunctions.state_machine.created",
            service="stepfunctions",
            account_id=ctx.account_id,
            region=ctx.region,
            resource=arn,
            data={"name": name, "type": kind, "role_arn": role},
        )
        created: CreateStateMachineResponse = {"stateMachineArn": arn, "creationDate": date(now)}
        if request.get("publish"):
            version = version_ops.publish(state, machine, None, request.get("versionDescription"))
            created["stateMachineVersionArn"] = version.arn
    return created


def describe_state_machine(
    state: SfnState, request: DescribeStateMachineRequest, ctx: RequestContext
) -> DescribeStateMachineResponse:
    arn = request["stateMachineArn"]
    parsed, qualifier = arns.parse_qualified(arn)
    if qualifier is not None:
        if not arns.is_version(qualifier):
            raise sfn_error(
                "InvalidArn", f"Invalid Arn: 'Unsupported resource type for this operation: {arn}'"
            )
        version = version_ops.find_version(state, arn, ctx)
        if version is None:
            raise machine_missing(arn)
        return version_ops.describe_version(version, parsed.parts[0])
    m = find_machine(state, arn, ctx)
    return {
        "stateMachineArn": m.arn,
        "name": m.name,
        "status": "ACTIVE",
        "definition": m.definition,
        "roleArn": m.role_arn,
        "type": m.type,
        "creationDate": date(m.created),
        "loggingConfiguration": m.logging,  # type: ignore[typeddict-item]
        "tracingConfiguration": m.tracing,  # type: ignore[typeddict-item]
        "revisionId": m.revision_id,
    }


def _token(value: str) -> str:
    return base64.urlsafe_b64encode(value.encode()).decode()


def _untoken(token: str) -> str:
    try:
        return base64.urlsafe_b64decode(token.encode()).decode()
    except (ValueError, UnicodeDecodeError):
        raise sfn_error("InvalidToken", f"Invalid Token: '{token}'") from None


def list_state_machines(
    state: SfnState, request: ListStateMachinesRequest, ctx: RequestContext
) -> ListStateMachinesResponse:
    limit = request.get("maxResults") or 100
    after = _untoken(request["nextToken"]) if request.get("nextToken") else ""
    found = state.machines.page(ctx.account_id, ctx.region, after, limit + 1)
    out: ListStateMachinesResponse = {
        "stateMachines": [
            {"stateMachineArn": m.arn, "name": m.name, "type": m.type, "creationDate": date(m.created)}
            for m in found[:limit]
        ]
    }
    if len(found) > limit:
        out["nextToken"] = _token(found[limit - 1].arn)
    return out


async def update_state_machine(
    state: SfnState, request: UpdateStateMachineRequest, ctx: RequestContext
) -> UpdateStateMachineResponse:
    members = ("definition", "roleArn", "loggingConfiguration", "tracingConfiguration")
    if not any(k in request for k in members):
        raise sfn_error(
            "MissingRequiredParameter",
            "Either the definition, the role ARN, the LoggingConfiguration, or the TracingConfiguration must be specified",
        )
    _check_unsupported(request)
    current = find_machine(state, request["stateMachineArn"], ctx)
    if "definition" in request:
        checked_definition(request["definition"], current.type)
    logging = None
    if "loggingConfiguration" in request:
        logging = await exec_logs.checked(state, request["loggingConfiguration"], ctx)
    m = find_machine(state, request["stateMachineArn"], ctx)  # as it is after the log group check
    updated = replace(
        m,
        definition=request.get("definition", m.definition),
        role_arn=arns.check_role(request["roleArn"]) if "roleArn" in request else m.role_arn,
        logging=m.logging if logging is None else logging,
        tracing=_tracing(request["tracingConfiguration"]) if "tracingConfiguration" in request else m.tracing,
        revision_id=str(uuid.uuid4()),
    )
    out: UpdateStateMachineResponse = {"updateDate": date(clock.now()), "revisionId": updated.revision_id}
    with state.store.transaction():
        state.machines.update(updated)
        exec_logs.forget(state, updated.arn)
        if request.get("publish"):
            version = version_ops.publish(state, updated, None, request.get("versionDescription"))
            out["stateMachineVersionArn"] = version.arn
        state.bus.publish(
            "stepfunctions.state_machine.updated",
            service="stepfunctions",
            account_id=m.account_id,
            region=m.region,
            resource=m.arn,
            data={"name": m.name, "type": m.type, "role_arn": updated.role_arn},
        )
    return out


def delete_state_machine(
    state: SfnState, request: DeleteStateMachineRequest, ctx: RequestContext
) -> DeleteStateMachineResponse:
    arn = request["stateMachineArn"]
    check_account(arn, arns.parse_machine(arn).account_id, ctx)
    m = state.machines.find(arn)
    if m is None:
        return {}
    lifecycle.abort_all(state, arn)
    with state.store.transaction():
        state.executions.delete_for_machine(arn)
        state.versions.delete_for_machine(arn)
        state.machines.delete(arn)
        exec_logs.forget(state, arn)
        state.bus.publish(
            "stepfunctions.state_machine.deleted",
            service="stepfunctions",
            account_id=m.account_id,
            region=m.region,
            resource=arn,
            data={"name": m.name, "type": m.type},
        )
    return {}


def validate_state_machine_definition(
    state: SfnState, request: ValidateStateMachineDefinitionRequest, ctx: RequestContext
) -> ValidateStateMachineDefinitionResponse:
    if request.get("severity", "ERROR") not in ("ERROR", "WARNING"):
        raise validation("severity must be one of ERROR, WARNING")
    limit = request.get("maxResults") or 100
    _, found = asl_definition.parse(request["definition"])
    return {
        "result": "FAIL" if found else "OK",
        "diagnostics": [
            {"severity": "ERROR", "code": d.code, "message": d.message, "location": d.location}
            for d in found[:limit]
        ],
        "truncated": len(found) > limit,
    }


def _tagged(
    state: SfnState, arn: str, ctx: RequestContext
) -> tuple[dict[str, str], Callable[[dict[str, str]], None]]:
    """The tags of the state machine or activity ``arn`` names, and how to store new ones."""
    kind = "activity" if ":activity:" in arn else "stateMachine"
    try:
        parsed = arns.parse(arn, (kind,))
    except Exception:  # noqa: BLE001 - any ARN that names no machine or activity
        raise sfn_error("ResourceNotFound", f"Resource not found: '{arn}'") from None
    if len(parsed.parts) != 1:
        raise sfn_error("ResourceNotFound", f"Resource not found: '{arn}'")
    check_account(arn, parsed.account_id, ctx)
    if kind == "activity":
        activity = state.activities.find(arn)
        if activity is None:
            raise sfn_error("ResourceNotFound", f"Resource not found: '{arn}'")
        return activity.tags, lambda tags: state.activities.set_tags(arn, tags)
    machine = state.machines.find(arn)
    if machine is None:
        raise sfn_error("ResourceNotFound", f"Resource not found: '{arn}'")
    return machine.tags, lambda tags: state.machines.update(replace(machine, tags=tags))


def tag_resource(state: SfnState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    with state.store.transaction():
        current, store = _tagged(state, request["resourceArn"], ctx)
        tags = {**current, **_tags(request["tags"])}
        if len(tags) > MAX_TAGS:
            raise sfn_error("TooManyTags", f"Too many tags: a resource may have at most {MAX_TAGS} tags")
        store(tags)
    return {}


def untag_resource(
    state: SfnState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        current, store = _tagged(state, request["resourceArn"], ctx)
        drop = set(request["tagKeys"])
        store({k: v for k, v in current.items() if k not in drop})
    return {}


def list_tags_for_resource(
    state: SfnState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    current, _ = _tagged(state, request["resourceArn"], ctx)
    return {"tags": [{"key": k, "value": v} for k, v in current.items()]}


def definition_of(text: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(text)
    return doc
