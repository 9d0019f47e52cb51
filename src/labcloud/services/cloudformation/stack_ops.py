"""The stack API: Create/Update/Delete (asynchronous), Describe*, List*, GetTemplate(Summary), ValidateTemplate,
exports and imports.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudformation import changesets, rollback_triggers, ssm_types
from labcloud.services.cloudformation import parameters as params_mod
from labcloud.services.cloudformation import stacks as db
from labcloud.services.cloudformation.change_set_ops import find_change_set
from labcloud.services.cloudformation.errors import validation
from labcloud.services.cloudformation.prepare import (
    capabilities_needed,
    check_capabilities,
    prepare,
    principal_doc,
    refuse_unsupported,
    template_body,
)
from labcloud.services.cloudformation.repo.resources import StackResource
from labcloud.services.cloudformation.repo.stacks import Stack
from labcloud.services.cloudformation.stack_setup import (
    apply_prepared,
    check_imports,
    described_parameters,
    new_stack,
    policy_body,
)
from labcloud.services.cloudformation.state import CfnState, page
from labcloud.services.cloudformation.template import dumps

if TYPE_CHECKING:
    from labcloud.services.cloudformation.api import (
        CreateStackRequest,
        CreateStackResponse,
        DeleteStackRequest,
        DeleteStackResponse,
        DescribeStackEventsRequest,
        DescribeStackEventsResponse,
        DescribeStackResourceRequest,
        DescribeStackResourceResponse,
        DescribeStackResourcesRequest,
        DescribeStackResourcesResponse,
        DescribeStacksRequest,
        DescribeStacksResponse,
        GetStackPolicyRequest,
        GetStackPolicyResponse,
        GetTemplateRequest,
        GetTemplateResponse,
        GetTemplateSummaryRequest,
        GetTemplateSummaryResponse,
        ListExportsRequest,
        ListExportsResponse,
        ListImportsRequest,
        ListImportsResponse,
        ListStackResourcesRequest,
        ListStackResourcesResponse,
        SetStackPolicyRequest,
        SetStackPolicyResponse,
        StackResourceDetail,
        UpdateStackRequest,
        UpdateStackResponse,
        UpdateTerminationProtectionRequest,
        UpdateTerminationProtectionResponse,
        ValidateTemplateRequest,
        ValidateTemplateResponse,
    )
    from labcloud.services.cloudformation.api import (
        StackResource as StackResourceShape,
    )

Doc = dict[str, Any]


async def create_stack(
    state: CfnState, request: CreateStackRequest, ctx: RequestContext
) -> CreateStackResponse:
    refuse_unsupported(request)
    policy = await policy_body(state, ctx, request, "StackPolicy")
    name = request["StackName"]
    if db.find(state.store, ctx.account_id, ctx.region, name) is not None:
        raise AwsError("AlreadyExistsException", f"Stack [{name}] already exists", status=400)
    parent = _parent(state, ctx)
    if parent is not None:
        request = {**request, "Capabilities": parent.capabilities or []}
    body = await template_body(state.host, ctx, request)
    prepared = await prepare(body, list(request.get("Parameters") or []), ctx, name, hub=state.host)
    assert prepared.processed is not None
    fetched = await ssm_types.fetch(state.host, ctx, prepared.declared, prepared.values)
    check_capabilities(
        capabilities_needed(prepared.processed, prepared.transforms, change_set=False),
        list(request.get("Capabilities") or []),
    )
    check_imports(state, ctx, prepared.imports)
    stack = new_stack(state, ctx, name, request)
    stack.stack_policy = policy
    if parent is not None:
        stack.parent_id = parent.stack_id
        stack.root_id = parent.root_id or parent.stack_id
    ssm_types.merge(stack, fetched)
    apply_prepared(stack, prepared)
    if (
        db.find(state.store, ctx.account_id, ctx.region, name) is not None
    ):  # created while the template was read
        raise AwsError("AlreadyExistsException", f"Stack [{name}] already exists", status=400)
    with state.store.transaction():
        db.save(state.store, stack)
    state.engine.launch(stack.stack_id, lambda: state.engine.create(stack))
    return {"StackId": stack.stack_id}


def _parent(state: CfnState, ctx: RequestContext) -> Stack | None:
    """The parent stack when the request comes from a nested stack resource (never from a client)."""
    from labcloud.services.cloudformation.resources.nested import PARENT_KEY

    parent_id = ctx.extra.get(PARENT_KEY) if ctx.source == "internal" else None
    return db.load(state.store, str(parent_id)) if parent_id else None


def check_updatable(stack: Stack) -> None:
    if stack.status not in db.UPDATABLE:
        raise validation(f"Stack:{stack.stack_id} is in {stack.status} state and can not be updated.")


async def update_stack(
    state: CfnState, request: UpdateStackRequest, ctx: RequestContext
) -> UpdateStackResponse:
    refuse_unsupported(request)
    stack = state.stack(ctx, request["StackName"], live_only=True)
    check_updatable(stack)
    new_policy = await policy_body(state, ctx, request, "StackPolicy")
    during = await policy_body(state, ctx, request, "StackPolicyDuringUpdate")
    body = await template_body(state.host, ctx, request, stack.body)
    prepared = await prepare(
        body,
        list(request.get("Parameters") or []),
        ctx,
        stack.name,
        stack.parameters,
        hub=state.host,
    )
    assert prepared.processed is not None
    parent = _parent(state, ctx)
    capabilities = (
        list(parent.capabilities) if parent is not None else list(request.get("Capabilities") or [])
    )
    check_capabilities(
        capabilities_needed(prepared.processed, prepared.transforms, change_set=False), capabilities
    )
    check_imports(state, ctx, prepared.imports)
    fetched = await ssm_types.fetch(state.host, ctx, prepared.declared, prepared.values)
    stack = state.stack(ctx, stack.stack_id, live_only=True)  # it may have moved while the template was read
    check_updatable(stack)
    ssm_types.merge(stack, fetched)
    model = state.engine.model(stack, prepared.processed, prepared.values)
    records = db.resources(state.store, stack.stack_id)
    tags = list(request["Tags"]) if "Tags" in request else stack.tags
    changes = changesets.compute(state.engine, stack, model, records, tags)
    outputs_same = prepared.processed.get("Outputs") == (stack.template or {}).get("Outputs")
    if not changes and prepared.values == stack.parameters and tags == stack.tags and outputs_same:
        raise validation("No updates are to be performed.")
    extra = {
        "ParametersOut": described_parameters(stack, prepared),
        "Description": prepared.processed.get("Description"),
        "imports": prepared.imports,
        "original": prepared.original,
        "Tags": tags,
        "Capabilities": capabilities,
        "ClientRequestToken": request.get("ClientRequestToken"),
        # this update is governed by the policy given for it, else the one in force when it was asked
        "UpdatePolicy": {"body": during or stack.stack_policy},
    }
    if new_policy is not None:
        extra["StackPolicy"] = new_policy
    if "DisableRollback" in request:
        stack.disable_rollback = bool(request["DisableRollback"])
    if "RollbackConfiguration" in request:  # else the stack's triggers apply again, as on AWS
        stack.rollback_configuration = rollback_triggers.check(request["RollbackConfiguration"])
    if request.get("RoleARN"):
        stack.role_arn = request["RoleARN"]
        stack.principal = principal_doc(state.host, ctx, request["RoleARN"])
    stack.status = "UPDATE_IN_PROGRESS"
    with state.store.transaction():
        db.save(state.store, stack)
    state.engine.launch(
        stack.stack_id,
        lambda: state.engine.update(stack, prepared.processed or {}, body, prepared.values, extra),
    )
    return {"StackId": stack.stack_id}


async def delete_stack(
    state: CfnState, request: DeleteStackRequest, ctx: RequestContext
) -> DeleteStackResponse:
    if request.get("DeletionMode") not in (None, "STANDARD"):
        raise validation("labcloud does not support DeletionMode FORCE_DELETE_STACK")
    stack = db.find(state.store, ctx.account_id, ctx.region, request["StackName"])
    if stack is None or stack.status == "DELETE_COMPLETE":
        return {}  # AWS answers success for a stack that is not there
    if stack.termination_protection:
        raise validation(f"Stack [{stack.name}] cannot be deleted while TerminationProtection is enabled")
    retain = list(request.get("RetainResources") or [])
    if retain and stack.status != "DELETE_FAILED":
        raise validation(
            f"Invalid operation on stack [{stack.stack_id}]. RetainResources can only be specified "
            "when stack is in DELETE_FAILED state"
        )
    if stack.status == "DELETE_IN_PROGRESS":
        return {}
    if stack.status in db.IN_PROGRESS and stack.status != "REVIEW_IN_PROGRESS":
        raise validation(f"Stack [{stack.name}] cannot be deleted while in status {stack.status}")
    if request.get("RoleARN"):
        stack.principal = principal_doc(state.host, ctx, request["RoleARN"])
    stack.retain_resources = retain
    stack.status = "DELETE_IN_PROGRESS"
    with state.store.transaction():
        db.save(state.store, stack)
    state.engine.launch(stack.stack_id, lambda: state.engine.delete(stack))
    return {}


def describe_stacks(
    state: CfnState, request: DescribeStacksRequest, ctx: RequestContext
) -> DescribeStacksResponse:
    name = request.get("StackName")
    if name:
        found = [state.stack(ctx, name)]
    else:
        found = [
            s for s in db.listed(state.store, ctx.account_id, ctx.region) if s.status != "DELETE_COMPLETE"
        ]
    chunk, token = page(found, request.get("NextToken"))
    out: Doc = {"Stacks": [db.described(s) for s in chunk]}
    if token:
        out["NextToken"] = token
    return cast("DescribeStacksResponse", out)


def describe_stack_events(
    state: CfnState, request: DescribeStackEventsRequest, ctx: RequestContext
) -> DescribeStackEventsResponse:
    stack = state.stack(ctx, request.get("StackName"))
    chunk, token = page(db.events(state.store, stack.stack_id), request.get("NextToken"))
    out: Doc = {"StackEvents": [db.event_out(e) for e in chunk]}
    if token:
        out["NextToken"] = token
    return cast("DescribeStackEventsResponse", out)


def _shown_resources(state: CfnState, stack: Stack) -> list[StackResource]:
    return list(db.resources(state.store, stack.stack_id).values())


def describe_stack_resource(
    state: CfnState, request: DescribeStackResourceRequest, ctx: RequestContext
) -> DescribeStackResourceResponse:
    stack = state.stack(ctx, request["StackName"])
    record = db.resources(state.store, stack.stack_id).get(request["LogicalResourceId"])
    if record is None:
        raise validation(
            f"Resource {request['LogicalResourceId']} does not exist for stack {request['StackName']}"
        )
    return {"StackResourceDetail": cast("StackResourceDetail", db.resource_out(stack, record, detail=True))}


def describe_stack_resources(
    state: CfnState, request: DescribeStackResourcesRequest, ctx: RequestContext
) -> DescribeStackResourcesResponse:
    name, physical = request.get("StackName"), request.get("PhysicalResourceId")
    if not name and not physical:
        raise validation("Either StackName or PhysicalResourceId must be specified.")
    if name:
        stack = state.stack(ctx, name)
    else:
        stack = _stack_of_physical(state, ctx, str(physical))
    records = _shown_resources(state, stack)
    if request.get("LogicalResourceId"):
        records = [r for r in records if r.logical_id == request["LogicalResourceId"]]
    if physical:
        records = [r for r in records if r.physical_id == physical] if not name else records
    return {"StackResources": [cast("StackResourceShape", _resource_row(stack, r)) for r in records]}


def _resource_row(stack: Stack, record: StackResource) -> Doc:
    row = db.resource_out(stack, record, detail=True)
    row["Timestamp"] = row.pop("LastUpdatedTimestamp")
    row.pop("Metadata", None)
    return row


def _stack_of_physical(state: CfnState, ctx: RequestContext, physical: str) -> Stack:
    for stack in db.listed(state.store, ctx.account_id, ctx.region):
        if stack.status == "DELETE_COMPLETE":
            continue
        if any(r.physical_id == physical for r in _shown_resources(state, stack)):
            return stack
    raise validation(f"Stack for {physical} does not exist")


def list_stack_resources(
    state: CfnState, request: ListStackResourcesRequest, ctx: RequestContext
) -> ListStackResourcesResponse:
    stack = state.stack(ctx, request["StackName"])
    chunk, token = page(_shown_resources(state, stack), request.get("NextToken"))
    out: Doc = {"StackResourceSummaries": [db.resource_out(stack, r) for r in chunk]}
    if token:
        out["NextToken"] = token
    return cast("ListStackResourcesResponse", out)


def get_template(state: CfnState, request: GetTemplateRequest, ctx: RequestContext) -> GetTemplateResponse:
    stage = request.get("TemplateStage") or "Original"
    template: Doc | None
    original: Doc | None
    text: str | None
    if request.get("ChangeSetName"):
        change_set = find_change_set(state, ctx, request["ChangeSetName"], request.get("StackName"))
        template, original, text = change_set.template, change_set.original, change_set.body or None
    else:
        stack = state.stack(ctx, request.get("StackName"))
        template, original, text = stack.template, stack.original, stack.body
    stages = ["Original", "Processed"] if template else ["Original"]
    if stage == "Processed":
        body = dumps(template or original or {})
    else:
        body = text or "{}"
    return {"TemplateBody": body, "StagesAvailable": stages}


async def get_template_summary(
    state: CfnState, request: GetTemplateSummaryRequest, ctx: RequestContext
) -> GetTemplateSummaryResponse:
    if request.get("StackSetName"):
        raise AwsError(
            "StackSetNotFoundException", f"StackSet {request['StackSetName']} not found", status=404
        )
    if request.get("StackName") and not (request.get("TemplateBody") or request.get("TemplateURL")):
        stack = state.stack(ctx, request["StackName"])
        original, processed = stack.original or {}, stack.template or {}
    else:
        from labcloud.services.cloudformation import template as template_mod

        body = await template_body(state.host, ctx, request)
        original = template_mod.parse(body)
        processed = original
    declared = original.get("Parameters") or {}
    transforms = [
        t
        for t in (
            [original["Transform"]]
            if isinstance(original.get("Transform"), str)
            else original.get("Transform") or []
        )
    ]
    out: Doc = {
        "Parameters": params_mod.summary(declared),
        "ResourceTypes": sorted(
            {r.get("Type", "") for r in (processed.get("Resources") or {}).values() if isinstance(r, dict)}
        ),
        "Version": str(original.get("AWSTemplateFormatVersion", "2010-09-09")),
        "DeclaredTransforms": transforms,
        "ResourceIdentifierSummaries": [],
    }
    if original.get("Description") is not None:
        out["Description"] = str(original["Description"])
    if original.get("Metadata") is not None:
        out["Metadata"] = json.dumps(original["Metadata"])
    needed = capabilities_needed(processed, transforms, change_set=False)
    if needed:
        out["Capabilities"] = needed
        out["CapabilitiesReason"] = _capabilities_reason(processed)
    return cast("GetTemplateSummaryResponse", out)


async def validate_template(
    state: CfnState, request: ValidateTemplateRequest, ctx: RequestContext
) -> ValidateTemplateResponse:
    from labcloud.services.cloudformation import sam
    from labcloud.services.cloudformation import template as template_mod
    from labcloud.services.cloudformation.include import uses_transform
    from labcloud.services.cloudformation.model import check_references

    body = await template_body(state.host, ctx, request)
    original = template_mod.parse(body)
    transforms = template_mod.declared_transforms(original)
    sam.check_transforms(transforms)
    params_mod.check_declarations(original.get("Parameters") or {})
    if not transforms and not uses_transform(original):  # snippets are not fetched to validate
        template_mod.check_structure(original)
        check_references(original)
    out: Doc = {
        "Parameters": [
            {k: v for k, v in p.items() if k in ("ParameterKey", "DefaultValue", "NoEcho", "Description")}
            for p in params_mod.summary(original.get("Parameters") or {})
        ],
        "DeclaredTransforms": transforms,
    }
    if original.get("Description") is not None:
        out["Description"] = str(original["Description"])
    needed = capabilities_needed(original, [], change_set=True)
    if needed:
        out["Capabilities"] = needed
        out["CapabilitiesReason"] = _capabilities_reason(original)
    return cast("ValidateTemplateResponse", out)


def _capabilities_reason(template: Doc) -> str:
    types = sorted(
        {
            r.get("Type", "")
            for r in (template.get("Resources") or {}).values()
            if isinstance(r, dict) and str(r.get("Type", "")).startswith("AWS::IAM::")
        }
    )
    return f"The following resource(s) require capabilities: [{', '.join(types)}]"


def list_exports(state: CfnState, request: ListExportsRequest, ctx: RequestContext) -> ListExportsResponse:
    chunk, token = page(db.exports(state.store, ctx.account_id, ctx.region), request.get("NextToken"))
    out: Doc = {"Exports": chunk}
    if token:
        out["NextToken"] = token
    return cast("ListExportsResponse", out)


def list_imports(state: CfnState, request: ListImportsRequest, ctx: RequestContext) -> ListImportsResponse:
    name = request["ExportName"]
    users = db.importers(state.store, ctx.account_id, ctx.region, name, "")
    if not users:
        raise validation(f"Export '{name}' is not imported by any stack.")
    return {"Imports": users}


def update_termination_protection(
    state: CfnState, request: UpdateTerminationProtectionRequest, ctx: RequestContext
) -> UpdateTerminationProtectionResponse:
    stack = state.stack(ctx, request["StackName"], live_only=True)
    stack.termination_protection = bool(request["EnableTerminationProtection"])
    with state.store.transaction():
        db.save(state.store, stack)
    return {"StackId": stack.stack_id}


async def set_stack_policy(
    state: CfnState, request: SetStackPolicyRequest, ctx: RequestContext
) -> SetStackPolicyResponse:
    stack = state.stack(ctx, request["StackName"], live_only=True)
    policy = await policy_body(state, ctx, request, "StackPolicy")
    if policy is None:
        raise validation("Either StackPolicyBody or StackPolicyURL must be specified.")
    stack = state.stack(ctx, stack.stack_id, live_only=True)  # it may have moved meanwhile
    stack.stack_policy = policy
    with state.store.transaction():
        db.save(state.store, stack)
    return {}


def get_stack_policy(
    state: CfnState, request: GetStackPolicyRequest, ctx: RequestContext
) -> GetStackPolicyResponse:
    stack = state.stack(ctx, request["StackName"])
    policy = stack.stack_policy
    return {"StackPolicyBody": policy} if policy else {}
