"""State machine versions: publish (also ``publish=True`` on create and update), list, delete, and the
description of one version (DescribeStateMachine with a version ARN)."""

from __future__ import annotations

import base64
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.stepfunctions import arns
from labcloud.services.stepfunctions.errors import (
    check_account,
    invalid_arn,
    sfn_error,
    validation,
)
from labcloud.services.stepfunctions.lookup import date, find_machine
from labcloud.services.stepfunctions.repo.machines import Machine
from labcloud.services.stepfunctions.repo.versions import Version
from labcloud.services.stepfunctions.state import SfnState

if TYPE_CHECKING:
    from labcloud.services.stepfunctions.api import (
        DeleteStateMachineVersionRequest,
        DeleteStateMachineVersionResponse,
        DescribeStateMachineResponse,
        ListStateMachineVersionsRequest,
        ListStateMachineVersionsResponse,
        PublishStateMachineVersionRequest,
        PublishStateMachineVersionResponse,
    )

#: AWS's quota of versions per state machine.
MAX_VERSIONS = 1000


def publish(state: SfnState, machine: Machine, revision_id: str | None, description: str | None) -> Version:
    """A version of the machine's current revision: the one already published for it, or a new one.
    Call inside a transaction."""
    if revision_id is not None:
        current = machine.revision_id
        if revision_id == "INITIAL":
            matches = state.versions.initial_revision(machine.arn) == current
        else:
            matches = revision_id == current
        if not matches:
            raise sfn_error(
                "ConflictException",
                f"Failed to publish the State Machine version for revision {revision_id}. "
                f"The current State Machine revision is {current}.",
            )
    existing = state.versions.of_revision(machine.arn, machine.revision_id)
    if existing is not None:
        if description is not None and description != existing.description:
            raise sfn_error(
                "ConflictException",
                "Failed to publish the State Machine version: a version with the same revision "
                f"and a different description already exists: '{existing.arn}'",
            )
        return existing
    if state.versions.count(machine.arn) >= MAX_VERSIONS:
        raise sfn_error(
            "ServiceQuotaExceededException",
            f"Failed to publish the State Machine version: the state machine has {MAX_VERSIONS} versions, "
            "delete unused versions first",
        )
    number = state.versions.next_number(machine.arn)
    version = Version(
        f"{machine.arn}:{number}",
        machine.arn,
        number,
        machine.type,
        machine.definition,
        machine.role_arn,
        machine.logging,
        machine.tracing,
        machine.revision_id,
        description,
        clock.now(),
    )
    state.versions.insert(version)
    state.bus.publish(
        "stepfunctions.version.published",
        service="stepfunctions",
        account_id=machine.account_id,
        region=machine.region,
        resource=machine.arn,
        data={"version_arn": version.arn, "number": number, "revision_id": machine.revision_id},
    )
    return version


def check_description(description: str | None) -> str | None:
    if description is not None and len(description) > 256:
        raise validation(
            "1 validation error detected: Value at 'description' failed to satisfy constraint: "
            "Member must have length less than or equal to 256"
        )
    return description


def publish_state_machine_version(
    state: SfnState, request: PublishStateMachineVersionRequest, ctx: RequestContext
) -> PublishStateMachineVersionResponse:
    machine = find_machine(state, request["stateMachineArn"], ctx)
    with state.store.transaction():
        version = publish(
            state, machine, request.get("revisionId"), check_description(request.get("description"))
        )
    return {"creationDate": date(version.created), "stateMachineVersionArn": version.arn}


def find_version(state: SfnState, arn: str, ctx: RequestContext) -> Version | None:
    parsed, qualifier = arns.parse_qualified(arn)
    if not arns.is_version(qualifier):
        raise invalid_arn(arn, "Resource type not valid in this context")
    check_account(arn, parsed.account_id, ctx)
    return state.versions.find(arn)


def describe_version(version: Version, name: str) -> DescribeStateMachineResponse:
    out: DescribeStateMachineResponse = {
        "stateMachineArn": version.arn,
        "name": name,
        "status": "ACTIVE",
        "definition": version.definition,
        "roleArn": version.role_arn,
        "type": version.type,
        "creationDate": date(version.created),
        "loggingConfiguration": version.logging,  # type: ignore[typeddict-item]
        "tracingConfiguration": version.tracing,  # type: ignore[typeddict-item]
        "revisionId": version.revision_id,
    }
    if version.description is not None:
        out["description"] = version.description
    return out


def list_state_machine_versions(
    state: SfnState, request: ListStateMachineVersionsRequest, ctx: RequestContext
) -> ListStateMachineVersionsResponse:
    machine = find_machine(state, request["stateMachineArn"], ctx)
    limit = request.get("maxResults") or 100
    below = None
    if request.get("nextToken"):
        try:
            below = int(base64.urlsafe_b64decode(request["nextToken"].encode()).decode())
        except ValueError:
            raise sfn_error("InvalidToken", f"Invalid Token: '{request['nextToken']}'") from None
    found = state.versions.page(machine.arn, below, limit + 1)
    out: ListStateMachineVersionsResponse = {
        "stateMachineVersions": [
            {"stateMachineVersionArn": v.arn, "creationDate": date(v.created)} for v in found[:limit]
        ]
    }
    if len(found) > limit:
        out["nextToken"] = base64.urlsafe_b64encode(str(found[limit - 1].number).encode()).decode()
    return out


def delete_state_machine_version(
    state: SfnState, request: DeleteStateMachineVersionRequest, ctx: RequestContext
) -> DeleteStateMachineVersionResponse:
    arn = request["stateMachineVersionArn"]
    with state.store.transaction():
        version = find_version(state, arn, ctx)
        if version is None:
            return {}  # deleting a version that is not there succeeds, as on AWS
        using = state.versions.aliases_of_version(arn)
        if using:
            raise sfn_error(
                "ConflictException",
                f"Version to be deleted must not be referenced by an alias. Current list of aliases "
                f"referencing this version: [{', '.join(a.name for a in using)}]",
            )
        state.versions.delete(arn)
        state.bus.publish(
            "stepfunctions.version.deleted",
            service="stepfunctions",
            account_id=ctx.account_id,
            region=ctx.region,
            resource=version.machine_arn,
            data={"version_arn": arn, "number": version.number},
        )
    return {}
