"""Change sets of type IMPORT: bringing resources that already exist in labcloud under a stack.

``ResourcesToImport`` names, for each resource, its ``LogicalResourceId`` in the template, its
``ResourceType`` and the ``ResourceIdentifier`` CloudFormation identifies that type by:

- ``AWS::SQS::Queue``: ``QueueUrl``; ``AWS::DynamoDB::Table``: ``TableName``;
  ``AWS::S3::Bucket``: ``BucketName``; ``AWS::Lambda::Function``: ``FunctionName``.

CreateChangeSet checks, as CloudFormation does, that each resource is in the template with that type
and a ``DeletionPolicy`` attribute, is not in the stack yet, that the template adds no other resource,
and that the physical resource exists (read from its service as the caller); a failed check is a
ValidationError. The change set lists an ``Import`` change per resource. Executing it moves the stack
through ``IMPORT_IN_PROGRESS`` (each resource ``IMPORT_IN_PROGRESS`` then ``IMPORT_COMPLETE``) to
``IMPORT_COMPLETE``, with the template's properties recorded and the attributes read from the
service; a resource gone since fails the import, which rolls back (``IMPORT_ROLLBACK_COMPLETE``)
by forgetting the imported records — the physical resources are never deleted by an import rollback.
Other types answer AWS's "not supported for import" ValidationError.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.cloudformation import stacks as db
from labcloud.services.cloudformation.engine import Engine
from labcloud.services.cloudformation.errors import TemplateError, validation
from labcloud.services.cloudformation.intrinsics import resolve
from labcloud.services.cloudformation.model import Model
from labcloud.services.cloudformation.repo.change_sets import ChangeSet
from labcloud.services.cloudformation.repo.resources import StackResource
from labcloud.services.cloudformation.repo.stacks import Stack
from labcloud.services.cloudformation.resources.base import ResourceCall, ResourceFailed

Doc = dict[str, Any]
IDENTIFIERS = {
    "AWS::SQS::Queue": "QueueUrl",
    "AWS::DynamoDB::Table": "TableName",
    "AWS::S3::Bucket": "BucketName",
    "AWS::Lambda::Function": "FunctionName",
}


def check_request(
    model: Model, to_import: Sequence[Mapping[str, Any]], records: dict[str, StackResource]
) -> None:
    """The checks that need no service: each resource in the template, typed, with a DeletionPolicy."""
    if not to_import:
        raise validation("ResourcesToImport must be specified for a change set of type IMPORT.")
    live = {k for k, r in records.items() if r.status != "DELETE_COMPLETE"}
    wanted = [str(r.get("LogicalResourceId")) for r in to_import]
    if len(set(wanted)) != len(wanted):
        raise validation("ResourcesToImport must not contain the same LogicalResourceId twice.")
    for item in to_import:
        logical, kind = str(item.get("LogicalResourceId")), str(item.get("ResourceType"))
        if kind not in IDENTIFIERS:
            raise validation(f"ResourceType [{kind}] is not supported for import by labcloud")
        definition = model.resources.get(logical)
        if definition is None:
            raise validation(f"Resource [{logical}] to import is not in the template.")
        if definition.type != kind:
            raise validation(
                f"ResourceType [{kind}] of resource [{logical}] to import does not match the template's "
                f"[{definition.type}]."
            )
        key = IDENTIFIERS[kind]
        if set(item.get("ResourceIdentifier") or {}) != {key}:
            raise validation(f"Resource identifier of [{logical}] must be exactly [{key}] for {kind}.")
        if logical in live:
            raise validation(f"Resource [{logical}] to import already exists in the stack.")
    declared = model.template.get("Resources") or {}
    missing = [w for w in wanted if "DeletionPolicy" not in (declared.get(w) or {})]
    if missing:
        raise validation(
            f"The following resources to import [{', '.join(missing)}] must have DeletionPolicy attribute "
            "specified in the template."
        )
    added = [k for k in model.resources if k not in live and k not in wanted]
    if added:
        raise validation(
            f"As part of the import operation, you cannot add resources that are not being imported: "
            f"[{', '.join(added)}]"
        )


async def read(rc: ResourceCall, kind: str, identifier: Doc) -> tuple[str, Doc] | None:
    """The physical id and ``Fn::GetAtt`` attributes of an existing resource (None: it does not exist)."""
    value = str(identifier[IDENTIFIERS[kind]])
    if kind == "AWS::SQS::Queue":
        got = await rc.call_quiet(
            "sqs", "GetQueueAttributes", {"QueueUrl": value, "AttributeNames": ["QueueArn"]}
        )
        if got is None:
            return None
        arn = got["Attributes"]["QueueArn"]
        return value, {"Arn": arn, "QueueName": arn.rsplit(":", 1)[1], "QueueUrl": value}
    if kind == "AWS::DynamoDB::Table":
        got = await rc.call_quiet("dynamodb", "DescribeTable", {"TableName": value})
        if got is None:
            return None
        table = got["Table"]
        attrs = {"Arn": table["TableArn"]}
        if table.get("LatestStreamArn"):
            attrs["StreamArn"] = table["LatestStreamArn"]
        return value, attrs
    if kind == "AWS::S3::Bucket":
        if await rc.call_quiet("s3", "HeadBucket", {"Bucket": value}) is None:
            return None
        return value, {
            "Arn": f"arn:aws:s3:::{value}",
            "DomainName": f"{value}.s3.amazonaws.com",
            "RegionalDomainName": f"{value}.s3.{rc.region}.amazonaws.com",
            "DualStackDomainName": f"{value}.s3.dualstack.{rc.region}.amazonaws.com",
            "WebsiteURL": f"http://{value}.s3-website-{rc.region}.amazonaws.com",
        }
    got = await rc.call_quiet("lambda", "GetFunctionConfiguration", {"FunctionName": value})
    if got is None:
        return None
    return str(got["FunctionName"]), {"Arn": got["FunctionArn"]}


async def check_exist(rc_for: Any, to_import: Sequence[Mapping[str, Any]]) -> list[Doc]:
    """Each resource read from its service: the change set's ``Import`` changes (ValidationError when
    one does not exist)."""
    changes: list[Doc] = []
    missing: list[str] = []
    for item in to_import:
        logical, kind = item["LogicalResourceId"], item["ResourceType"]
        try:
            found = await read(rc_for(logical, kind), kind, item["ResourceIdentifier"])
        except ResourceFailed:
            found = None
        if found is None:
            missing.append(logical)
            continue
        change = {
            "Action": "Import",
            "LogicalResourceId": logical,
            "PhysicalResourceId": found[0],
            "ResourceType": kind,
            "Scope": [],
            "Details": [],
        }
        changes.append({"Type": "Resource", "ResourceChange": change})
    if missing:
        raise validation(f"The following resources to import [{', '.join(missing)}] do not exist.")
    return changes


_KEPT = ("template", "body", "Parameters", "ParametersOut", "original", "Description", "imports", "Tags")


def recover(engine: Engine) -> None:
    """Roll back the imports that were in progress when the server stopped (after ``engine.recover``)."""
    for stack in db.in_progress(engine.store):
        if stack.status in ("IMPORT_IN_PROGRESS", "IMPORT_ROLLBACK_IN_PROGRESS"):
            engine.launch(stack.stack_id, partial(_rolled_back, engine, stack))


async def _rolled_back(engine: Engine, stack: Stack) -> None:
    rollback(engine, stack)


def rollback(engine: Engine, stack: Stack) -> None:
    """Forget the resources an import recorded (the physical resources stay) and the new template."""
    op = stack.op or {}
    with engine.store.transaction():
        for logical in op.get("imported") or []:
            db.drop_resource(engine.store, stack.stack_id, logical)
    stack.restore(op.get("old") or {})
    stack.op = None
    engine.status(stack, "IMPORT_ROLLBACK_COMPLETE")


async def run(engine: Engine, stack: Stack, change_set: ChangeSet, extra: Doc) -> None:
    """Run an IMPORT change set on ``stack``."""
    records = db.resources(engine.store, stack.stack_id)
    previous = stack.snapshot(*_KEPT)
    stack.op = {
        "kind": "IMPORT",
        "old": previous,
        "imported": [i["LogicalResourceId"] for i in change_set.resources_to_import],
    }
    template = change_set.template or {}
    stack.template, stack.body, stack.parameters = template, change_set.body, change_set.parameters
    stack.restore(extra)
    engine.status(stack, "IMPORT_IN_PROGRESS", "User Initiated")
    model = engine.model(stack, template, change_set.parameters)
    order = max((r.order for r in records.values()), default=0) + 1
    try:
        for index, item in enumerate(change_set.resources_to_import):
            logical, kind = item["LogicalResourceId"], item["ResourceType"]
            definition = model.resources[logical]
            record = StackResource(
                logical_id=logical,
                resource_type=kind,
                order=order + index,
                deps=sorted(model.deps[logical]),
                deletion_policy=definition.deletion_policy,
                update_replace_policy=definition.update_replace_policy,
                metadata=definition.metadata,
                properties=resolve(definition.properties, engine.scope(stack, model, records)),
            )
            records[logical] = record
            engine.resource_status(stack, record, "IMPORT_IN_PROGRESS", properties=record.properties)
            found = await read(
                engine.call_for(stack, logical, resource_type=kind), kind, item["ResourceIdentifier"]
            )
            if found is None:
                engine.resource_status(stack, record, "IMPORT_FAILED", "Resource to import does not exist")
                raise ResourceFailed(f"The following resource(s) failed to import: [{logical}]. ")
            record.physical_id, record.attributes = found
            engine.resource_status(stack, record, "IMPORT_COMPLETE", "Resource import completed")
        outputs, exported = engine.outputs(stack, model, records)
        engine.publish_exports(stack, exported)
    except (ResourceFailed, AwsError, TemplateError) as error:
        reason = error.reason if isinstance(error, ResourceFailed) else getattr(error, "message", str(error))
        engine.status(stack, "IMPORT_ROLLBACK_IN_PROGRESS", reason)
        rollback(engine, stack)
        return
    stack.outputs = outputs
    stack.op = None
    engine.status(stack, "IMPORT_COMPLETE")
