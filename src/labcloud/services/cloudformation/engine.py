"""Running stack operations: create, update, delete and their rollbacks, one asyncio task per stack.

Every step is committed before the next starts (stack status, resource records, events, and the
operation journal ``stack.op``), so the server can stop at any point. On start, ``recover``
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
from collections.abc import Awaitable, Callable, Mapping, Sequence
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
from labcloud.services.cloudformation.repo.events import StackEvent
from labcloud.services.cloudformation.repo.resources import StackResource
from labcloud.services.cloudformation.repo.stacks import Stack
from labcloud.services.cloudformation.resources.base import (
    Handler,
    ResourceCall,
    ResourceFailed,
    new_token,
)
from labcloud.services.cloudformation.resources.custom import NEW_PHYSICAL_ID, NO_ECHO
from labcloud.services.cloudformation.resources.registry import handler_for, unsupported_reason

if TYPE_CHECKING:
    from labcloud.services.cloudformation.host import CfnHost

log = logging.getLogger("labcloud.cloudformation")
Doc = dict[str, Any]
STACK_TYPE = "AWS::CloudFormation::Stack"
T = TypeVar("T")
RESTARTED = "labcloud restarted while this operation was in progress"


class Engine:
    """Runs stack operations in the background and records every step."""

    def __init__(self, hub: CfnHost, publish: Callable[[Stack, str, StackEvent], None]) -> None:
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
                if stack is not None and stack.status in db.IN_PROGRESS:
                    failed = {
                        "CREATE_IN_PROGRESS": "CREATE_FAILED",
                        "DELETE_IN_PROGRESS": "DELETE_FAILED",
                        "ROLLBACK_IN_PROGRESS": "ROLLBACK_FAILED",
                    }.get(stack.status, "UPDATE_ROLLBACK_FAILED")
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
            status = stack.status
            stack_id = stack.stack_id
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
            # IMPORT_IN_PROGRESS / IMPORT_ROLLBACK_IN_PROGRESS: imports.recover rolls them back
            elif status == "UPDATE_COMPLETE_CLEANUP_IN_PROGRESS":
                self.launch(stack_id, partial(self._cleanup, stack, rollback=False))
            elif status == "UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS":
                self.launch(stack_id, partial(self._cleanup, stack, rollback=True))

    def _fail_in_progress(self, stack: Stack, kind: str) -> None:
        with self.store.transaction():
            for record in db.resources(self.store, stack.stack_id).values():
                if record.status.endswith("_IN_PROGRESS"):
                    intended, record.intended_physical_id = record.intended_physical_id, None
                    if intended and record.status in ("CREATE_IN_PROGRESS", "UPDATE_IN_PROGRESS"):
                        # the create may have committed before the kill: its rollback deletes it
                        record.physical_id = intended
                    pending, record.pending_create = record.pending_create, False
                    if pending and not record.physical_id:
                        record.find_created = True  # delete_resource looks it up
                    status = "CREATE_FAILED" if record.status.startswith("CREATE") else "UPDATE_FAILED"
                    self.resource_status(stack, record, status, RESTARTED)

    # ------------------------------------------------------------------ recording

    def status(self, stack: Stack, status: str, reason: str | None = None) -> None:
        with self.store.transaction():
            stack.status = status
            stack.status_reason = reason
            if status == "DELETE_COMPLETE":
                stack.deletion_time = clock.now()
            event = db.add_event(self.store, stack, stack.name, STACK_TYPE, status, reason, stack.stack_id)
            db.save(self.store, stack)
        self.publish(stack, "cloudformation.stack.status", event)

    def resource_status(
        self,
        stack: Stack,
        record: StackResource,
        status: str,
        reason: str | None = None,
        *,
        event: bool = True,
        properties: Any = None,
        persist: bool = True,
    ) -> None:
        """Record a resource's new status (``persist=False``: only the event, for a replaced physical resource)."""
        with self.store.transaction():
            record.status = status
            record.status_reason = reason
            if persist:
                db.save_resource(self.store, stack.stack_id, record)
            if event:
                shown = db.add_event(
                    self.store,
                    stack,
                    record.logical_id,
                    record.resource_type,
                    status,
                    reason,
                    record.physical_id or "",
                    properties,
                )
        if event:
            self.publish(stack, "cloudformation.resource.status", shown)

    def save(self, stack: Stack) -> None:
        with self.store.transaction():
            db.save(self.store, stack)

    # ------------------------------------------------------------------ resolution

    def principal(self, stack: Stack) -> Principal:
        return Principal(**stack.principal)

    def call_for(
        self, stack: Stack, logical_id: str, token: str | None = None, resource_type: str = ""
    ) -> ResourceCall:
        return ResourceCall(
            self.hub,
            self.principal(stack),
            stack.account,
            stack.region,
            stack.name,
            stack.stack_id,
            logical_id,
            token,
            resource_type,
        )

    def model(self, stack: Stack, template: Doc, values: dict[str, str]) -> model_mod.Model:
        pseudo = model_mod.pseudo_parameters(
            stack.account,
            stack.region,
            stack.name,
            stack.stack_id,
            stack.notification_arns or [],
        )
        values = ssm_types.resolved(template.get("Parameters") or {}, values, stack.ssm_values or {})
        given = [{"ParameterKey": k, "ParameterValue": v} for k, v in values.items()]
        return model_mod.build(template, given, pseudo, stack.region)

    def scope(self, stack: Stack, model: model_mod.Model, records: dict[str, StackResource]) -> Scope:
        scope = model.scope(stack.region)

        def live(name: str) -> StackResource:
            record = records.get(name)
            if (
                record is None
                or not record.physical_id
                or record.status in ("DELETE_COMPLETE", "CREATE_FAILED")
            ):
                raise TemplateError(f"Template error: resource {name} is not available (not created)")
            return record

        def ref(name: str) -> Any:
            if name not in model.template["Resources"]:
                raise TemplateError(
                    f"Template format error: Unresolved resource dependencies [{name}] in the "
                    "Resources block of the template"
                )
            return live(name).physical_id

        def getatt(name: str, attribute: str) -> Any:
            if name not in model.template["Resources"]:
                raise TemplateError(
                    f"Template error: instance of Fn::GetAtt references undefined resource {name}"
                )
            record = live(name)
            handler = handler_for(record.resource_type)
            attributes = record.attributes or {}
            if handler is not None and not handler.has_attribute(attribute) or attribute not in attributes:
                raise TemplateError(
                    (handler.missing_attribute(stack.stack_id, record.doc(), attribute) if handler else None)
                    or (
                        f"Template error: labcloud does not provide the attribute {attribute} of "
                        f"{record.resource_type} (resource {name}) for Fn::GetAtt"
                        if handler is not None and handler.has_attribute(attribute)
                        else f"Template error: resource {name} does not support attribute type "
                        f"{attribute} in Fn::GetAtt"
                    )
                )
            return attributes[attribute]

        def import_value(name: str) -> Any:
            found = db.export_value(self.store, stack.account, stack.region, name)
            if found is None:
                raise TemplateError(f"No export named {name} found.")
            return found[1]

        scope.ref, scope.getatt, scope.import_value = ref, getatt, import_value
        return scope

    def outputs(
        self, stack: Stack, model: model_mod.Model, records: dict[str, StackResource]
    ) -> tuple[list[Doc], dict[str, str]]:
        scope = self.scope(stack, model, records)
        plain = scope.getatt

        def masked(name: str, attribute: str) -> Any:
            value = plain(name, attribute)
            return "*****" if records[name].attributes.get(NO_ECHO) else value

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

    def publish_exports(self, stack: Stack, exported: dict[str, str]) -> None:
        for name in exported:
            owner = db.export_value(self.store, stack.account, stack.region, name)
            if owner is not None and owner[0] != stack.stack_id:
                owner_stack = db.load(self.store, owner[0])
                raise TemplateError(
                    f"Export with name {name} is already exported by stack "
                    f"{owner_stack.name if owner_stack else owner[0]}"
                )
        previous = {
            e["Name"]
            for e in db.exports(self.store, stack.account, stack.region)
            if e["ExportingStackId"] == stack.stack_id
        }
        for name in previous - set(exported):
            users = db.importers(self.store, stack.account, stack.region, name, stack.stack_id)
            if users:
                raise TemplateError(f"Cannot delete export {name} as it is in use by {', '.join(users)}")
        with self.store.transaction():
            db.set_exports(self.store, stack, exported)

    # ------------------------------------------------------------------ one resource

    async def create_resource(
        self,
        stack: Stack,
        model: model_mod.Model,
        records: dict[str, StackResource],
        logical_id: str,
        order: int,
        *,
        replacing: StackResource | None = None,
    ) -> None:
        """Create one resource (or the new physical resource of a replacement); raises ResourceFailed."""
        await asyncio.sleep(0)  # one resource per loop turn: other clients' requests are served between them
        definition = model.resources[logical_id]
        verb = "UPDATE" if replacing is not None else "CREATE"
        record = StackResource(
            logical_id=logical_id,
            resource_type=definition.type,
            order=order,
            deps=sorted(model.deps[logical_id]),
            deletion_policy=definition.deletion_policy,
            update_replace_policy=definition.update_replace_policy,
            metadata=definition.metadata,
        )
        if replacing is not None:
            record.physical_id = replacing.physical_id
        try:
            props = resolve(definition.properties, self.scope(stack, model, records))
        except TemplateError as error:
            records[logical_id] = record
            self.resource_status(stack, record, f"{verb}_FAILED", str(error))
            raise ResourceFailed(str(error)) from None
        props = with_stack_tags(definition.type, props, stack.tags)
        handler = handler_for(definition.type)
        invalid: ResourceFailed | None = None
        try:  # converted as the type's schema says; a violation fails it after CREATE_IN_PROGRESS
            props = handler.conform(definition.type, logical_id, props) if handler else props
        except ResourceFailed as error:
            invalid = error
        record.properties = props
        records[logical_id] = record
        rc = self.call_for(stack, logical_id, token=new_token(), resource_type=definition.type)
        intended = intended_physical_id(handler, rc, props)
        if intended and intended != record.physical_id:
            # committed with the IN_PROGRESS status below, before the create runs: recovery finds it
            record.intended_physical_id = intended
        elif handler is not None and replacing is None:
            record.pending_create = True  # recovery asks the handler's find_created
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
                record.physical_id = replacing.physical_id
            elif error.physical_id:
                record.physical_id = error.physical_id
            record.intended_physical_id, record.pending_create = None, False
            self.resource_status(stack, record, f"{verb}_FAILED", error.reason, properties=props)
            raise
        crash_point(f"cfn.created:{logical_id}")
        record.intended_physical_id, record.pending_create = None, False
        record.physical_id = created.physical_id
        record.attributes = created.attributes
        self.resource_status(
            stack, record, f"{verb}_IN_PROGRESS", "Resource creation Initiated", properties=props
        )
        self.resource_status(stack, record, f"{verb}_COMPLETE", properties=props)

    async def delete_resource(
        self,
        stack: Stack,
        record: StackResource,
        *,
        policy_key: str = "DeletionPolicy",
        on_create_rollback: bool = False,
        persist: bool = True,
    ) -> None:
        """Delete (or retain) one recorded physical resource; raises ResourceFailed."""
        await asyncio.sleep(0)  # one resource per loop turn (see create_resource)
        policy = (
            record.deletion_policy if policy_key == "DeletionPolicy" else record.update_replace_policy
        ) or "Delete"
        if policy == "RetainExceptOnCreate":
            policy = "Delete" if on_create_rollback else "Retain"
        physical = record.physical_id
        handler = handler_for(record.resource_type)
        if not physical and record.find_created and handler is not None:
            try:
                physical = await guarded(
                    handler.find_created(self.call_for(stack, record.logical_id), record.properties or {}),
                    record.logical_id,
                )
            except ResourceFailed as error:
                log.warning("could not look up %s: %s", record.logical_id, error.reason)
            record.physical_id = physical
            record.find_created = False
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
                        self.call_for(stack, record.logical_id, resource_type=record.resource_type),
                        physical,
                        record.properties or {},
                        record.attributes or {},
                    ),
                    record.logical_id,
                )
            except ResourceFailed as error:
                self.resource_status(stack, record, "DELETE_FAILED", error.reason, persist=persist)
                raise
        self.resource_status(stack, record, "DELETE_COMPLETE", persist=persist)

    # ------------------------------------------------------------------ create

    async def create(self, stack: Stack) -> None:
        self.status(stack, "CREATE_IN_PROGRESS", "User Initiated")
        records = db.resources(self.store, stack.stack_id)
        try:
            model = self.model(stack, stack.template or {}, stack.parameters)
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
            failed = [r.logical_id for r in records.values() if r.status == "CREATE_FAILED"]
            await self._after_create_failure(
                stack, f"The following resource(s) failed to create: [{', '.join(failed)}]. "
            )
            return
        except TemplateError as error:
            await self._after_create_failure(stack, str(error))
            return
        stack.outputs = outputs
        stack.op = None
        self.status(stack, "CREATE_COMPLETE")

    async def _after_create_failure(self, stack: Stack, reason: str) -> None:
        if stack.disable_rollback or stack.on_failure == "DO_NOTHING":
            stack.op = None
            self.status(stack, "CREATE_FAILED", reason)
            return
        self.status(
            stack,
            "ROLLBACK_IN_PROGRESS",
            reason + "Rollback requested by user." if reason.endswith(". ") else reason,
        )
        await self._rollback_create(stack)

    async def _rollback_create(self, stack: Stack) -> None:
        records = db.resources(self.store, stack.stack_id)
        failed = False
        for record in _deletion_order(records):
            if record.status in ("DELETE_COMPLETE", "DELETE_SKIPPED"):
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
                f"[{', '.join(r.logical_id for r in records.values() if r.status == 'DELETE_FAILED')}]. ",
            )
            return
        with self.store.transaction():
            db.set_exports(self.store, stack, {})
        stack.op = None
        self.status(stack, "ROLLBACK_COMPLETE")
        if stack.on_failure == "DELETE":
            await self.delete(stack)

    # ------------------------------------------------------------------ delete

    async def delete(self, stack: Stack) -> None:
        stack.op = {"kind": "DELETE"}
        self.status(stack, "DELETE_IN_PROGRESS", "User Initiated")
        await self._delete_resources(stack)

    async def _delete_resources(self, stack: Stack, resumed: bool = False) -> None:
        for export in db.exports(self.store, stack.account, stack.region):
            if export["ExportingStackId"] != stack.stack_id:
                continue
            users = db.importers(self.store, stack.account, stack.region, export["Name"], stack.stack_id)
            if users:
                stack.op = None
                self.status(
                    stack,
                    "DELETE_FAILED",
                    f"Export {export['Name']} cannot be deleted as it is in use by {', '.join(users)}",
                )
                return
        records = db.resources(self.store, stack.stack_id)
        failed: list[str] = []
        retain = set(stack.retain_resources or [])
        for record in _deletion_order(records):
            if record.status in ("DELETE_COMPLETE", "DELETE_SKIPPED"):
                continue
            if record.logical_id in retain:
                self.resource_status(stack, record, "DELETE_SKIPPED")
                continue
            try:
                await self.delete_resource(stack, record)
            except ResourceFailed:
                failed.append(record.logical_id)
        if failed:
            stack.op = None
            self.status(
                stack, "DELETE_FAILED", f"The following resource(s) failed to delete: [{', '.join(failed)}]. "
            )
            return
        with self.store.transaction():
            db.set_exports(self.store, stack, {})
            for change_set in db.change_sets(self.store, stack.stack_id):
                db.drop_change_set(self.store, change_set.change_set_id)
        stack.op = None
        stack.imports = []
        self.status(stack, "DELETE_COMPLETE")

    # ------------------------------------------------------------------ update

    async def update(
        self, stack: Stack, template: Doc, body: str, values: dict[str, str], extra: Doc
    ) -> None:
        """Move the stack to ``template`` with ``values``; ``extra`` carries the other stack members that change."""
        records = db.resources(self.store, stack.stack_id)
        stack.op = {
            "kind": "UPDATE",
            "old": {
                "template": stack.template,
                "body": stack.body,
                "Parameters": stack.parameters,
                "ParametersOut": stack.parameters_out,
                "Outputs": stack.outputs,
                "Description": stack.description,
                "imports": stack.imports,
                "original": stack.original,
                "Tags": stack.tags,
                "Capabilities": stack.capabilities,
            },
            "journal": [],
            "cleanup": [],
        }
        stack.template, stack.body, stack.parameters = template, body, values
        stack.last_updated_time = clock.now()
        stack.restore(extra)
        self.status(stack, "UPDATE_IN_PROGRESS", "User Initiated")
        try:
            model = self.model(stack, template, values)
            next_order = max((r.order for r in records.values()), default=0) + 1
            for logical_id in model.order:
                next_order += 1
                await rollback_triggers.fired(self.hub, stack)
                await self._update_one(stack, model, records, logical_id, next_order)
            for logical_id, record in records.items():
                if logical_id not in model.resources and record.status not in ("DELETE_COMPLETE",):
                    self._check_policy(stack, record, "Update:Delete")
                    stack.operation()["cleanup"].append(
                        {"record": record.doc(), "policy": "DeletionPolicy", "drop": True}
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
                    failed = [r.logical_id for r in records.values() if r.status == status]
                    if failed:
                        reason += f"The following resource(s) failed to {verb}: [{', '.join(failed)}]. "
            reason = reason or str(error)
            await self._rollback_update(stack, reason)
            return
        stack.outputs = outputs
        self.save(stack)
        self.status(stack, "UPDATE_COMPLETE_CLEANUP_IN_PROGRESS")
        await self._cleanup(stack, rollback=False)

    async def _update_one(
        self,
        stack: Stack,
        model: model_mod.Model,
        records: dict[str, StackResource],
        logical_id: str,
        order: int,
    ) -> None:
        journal: list[Doc] = stack.operation()["journal"]
        old = records.get(logical_id)
        definition = model.resources[logical_id]
        if old is None or old.status in ("DELETE_COMPLETE", "CREATE_FAILED"):
            journal.append({"logical": logical_id, "action": "add"})
            self.save(stack)
            await self.create_resource(stack, model, records, logical_id, order)
            return
        handler = handler_for(definition.type)
        try:
            props = with_stack_tags(
                definition.type, resolve(definition.properties, self.scope(stack, model, records)), stack.tags
            )
            props = handler.conform(definition.type, logical_id, props) if handler else props
        except (TemplateError, ResourceFailed) as error:
            self.resource_status(stack, old, "UPDATE_FAILED", str(error))
            raise ResourceFailed(str(error)) from None
        same_type = old.resource_type == definition.type
        old_props = old.properties or {}
        meta_changed = (
            old.metadata != definition.metadata
            or old.deletion_policy != definition.deletion_policy
            or old.update_replace_policy != definition.update_replace_policy
        )
        if same_type and props == old_props:
            if meta_changed or old.deps != sorted(model.deps[logical_id]):
                old.metadata = definition.metadata
                old.deletion_policy = definition.deletion_policy
                old.update_replace_policy = definition.update_replace_policy
                old.deps = sorted(model.deps[logical_id])
                self.resource_status(stack, old, old.status, old.status_reason, event=False)
            return
        replace = handler is None or not same_type or handler.needs_replacement(old_props, props)
        self._check_policy(stack, old, "Update:Replace" if replace else "Update:Modify")
        if replace or handler is None:
            journal.append({"logical": logical_id, "action": "replace", "old": old.doc()})
            stack.operation()["cleanup"].append(
                {"record": old.doc(), "policy": "UpdateReplacePolicy", "drop": False}
            )
            self.save(stack)
            await self.create_resource(stack, model, records, logical_id, order, replacing=old)
            return
        journal.append({"logical": logical_id, "action": "modify", "old": old.doc()})
        self.save(stack)
        record = old.copy()
        record.properties = props
        record.metadata = definition.metadata
        record.deletion_policy = definition.deletion_policy
        record.update_replace_policy = definition.update_replace_policy
        record.deps = sorted(model.deps[logical_id])
        records[logical_id] = record
        self.resource_status(stack, record, "UPDATE_IN_PROGRESS", properties=props)
        try:
            handler.check_known(logical_id, props)
            rc = self.call_for(stack, logical_id, resource_type=definition.type)
            record.attributes = await guarded(
                handler.update(
                    rc,
                    record.physical_id or "",
                    await expand(rc, old_props),
                    await expand(rc, props),
                    dict(old.attributes or {}),
                ),
                logical_id,
            )
        except ResourceFailed as error:
            self.resource_status(stack, record, "UPDATE_FAILED", error.reason, properties=props)
            raise
        replaced_by = record.attributes.pop(NEW_PHYSICAL_ID, None)
        if replaced_by:  # a custom resource answered a new physical id: the old one is deleted in cleanup
            stack.operation()["cleanup"].append(
                {"record": old.doc(), "policy": "UpdateReplacePolicy", "drop": False}
            )
            record.physical_id = replaced_by
        self.resource_status(stack, record, "UPDATE_COMPLETE", properties=props)

    def _check_policy(self, stack: Stack, record: StackResource, action: str) -> None:
        """Fail the update when the stack policy (or the one given for this update) denies ``action``."""
        during = stack.update_policy
        body = during["body"] if isinstance(during, dict) else stack.stack_policy
        reason = stack_policy.denial(
            stack_policy.parse(body) if body else None,
            action,
            record.logical_id,
            record.resource_type,
        )
        if reason is not None:
            # only the event: the record keeps its status, the update rolls back
            self.resource_status(stack, record, "UPDATE_FAILED", reason, persist=False)
            raise ResourceFailed(reason)

    async def _rollback_update(self, stack: Stack, reason: str) -> None:
        op = stack.operation()
        self.status(stack, "UPDATE_ROLLBACK_IN_PROGRESS", reason)
        old = op["old"]
        records = db.resources(self.store, stack.stack_id)
        cleanup: list[Doc] = []
        failed = False
        for entry in reversed(op["journal"]):
            logical_id = entry["logical"]
            current = records.get(logical_id)
            if entry["action"] == "add":
                if current is not None:
                    cleanup.append({"record": current.doc(), "policy": "DeletionPolicy", "drop": True})
                continue
            previous = StackResource.of(entry["old"])
            if entry["action"] == "replace":
                if current is not None and current.physical_id != previous.physical_id:
                    cleanup.append({"record": current.doc(), "policy": "DeletionPolicy", "drop": False})
                records[logical_id] = previous
                self.resource_status(stack, previous, "UPDATE_IN_PROGRESS")
                self.resource_status(stack, previous, "UPDATE_COMPLETE")
                continue
            handler = handler_for(previous.resource_type)
            self.resource_status(stack, previous, "UPDATE_IN_PROGRESS")
            try:
                if handler is not None and current is not None:
                    rc = self.call_for(stack, logical_id, resource_type=previous.resource_type)
                    await guarded(
                        handler.update(
                            rc,
                            previous.physical_id or "",
                            await expand(rc, current.properties or {}),
                            await expand(rc, previous.properties or {}),
                            dict(previous.attributes or {}),
                        ),
                        logical_id,
                    )
            except ResourceFailed as error:
                self.resource_status(stack, previous, "UPDATE_FAILED", error.reason)
                failed = True
                continue
            records[logical_id] = previous
            self.resource_status(stack, previous, "UPDATE_COMPLETE")
        stack.restore(old)
        if failed:
            stack.op = None
            stack.update_policy = None
            self.status(
                stack,
                "UPDATE_ROLLBACK_FAILED",
                "The following resource(s) failed to update: ["
                + ", ".join(
                    e["logical"]
                    for e in op["journal"]
                    if (shown := records.get(e["logical"])) is not None and shown.status == "UPDATE_FAILED"
                )
                + "]. ",
            )
            return
        try:
            _, exported = self.outputs(stack, self.model(stack, old["template"], old["Parameters"]), records)
            with self.store.transaction():
                db.set_exports(self.store, stack, exported)
        except TemplateError:
            log.warning("could not restore the exports of %s", stack.name)
        op["cleanup"] = cleanup
        op["journal"] = []
        self.save(stack)
        self.status(stack, "UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS")
        await self._cleanup(stack, rollback=True)

    async def _cleanup(self, stack: Stack, *, rollback: bool) -> None:
        op = stack.op or {}
        pending: list[Doc] = list(op.get("cleanup") or [])
        pending.sort(key=lambda e: -int(e["record"].get("order", 0)))
        while pending:
            entry = pending.pop(0)
            record = StackResource.of(entry["record"])
            try:
                await self.delete_resource(stack, record, policy_key=entry["policy"], persist=entry["drop"])
            except ResourceFailed:
                log.warning("cleanup of %s in %s failed", record.logical_id, stack.name)
            if entry["drop"]:
                current = db.resources(self.store, stack.stack_id).get(record.logical_id)
                if current is not None and current.physical_id == record.physical_id:
                    with self.store.transaction():
                        db.drop_resource(self.store, stack.stack_id, record.logical_id)
            op["cleanup"] = pending
            self.save(stack)
        if not rollback:
            records = db.resources(self.store, stack.stack_id)
            for logical_id, record in records.items():
                if record.status == "DELETE_COMPLETE" and logical_id not in (stack.template or {}).get(
                    "Resources", {}
                ):
                    with self.store.transaction():
                        db.drop_resource(self.store, stack.stack_id, logical_id)
        stack.op = None
        stack.update_policy = None
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


def with_stack_tags(resource_type: str, props: Any, stack_tags: Sequence[Mapping[str, Any]] | None) -> Any:
    """The resource's properties with the stack's tags added (a tag the resource sets itself wins)."""
    tags = stack_tags or []
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


def _deletion_order(records: dict[str, StackResource]) -> list[StackResource]:
    """Dependents before what they depend on (reverse creation order among independent resources)."""
    by_order = sorted(records.values(), key=lambda r: -int(r.order))
    remaining = {r.logical_id: r for r in by_order}
    needed_by: dict[str, set[str]] = {name: set() for name in remaining}
    for record in by_order:
        for dep in record.deps or []:
            if dep in needed_by:
                needed_by[dep].add(record.logical_id)
    out: list[StackResource] = []
    while remaining:
        ready = [name for name in remaining if not (needed_by[name] & set(remaining))]
        if not ready:
            ready = [next(iter(remaining))]
        for name in ready:
            out.append(remaining.pop(name))
    return out
