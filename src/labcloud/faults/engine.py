"""The fault engine on the hub: fault rules as a pipeline step, and faults for single invocations.

- :meth:`FaultEngine.step` is the pipeline step (added after ``authorize``): every call is matched
  against the stored rules; a rule that fires raises its error before the provider runs
  (``phase: before``) or after it (``phase: after``, the work is done but the answer is lost), held
  ``delay_ms`` first (a rule with a delay and no error only slows the call down).
- :meth:`FaultEngine.register_invocation` lets an event source mapping's delivery hook (a prove
  run) attach a :class:`~labcloud.runtime.faults.SandboxFault` to one Lambda request id; the
  Lambda provider's sandbox manager asks :meth:`FaultEngine.sandbox_fault` before each invoke,
  which also consults the registered fault sources (FIS experiments).
- :meth:`FaultEngine.delivery_hook` is how the SQS poller of a mapping finds a prove run.

Every fault applied is published as a ``fault.injected`` event (see docs/events.md).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Protocol

from labcloud.context import RequestContext
from labcloud.faults.chance import chance
from labcloud.faults.rules import error_of

if TYPE_CHECKING:  # the sandbox machinery's records too: the engine is built before the server answers
    from labcloud.events.bus import EventBus
    from labcloud.hub import Hub
    from labcloud.pipeline import Handler, Params
    from labcloud.runtime.faults import SandboxFault
    from labcloud.runtime.spec import FunctionSpec

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS faults_rules (id TEXT PRIMARY KEY, created REAL NOT NULL, doc TEXT NOT NULL)",
)
KIND = "fault.injected"
FaultSource = Callable[["FunctionSpec", str], "SandboxFault | None"]


class DeliveryHook(Protocol):
    """What an event source mapping's poller asks before invoking a batch (a prove run answers)."""

    def before_invoke(self, request_id: str, records: list[dict[str, Any]]) -> set[str]:
        """Register the batch's invocation faults; return the message ids whose delete is to be lost."""
        ...

    def lost_delete(self, request_id: str, message_ids: list[str]) -> None:
        """The deletes of ``message_ids`` were dropped on purpose (for the event)."""
        ...


def publish_fault(
    bus: EventBus, fault: str, account_id: str, region: str, resource: str = "", **data: Any
) -> None:
    """A ``fault.injected`` event (for fault sources publishing what they applied, e.g. FIS)."""
    bus.publish(
        KIND,
        service="labcloud",
        account_id=account_id,
        region=region,
        resource=resource,
        data={"fault": fault, **data},
    )


class FaultEngine:
    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        hub.store.ensure_schema("faults", SCHEMA)
        self._rules: list[dict[str, Any]] = []
        self._fired: dict[str, int] = {}
        self._matched: dict[str, int] = {}
        self._invocations: dict[str, SandboxFault] = {}
        self._hooks: dict[str, DeliveryHook] = {}
        self.sources: list[FaultSource] = []
        self._load()

    # -- rules --------------------------------------------------------------------------------

    def _load(self) -> None:
        rows = self.hub.store.all("SELECT doc FROM faults_rules ORDER BY created, id")
        self._rules = [json.loads(row["doc"]) for row in rows]

    def rules(self) -> list[dict[str, Any]]:
        return [
            {**rule, "fired": self._fired.get(rule["id"], 0), "matched": self._matched.get(rule["id"], 0)}
            for rule in self._rules
        ]

    def add_rule(self, rule: dict[str, Any]) -> dict[str, Any]:
        with self.hub.store.transaction():
            self.hub.store.execute(
                "INSERT OR REPLACE INTO faults_rules (id, created, doc) VALUES (?,?,?)",
                (rule["id"], time.time(), json.dumps(rule)),
            )
        self._rules = [r for r in self._rules if r["id"] != rule["id"]] + [rule]
        self._fired.pop(rule["id"], None)
        self._matched.pop(rule["id"], None)
        return rule

    def remove_rule(self, rule_id: str) -> bool:
        with self.hub.store.transaction():
            removed = self.hub.store.execute("DELETE FROM faults_rules WHERE id=?", (rule_id,)).rowcount
        self._rules = [r for r in self._rules if r["id"] != rule_id]
        return bool(removed)

    def clear_rules(self) -> int:
        with self.hub.store.transaction():
            count = self.hub.store.execute("DELETE FROM faults_rules").rowcount
        self._rules = []
        self._fired.clear()
        self._matched.clear()
        return int(count)

    def reset(self) -> None:
        self.clear_rules()
        self._invocations.clear()
        self._hooks.clear()

    def _applies(self, rule: dict[str, Any], ctx: RequestContext) -> bool:
        if rule["service"] != "*" and rule["service"] != ctx.service:
            return False
        if rule["operation"] != "*" and rule["operation"] != ctx.operation:
            return False
        if rule["region"] is not None and rule["region"] != ctx.region:
            return False
        caller = rule["caller"]
        if caller == "clients" and ctx.source != "http":
            return False
        if (caller == "lambda" or rule["function"] is not None) and ctx.lambda_request_id is None:
            return False
        if rule["function"] is not None and ctx.principal.session_name != rule["function"]:
            return False
        count = rule["count"]
        return count is None or self._fired.get(rule["id"], 0) < count

    def _firing(self, ctx: RequestContext) -> dict[str, Any] | None:
        for rule in self._rules:
            if not self._applies(rule, ctx):
                continue
            n = self._matched.get(rule["id"], 0)
            self._matched[rule["id"]] = n + 1
            # the rule's content, not its id, feeds the hash: re-adding a rule replays its decisions
            code = (rule.get("error") or {}).get("code", "delay")
            if chance(rule["seed"], rule["service"], rule["operation"], code, n) < rule["probability"]:
                self._fired[rule["id"]] = self._fired.get(rule["id"], 0) + 1
                return rule
        return None

    def step(self, ctx: RequestContext, params: Params, call_next: Handler) -> Awaitable[Params]:
        """The pipeline step: fail the call when a rule fires (else the next handler's awaitable, with no
        coroutine of this step's own)."""
        if not self._rules:
            return call_next(ctx, params)
        rule = self._firing(ctx)
        if rule is None:
            return call_next(ctx, params)
        return self._fail(rule, ctx, params, call_next)

    async def _fail(
        self, rule: dict[str, Any], ctx: RequestContext, params: Params, call_next: Handler
    ) -> Params:
        delay = int(rule.get("delay_ms") or 0)
        if delay:
            await asyncio.sleep(delay / 1000)
        error = rule.get("error")
        if error is not None and rule["phase"] == "after":
            await call_next(ctx, params)
        self.publish(
            "rule",
            ctx.account_id,
            ctx.region,
            rule_id=rule["id"],
            service=ctx.service,
            operation=ctx.operation,
            phase=rule["phase"],
            code=error["code"] if error else None,
            status=error["status"] if error else None,
            delay_ms=delay,
            request_id=ctx.request_id,
            lambda_request_id=ctx.lambda_request_id,
            caller=ctx.principal.arn,
        )
        if error is None:
            return await call_next(ctx, params)
        raise error_of(rule)

    # -- invocation faults --------------------------------------------------------------------

    def register_invocation(self, request_id: str, fault: SandboxFault) -> None:
        self._invocations[request_id] = fault

    def sandbox_fault(self, spec: FunctionSpec, request_id: str) -> SandboxFault | None:
        fault = self._invocations.pop(request_id, None)
        if fault is not None:
            return fault
        for source in self.sources:
            found = source(spec, request_id)
            if found is not None:
                return found
        return None

    def set_delivery_hook(self, mapping_uuid: str, hook: DeliveryHook | None) -> None:
        if hook is None:
            self._hooks.pop(mapping_uuid, None)
        else:
            self._hooks[mapping_uuid] = hook

    def delivery_hook(self, mapping_uuid: str) -> DeliveryHook | None:
        return self._hooks.get(mapping_uuid) if self._hooks else None

    # -- events -------------------------------------------------------------------------------

    def publish(self, fault: str, account_id: str, region: str, resource: str = "", **data: Any) -> None:
        publish_fault(self.hub.bus, fault, account_id, region, resource, **data)
