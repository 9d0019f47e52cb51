"""The change set API: Create (CREATE and UPDATE types), Describe, Execute, Delete, List.

A change set is computed as soon as it is created (its status is CREATE_COMPLETE or FAILED by the
time the client asks). A CREATE change set makes the stack exist in REVIEW_IN_PROGRESS. A change
set without changes FAILS with the reason ``aws cloudformation deploy`` looks for.
"""

from __future__ import annotations

import uuid
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
    refuse_unsupported,
    template_body,
)
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


def find_change_set(state: CfnState, ctx: RequestContext, name: str, stack_name: str | None) -> Doc:
    if name.startswith("arn:"):
        found = db.load_change_set(state.store, name)
        if found is None or found.get("account") != ctx.account_id:
            raise not_found(name)
        return found
    if not stack_name:
        raise validation("StackName must be specified if ChangeSetName is not specified as an ARN.")
    stack = db.find(state.store, ctx.account_id, ctx.region, stack_name)
    if stack is None:
        raise not_found(name)
    for change_set in db.change_sets(state.store, stack["StackId"]):
        if change_set["ChangeSetName"] == name:
            return change_set
    raise not_found(name)


def _target(state: CfnState, ctx: RequestContext, kind: str, name: str, stack_name: str) -> Doc | None:
    """The stack a change set is for (None: a CREATE change set makes it); the checks AWS makes first."""
    stack = db.find(state.store, ctx.account_id, ctx.region, stack_name)
    if kind == "CREATE":
        if stack is not None and stack["StackStatus"] != "REVIEW_IN_PROGRESS":
            raise validation(
                f"Stack [{stack_name}] already exists and cannot be created again with the changeSet "
                f"[{name}]."
            )
    elif stack is not None or kind != "IMPORT":  # an IMPORT change set may make its stack too
        if stack is None:
            raise validation(f"Stack [{stack_name}] does not exist")
        if stack["StackStatus"] not in db.UPDATABLE:
            raise validation(
                f"Stack:{stack['StackId']} is in {stack['StackStatus']} state and can not be updated."
            )
    if stack is not None and any(
        c["ChangeSetName"] == name for c in db.change_sets(state.store, stack["StackId"])
    ):
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
    previous = stack.get("body") if stack is not None and kind == "UPDATE" else None
    body = await template_body(state.host, ctx, request, previous)
    prepared = await prepare(
        body,
        list(request.get("Parameters") or []),
        ctx,
        stack_name,
        stack["Parameters"] if stack is not None and kind == "UPDATE" else None,
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
        existing = db.resources(state.store, target["StackId"])
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
            stack["StackStatus"] = "REVIEW_IN_PROGRESS"
            on_failure = request.get("OnStackFailure")
            stack["OnFailure"] = None if on_failure in (None, "ROLLBACK") else on_failure
            db.save(state.store, stack)
            db.add_event(
                state.store,
                stack,
                stack_name,
                "AWS::CloudFormation::Stack",
                "REVIEW_IN_PROGRESS",
                "User Initiated",
                stack["StackId"],
            )
        change_set: Doc = {
            "ChangeSetId": f"arn:aws:cloudformation:{ctx.region}:{ctx.account_id}:changeSet/{name}/{uuid.uuid4()}",
            "ChangeSetName": name,
            "StackId": stack["StackId"],
            "StackName": stack["StackName"],
            "account": ctx.account_id,
            "CreationTime": clock.now(),
            "ChangeSetType": kind,
            "Description": request.get("Description"),
            "Capabilities": capabilities,
            "Tags": list(request.get("Tags") or []) if "Tags" in request else stack.get("Tags"),
            "RoleARN": request.get("RoleARN"),
            "Parameters": prepared.values,
            "ParametersOut": params_mod.described(
                prepared.declared,
                prepared.values,
                ssm_types.resolved(prepared.declared, prepared.values, fetched),
            ),
            "ssm_values": fetched,
            "body": prepared.body,
            "original": prepared.original,
            "template": prepared.processed,
            "imports": prepared.imports,
            "transforms": prepared.transforms,
            "declared": prepared.declared,
            "OnStackFailure": request.get("OnStackFailure"),
            "ResourcesToImport": list(request.get("ResourcesToImport") or []),
            "RollbackConfiguration": (
                rollback_triggers.check(request["RollbackConfiguration"])
                if "RollbackConfiguration" in request
                else None
            ),
            # Nested stacks' own change sets: none to include until a template has nested stacks.
            "IncludeNestedStacks": bool(request.get("IncludeNestedStacks")),
            # Adopting a resource that exists under its custom name is not done (docs/cdk.md): the create fails
            # as it would without the flag; the flag is kept and described.
            "ImportExistingResources": bool(request.get("ImportExistingResources")),
        }
        if prepared.transform_error is not None:
            change_set.update(
                Status="FAILED",
                ExecutionStatus="UNAVAILABLE",
                StatusReason=prepared.transform_error,
                Changes=[],
            )
        else:
            assert prepared.processed is not None
            ssm_types.merge(stack, fetched)
            model = state.engine.model(stack, prepared.processed, prepared.values)
            records = db.resources(state.store, stack["StackId"])
            changes = (
                import_changes
                if kind == "IMPORT"
                else changesets.compute(state.engine, stack, model, records, change_set["Tags"])
            )
            same_params = kind == "UPDATE" and prepared.values == stack["Parameters"]
            same_outputs = prepared.processed.get("Outputs") == (stack.get("template") or {}).get("Outputs")
            if (
                kind == "UPDATE"
                and not changes
                and same_params
                and same_outputs
                and change_set["Tags"] == stack.get("Tags")
            ):
                change_set.update(
                    Status="FAILED",
                    ExecutionStatus="UNAVAILABLE",
                    StatusReason=changesets.NO_CHANGES,
                    Changes=[],
                )
            else:
                change_set.update(Status="CREATE_COMPLETE", ExecutionStatus="AVAILABLE", Changes=changes)
        db.save_change_set(state.store, change_set)
    return {"Id": change_set["ChangeSetId"], "StackId": stack["StackId"]}


def _execution_status(state: CfnState, change_set: Doc) -> str:
    if not change_set.get("executed"):
        return str(change_set["ExecutionStatus"])
    stack = db.load(state.store, change_set["StackId"])
    if stack is None:
        return "EXECUTE_FAILED"
    if stack.get("ChangeSetId") != change_set["ChangeSetId"]:
        return "EXECUTE_COMPLETE"
    return _EXECUTION.get(stack["StackStatus"], "EXECUTE_IN_PROGRESS")


def describe_change_set(
    state: CfnState, request: DescribeChangeSetRequest, ctx: RequestContext
) -> DescribeChangeSetResponse:
    change_set = find_change_set(state, ctx, request["ChangeSetName"], request.get("StackName"))
    out: Doc = {
        key: change_set[key]
        for key in (
            "ChangeSetId",
            "ChangeSetName",
            "StackId",
            "StackName",
            "Status",
            "Capabilities",
            "Changes",
        )
        if key in change_set
    }
    out.update(
        CreationTime=db.stamp(change_set["CreationTime"]),
        ExecutionStatus=_execution_status(state, change_set),
        NotificationARNs=[],
        Parameters=change_set.get("ParametersOut") or [],
        Tags=change_set.get("Tags") or [],
        IncludeNestedStacks=bool(change_set.get("IncludeNestedStacks")),
        ImportExistingResources=bool(change_set.get("ImportExistingResources")),
    )
    for key in ("Description", "StatusReason", "OnStackFailure", "RollbackConfiguration"):
        if change_set.get(key):
            out[key] = change_set[key]
    chunk, token = page(out.get("Changes") or [], request.get("NextToken"))
    out["Changes"] = chunk
    if token:
        out["NextToken"] = token
    return cast("DescribeChangeSetResponse", out)


def execute_change_set(
    state: CfnState, request: ExecuteChangeSetRequest, ctx: RequestContext
) -> ExecuteChangeSetResponse:
    change_set = find_change_set(state, ctx, request["ChangeSetName"], request.get("StackName"))
    status = _execution_status(state, change_set)
    if change_set["Status"] != "CREATE_COMPLETE" or status != "AVAILABLE":
        raise AwsError(
            "InvalidChangeSetStatus",
            f"ChangeSet [{change_set['ChangeSetId']}] cannot be executed in its "
            f"current status of [{change_set['Status'] if status == 'UNAVAILABLE' else status}]",
            status=400,
        )
    stack = db.load(state.store, change_set["StackId"])
    if stack is None or stack["StackStatus"] == "DELETE_COMPLETE":
        raise validation(f"Stack [{change_set['StackName']}] does not exist")
    if request.get("RetainExceptOnCreate"):
        raise validation("labcloud does not support RetainExceptOnCreate")
    kind = change_set["ChangeSetType"]
    if (
        kind == "CREATE"
        and stack["StackStatus"] != "REVIEW_IN_PROGRESS"
        or kind == "UPDATE"
        and stack["StackStatus"] not in db.UPDATABLE
        or kind == "IMPORT"
        and stack["StackStatus"] not in {*db.UPDATABLE, "REVIEW_IN_PROGRESS"}
    ):
        raise AwsError(
            "InvalidChangeSetStatus",
            f"ChangeSet [{change_set['ChangeSetId']}] cannot be executed in its current status of [OBSOLETE]",
            status=400,
        )
    with state.store.transaction():
        change_set["executed"] = True
        db.save_change_set(state.store, change_set)
        for other in db.change_sets(state.store, stack["StackId"]):
            if other["ChangeSetId"] != change_set["ChangeSetId"]:
                db.drop_change_set(state.store, other["ChangeSetId"])
        stack["ChangeSetId"] = change_set["ChangeSetId"]
        if "DisableRollback" in request:
            stack["DisableRollback"] = bool(request["DisableRollback"])
        if change_set.get("RollbackConfiguration") is not None:
            stack["RollbackConfiguration"] = change_set["RollbackConfiguration"]
        if change_set.get("RoleARN"):
            from labcloud.services.cloudformation.prepare import principal_doc

            stack["RoleARN"] = change_set["RoleARN"]
            stack["principal"] = principal_doc(state.host, ctx, change_set["RoleARN"])
        if request.get("ClientRequestToken"):
            stack["ClientRequestToken"] = request["ClientRequestToken"]
        ssm_types.merge(stack, change_set.get("ssm_values") or {})
        db.save(state.store, stack)
    engine = state.engine
    if kind == "CREATE":
        prepared = _Prepared(change_set)
        apply_prepared(stack, prepared)
        stack.update(Capabilities=change_set["Capabilities"], Tags=change_set.get("Tags") or [])
        engine.launch(stack["StackId"], lambda: engine.create(stack))
    elif kind == "IMPORT":
        extra = {
            "ParametersOut": change_set["ParametersOut"],
            "Description": change_set["template"].get("Description"),
            "imports": change_set["imports"],
            "original": change_set["original"],
            "Tags": change_set.get("Tags"),
            "Capabilities": change_set["Capabilities"],
        }
        engine.launch(stack["StackId"], lambda: imports.run(engine, stack, change_set, extra))
    else:
        extra = {
            "ParametersOut": change_set["ParametersOut"],
            "Description": change_set["template"].get("Description"),
            "imports": change_set["imports"],
            "original": change_set["original"],
            "Tags": change_set.get("Tags"),
            "Capabilities": change_set["Capabilities"],
        }
        engine.launch(
            stack["StackId"],
            lambda: engine.update(
                stack, change_set["template"], change_set["body"], change_set["Parameters"], extra
            ),
        )
    return {}


class _Prepared:
    """A change set seen as the outcome of ``prepare`` (for ``apply_prepared``)."""

    def __init__(self, change_set: Doc) -> None:
        self.body = change_set["body"]
        self.original = change_set["original"]
        self.processed = change_set["template"]
        self.values = change_set["Parameters"]
        self.declared = change_set.get("declared") or {}
        self.imports = change_set["imports"]
        self.transforms = change_set["transforms"]


def delete_change_set(
    state: CfnState, request: DeleteChangeSetRequest, ctx: RequestContext
) -> DeleteChangeSetResponse:
    name, stack_name = request["ChangeSetName"], request.get("StackName")
    if not name.startswith("arn:") and stack_name:
        stack = db.find(state.store, ctx.account_id, ctx.region, stack_name)
        if stack is not None and not any(
            c["ChangeSetName"] == name for c in db.change_sets(state.store, stack["StackId"])
        ):
            # By name, deleting is idempotent on AWS: the CDK CLI deletes its new change set's name before
            # creating it. An ARN that names nothing is still ChangeSetNotFound.
            return {}
    change_set = find_change_set(state, ctx, name, stack_name)
    if _execution_status(state, change_set) == "EXECUTE_IN_PROGRESS":
        raise AwsError(
            "InvalidChangeSetStatus",
            f"ChangeSet [{change_set['ChangeSetId']}] cannot be deleted in its "
            "current status of [EXECUTE_IN_PROGRESS]",
            status=400,
        )
    with state.store.transaction():
        db.drop_change_set(state.store, change_set["ChangeSetId"])
    return {}


def list_change_sets(
    state: CfnState, request: ListChangeSetsRequest, ctx: RequestContext
) -> ListChangeSetsResponse:
    stack = state.stack(ctx, request["StackName"])
    summaries = []
    for change_set in db.change_sets(state.store, stack["StackId"]):
        summary: Doc = {
            key: change_set[key] for key in ("StackId", "StackName", "ChangeSetId", "ChangeSetName", "Status")
        }
        summary.update(
            ExecutionStatus=_execution_status(state, change_set),
            CreationTime=db.stamp(change_set["CreationTime"]),
            IncludeNestedStacks=bool(change_set.get("IncludeNestedStacks")),
        )
        for key in ("StatusReason", "Description"):
            if change_set.get(key):
                summary[key] = change_set[key]
        summaries.append(summary)
    chunk, token = page(summaries, request.get("NextToken"))
    out: Doc = {"Summaries": chunk}
    if token:
        out["NextToken"] = token
    return cast("ListChangeSetsResponse", out)
