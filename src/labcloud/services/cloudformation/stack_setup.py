"""A new stack's record and what CreateStack, UpdateStack and change sets set on it: the prepared
template, parameters and imports, and a checked stack policy."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.cloudformation import parameters as params_mod
from labcloud.services.cloudformation import rollback_triggers, ssm_types, stack_policy
from labcloud.services.cloudformation import stacks as db
from labcloud.services.cloudformation.errors import validation
from labcloud.services.cloudformation.prepare import principal_doc, read_template_url
from labcloud.services.cloudformation.repo.stacks import Stack
from labcloud.services.cloudformation.state import CfnState

Doc = dict[str, Any]


def new_stack(state: CfnState, ctx: RequestContext, name: str, params: Mapping[str, Any]) -> Stack:
    if params.get("DisableRollback") and params.get("OnFailure"):
        raise validation("You cannot specify both DisableRollback and OnFailure.")
    return Stack(
        stack_id=db.stack_arn(ctx.region, ctx.account_id, name),
        name=name,
        account=ctx.account_id,
        region=ctx.region,
        created=clock.now(),
        status="CREATE_IN_PROGRESS",
        disable_rollback=bool(params.get("DisableRollback", False)),
        on_failure=params.get("OnFailure"),
        tags=[dict(t) for t in params.get("Tags") or []],
        capabilities=list(params.get("Capabilities") or []),
        role_arn=params.get("RoleARN"),
        rollback_configuration=rollback_triggers.check(params.get("RollbackConfiguration")),
        termination_protection=bool(params.get("EnableTerminationProtection", False)),
        client_request_token=params.get("ClientRequestToken"),
        principal=principal_doc(state.host, ctx, params.get("RoleARN")),
    )


def check_imports(state: CfnState, ctx: RequestContext, imports: list[str]) -> None:
    """Fn::ImportValue of an export that does not exist is refused up front, as AWS does."""
    for name in imports:
        if db.export_value(state.store, ctx.account_id, ctx.region, name) is None:
            raise validation(f"No export named {name} found.")


def described_parameters(stack: Stack, prepared: Any) -> list[Doc]:
    """DescribeStacks' Parameters for ``prepared``'s values (SSM types with the values read for them)."""
    resolved = ssm_types.resolved(prepared.declared, prepared.values, stack.ssm_values or {})
    return params_mod.described(prepared.declared, prepared.values, resolved)


def apply_prepared(stack: Stack, prepared: Any) -> None:
    stack.body = prepared.body
    stack.original = prepared.original
    stack.template = prepared.processed
    stack.parameters = prepared.values
    stack.parameters_out = described_parameters(stack, prepared)
    stack.description = prepared.processed.get("Description") if prepared.processed else None
    stack.imports = prepared.imports
    stack.transforms = prepared.transforms


async def policy_body(
    state: CfnState, ctx: RequestContext, params: Mapping[str, Any], prefix: str
) -> str | None:
    """A stack policy given as ``<prefix>Body`` or ``<prefix>URL`` (read from labcloud's S3), checked."""
    body, url = params.get(f"{prefix}Body"), params.get(f"{prefix}URL")
    if body and url:
        raise validation(f"You cannot specify both {prefix}URL and {prefix}Body")
    if url:
        body = await read_template_url(state.host, ctx, str(url))
    if not body:
        return None
    stack_policy.parse(str(body))
    return str(body)
