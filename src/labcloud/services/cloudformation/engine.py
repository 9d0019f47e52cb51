"""Running stack operations: create, update, delete and their rollbacks, one asyncio task per stack.

Every step is committed before the next starts (stack status, resource records, events, and the
operation journal ``stack["op"]``), so the server can stop at any point. On start, ``recover``
brings each stack that was in progress to a well-defined end:

* ``CREATE_IN_PROGRESS``: the resources being created are marked CREATE_FAILED ("labcloud restarted
  ...") and the stack rolls back (ROLLBACK_COMPLETE), or ends CREATE_FAILED with rollback disabled;
  a resource whose create may have committed just before the kill is deleted too: before a handler's
  create runs, the engine draws the random part of generated names (``ResourceCall.token``) and
  commits the physical id the create will answer (``IntendedPhysicalId``, from the handler's
  ``physical_id_of``) with the IN_PROGRESS status; recovery adopts it as the physical id, so the
  rollback deletes it through the handler's delete (which tolerates a missing resource). A
  replacement cut short the same way is deleted by the update rollback's cleanup. A type whose id the
  service assigns instead marks the record ``PendingCreate``; its rollback asks the handler's
  ``find_created`` (EventSourceMapping: by function and event source). Limits: Lambda Version and
  LayerVersion are not found, nor a replacement of a service-assigned id; and
  an explicitly named resource made outside the stack would be deleted if the kill landed after the
  IN_PROGRESS commit but before the create ran (whose AlreadyExists would otherwise have failed it);
* ``ROLLBACK_IN_PROGRESS`` / ``DELETE_IN_PROGRESS``: the deletions resume (deletes are idempotent);
* ``UPDATE_IN_PROGRESS``: the update fails and rolls back from its journal (UPDATE_ROLLBACK_COMPLETE);
* ``UPDATE_ROLLBACK_IN_PROGRESS``: the rollback restarts from the journal;
* the ``*_CLEANUP_IN_PROGRESS`` states: the remaining deletions of old or new resources resume.

Resources are worked on one at a time in dependency order, which keeps the events and rollback
order exactly predictable.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from labcloud import clock
from labcloud.context import Principal
from labcloud.crash_points import crash_point
from labcloud.services.cloudformation import model as model_mod
from labcloud.services.cloudformation import rollback_triggers, ssm_types, stack_policy
from labcloud.services.cloudformation import stacks as db
from labcloud.services.cloudformation.dynamic_refs import expand
from labcloud.services.cloudformation.errors import TemplateError
from labcloud.services.cloudformation.intrinsics import Scope, resolve
from labcloud.services.cloudformation.resources.base import (
    Handler,
    ResourceCall,
    ResourceFailed,
    new_token,
)
from labcloud.services.cloudformation.resources.custom import NEW_PHYSICAL_ID, NO_ECHO
from labcloud.services.cloudformation.resources.registry import handler_for, unsupported_reason

if TYPE_CHECKING:
    from labcloud.hub import Hub

log = logging.getLogger("labcloud.cloudformation")
Doc = dict[str, Any]
STACK_TYPE = "AWS::CloudFormation::Stack"
T = TypeVar("T")
RESTARTED = "labcloud restarted while this operation was in progress"


class Engine:
    """Runs stack operations in the background and records every step."""

    def __init__(self, hub: Hub, publish: Callable[[Doc, str, Doc], None]) -> None:
        self.hub = hub
        self.store = hub.store
        self.publish = publish
        self.tasks: dict[str, asyncio.Task[None]] = {}

    # ------------------------------------------------------------------ task control

    def launch(self, stack_id: str, work: Callable[[], Awaitable[None]]) -> None:
        async def run() -> None:
            try:
                await work()
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - a bug must not leave the stack running forever
                log.exception("stack operation failed unexpectedly")
                stack = db.load(self.store, stack_id)
                if stack is not None and stack["StackStatus"] in db.IN_PROGRESS:
                    failed = {
                        "CREATE_IN_PROGRESS": "CREATE_FAILED",
                        "DELETE_IN_PROGRESS": "DELETE_FAILED",
                        "ROLLBACK_IN_PROGRESS": "ROLLBACK_FAILED",
                    }.get(stack["StackStatus"], "UPDATE_ROLLBACK_FAILED")
                    self.status(stack, failed, "Internal failure in labcloud; see the server log")
            finally:
                self.tasks.pop(stack_id, None)

        self.tasks[stack_id] = asyncio.get_running_loop().create_task(run(), name=f"cfn:{stack_id}")

    async def stop(self) -> None:
        tasks = list(self.tasks.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            try:
                await task
            except (asyncio.CancelledError, Exception):  # noqa: BLE001, S110 - shutting down
                pass
        self.tasks.clear()

    def recover(self) -> None:
        """Finish or roll back what was in progress when the server stopped (see the module docstring)."""
        for stack in db.in_progress(self.store):
            status = stack["StackStatus"]
            stack_id = stack["StackId"]
            if status == "REVIEW_IN_PROGRESS":
                continue
            if status == "CREATE_IN_PROGRESS":
                self._fail_in_progress(stack, "CREATE")
                self.launch(stack_id, partial(self._after_create_failure, stack, RESTARTED))
            elif status == "ROLLBACK_IN_PROGRESS":
                self.launch(stack_id, partial(self._rollback_create, stack))
            elif status == "DELETE_IN_PROGRESS":
                self.launch(stack_id, partial(self._delete_resources, stack, resumed=True))
            elif status in ("UPDATE_IN_PROGRESS", "UPDATE_ROLLBACK_IN_PROGRESS"):
                self._fail_in_progress(stack, "UPDATE")
                self.launch(stack_id, partial(self._rollback_update, stack, RESTARTED))
            elif status in ("IMPORT_IN_PROGRESS", "IMPORT_ROLLBACK_IN_PROGRESS"):
                from labcloud.services.cloudformation import imports  # it imports the engine

                self.launch(stack_id, partial(_async, imports.rollback, self, stack))
            elif status == "UPDATE_COMPLETE_CLEANUP_IN_PROGRESS":
                self.launch(stack_id, partial(self._cleanup, stack, rollback=False))
            elif status == "UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS":
                self.launch(stack_id, partial(self._cleanup, stack, rollback=True))

    def _fail_in_progress(self, stack: Doc, kind: str) -> None:
        with self.store.transaction():
            for record in db.resources(self.store, stack["StackId"]).values():
                if record["ResourceStatus"].endswith("_IN_PROGRESS"):
                    intended = record.pop("IntendedPhysicalId", None)
                    if intended and record["ResourceStatus"] in ("CREATE_IN_PROGRESS", "UPDATE_IN_PROGRESS"):
                        # the create may have committed before the kill: its rollback deletes it
                        record["PhysicalResourceId"] = intended
                    if record.pop("PendingCreate", None) and not record.get("PhysicalResourceId"):
                        record["FindCreated"] = True  # delete_resource looks it up
                    status = (
                        "CREATE_FAILED" if record["ResourceStatus"].startswith("CREATE") else "UPDATE_FAILED"
                    )
                    self.resource_status(stack, record, status, RESTARTED)

    # ------------------------------------------------------------------ recording

    def status(self, stack: Doc, status: str, reason: str | None = None) -> None:
        with self.store.transaction():
            stack["StackStatus"] = status
            stack["StackStatusReason"] = reason
            if status == "DELETE_COMPLETE":
                stack["DeletionTime"] = clock.now()
            event = db.add_event(
                self.store, stack, stack["StackName"], STACK_TYPE, status, reason, stack["StackId"]
            )
            db.save(self.store, stack)
        self.publish(stack, "cloudformation.stack.status", event)

    def resource_status(
        self,
        stack: Doc,
        record: Doc,
        status: str,
        reason: str | None = None,
        *,
        event: bool = True,
        properties: Any = None,
        persist: bool = True,
    ) -> None:
        """Record a resource's new status (``persist=False``: only the event, for a replaced physical resource)."""
        with self.store.transaction():
            record["ResourceStatus"] = status
            record["ResourceStatusReason"] = reason
            if persist:
                db.save_resource(self.store, stack["StackId"], record)
            if event:
                shown = db.add_event(
                    self.store,
                    stack,
                    record["LogicalResourceId"],
                    record["ResourceType"],
                    status,
                    reason,
                    record.get("PhysicalResourceId") or "",
                    properties,
                )
        if event:
            self.publish(stack, "cloudformation.resource.status", shown)

    def save(self, stack: Doc) -> None:
        with self.store.transaction():
            db.save(self.store, stack)

    # ------------------------------------------------------------------ resolution

    def principal(self, stack: Doc) -> Principal:
        return Principal(**stack["principal"])

    def call_for(
        self, stack: Doc, logical_id: str, token: str | None = None, resource_type: str = ""
    ) -> ResourceCall:
        return ResourceCall(
            self.hub,
            self.principal(stack),
            stack["account"],
            stack["region"],
            stack["StackName"],
            stack["StackId"],
            logical_id,
            token,
            resource_type,
        )

    def model(self, stack: Doc, template: Doc, values: dict[str, str]) -> model_mod.Model:
        pseudo = model_mod.pseudo_parameters(
            stack["account"],
            stack["region"],
            stack["StackName"],
            stack["StackId"],
            stack.get("NotificationARNs") or [],
        )
        values = ssm_types.resolved(template.get("Parameters") or {}, values, stack.get("ssm_values") or {})
        given = [{"ParameterKey": k, "ParameterValue": v} for k, v in values.items()]
        return model_mod.build(template, given, pseudo, stack["region"])

    def scope(self, stack: Doc, model: model_mod.Model, records: dict[str, Doc]) -> Scope:
        scope = model.scope(stack["region"])

        def live(name: str) -> Doc:
            record = records.get(name)
            if (
                record is None
                or not record.get("PhysicalResourceId")
                or record["ResourceStatus"] in ("DELETE_COMPLETE", "CREATE_FAILED")
            ):
                raise TemplateError(f"Template error: resource {name} is not available (not created)")
            return record

        def ref(name: str) -> Any:
            if name not in model.template["Resources"]:
                raise TemplateError(
                    f"Template format error: Unresolved resource dependencies [{name}] in the "
                    "Resources block of the template"
                )
            return live(name)["PhysicalResourceId"]

        def getatt(name: str, attribute: str) -> Any:
            if name not in model.template["Resources"]:
                raise TemplateError(
                    f"Template error: instance of Fn::GetAtt references undefined resource {name}"
                )
            record = live(name)
            handler = handler_for(record["ResourceType"])
            attributes = record.get("Attributes") or {}
            if handler is not None and not handler.has_attribute(attribute) or attribute not in attributes:
                raise TemplateError(
                    (handler.missing_attribute(stack["StackId"], record, attribute) if handler else None)
                    or (
                        f"Template error: labcloud does not provide the attribute {attribute} of "
                        f"{record['ResourceType']} (resource {name}) for Fn::GetAtt"
                        if handler is not None and handler.has_attribute(attribute)
                        else f"Template error: resource {name} does not support attribute type "
                        f"{attribute} in Fn::GetAtt"
                    )
                )
            return attributes[attribute]

        def import_value(name: str) -> Any:
            found = db.export_value(self.store, stack["account"], stack["region"], name)
            if found is None:
                raise TemplateError(f"No export named {name} found.")
            return found[1]

        scope.ref, scope.getatt, scope.import_value = ref, getatt, import_value
        return scope

    def outputs(
        self, stack: Doc, model: model_mod.Model, records: dict[str, Doc]
    ) -> tuple[list[Doc], dict[str, str]]:
        scope = self.scope(stack, model, records)
        plain = scope.getatt

        def masked(name: str, attribute: str) -> Any:
            value = plain(name, attribute)
            return "*****" if (records[name].get("Attributes") or {}).get(NO_ECHO) else value

        scope.getatt = masked  # a custom resource that answered NoEcho is masked in outputs
        out: list[Doc] = []
        exported: dict[str, str] = {}
        for key, spec in (model.template.get("Outputs") or {}).items():
            condition = spec.get("Condition")
            if condition is not None and not model.conditions.get(condition, False):
                continue
            value = resolve(spec["Value"], scope)
            text = ",".join(map(str, value)) if isinstance(value, list) else str(value)
            entry: Doc = {"OutputKey": key, "OutputValue": text}
            if "Description" in spec:
                entry["Description"] = str(resolve(spec["Description"], scope))
            export = spec.get("Export")
            if isinstance(export, dict) and "Name" in export:
                name = str(resolve(export["Name"], scope))
                entry["ExportName"] = name
                exported[name] = text
            out.append(entry)
        return out, exported

    def publish_exports(self, stack: Doc, exported: dict[str, str]) -> None:
        for name in exported:
            owner = db.export_value(self.store, stack["account"], stack["region"], name)
            if owner is not None and owner[0] != stack["StackId"]:
                owner_stack = db.load(self.store, owner[0])
                raise TemplateError(
                    f"Export with name {name} is already exported by stack "
                    f"{owner_stack['StackName'] if owner_stack else owner[0]}"
                )
        previous = {
            e["Name"]
            for e in db.exports(self.store, stack["account"], stack["region"])
            if e["ExportingStackId"] == stack["StackId"]
        }
        for name in previous - set(exported):
            users = db.importers(self.store, stack["account"], stack["region"], name, stack["StackId"])
            if users:
                raise TemplateError(f"Cannot delete export {name} as it is in use by {', '.join(users)}")
        with self.store.transaction():
            db.set_exports(self.store, stack, exported)

    # ------------------------------------------------------------------ one resource

    async def create_resource(
        self,
        stack: Doc,
        model: model_mod.Model,
        records: dict[str, Doc],
        logical_id: str,
        order: int,
        *,
        replacing: Doc | None = None,
    ) -> None:
        """Create one resource (or the new physical resource of a replacement); raises ResourceFailed."""
        await asyncio.sleep(0)  # one resource per loop turn: other clients' requests are served between them
        definition = model.resources[logical_id]
        verb = "UPDATE" if replacing is not None else "CREATE"
        record: Doc = {
            "LogicalResourceId": logical_id,
            "ResourceType": definition.type,
            "order": order,
            "deps": sorted(model.deps[logical_id]),
            "DeletionPolicy": definition.deletion_policy,
            "UpdateReplacePolicy": definition.update_replace_policy,
            "Metadata": definition.metadata,
            "Properties": {},
            "Attributes": {},
        }
        if replacing is not None:
            record["PhysicalResourceId"] = replacing.get("PhysicalResourceId")
        try:
            props = resolve(definition.properties, self.scope(stack, model, records))
        except TemplateError as error:
            records[logical_id] = record
            self.resource_status(stack, record, f"{verb}_FAILED", str(error))
            raise ResourceFailed(str(error)) from None
        props = with_stack_tags(definition.type, props, stack)
        handler = handler_for(definition.type)
        invalid: ResourceFailed | None = None
        try:  # converted as the type's schema says; a violation fails it after CREATE_IN_PROGRESS
            props = handler.conform(definition.type, logical_id, props) if handler else props
        except ResourceFailed as error:
            invalid = error
        record["Properties"] = props
        records[logical_id] = record
        rc = self.call_for(stack, logical_id, token=new_token(), resource_type=definition.type)
        intended = intended_physical_id(handler, rc, props)
        if intended and intended != record.get("PhysicalResourceId"):
            # committed with the IN_PROGRESS status below, before the create runs: recovery finds it
            record["IntendedPhysicalId"] = intended
        elif handler is not None and replacing is None:
            record["PendingCreate"] = True  # recovery asks the handler's find_created
        if replacing is not None:
            self.resource_status(
                stack,
                record,
                "UPDATE_IN_PROGRESS",
                "Requested update requires the creation of a new physical resource; hence creating one.",
                properties=props,
            )
        else:
            self.resource_status(stack, record, "CREATE_IN_PROGRESS", properties=props)
        if handler is None:
            reason = unsupported_reason(definition.type)
            self.resource_status(stack, record, f"{verb}_FAILED", reason, properties=props)
            raise ResourceFailed(reason)
        try:
            if invalid is not None:
                raise invalid
            handler.check_known(logical_id, props)
            created = await guarded(handler.create(rc, await expand(rc, props)), logical_id)
        except ResourceFailed as error:
            if replacing is not None:
                record["PhysicalResourceId"] = replacing.get("PhysicalResourceId")
            elif error.physical_id:
                record["PhysicalResourceId"] = error.physical_id
            record.pop("IntendedPhysicalId", None)
            record.pop("PendingCreate", None)
            self.resource_status(stack, record, f"{verb}_FAILED", error.reason, properties=props)
            raise
        crash_point(f"cfn.created:{logical_id}")
        record.pop("IntendedPhysicalId", None)
        record.pop("PendingCreate", None)
        record["PhysicalResourceId"] = created.physical_id
        record["Attributes"] = created.attributes
        self.resource_status(
            stack, record, f"{verb}_IN_PROGRESS", "Resource creation Initiated", properties=props
        )
        self.resource_status(stack, record, f"{verb}_COMPLETE", properties=props)

    async def delete_resource(
        self,
        stack: Doc,
        record: Doc,
        *,
        policy_key: str = "DeletionPolicy",
        on_create_rollback: bool = False,
        persist: bool = True,
    ) -> None:
        """Delete (or retain) one recorded physical resource; raises ResourceFailed."""
        await asyncio.sleep(0)  # one resource per loop turn (see create_resource)
        policy = record.get(policy_key) or "Delete"
        if policy == "RetainExceptOnCreate":
            policy = "Delete" if on_create_rollback else "Retain"
        physical = record.get("PhysicalResourceId")
        handler = handler_for(record["ResourceType"])
        if not physical and record.get("FindCreated") and handler is not None:
            try:
                physical = await guarded(
                    handler.find_created(
                        self.call_for(stack, record["LogicalResourceId"]), record.get("Properties") or {}
                    ),
                    record["LogicalResourceId"],
                )
            except ResourceFailed as error:
                log.warning("could not look up %s: %s", record["LogicalResourceId"], error.reason)
            record["PhysicalResourceId"] = physical
            record.pop("FindCreated")
        if policy == "Snapshot" and (handler is None or not handler.snapshots):
            policy = "Delete"  # as AWS: Snapshot on a type without snapshots deletes it
        if policy in ("Retain", "Snapshot") and physical:
            self.resource_status(stack, record, "DELETE_SKIPPED", persist=persist)
            return
        self.resource_status(stack, record, "DELETE_IN_PROGRESS", persist=persist)
        if handler is not None and physical:
            try:
                await guarded(
                    handler.delete(
                        self.call_for(
                            stack, record["LogicalResourceId"], resource_type=record["ResourceType"]
                        ),
                        physical,
                        record.get("Properties") or {},
                        record.get("Attributes") or {},
                    ),
                    record["LogicalResourceId"],
                )
            except ResourceFailed as error:
                self.resource_status(stack, record, "DELETE_FAILED", error.reason, persist=persist)
                raise
        self.resource_status(stack, record, "DELETE_COMPLETE", persist=persist)

    # ------------------------------------------------------------------ create

    async def create(self, stack: Doc) -> None:
        self.status(stack, "CREATE_IN_PROGRESS", "User Initiated")
        records = db.resources(self.store, stack["StackId"])
        try:
            model = self.model(stack, stack["template"], stack["Parameters"])
            for index, logical_id in enumerate(model.order):
                await rollback_triggers.fired(self.hub, stack)
                await self.create_resource(stack, model, records, logical_id, index)
            outputs, exported = self.outputs(stack, model, records)
            await rollback_triggers.monitor(self.hub, stack)
            self.publish_exports(stack, exported)
        except rollback_triggers.TriggerFired as fired:
            await self._after_create_failure(stack, fired.reason)
            return
        except ResourceFailed:
            failed = [
                r["LogicalResourceId"] for r in records.values() if r["ResourceStatus"] == "CREATE_FAILED"
            ]
            await self._after_create_failure(
                stack, f"The following resource(s) failed to create: [{', '.join(failed)}]. "
            )
            return
        except TemplateError as error:
            await self._after_create_failure(stack, str(error))
            return
        stack["Outputs"] = outputs
        stack["op"] = None
        self.status(stack, "CREATE_COMPLETE")

    async def _after_create_failure(self, stack: Doc, reason: str) -> None:
        if stack.get("DisableRollback") or stack.get("OnFailure") == "DO_NOTHING":
            stack["op"] = None
            self.status(stack, "CREATE_FAILED", reason)
            return
        self.status(
            stack,
            "ROLLBACK_IN_PROGRESS",
            reason + "Rollback requested by user." if reason.endswith(". ") else reason,
        )
        await self._rollback_create(stack)

    async def _rollback_create(self, stack: Doc) -> None:
        records = db.resources(self.store, stack["StackId"])
        failed = False
        for record in _deletion_order(records):
            if record["ResourceStatus"] in ("DELETE_COMPLETE", "DELETE_SKIPPED"):
                continue
            try:
                await self.delete_resource(stack, record, on_create_rollback=True)
            except ResourceFailed:
                failed = True
        if failed:
            self.status(
                stack,
                "ROLLBACK_FAILED",
                "The following resource(s) failed to delete: "
                f"[{', '.join(r['LogicalResourceId'] for r in records.values() if r['ResourceStatus'] == 'DELETE_FAILED')}]. ",
            )
            return
        with self.store.transaction():
            db.set_exports(self.store, stack, {})
        stack["op"] = None
        self.status(stack, "ROLLBACK_COMPLETE")
        if stack.get("OnFailure") == "DELETE":
            await self.delete(stack)

    # ------------------------------------------------------------------ delete

    async def delete(self, stack: Doc) -> None:
        stack["op"] = {"kind": "DELETE"}
        self.status(stack, "DELETE_IN_PROGRESS", "User Initiated")
        await self._delete_resources(stack)

    async def _delete_resources(self, stack: Doc, resumed: bool = False) -> None:
        for export in db.exports(self.store, stack["account"], stack["region"]):
            if export["ExportingStackId"] != stack["StackId"]:
                continue
            users = db.importers(
                self.store, stack["account"], stack["region"], export["Name"], stack["StackId"]
            )
            if users:
                stack["op"] = None
                self.status(
                    stack,
                    "DELETE_FAILED",
                    f"Export {export['Name']} cannot be deleted as it is in use by {', '.join(users)}",
                )
                return
        records = db.resources(self.store, stack["StackId"])
        failed: list[str] = []
        retain = set(stack.get("RetainResources") or [])
        for record in _deletion_order(records):
            if record["ResourceStatus"] in ("DELETE_COMPLETE", "DELETE_SKIPPED"):
                continue
            if record["LogicalResourceId"] in retain:
                self.resource_status(stack, record, "DELETE_SKIPPED")
                continue
            try:
                await self.delete_resource(stack, record)
            except ResourceFailed:
                failed.append(record["LogicalResourceId"])
        if failed:
            stack["op"] = None
            self.status(
                stack, "DELETE_FAILED", f"The following resource(s) failed to delete: [{', '.join(failed)}]. "
            )
            return
        with self.store.transaction():
            db.set_exports(self.store, stack, {})
            for change_set in db.change_sets(self.store, stack["StackId"]):
                db.drop_change_set(self.store, change_set["ChangeSetId"])
        stack["op"] = None
        stack["imports"] = []
        self.status(stack, "DELETE_COMPLETE")

    # ------------------------------------------------------------------ update

    async def update(self, stack: Doc, template: Doc, body: str, values: dict[str, str], extra: Doc) -> None:
        """Move the stack to ``template`` with ``values``; ``extra`` carries the other stack members that change."""
        records = db.resources(self.store, stack["StackId"])
        stack["op"] = {
            "kind": "UPDATE",
            "old": {
                "template": stack["template"],
                "body": stack["body"],
                "Parameters": stack["Parameters"],
                "ParametersOut": stack.get("ParametersOut"),
                "Outputs": stack.get("Outputs"),
                "Description": stack.get("Description"),
                "imports": stack.get("imports"),
                "original": stack.get("original"),
                "Tags": stack.get("Tags"),
                "Capabilities": stack.get("Capabilities"),
            },
            "journal": [],
            "cleanup": [],
        }
        stack.update(template=template, body=body, Parameters=values, LastUpdatedTime=clock.now(), **extra)
        self.status(stack, "UPDATE_IN_PROGRESS", "User Initiated")
        try:
            model = self.model(stack, template, values)
            next_order = max((r.get("order", 0) for r in records.values()), default=0) + 1
            for logical_id in model.order:
                next_order += 1
                await rollback_triggers.fired(self.hub, stack)
                await self._update_one(stack, model, records, logical_id, next_order)
            for logical_id, record in records.items():
                if logical_id not in model.resources and record["ResourceStatus"] not in ("DELETE_COMPLETE",):
                    self._check_policy(stack, record, "Update:Delete")
                    stack["op"]["cleanup"].append(
                        {"record": record, "policy": "DeletionPolicy", "drop": True}
                    )
            outputs, exported = self.outputs(stack, model, records)
            await rollback_triggers.monitor(self.hub, stack)
            self.publish_exports(stack, exported)
        except rollback_triggers.TriggerFired as fired:
            await self._rollback_update(stack, fired.reason)
            return
        except (ResourceFailed, TemplateError) as error:
            reason = ""
            if isinstance(error, ResourceFailed):
                for status, verb in (("CREATE_FAILED", "create"), ("UPDATE_FAILED", "update")):
                    failed = [
                        r["LogicalResourceId"] for r in records.values() if r["ResourceStatus"] == status
                    ]
                    if failed:
                        reason += f"The following resource(s) failed to {verb}: [{', '.join(failed)}]. "
            reason = reason or str(error)
            await self._rollback_update(stack, reason)
            return
        stack["Outputs"] = outputs
        self.save(stack)
        self.status(stack, "UPDATE_COMPLETE_CLEANUP_IN_PROGRESS")
        await self._cleanup(stack, rollback=False)

    async def _update_one(
        self, stack: Doc, model: model_mod.Model, records: dict[str, Doc], logical_id: str, order: int
    ) -> None:
        journal: list[Doc] = stack["op"]["journal"]
        old = records.get(logical_id)
        definition = model.resources[logical_id]
        if old is None or old["ResourceStatus"] in ("DELETE_COMPLETE", "CREATE_FAILED"):
            journal.append({"logical": logical_id, "action": "add"})
            self.save(stack)
            await self.create_resource(stack, model, records, logical_id, order)
            return
        handler = handler_for(definition.type)
        try:
            props = with_stack_tags(
                definition.type, resolve(definition.properties, self.scope(stack, model, records)), stack
            )
            props = handler.conform(definition.type, logical_id, props) if handler else props
        except (TemplateError, ResourceFailed) as error:
            self.resource_status(stack, old, "UPDATE_FAILED", str(error))
            raise ResourceFailed(str(error)) from None
        same_type = old["ResourceType"] == definition.type
        old_props = old.get("Properties") or {}
        meta_changed = (
            old.get("Metadata") != definition.metadata
            or old.get("DeletionPolicy") != definition.deletion_policy
            or old.get("UpdateReplacePolicy") != definition.update_replace_policy
        )
        if same_type and props == old_props:
            if meta_changed or old.get("deps") != sorted(model.deps[logical_id]):
                old.update(
                    Metadata=definition.metadata,
                    DeletionPolicy=definition.deletion_policy,
                    UpdateReplacePolicy=definition.update_replace_policy,
                    deps=sorted(model.deps[logical_id]),
                )
                self.resource_status(
                    stack, old, old["ResourceStatus"], old.get("ResourceStatusReason"), event=False
                )
            return
        replace = handler is None or not same_type or handler.needs_replacement(old_props, props)
        self._check_policy(stack, old, "Update:Replace" if replace else "Update:Modify")
        if replace or handler is None:
            journal.append({"logical": logical_id, "action": "replace", "old": dict(old)})
            stack["op"]["cleanup"].append(
                {"record": dict(old), "policy": "UpdateReplacePolicy", "drop": False}
            )
            self.save(stack)
            await self.create_resource(stack, model, records, logical_id, order, replacing=old)
            return
        journal.append({"logical": logical_id, "action": "modify", "old": dict(old)})
        self.save(stack)
        record = dict(old)
        record.update(
            Properties=props,
            Metadata=definition.metadata,
            DeletionPolicy=definition.deletion_policy,
            UpdateReplacePolicy=definition.update_replace_policy,
            deps=sorted(model.deps[logical_id]),
        )
        records[logical_id] = record
        self.resource_status(stack, record, "UPDATE_IN_PROGRESS", properties=props)
        try:
            handler.check_known(logical_id, props)
            rc = self.call_for(stack, logical_id, resource_type=definition.type)
            record["Attributes"] = await guarded(
                handler.update(
                    rc,
                    record["PhysicalResourceId"],
                    await expand(rc, old_props),
                    await expand(rc, props),
                    dict(old.get("Attributes") or {}),
                ),
                logical_id,
            )
        except ResourceFailed as error:
            self.resource_status(stack, record, "UPDATE_FAILED", error.reason, properties=props)
            raise
        replaced_by = record["Attributes"].pop(NEW_PHYSICAL_ID, None)
        if replaced_by:  # a custom resource answered a new physical id: the old one is deleted in cleanup
            stack["op"]["cleanup"].append(
                {"record": dict(old), "policy": "UpdateReplacePolicy", "drop": False}
            )
            record["PhysicalResourceId"] = replaced_by
        self.resource_status(stack, record, "UPDATE_COMPLETE", properties=props)

    def _check_policy(self, stack: Doc, record: Doc, action: str) -> None:
        """Fail the update when the stack policy (or the one given for this update) denies ``action``."""
        during = stack.get("UpdatePolicy")
        body = during["body"] if isinstance(during, dict) else stack.get("StackPolicy")
        reason = stack_policy.denial(
            stack_policy.parse(body) if body else None,
            action,
            record["LogicalResourceId"],
            record["ResourceType"],
        )
        if reason is not None:
            # only the event: the record keeps its status, the update rolls back
            self.resource_status(stack, record, "UPDATE_FAILED", reason, persist=False)
            raise ResourceFailed(reason)

    async def _rollback_update(self, stack: Doc, reason: str) -> None:
        op = stack["op"]
        self.status(stack, "UPDATE_ROLLBACK_IN_PROGRESS", reason)
        old = op["old"]
        records = db.resources(self.store, stack["StackId"])
        cleanup: list[Doc] = []
        failed = False
        for entry in reversed(op["journal"]):
            logical_id = entry["logical"]
            current = records.get(logical_id)
            if entry["action"] == "add":
                if current is not None:
                    cleanup.append({"record": current, "policy": "DeletionPolicy", "drop": True})
                continue
            previous: Doc = entry["old"]
            if entry["action"] == "replace":
                if current is not None and current.get("PhysicalResourceId") != previous.get(
                    "PhysicalResourceId"
                ):
                    cleanup.append({"record": dict(current), "policy": "DeletionPolicy", "drop": False})
                records[logical_id] = previous
                self.resource_status(stack, previous, "UPDATE_IN_PROGRESS")
                self.resource_status(stack, previous, "UPDATE_COMPLETE")
                continue
            handler = handler_for(previous["ResourceType"])
            self.resource_status(stack, previous, "UPDATE_IN_PROGRESS")
            try:
                if handler is not None and current is not None:
                    rc = self.call_for(stack, logical_id, resource_type=previous["ResourceType"])
                    await guarded(
                        handler.update(
                            rc,
                            previous["PhysicalResourceId"],
                            await expand(rc, current.get("Properties") or {}),
                            await expand(rc, previous.get("Properties") or {}),
                            dict(previous.get("Attributes") or {}),
                        ),
                        logical_id,
                    )
            except ResourceFailed as error:
                self.resource_status(stack, previous, "UPDATE_FAILED", error.reason)
                failed = True
                continue
            records[logical_id] = previous
            self.resource_status(stack, previous, "UPDATE_COMPLETE")
        stack.update(
            template=old["template"],
            body=old["body"],
            Parameters=old["Parameters"],
            ParametersOut=old["ParametersOut"],
            Outputs=old["Outputs"],
            Description=old["Description"],
            imports=old["imports"],
            original=old.get("original"),
            Tags=old.get("Tags"),
            Capabilities=old.get("Capabilities"),
        )
        if failed:
            stack["op"] = None
            stack.pop("UpdatePolicy", None)
            self.status(
                stack,
                "UPDATE_ROLLBACK_FAILED",
                "The following resource(s) failed to update: ["
                + ", ".join(
                    e["logical"]
                    for e in op["journal"]
                    if records.get(e["logical"], {}).get("ResourceStatus") == "UPDATE_FAILED"
                )
                + "]. ",
            )
            return
        try:
            _, exported = self.outputs(stack, self.model(stack, old["template"], old["Parameters"]), records)
            with self.store.transaction():
                db.set_exports(self.store, stack, exported)
        except TemplateError:
            log.warning("could not restore the exports of %s", stack["StackName"])
        op["cleanup"] = cleanup
        op["journal"] = []
        self.save(stack)
        self.status(stack, "UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS")
        await self._cleanup(stack, rollback=True)

    async def _cleanup(self, stack: Doc, *, rollback: bool) -> None:
        op = stack.get("op") or {}
        pending: list[Doc] = list(op.get("cleanup") or [])
        pending.sort(key=lambda e: -int(e["record"].get("order", 0)))
        while pending:
            entry = pending.pop(0)
            record = entry["record"]
            try:
                await self.delete_resource(stack, record, policy_key=entry["policy"], persist=entry["drop"])
            except ResourceFailed:
                log.warning("cleanup of %s in %s failed", record["LogicalResourceId"], stack["StackName"])
            if entry["drop"]:
                current = db.resources(self.store, stack["StackId"]).get(record["LogicalResourceId"])
                if current is not None and current.get("PhysicalResourceId") == record.get(
                    "PhysicalResourceId"
                ):
                    with self.store.transaction():
                        db.drop_resource(self.store, stack["StackId"], record["LogicalResourceId"])
            op["cleanup"] = pending
            self.save(stack)
        if not rollback:
            records = db.resources(self.store, stack["StackId"])
            for logical_id, record in records.items():
                if (
                    record["ResourceStatus"] == "DELETE_COMPLETE"
                    and logical_id not in stack["template"]["Resources"]
                ):
                    with self.store.transaction():
                        db.drop_resource(self.store, stack["StackId"], logical_id)
        stack["op"] = None
        stack.pop("UpdatePolicy", None)
        self.status(stack, "UPDATE_ROLLBACK_COMPLETE" if rollback else "UPDATE_COMPLETE")


#: Types whose Tags property is a list of {Key, Value}: stack tags are propagated to them, as AWS does.
TAGGABLE = frozenset(
    {
        "AWS::SQS::Queue",
        "AWS::DynamoDB::Table",
        "AWS::Lambda::Function",
        "AWS::IAM::Role",
        "AWS::Logs::LogGroup",
    }
)


async def _async(work: Callable[..., None], *args: Any) -> None:
    work(*args)


def with_stack_tags(resource_type: str, props: Any, stack: Doc) -> Any:
    """The resource's properties with the stack's tags added (a tag the resource sets itself wins)."""
    tags = stack.get("Tags") or []
    if not tags or resource_type not in TAGGABLE or not isinstance(props, dict):
        return props
    own = props.get("Tags")
    if own is not None and not isinstance(own, list):
        return props
    keys = {t.get("Key") for t in own or [] if isinstance(t, dict)}
    merged = [
        *(own or []),
        *({"Key": t["Key"], "Value": t["Value"]} for t in tags if t.get("Key") not in keys),
    ]
    return {**props, "Tags": merged}


def intended_physical_id(handler: Handler | None, rc: ResourceCall, props: Any) -> str | None:
    """What the handler's create will answer as physical id, if known beforehand (malformed
    properties, which the create itself rejects, give None)."""
    if handler is None or not isinstance(props, dict):
        return None
    try:
        return handler.physical_id_of(rc, props)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        return None


async def guarded(work: Awaitable[T], logical_id: str) -> T:
    """A handler's work; malformed property values (a string where a list belongs...) fail the resource."""
    try:
        return await work
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        log.debug("resource %s: %r", logical_id, error)
        raise ResourceFailed(
            f"Properties validation failed for resource {logical_id} with message: "
            f"{type(error).__name__}: {error}"
        ) from None


def _deletion_order(records: dict[str, Doc]) -> list[Doc]:
    """Dependents before what they depend on (reverse creation order among independent resources)."""
    by_order = sorted(records.values(), key=lambda r: -int(r.get("order", 0)))
    remaining = {r["LogicalResourceId"]: r for r in by_order}
    needed_by: dict[str, set[str]] = {name: set() for name in remaining}
    for record in by_order:
        for dep in record.get("deps") or []:
            if dep in needed_by:
                needed_by[dep].add(record["LogicalResourceId"])
    out: list[Doc] = []
    while remaining:
        ready = [name for name in remaining if not (needed_by[name] & set(remaining))]
        if not ready:
            ready = [next(iter(remaining))]
        for name in ready:
            out.append(remaining.pop(name))
    return out
