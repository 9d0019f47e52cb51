"""The change set API: Create (CREATE and UPDATE types), Describe, Execute, Delete, List.

A change set is computed as soon as it is created (its status is CREATE_COMPLETE or FAILED by the
time the client asks). A CREATE change set makes the stack exist in REVIEW_IN_PROGRESS. A change
set without changes FAILS with the reason ``aws cloudformation deploy`` looks for.
"""

from __future__ import annotations

import uuid
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudformation import changesets, imports, rollback_triggers, ssm_types
from labcloud.services.cloudformation import parameters as params_mod
from labcloud.services.cloudformation import stacks as db
from labcloud.services.cloudformation.errors import validation
from labcloud.services.cloudformation.prepare import (
    capabilities_needed,
    check_capabilities,
    prepare,
    principal_doc,
    refuse_unsupported,
    template_body,
)
from labcloud.services.cloudformation.repo.change_sets import ChangeSet
from labcloud.services.cloudformation.repo.stacks import Stack
from labcloud.services.cloudformation.stack_setup import apply_prepared, check_imports, new_stack
from labcloud.services.cloudformation.state import CfnState, page

if TYPE_CHECKING:
    from labcloud.services.cloudformation.api import (
        CreateChangeSetRequest,
        CreateChangeSetResponse,
        DeleteChangeSetRequest,
        DeleteChangeSetResponse,
        DescribeChangeSetRequest,
        DescribeChangeSetResponse,
        ExecuteChangeSetRequest,
        ExecuteChangeSetResponse,
        ListChangeSetsRequest,
        ListChangeSetsResponse,
    )

Doc = dict[str, Any]
_EXECUTION = {
    "CREATE_COMPLETE": "EXECUTE_COMPLETE",
    "UPDATE_COMPLETE": "EXECUTE_COMPLETE",
    "CREATE_FAILED": "EXECUTE_FAILED",
    "ROLLBACK_COMPLETE": "EXECUTE_FAILED",
    "ROLLBACK_FAILED": "EXECUTE_FAILED",
    "UPDATE_ROLLBACK_COMPLETE": "EXECUTE_FAILED",
    "UPDATE_ROLLBACK_FAILED": "EXECUTE_FAILED",
    "IMPORT_COMPLETE": "EXECUTE_COMPLETE",
    "IMPORT_ROLLBACK_COMPLETE": "EXECUTE_FAILED",
    "DELETE_COMPLETE": "EXECUTE_FAILED",
}


def not_found(name: str) -> AwsError:
    return AwsError("ChangeSetNotFound", f"ChangeSet [{name}] does not exist", status=404)


def find_change_set(state: CfnState, ctx: RequestContext, name: str, stack_name: str | None) -> ChangeSet:
    if name.startswith("arn:"):
        found = db.load_change_set(state.store, name)
        if found is None or found.account != ctx.account_id:
            raise not_found(name)
        return found
    if not stack_name:
        raise validation("StackName must be specified if ChangeSetName is not specified as an ARN.")
    stack = db.find(state.store, ctx.account_id, ctx.region, stack_name)
    if stack is None:
        raise not_found(name)
    for change_set in db.change_sets(state.store, stack.stack_id):
        if change_set.name == name:
            return change_set
    raise not_found(name)


def _target(state: CfnState, ctx: RequestContext, kind: str, name: str, stack_name: str) -> Stack | None:
    """The stack a change set is for (None: a CREATE change set makes it); the checks AWS makes first."""
    stack = db.find(state.store, ctx.account_id, ctx.region, stack_name)
    if kind == "CREATE":
        if stack is not None and stack.status != "REVIEW_IN_PROGRESS":
            raise validation(
                f"Stack [{stack_name}] already exists and cannot be created again with the changeSet "
                f"[{name}]."
            )
    elif stack is not None or kind != "IMPORT":  # an IMPORT change set may make its stack too
        if stack is None:
            raise validation(f"Stack [{stack_name}] does not exist")
        if stack.status not in db.UPDATABLE:
            raise validation(f"Stack:{stack.stack_id} is in {stack.status} state and can not be updated.")
    if stack is not None and any(c.name == name for c in db.change_sets(state.store, stack.stack_id)):
        raise AwsError("AlreadyExistsException", f"ChangeSet [{name}] already exists", status=400)
    return stack


async def create_change_set(
    state: CfnState, request: CreateChangeSetRequest, ctx: RequestContext
) -> CreateChangeSetResponse:
    refuse_unsupported(request)
    kind = request.get("ChangeSetType") or "UPDATE"
    if request.get("ResourcesToImport") and kind != "IMPORT":
        raise validation("ResourcesToImport can only be specified for a change set of type IMPORT.")
    name, stack_name = request["ChangeSetName"], request["StackName"]
    stack = _target(state, ctx, kind, name, stack_name)
    previous = stack.body if stack is not None and kind == "UPDATE" else None
    body = await template_body(state.host, ctx, request, previous)
    prepared = await prepare(
        body,
        list(request.get("Parameters") or []),
        ctx,
        stack_name,
        stack.parameters if stack is not None and kind == "UPDATE" else None,
        allow_transform_failure=True,
        hub=state.host,
    )
    fetched = await ssm_types.fetch(state.host, ctx, prepared.declared, prepared.values)
    stack = _target(state, ctx, kind, name, stack_name)  # again: the template was read meanwhile
    capabilities = list(request.get("Capabilities") or [])
    if prepared.processed is not None:
        check_capabilities(capabilities_needed(prepared.processed, [], change_set=True), capabilities)
        check_imports(state, ctx, prepared.imports)
    if request.get("OnStackFailure") and kind != "CREATE":
        raise validation("OnStackFailure can only be specified for CREATE change sets")
    import_changes: list[Doc] = []
    if kind == "IMPORT" and prepared.processed is not None:
        target = stack or new_stack(state, ctx, stack_name, {**request, "OnFailure": None})
        import_model = state.engine.model(target, prepared.processed, prepared.values)
        to_import = list(request.get("ResourcesToImport") or [])
        existing = db.resources(state.store, target.stack_id)
        imports.check_request(import_model, to_import, existing)
        wanted = {r["LogicalResourceId"] for r in to_import}
        touched = [
            c["ResourceChange"]["LogicalResourceId"]
            for c in changesets.compute(state.engine, target, import_model, existing)
            if c["ResourceChange"]["LogicalResourceId"] not in wanted
        ]
        if touched:
            raise validation(
                "As part of the import operation, you cannot modify or remove resources that are not being "
                f"imported: [{', '.join(touched)}]"
            )

        def rc_for(logical: str, kind: str) -> Any:
            return state.engine.call_for(target, logical, resource_type=kind)

        import_changes = await imports.check_exist(rc_for, to_import)
        stack = _target(state, ctx, kind, name, stack_name)  # again: the services were read meanwhile
    with state.store.transaction():
        if stack is None:
            stack = new_stack(state, ctx, stack_name, {**request, "OnFailure": None})
            stack.status = "REVIEW_IN_PROGRESS"
            on_failure = request.get("OnStackFailure")
            stack.on_failure = None if on_failure in (None, "ROLLBACK") else on_failure
            db.save(state.store, stack)
            db.add_event(
                state.store,
                stack,
                stack_name,
                "AWS::CloudFormation::Stack",
                "REVIEW_IN_PROGRESS",
                "User Initiated",
                stack.stack_id,
            )
        tags: list[Doc] | None = (
            [dict(t) for t in request.get("Tags") or []] if "Tags" in request else stack.tags
        )
        change_set = ChangeSet(
            change_set_id=f"arn:aws:cloudformation:{ctx.region}:{ctx.account_id}:changeSet/{name}/{uuid.uuid4()}",
            name=name,
            stack_id=stack.stack_id,
            stack_name=stack.name,
            account=ctx.account_id,
            created=clock.now(),
            kind=kind,
            status="FAILED",
            execution_status="UNAVAILABLE",
            status_reason=prepared.transform_error,
            description=request.get("Description"),
            capabilities=capabilities,
            tags=tags,
            role_arn=request.get("RoleARN"),
            parameters=prepared.values,
            parameters_out=params_mod.described(
                prepared.declared,
                prepared.values,
                ssm_types.resolved(prepared.declared, prepared.values, fetched),
            ),
            ssm_values=fetched,
            body=prepared.body,
            original=prepared.original,
            template=prepared.processed,
            imports=prepared.imports,
            transforms=prepared.transforms,
            declared=prepared.declared,
            on_stack_failure=request.get("OnStackFailure"),
            resources_to_import=[dict(r) for r in request.get("ResourcesToImport") or []],
            rollback_configuration=(
                rollback_triggers.check(request["RollbackConfiguration"])
                if "RollbackConfiguration" in request
                else None
            ),
            # Nested stacks' own change sets: none to include until a template has nested stacks.
            include_nested_stacks=bool(request.get("IncludeNestedStacks")),
            # Adopting a resource that exists under its custom name is not done (docs/cdk.md): the create fails
            # as it would without the flag; the flag is kept and described.
            import_existing_resources=bool(request.get("ImportExistingResources")),
        )
        if prepared.transform_error is None:
            assert prepared.processed is not None
            ssm_types.merge(stack, fetched)
            model = state.engine.model(stack, prepared.processed, prepared.values)
            records = db.resources(state.store, stack.stack_id)
            changes = (
                import_changes
                if kind == "IMPORT"
                else changesets.compute(state.engine, stack, model, records, tags)
            )
            same_params = kind == "UPDATE" and prepared.values == stack.parameters
            same_outputs = prepared.processed.get("Outputs") == (stack.template or {}).get("Outputs")
            if kind == "UPDATE" and not changes and same_params and same_outputs and tags == stack.tags:
                change_set = replace(change_set, status_reason=changesets.NO_CHANGES)
            else:
                change_set = replace(
                    change_set, status="CREATE_COMPLETE", execution_status="AVAILABLE", changes=changes
                )
        db.save_change_set(state.store, change_set)
    return {"Id": change_set.change_set_id, "StackId": stack.stack_id}


def _execution_status(state: CfnState, change_set: ChangeSet) -> str:
    if not change_set.executed:
        return change_set.execution_status
    stack = db.load(state.store, change_set.stack_id)
    if stack is None:
        return "EXECUTE_FAILED"
    if stack.change_set_id != change_set.change_set_id:
        return "EXECUTE_COMPLETE"
    return _EXECUTION.get(stack.status, "EXECUTE_IN_PROGRESS")


def describe_change_set(
    state: CfnState, request: DescribeChangeSetRequest, ctx: RequestContext
) -> DescribeChangeSetResponse:
    change_set = find_change_set(state, ctx, request["ChangeSetName"], request.get("StackName"))
    out: Doc = {
        "ChangeSetId": change_set.change_set_id,
        "ChangeSetName": change_set.name,
        "StackId": change_set.stack_id,
        "StackName": change_set.stack_name,
        "Status": change_set.status,
        "Capabilities": change_set.capabilities,
        "CreationTime": db.stamp(change_set.created),
        "ExecutionStatus": _execution_status(state, change_set),
        "NotificationARNs": [],
        "Parameters": change_set.parameters_out,
        "Tags": change_set.tags or [],
        "IncludeNestedStacks": change_set.include_nested_stacks,
        "ImportExistingResources": change_set.import_existing_resources,
    }
    for key, value in (
        ("Description", change_set.description),
        ("StatusReason", change_set.status_reason),
        ("OnStackFailure", change_set.on_stack_failure),
        ("RollbackConfiguration", change_set.rollback_configuration),
    ):
        if value:
            out[key] = value
    chunk, token = page(change_set.changes, request.get("NextToken"))
    out["Changes"] = chunk
    if token:
        out["NextToken"] = token
    return cast("DescribeChangeSetResponse", out)


def execute_change_set(
    state: CfnState, request: ExecuteChangeSetRequest, ctx: RequestContext
) -> ExecuteChangeSetResponse:
    change_set = find_change_set(state, ctx, request["ChangeSetName"], request.get("StackName"))
    status = _execution_status(state, change_set)
    if change_set.status != "CREATE_COMPLETE" or status != "AVAILABLE":
        raise AwsError(
            "InvalidChangeSetStatus",
            f"ChangeSet [{change_set.change_set_id}] cannot be executed in its "
            f"current status of [{change_set.status if status == 'UNAVAILABLE' else status}]",
            status=400,
        )
    stack = db.load(state.store, change_set.stack_id)
    if stack is None or stack.status == "DELETE_COMPLETE":
        raise validation(f"Stack [{change_set.stack_name}] does not exist")
    if request.get("RetainExceptOnCreate"):
        raise validation("labcloud does not support RetainExceptOnCreate")
    kind = change_set.kind
    if (
        kind == "CREATE"
        and stack.status != "REVIEW_IN_PROGRESS"
        or kind == "UPDATE"
        and stack.status not in db.UPDATABLE
        or kind == "IMPORT"
        and stack.status not in {*db.UPDATABLE, "REVIEW_IN_PROGRESS"}
    ):
        raise AwsError(
            "InvalidChangeSetStatus",
            f"ChangeSet [{change_set.change_set_id}] cannot be executed in its current status of [OBSOLETE]",
            status=400,
        )
    with state.store.transaction():
        change_set = replace(change_set, executed=True)
        db.save_change_set(state.store, change_set)
        for other in db.change_sets(state.store, stack.stack_id):
            if other.change_set_id != change_set.change_set_id:
                db.drop_change_set(state.store, other.change_set_id)
        stack.change_set_id = change_set.change_set_id
        if "DisableRollback" in request:
            stack.disable_rollback = bool(request["DisableRollback"])
        if change_set.rollback_configuration is not None:
            stack.rollback_configuration = change_set.rollback_configuration
        if change_set.role_arn:
            stack.role_arn = change_set.role_arn
            stack.principal = principal_doc(state.host, ctx, change_set.role_arn)
        if request.get("ClientRequestToken"):
            stack.client_request_token = request["ClientRequestToken"]
        ssm_types.merge(stack, change_set.ssm_values)
        db.save(state.store, stack)
    engine = state.engine
    if kind == "CREATE":
        prepared = _Prepared(change_set)
        apply_prepared(stack, prepared)
        stack.capabilities, stack.tags = change_set.capabilities, change_set.tags or []
        engine.launch(stack.stack_id, lambda: engine.create(stack))
    else:
        template = change_set.template or {}
        extra = {
            "ParametersOut": change_set.parameters_out,
            "Description": template.get("Description"),
            "imports": change_set.imports,
            "original": change_set.original,
            "Tags": change_set.tags,
            "Capabilities": change_set.capabilities,
        }
        executed = change_set
        if kind == "IMPORT":
            engine.launch(stack.stack_id, lambda: imports.run(engine, stack, executed, extra))
        else:
            engine.launch(
                stack.stack_id,
                lambda: engine.update(stack, template, executed.body, executed.parameters, extra),
            )
    return {}


class _Prepared:
    """A change set seen as the outcome of ``prepare`` (for ``apply_prepared``)."""

    def __init__(self, change_set: ChangeSet) -> None:
        self.body = change_set.body
        self.original = change_set.original
        self.processed = change_set.template
        self.values = change_set.parameters
        self.declared = change_set.declared
        self.imports = change_set.imports
        self.transforms = change_set.transforms


def delete_change_set(
    state: CfnState, request: DeleteChangeSetRequest, ctx: RequestContext
) -> DeleteChangeSetResponse:
    name, stack_name = request["ChangeSetName"], request.get("StackName")
    if not name.startswith("arn:") and stack_name:
        stack = db.find(state.store, ctx.account_id, ctx.region, stack_name)
        if stack is not None and not any(c.name == name for c in db.change_sets(state.store, stack.stack_id)):
            # By name, deleting is idempotent on AWS: the CDK CLI deletes its new change set's name before
            # creating it. An ARN that names nothing is still ChangeSetNotFound.
            return {}
    change_set = find_change_set(state, ctx, name, stack_name)
    if _execution_status(state, change_set) == "EXECUTE_IN_PROGRESS":
        raise AwsError(
            "InvalidChangeSetStatus",
            f"ChangeSet [{change_set.change_set_id}] cannot be deleted in its "
            "current status of [EXECUTE_IN_PROGRESS]",
            status=400,
        )
    with state.store.transaction():
        db.drop_change_set(state.store, change_set.change_set_id)
    return {}


def list_change_sets(
    state: CfnState, request: ListChangeSetsRequest, ctx: RequestContext
) -> ListChangeSetsResponse:
    stack = state.stack(ctx, request["StackName"])
    summaries = []
    for change_set in db.change_sets(state.store, stack.stack_id):
        summary: Doc = {
            "StackId": change_set.stack_id,
            "StackName": change_set.stack_name,
            "ChangeSetId": change_set.change_set_id,
            "ChangeSetName": change_set.name,
            "Status": change_set.status,
            "ExecutionStatus": _execution_status(state, change_set),
            "CreationTime": db.stamp(change_set.created),
            "IncludeNestedStacks": change_set.include_nested_stacks,
        }
        for key, value in (
            ("StatusReason", change_set.status_reason),
            ("Description", change_set.description),
        ):
            if value:
                summary[key] = value
        summaries.append(summary)
    chunk, token = page(summaries, request.get("NextToken"))
    out: Doc = {"Summaries": chunk}
    if token:
        out["NextToken"] = token
    return cast("ListChangeSetsResponse", out)
