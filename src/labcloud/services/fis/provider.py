"""The FIS provider: the Lambda subset of AWS Fault Injection Service.

Templates (:mod:`.templates`) hold Lambda actions (:mod:`.actions`); StartExperiment resolves
the targets (functions by ARN or tags, through ``hub.call("lambda", ...)``) and stores the
experiment; its state is derived from the clock (:mod:`.experiments`). While an experiment runs,
the provider is a fault source of ``hub.faults``: the sandbox manager asks it about each
invocation and applies the delay, error or HTTP integration response in the sandbox.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.runtime.faults import SandboxFault
from labcloud.runtime.spec import FunctionSpec
from labcloud.services.base import Provider
from labcloud.services.fis import templates
from labcloud.services.fis.actions import TARGET_KEY, invalid, parse_function_arn
from labcloud.services.fis.experiments import fault_for, schedule, state_of, summary_of
from labcloud.services.fis.schema import SCHEMA

if TYPE_CHECKING:
    from labcloud.hub import Hub


class FisProvider(Provider):
    service = "fis"
    tables = ("fis_templates", "fis_experiments")

    def __init__(self, hub: Hub) -> None:
        super().__init__(hub)
        self._live: list[dict[str, Any]] | None = None
        hub.faults.sources.append(self.invocation_fault)

    def schema(self) -> Sequence[str]:
        return SCHEMA

    def reset(self) -> None:
        super().reset()
        self._live = None

    # -- templates ----------------------------------------------------------------------------

    def create_experiment_template(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        doc = templates.create(self.store, ctx, params)
        self.publish(ctx, "fis.template.created", resource=doc["arn"], id=doc["id"])
        return {"experimentTemplate": doc}

    def get_experiment_template(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return {"experimentTemplate": templates.template_out(templates.load(self.store, ctx, params["id"]))}

    def list_experiment_templates(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return templates.listing(self.store, ctx, params)

    def delete_experiment_template(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        doc = templates.delete(self.store, ctx, params["id"])
        self.publish(ctx, "fis.template.deleted", resource=doc["arn"], id=doc["id"])
        return {"experimentTemplate": templates.template_out(doc)}

    # -- experiments --------------------------------------------------------------------------

    async def _functions(self, ctx: RequestContext) -> list[str]:
        arns: list[str] = []
        marker: str | None = None
        while True:
            answer = await self.hub.call(
                "lambda",
                "ListFunctions",
                {"Marker": marker} if marker else {},
                account_id=ctx.account_id,
                region=ctx.region,
            )
            arns += [f["FunctionArn"] for f in answer.get("Functions", [])]
            marker = answer.get("NextMarker")
            if not marker:
                return arns

    async def _resolve(self, ctx: RequestContext, target: dict[str, Any]) -> list[str]:
        found: list[str] = []
        if "resourceArns" in target:
            for arn in target["resourceArns"]:
                parts = parse_function_arn(arn)
                if parts is None or parts[0] != ctx.region or parts[1] != ctx.account_id:
                    continue
                try:
                    await self.hub.call(
                        "lambda",
                        "GetFunctionConfiguration",
                        {"FunctionName": arn},
                        account_id=ctx.account_id,
                        region=ctx.region,
                    )
                except AwsError:
                    continue
                found.append(arn)
        else:
            wanted = target["resourceTags"]
            for arn in await self._functions(ctx):
                try:
                    tags = (
                        await self.hub.call(
                            "lambda",
                            "ListTags",
                            {"Resource": arn},
                            account_id=ctx.account_id,
                            region=ctx.region,
                        )
                    ).get("Tags") or {}
                except AwsError:
                    continue  # deleted while resolving
                if all(tags.get(k) == v for k, v in wanted.items()):
                    found.append(arn)
        mode = target["selectionMode"]
        if mode.startswith("COUNT("):
            count = int(mode[6:-1])
            found = random.sample(found, min(count, len(found)))
        elif mode.startswith("PERCENT("):
            count = math.ceil(len(found) * int(mode[8:-1]) / 100)
            found = random.sample(found, min(count, len(found)))
        return sorted(found)

    async def start_experiment(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        options = dict(params.get("experimentOptions") or {})
        if options.get("actionsMode", "run-all") != "run-all":
            raise AwsError(
                "ValidationException", "labcloud does not support actionsMode skip-all", status=400
            )
        token = params.get("clientToken")
        if token:
            row = self.store.one(
                "SELECT doc FROM fis_experiments WHERE account_id=? AND region=? AND client_token=?",
                (ctx.account_id, ctx.region, token),
            )
            if row is not None:
                return {"experiment": state_of(json.loads(row["doc"]), time.time())}
        template = templates.load(self.store, ctx, params["experimentTemplateId"])
        resolved = {name: await self._resolve(ctx, target) for name, target in template["targets"].items()}
        empty = [name for name, arns in resolved.items() if not arns]
        mode = template["experimentOptions"].get("emptyTargetResolutionMode", "fail")
        experiment_id = templates.new_id("EXP")
        now = time.time()
        doc: dict[str, Any] = {
            "id": experiment_id,
            "arn": ctx.arn("fis", f"experiment/{experiment_id}"),
            "experimentTemplateId": template["id"],
            "roleArn": template["roleArn"],
            "targets": template["targets"],
            "actions": template["actions"],
            "stopConditions": template["stopConditions"],
            "creationTime": now,
            "startTime": now,
            "tags": dict(params.get("tags") or {}),
            "experimentOptions": {**template["experimentOptions"], "actionsMode": "run-all"},
            "targetAccountConfigurationsCount": 0,
            "resolved": resolved,
        }
        if empty and mode == "fail":
            doc["failure"] = f"Target resolution returned empty set for target(s) {', '.join(sorted(empty))}."
        elif empty:
            doc["skipped"] = [n for n, a in template["actions"].items() if a["targets"][TARGET_KEY] in empty]
        with self.store.transaction():
            self.store.execute(
                "INSERT INTO fis_experiments (id, account_id, region, created, template_id, "
                "client_token, doc) VALUES (?,?,?,?,?,?,?)",
                (experiment_id, ctx.account_id, ctx.region, now, template["id"], token, json.dumps(doc)),
            )
            self.publish(
                ctx,
                "fis.experiment.started",
                resource=doc["arn"],
                id=experiment_id,
                template_id=template["id"],
                resolved=resolved,
                failure=doc.get("failure"),
            )
        self._live = None
        return {"experiment": state_of(doc, now)}

    def _load(self, ctx: RequestContext, experiment_id: str) -> dict[str, Any]:
        row = self.store.one(
            "SELECT doc FROM fis_experiments WHERE id=? AND account_id=? AND region=?",
            (experiment_id, ctx.account_id, ctx.region),
        )
        if row is None:
            raise templates.not_found("Experiment", experiment_id)
        return dict(json.loads(row["doc"]))

    def get_experiment(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return {"experiment": state_of(self._load(ctx, params["id"]), time.time())}

    def list_experiments(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        template_id = params.get("experimentTemplateId")
        sql = "SELECT doc FROM fis_experiments WHERE account_id=? AND region=?"
        args: list[Any] = [ctx.account_id, ctx.region]
        if template_id:
            sql += " AND template_id=?"
            args.append(template_id)
        rows = self.store.all(sql + " ORDER BY created DESC, id", args)
        chunk, token = templates.page(params, rows)
        now = time.time()
        out: dict[str, Any] = {"experiments": [summary_of(json.loads(r["doc"]), now) for r in chunk]}
        if token:
            out["nextToken"] = token
        return out

    def stop_experiment(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        doc = self._load(ctx, params["id"])
        now = time.time()
        status = state_of(doc, now)["state"]["status"]
        if status not in ("pending", "initiating", "running"):
            raise invalid(f"Experiment {doc['id']} is {status}; only a running experiment can be stopped")
        doc["stoppedAt"] = now
        with self.store.transaction():
            self.store.execute("UPDATE fis_experiments SET doc=? WHERE id=?", (json.dumps(doc), doc["id"]))
            self.publish(ctx, "fis.experiment.stopped", resource=doc["arn"], id=doc["id"])
        self._live = None
        shown = state_of(doc, now)
        shown["state"] = {"status": "stopping", "reason": "Stopping the experiment."}
        return {"experiment": shown}

    # -- the fault source -----------------------------------------------------------------------

    def _running(self, now: float) -> list[dict[str, Any]]:
        if self._live is None:
            rows = self.store.all("SELECT doc FROM fis_experiments")
            docs = [json.loads(r["doc"]) for r in rows]
            self._live = [d for d in docs if d.get("stoppedAt") is None and d.get("failure") is None]
        self._live = [
            d
            for d in self._live
            if now - d["startTime"] < max((e for _, e in schedule(d["actions"]).values()), default=0)
        ]
        return self._live

    def invocation_fault(self, spec: FunctionSpec, request_id: str) -> SandboxFault | None:
        now = time.time()
        live = [
            d
            for d in self._running(now)
            if d["arn"].split(":")[3] == spec.region and d["arn"].split(":")[4] == spec.account_id
        ]
        if not live:
            return None

        def publish(doc: dict[str, Any], action: str, action_id: str, invocation: str) -> None:
            self.hub.faults.publish(
                "fis:" + action_id,
                spec.account_id,
                spec.region,
                resource=doc["arn"],
                experiment_id=doc["id"],
                action=action,
                function_arn=spec.function_arn,
                request_id=invocation,
            )

        return fault_for(live, spec, request_id, now, publish)


PROVIDER = FisProvider
