"""PutParameter, DeleteParameter and DeleteParameters: versions, overwrite, tiers, limits, events."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ssm import lookup, names, rules
from labcloud.services.ssm.errors import already_exists, parameter_not_found, validation
from labcloud.services.ssm.repo.parameters import Parameter, Version
from labcloud.services.ssm.state import SsmState
from labcloud.services.ssm.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.ssm.api import (
        DeleteParameterRequest,
        DeleteParameterResponse,
        DeleteParametersRequest,
        DeleteParametersResponse,
        PutParameterRequest,
        PutParameterResponse,
    )

MAX_VERSIONS = 100
#: Parameters per account and region by tier (AWS's quotas).
MAX_PARAMETERS = {"Standard": 10_000, "Advanced": 100_000}


def _creation_name(ctx: RequestContext, given: str) -> str:
    name = lookup.plain_name(ctx, given)
    if name is None:
        raise validation("Parameter ARN must be in the account and region of the request.")
    names.check_name(name)
    return name


async def put_parameter(
    state: SsmState, request: PutParameterRequest, ctx: RequestContext
) -> PutParameterResponse:
    name = _creation_name(ctx, request["Name"])
    value = request["Value"]
    overwrite = bool(request.get("Overwrite"))
    if request.get("Tags") is not None and overwrite:
        raise validation(
            "Invalid request: tags and overwrite can't be used together. To create a parameter with tags, please "
            "remove overwrite flag. To update tags for an existing parameter, please use AddTagsToResource or "
            "RemoveTagsFromResource."
        )
    tags = checked_tags(request.get("Tags") or [])
    if not value:
        raise validation(
            "1 validation error detected: Value at 'value' failed to satisfy constraint: Member must have length "
            "greater than or equal to 1"
        )
    existing = state.parameters.find(ctx.account_id, ctx.region, name)
    if existing is not None and not overwrite:
        raise already_exists()
    previous = existing.latest if existing is not None else None
    requested_type = request.get("Type")
    if requested_type is None and previous is None:
        raise validation("A parameter type is required when you create a parameter.")
    kind = rules.check_type(requested_type or (previous.type if previous else "String"))
    key_id = request.get("KeyId")
    if key_id is not None and kind != "SecureString":
        raise validation("KeyId is required for SecureString type parameter only.")
    if key_id is None and previous is not None and previous.type == "SecureString" and kind == "SecureString":
        key_id = previous.key_id
    description = request.get("Description", previous.description if previous else None)
    pattern = request.get("AllowedPattern", previous.allowed_pattern if previous else None) or None
    rules.check_pattern(pattern, value)
    data_type = rules.check_data_type(
        request.get("DataType") or (previous.data_type if previous else "text"), kind, value
    )
    policy_text = request.get("Policies")
    policies = rules.policies_of(policy_text)
    tier = rules.tier_for(request.get("Tier"), previous.tier if previous else None, value, bool(policies))
    arn = names.arn(ctx.region, ctx.account_id, name)
    stored = value
    if kind == "SecureString":
        stored = await state.secure.seal(ctx.principal, ctx.account_id, ctx.region, key_id, value, arn)
    with state.store.transaction():
        current = state.parameters.find(ctx.account_id, ctx.region, name)
        if current is not None and not overwrite:
            raise already_exists()
        if current is None or current.latest.tier != tier:
            _check_quota(state, ctx, tier)
        number = 1 if current is None else current.latest.version + 1
        if current is not None:
            _make_room(state, ctx, current)
        version = Version(
            name,
            number,
            kind,
            stored,
            key_id,
            description,
            pattern,
            tier,
            _policies_text(policies),
            data_type,
            clock.now(),
            ctx.principal.arn,
        )
        state.parameters.add_version(ctx.account_id, ctx.region, version, tags if current is None else None)
        state.bus.publish(
            "ssm.parameter.put",
            service="ssm",
            account_id=ctx.account_id,
            region=ctx.region,
            resource=arn,
            data={"name": name, "version": number, "type": kind, "tier": tier},
        )
    return {"Version": number, "Tier": tier}


def _policies_text(policies: list[dict[str, object]]) -> str | None:
    return json.dumps(policies) if policies else None


def _check_quota(state: SsmState, ctx: RequestContext, tier: str) -> None:
    if state.parameters.count(ctx.account_id, ctx.region, tier) >= MAX_PARAMETERS[tier]:
        raise AwsError(
            "ParameterLimitExceeded",
            "You have exceeded the number of parameters for this AWS account. Delete unnecessary parameters "
            "and try again.",
        )


def _make_room(state: SsmState, ctx: RequestContext, current: Parameter) -> None:
    """At 100 versions the oldest goes, unless a label holds it (then AWS refuses the new version)."""
    kept, oldest = state.parameters.oldest_versions(ctx.account_id, ctx.region, current.name)
    if kept < MAX_VERSIONS:
        return
    if state.parameters.labels_of(ctx.account_id, ctx.region, current.name, oldest):
        raise AwsError(
            "ParameterMaxVersionLimitExceeded",
            f"You attempted to create a new version of {current.name} by calling the PutParameter API with the "
            f"overwrite flag. Version {oldest}, the oldest version, can't be deleted because it has a label "
            "associated with it. Move the label to another version of the parameter, and try again.",
        )
    state.parameters.drop_version(ctx.account_id, ctx.region, current.name, oldest)


def delete(state: SsmState, ctx: RequestContext, given: str) -> bool:
    """Delete one parameter (in the caller's transaction); False when there is none."""
    found = lookup.find(state, ctx, given)
    if found is None:
        return False
    state.parameters.delete(ctx.account_id, ctx.region, found.name)
    state.bus.publish(
        "ssm.parameter.deleted",
        service="ssm",
        account_id=ctx.account_id,
        region=ctx.region,
        resource=names.arn(ctx.region, ctx.account_id, found.name),
        data={"name": found.name},
    )
    return True


def delete_parameter(
    state: SsmState, request: DeleteParameterRequest, ctx: RequestContext
) -> DeleteParameterResponse:
    with state.store.transaction():
        if not delete(state, ctx, request["Name"]):
            raise parameter_not_found(request["Name"])
    return {}


def delete_parameters(
    state: SsmState, request: DeleteParametersRequest, ctx: RequestContext
) -> DeleteParametersResponse:
    deleted: list[str] = []
    invalid: list[str] = []
    with state.store.transaction():
        for given in dict.fromkeys(request["Names"]):
            (deleted if delete(state, ctx, given) else invalid).append(given)
    return {"DeletedParameters": deleted, "InvalidParameters": invalid}
