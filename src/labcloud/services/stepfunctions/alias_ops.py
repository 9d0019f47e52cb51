"""State machine aliases: create, describe, update, delete, list; an alias routes executions to one
version or splits them between two by weight (``choose`` picks the version of one execution)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.stepfunctions import arns
from labcloud.services.stepfunctions.errors import check_account, invalid_arn, sfn_error, validation
from labcloud.services.stepfunctions.lookup import date, find_machine
from labcloud.services.stepfunctions.repo.versions import Alias
from labcloud.services.stepfunctions.state import SfnState
from labcloud.services.stepfunctions.version_ops import check_description

if TYPE_CHECKING:
    from labcloud.services.stepfunctions.api import (
        CreateStateMachineAliasRequest,
        CreateStateMachineAliasResponse,
        DeleteStateMachineAliasRequest,
        DeleteStateMachineAliasResponse,
        DescribeStateMachineAliasRequest,
        DescribeStateMachineAliasResponse,
        ListStateMachineAliasesRequest,
        ListStateMachineAliasesResponse,
        UpdateStateMachineAliasRequest,
        UpdateStateMachineAliasResponse,
    )

#: AWS's quota of aliases per state machine.
MAX_ALIASES = 100


def not_found(arn: str) -> Exception:
    return sfn_error("ResourceNotFound", f"Resource not found: '{arn}'")


def _routing(
    state: SfnState, given: list[Any], ctx: RequestContext
) -> tuple[str, tuple[tuple[str, int], ...]]:
    """The routing configuration checked as AWS checks it; returns the machine it routes to and its pairs."""
    if not 1 <= len(given) <= 2:
        raise validation("Routing configuration must contain one or two versions")
    pairs: list[tuple[str, int]] = []
    machines = set()
    for item in given:
        arn = item["stateMachineVersionArn"]
        weight = item["weight"]
        parsed, qualifier = arns.parse_qualified(arn)
        if not arns.is_version(qualifier):
            raise invalid_arn(arn, "Resource type not valid in this context")
        check_account(arn, parsed.account_id, ctx)
        if not 0 <= weight <= 100:
            raise validation(f"Routing weight must be between 0 and 100, got {weight}")
        if state.versions.find(arn) is None:
            raise sfn_error("ResourceNotFound", f"Resource not found: '{arn}'")
        machines.add(arn.rsplit(":", 1)[0])
        pairs.append((arn, int(weight)))
    if len(machines) != 1:
        raise validation("Routing configuration must contain versions of the same state machine")
    if len({arn for arn, _ in pairs}) != len(pairs):
        raise validation("Routing configuration must contain distinct versions")
    if sum(w for _, w in pairs) != 100:
        raise validation("Sum of routing configuration weights must be equal to 100")
    return machines.pop(), tuple(pairs)


def create_state_machine_alias(
    state: SfnState, request: CreateStateMachineAliasRequest, ctx: RequestContext
) -> CreateStateMachineAliasResponse:
    name = arns.check_alias_name(request["name"])
    description = check_description(request.get("description"))
    with state.store.transaction():
        machine_arn, routing = _routing(state, request["routingConfiguration"], ctx)
        find_machine(state, machine_arn, ctx)
        arn = f"{machine_arn}:{name}"
        existing = state.versions.alias(arn)
        if existing is not None:
            if (existing.routing, existing.description) != (routing, description):
                raise sfn_error(
                    "ConflictException",
                    f"Failed to create alias because an alias with the same name and a different "
                    f"routing configuration already exists: '{arn}'",
                )
            return {"stateMachineAliasArn": arn, "creationDate": date(existing.created)}
        if len(state.versions.aliases(machine_arn)) >= MAX_ALIASES:
            raise sfn_error(
                "ServiceQuotaExceededException",
                f"Failed to create alias: the state machine already has {MAX_ALIASES} aliases",
            )
        now = clock.now()
        state.versions.put_alias(Alias(arn, machine_arn, name, description, routing, now, now))
        _published(state, "created", arn, machine_arn, routing, ctx)
    return {"stateMachineAliasArn": arn, "creationDate": date(now)}


def _published(
    state: SfnState,
    what: str,
    arn: str,
    machine_arn: str,
    routing: tuple[tuple[str, int], ...],
    ctx: RequestContext,
) -> None:
    state.bus.publish(
        f"stepfunctions.alias.{what}",
        service="stepfunctions",
        account_id=ctx.account_id,
        region=ctx.region,
        resource=machine_arn,
        data={"alias_arn": arn, "routing": [{"version_arn": v, "weight": w} for v, w in routing]},
    )


def find_alias(state: SfnState, arn: str, ctx: RequestContext) -> Alias:
    parsed, qualifier = arns.parse_qualified(arn)
    if qualifier is None or arns.is_version(qualifier):
        raise invalid_arn(arn, "Resource type not valid in this context")
    check_account(arn, parsed.account_id, ctx)
    alias = state.versions.alias(arn)
    if alias is None:
        raise not_found(arn)
    return alias


def describe_state_machine_alias(
    state: SfnState, request: DescribeStateMachineAliasRequest, ctx: RequestContext
) -> DescribeStateMachineAliasResponse:
    a = find_alias(state, request["stateMachineAliasArn"], ctx)
    out: DescribeStateMachineAliasResponse = {
        "stateMachineAliasArn": a.arn,
        "name": a.name,
        "routingConfiguration": [{"stateMachineVersionArn": v, "weight": w} for v, w in a.routing],
        "creationDate": date(a.created),
        "updateDate": date(a.updated),
    }
    if a.description is not None:
        out["description"] = a.description
    return out


def update_state_machine_alias(
    state: SfnState, request: UpdateStateMachineAliasRequest, ctx: RequestContext
) -> UpdateStateMachineAliasResponse:
    if "description" not in request and "routingConfiguration" not in request:
        raise validation("Either the description or the routing configuration must be specified")
    description = check_description(request.get("description"))
    now = clock.now()
    with state.store.transaction():
        a = find_alias(state, request["stateMachineAliasArn"], ctx)
        routing = a.routing
        if "routingConfiguration" in request:
            machine_arn, routing = _routing(state, request["routingConfiguration"], ctx)
            if machine_arn != a.machine_arn:
                raise validation("Routing configuration must contain versions of the alias's state machine")
        updated = replace(
            a,
            routing=routing,
            description=description if "description" in request else a.description,
            updated=now,
        )
        state.versions.put_alias(updated)
        _published(state, "updated", a.arn, a.machine_arn, routing, ctx)
    return {"updateDate": date(now)}


def delete_state_machine_alias(
    state: SfnState, request: DeleteStateMachineAliasRequest, ctx: RequestContext
) -> DeleteStateMachineAliasResponse:
    with state.store.transaction():
        a = find_alias(state, request["stateMachineAliasArn"], ctx)
        state.versions.delete_alias(a.arn)
        _published(state, "deleted", a.arn, a.machine_arn, a.routing, ctx)
    return {}


def list_state_machine_aliases(
    state: SfnState, request: ListStateMachineAliasesRequest, ctx: RequestContext
) -> ListStateMachineAliasesResponse:
    """The aliases of a machine, or (given a version ARN) the aliases that route to that version."""
    arn = request["stateMachineArn"]
    parsed, qualifier = arns.parse_qualified(arn)
    if qualifier is None:
        found = state.versions.aliases(find_machine(state, arn, ctx).arn)
    elif arns.is_version(qualifier):
        check_account(arn, parsed.account_id, ctx)
        if state.versions.find(arn) is None:
            raise not_found(arn)
        found = state.versions.aliases_of_version(arn)
    else:
        raise invalid_arn(arn, "Resource type not valid in this context")
    limit = request.get("maxResults") or 100
    start = 0
    if request.get("nextToken"):
        try:
            start = int(request["nextToken"])
        except ValueError:
            raise sfn_error("InvalidToken", f"Invalid Token: '{request['nextToken']}'") from None
    out: ListStateMachineAliasesResponse = {
        "stateMachineAliases": [
            {"stateMachineAliasArn": a.arn, "creationDate": date(a.created)}
            for a in found[start : start + limit]
        ]
    }
    if start + limit < len(found):
        out["nextToken"] = str(start + limit)
    return out


def choose(alias: Alias) -> str:
    """The version one execution started through the alias runs, drawn by the routing weights."""
    if len(alias.routing) == 1:
        return alias.routing[0][0]
    versions = [v for v, _ in alias.routing]
    weights = [w for _, w in alias.routing]
    return random.choices(versions, weights=weights)[0]
