"""The CloudWatch Logs provider: each operation checks its input against the stored state, writes
in one transaction, publishes its domain event and answers in AWS's shape.

State lives in the ``logs_*`` tables (see :mod:`.schema`); the pieces are small collaborators:
groups, streams, the event store, batch rules (:mod:`.ingest`), retention and subscriptions.
Lambda sandboxes reach the same operations through ``hub.call("logs", ...)``.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.base import Provider
from labcloud.services.kms.interfaces import KeyRing
from labcloud.services.logs.insights import queries

from . import absent_features, deliveries, kms_keys, live_tail, metric_filters, query_records
from .data_protection import DataProtection, check_document
from .errors import deletion_protected, group_not_found, invalid_parameter
from .events_store import EventStore, event_id
from .filter_pattern import compile_pattern
from .group_fields import group_fields, window
from .groups import MAX_TAGS, Groups
from .ingest import MAX_AGE_MS, check_batch, entity_rejection, read_events
from .list_groups import list_log_groups
from .metric_emit import requests_for
from .metric_filters import MetricFilters
from .migrations import MIGRATIONS
from .migrations import TABLES as MIGRATED_TABLES
from .names import group_arn, group_name_from_arn, resolve_group_name, stream_arn
from .query_definitions import QueryDefinitions
from .resource_policies import ResourcePolicies
from .resource_policies import check_put as check_policy
from .retention import SWEEP_INTERVAL_SECONDS, check_days, cutoff, sweep
from .schema import SCHEMA, TABLES
from .streams import Streams, sequence_token
from .subscriptions import Subscriptions, check_supported, describe_filter, lambda_payload
from .tokens import decode_token, encode_token
from .view import view_routes

if TYPE_CHECKING:
    import sqlite3

    from labcloud.hub import Hub
    from labcloud.internal.routes import InternalRoute
    from labcloud.store.db import Migration

log = logging.getLogger("labcloud.logs")


def now_ms() -> int:
    return int(clock.now() * 1000)


class LogsProvider(Provider):
    service = "logs"
    tables = (*TABLES, *queries.TABLES, *MIGRATED_TABLES)

    def __init__(self, hub: Hub) -> None:
        super().__init__(hub)
        self.groups = Groups(self.store)
        self.streams = Streams(self.store)
        self.events = EventStore(self.store)
        self.subscriptions = Subscriptions(self.store)
        self.metric_filters = MetricFilters(self.store)
        self.policies = ResourcePolicies(self.store)
        self.query_definitions = QueryDefinitions(self.store)
        self.data_protection = DataProtection(self.store)
        self.key_checks = kms_keys.KeyChecks(
            hub.settings.tuning.number("LABCLOUD_LOGS_KMS_RECHECK", kms_keys.RECHECK_SECONDS)
        )
        self._sweeper: asyncio.Task[None] | None = None
        self._deliveries: set[asyncio.Task[Any]] = set()

    def schema(self) -> Sequence[str]:
        return (*SCHEMA, *queries.SCHEMA)

    def migrations(self) -> Sequence[Migration]:
        return MIGRATIONS

    def internal_routes(self) -> list[InternalRoute]:
        return view_routes(self)

    # ------------------------------------------------------------------ background work

    async def start(self) -> None:
        self._sweeper = asyncio.create_task(self._sweep_forever())

    async def stop(self) -> None:
        tasks = [task for task in (self._sweeper, *self._deliveries) if task is not None]
        for task in tasks:
            task.cancel()
        for task in tasks:
            try:
                await task
            except (asyncio.CancelledError, Exception):  # noqa: BLE001 - stopping anyway
                pass
        self._sweeper = None
        self._deliveries.clear()

    async def _sweep_forever(self) -> None:
        while True:
            try:
                sweep(self.store, now_ms())
            except Exception:  # noqa: BLE001 - the sweep retries on the next round
                log.exception("retention sweep failed")
            await clock.sleep(SWEEP_INTERVAL_SECONDS)

    # ------------------------------------------------------------------ helpers

    def absent_operation(self, operation: str) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
        return absent_features.handler(operation, self.store, self._group)  # features not emulated

    def _group(self, ctx: RequestContext, name: str) -> sqlite3.Row:
        return self.groups.require(ctx.account_id, ctx.region, name)

    def _group_of(self, ctx: RequestContext, params: dict[str, Any]) -> sqlite3.Row:
        return self._group(ctx, resolve_group_name(ctx, params))

    def _group_by_arn(self, ctx: RequestContext, arn: str) -> sqlite3.Row:
        parsed = group_name_from_arn(arn)
        if parsed is None:
            raise invalid_parameter(f"Invalid resourceArn: {arn}")
        region, account, name = parsed
        if region != ctx.region or account != ctx.account_id:
            raise group_not_found()
        return self._group(ctx, name)

    # ------------------------------------------------------------------ log groups

    async def create_log_group(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = params["logGroupName"]
        if params.get("kmsKeyId") is not None:
            arn = group_arn(ctx.region, ctx.account_id, name)
            await kms_keys.admit(
                self.hub.interface(KeyRing), ctx.account_id, ctx.region, params["kmsKeyId"], arn
            )
        with self.store.transaction():
            self.groups.create(
                ctx.account_id,
                ctx.region,
                name,
                now_ms(),
                kms_key_id=params.get("kmsKeyId"),
                log_group_class=params.get("logGroupClass") or "STANDARD",
                deletion_protection=bool(params.get("deletionProtectionEnabled")),
                tags=params.get("tags") or {},
            )
            self.publish(
                ctx,
                "logs.group.created",
                group_arn(ctx.region, ctx.account_id, name),
                log_group=name,
                log_stream=None,
            )
        return {}

    def delete_log_group(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = params["logGroupName"]
        with self.store.transaction():
            group = self._group(ctx, name)
            if group["deletion_protection"]:
                raise deletion_protected()
            self.groups.delete(group["id"])
            self.metric_filters.delete_group(group["id"])
            self.store.execute("DELETE FROM logs_data_protection WHERE group_id = ?", (group["id"],))
            self.publish(
                ctx,
                "logs.group.deleted",
                group_arn(ctx.region, ctx.account_id, name),
                log_group=name,
                log_stream=None,
            )
        return {}

    def put_log_group_deletion_protection(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        name = resolve_group_name(ctx, {"logGroupIdentifier": params["logGroupIdentifier"]})
        with self.store.transaction():
            group = self._group(ctx, name)
            self.groups.set_deletion_protection(group["id"], bool(params["deletionProtectionEnabled"]))
        return {}

    def describe_log_groups(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.groups.describe(ctx.account_id, ctx.region, params)

    def put_retention_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        days = check_days(params["retentionInDays"])
        with self.store.transaction():
            group = self._group(ctx, params["logGroupName"])
            self.groups.set_retention(group["id"], days)
            sweep(self.store, now_ms(), group["id"])
        return {}

    def delete_retention_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            group = self._group(ctx, params["logGroupName"])
            self.groups.set_retention(group["id"], None)
        return {}

    # ------------------------------------------------------------------ tags

    def tag_log_group(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            self.groups.set_tags(self._group(ctx, params["logGroupName"])["id"], params["tags"])
        return {}

    def untag_log_group(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            self.groups.remove_tags(self._group(ctx, params["logGroupName"])["id"], params["tags"])
        return {}

    def list_tags_log_group(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return {"tags": self.groups.tags(self._group(ctx, params["logGroupName"])["id"])}

    def tag_resource(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            group_id = self._group_by_arn(ctx, params["resourceArn"])["id"]
            if len({**self.groups.tags(group_id), **params["tags"]}) > MAX_TAGS:
                # TagResource (unlike TagLogGroup) declares its own error for the tag quota.
                raise AwsError(
                    "TooManyTagsException",
                    f"A resource can have no more than {MAX_TAGS} tags.",
                    status=400,
                    resourceName=params["resourceArn"],
                )
            self.groups.set_tags(group_id, params["tags"])
        return {}

    def untag_resource(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            self.groups.remove_tags(self._group_by_arn(ctx, params["resourceArn"])["id"], params["tagKeys"])
        return {}

    def list_tags_for_resource(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return {"tags": self.groups.tags(self._group_by_arn(ctx, params["resourceArn"])["id"])}

    # ------------------------------------------------------------------ log streams

    def create_log_stream(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group_name, name = params["logGroupName"], params["logStreamName"]
        with self.store.transaction():
            group = self._group(ctx, group_name)
            self.streams.create(group["id"], name, now_ms())
            self.publish(
                ctx,
                "logs.stream.created",
                stream_arn(ctx.region, ctx.account_id, group_name, name),
                log_group=group_name,
                log_stream=name,
            )
        return {}

    def delete_log_stream(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            group = self._group(ctx, params["logGroupName"])
            stream = self.streams.require(group["id"], params["logStreamName"])
            self.streams.delete(stream["id"])
        return {}

    def describe_log_streams(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.streams.describe(self._group_of(ctx, params), params)

    # ------------------------------------------------------------------ events

    def _kms_target(self, ctx: RequestContext, params: dict[str, Any]) -> sqlite3.Row:
        name, resource = params.get("logGroupName"), params.get("resourceIdentifier")
        if (name is None) == (resource is None):
            raise invalid_parameter("Exactly one of logGroupName or resourceIdentifier must be specified.")
        if resource is not None and ":log-group:" not in resource:
            raise invalid_parameter("labcloud does not emulate KMS encryption of Logs Insights query results")
        if resource is not None:
            return self._group_by_arn(ctx, resource.removesuffix(":*"))
        return self._group(ctx, str(name))

    async def associate_kms_key(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = self._kms_target(ctx, params)
        arn = group_arn(ctx.region, ctx.account_id, group["name"])
        await kms_keys.admit(self.hub.interface(KeyRing), ctx.account_id, ctx.region, params["kmsKeyId"], arn)
        with self.store.transaction():
            group = self._kms_target(ctx, params)
            self.store.execute(
                "UPDATE logs_groups SET kms_key_id = ? WHERE id = ?", (params["kmsKeyId"], group["id"])
            )
        return {}

    def disassociate_kms_key(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            group = self._kms_target(ctx, params)
            self.store.execute("UPDATE logs_groups SET kms_key_id = NULL WHERE id = ?", (group["id"],))
        return {}

    async def put_log_events(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        events = read_events(params.get("logEvents"))
        group_name, stream_name = params["logGroupName"], params["logStreamName"]
        keyed = self._group(ctx, group_name)
        if keyed["kms_key_id"]:
            await self.key_checks.require(
                self.hub.interface(KeyRing),
                ctx.account_id,
                ctx.region,
                keyed["kms_key_id"],
                group_arn(ctx.region, ctx.account_id, group_name),
            )
        now = now_ms()
        metric_requests: list[dict[str, Any]] = []
        with self.store.transaction():
            group = self._group(ctx, group_name)
            stream = self.streams.require(group["id"], stream_name)
            batch = check_batch(events, now, group["retention_days"])
            out: dict[str, Any] = {}
            originals: list[str | None] | None = None
            masker = self.data_protection.masker(group["id"])
            if masker is not None and batch.accepted:
                # Masked at ingestion, as AWS does: every reader sees the masked text from here on.
                masked = [(ts, masker.mask(message)) for ts, message in batch.accepted]
                originals = [
                    original if changed != original else None
                    for (_, original), (_, changed) in zip(batch.accepted, masked, strict=True)
                ]
                batch.accepted = masked
            if batch.accepted:
                ids = self.events.insert(group["id"], stream["id"], batch.accepted, now, originals)
                size = sum(len(message.encode("utf-8", "surrogatepass")) for _, message in batch.accepted)
                seq = self.streams.record_put(
                    stream["id"], batch.accepted[0][0], batch.accepted[-1][0], size, now
                )
                out["nextSequenceToken"] = sequence_token(seq)
                self.publish(
                    ctx,
                    "logs.events.put",
                    stream_arn(ctx.region, ctx.account_id, group_name, stream_name),
                    log_group=group_name,
                    log_stream=stream_name,
                    count=len(ids),
                    lambda_request_id=ctx.lambda_request_id,
                )
                filters = self.subscriptions.of_group(group["id"])
                if filters:
                    delivered = [
                        (ts, message, row_id)
                        for (ts, message), row_id in zip(batch.accepted, ids, strict=True)
                    ]
                    self.store.after_commit(
                        lambda: self._deliver(ctx, group_name, stream_name, filters, delivered)
                    )
                metric_rows = self.metric_filters.of_group(group["id"])
                if metric_rows:
                    metric_requests = requests_for(
                        [(row["pattern"], json.loads(row["transformation"])) for row in metric_rows],
                        batch.accepted,
                        now - MAX_AGE_MS + 60_000,
                    )
            if batch.rejected:
                out["rejectedLogEventsInfo"] = batch.rejected
            rejected_entity = entity_rejection(params)
            if rejected_entity is not None:
                out["rejectedEntityInfo"] = rejected_entity
        for request in metric_requests:
            await self._publish_metric(ctx, request)
        return out

    def get_log_events(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = self._group_of(ctx, params)
        stream = self.streams.require(group["id"], params["logStreamName"])
        return self.events.read_stream(
            stream["id"],
            start=params.get("startTime"),
            end=params.get("endTime"),
            token=params.get("nextToken"),
            limit=params.get("limit"),
            from_head=bool(params.get("startFromHead")),
            min_ts=cutoff(group["retention_days"], now_ms()),
            unmask=bool(params.get("unmask")),
        )

    def filter_log_events(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = self._group_of(ctx, params)
        names, prefix = params.get("logStreamNames"), params.get("logStreamNamePrefix")
        if names is not None and prefix is not None:
            raise invalid_parameter(
                "logStreamNames and logStreamNamePrefix are mutually exclusive parameters."
            )
        pattern = compile_pattern(params.get("filterPattern") or "")
        by_id = self.streams.names_by_id(group["id"])
        stream_ids: list[int] | None = None
        if names is not None:
            wanted = set(names)
            stream_ids = [sid for sid, name in by_id.items() if name in wanted]
        elif prefix:
            stream_ids = [sid for sid, name in by_id.items() if name.startswith(prefix)]
        return self.events.search(
            group["id"],
            by_id,
            stream_ids=stream_ids,
            start=params.get("startTime"),
            end=params.get("endTime"),
            pattern=pattern,
            token=params.get("nextToken"),
            limit=params.get("limit"),
            min_ts=cutoff(group["retention_days"], now_ms()),
            unmask=bool(params.get("unmask")),
        )

    # ------------------------------------------------------------------ subscription filters

    # ------------------------------------------------------------------ Logs Insights

    def start_query(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        names = queries.group_names(params)
        queries.check_request(params)
        groups = [(int(self._group(ctx, name)["id"]), name) for name in names]
        return {"queryId": queries.start(self.store, ctx, params, groups)}

    def get_query_results(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return queries.results(self.store, ctx, params["queryId"])

    def stop_query(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return queries.stop(self.store, ctx, params["queryId"])

    def describe_queries(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return queries.describe(self.store, ctx, params)

    def get_log_record(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return query_records.get_log_record(self.store, ctx, params)

    def list_log_groups_for_query(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return query_records.list_log_groups_for_query(self.store, ctx, params)

    def get_log_group_fields(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = self._group_of(ctx, params)
        start, end = window(params.get("time"), now_ms())
        return group_fields(self.store, int(group["id"]), start, end)

    def put_subscription_filter(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        check_supported(params)
        with self.store.transaction():
            group = self._group(ctx, params["logGroupName"])
            self.subscriptions.put(
                group["id"],
                params["filterName"],
                params["filterPattern"],
                params["destinationArn"],
                params.get("roleArn"),
                params.get("distribution") or "ByLogStream",
                now_ms(),
            )
        return {}

    def describe_subscription_filters(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = self._group(ctx, params["logGroupName"])
        rows = self.subscriptions.of_group(group["id"], params.get("filterNamePrefix"))
        token = params.get("nextToken")
        if token:
            after = decode_token(token)
            rows = [row for row in rows if row["name"] > str(after)]
        limit = int(params.get("limit") or 50)
        out: dict[str, Any] = {
            "subscriptionFilters": [describe_filter(group["name"], row) for row in rows[:limit]]
        }
        if len(rows) > limit:
            out["nextToken"] = encode_token(rows[limit - 1]["name"])
        return out

    def delete_subscription_filter(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            group = self._group(ctx, params["logGroupName"])
            self.subscriptions.delete(group["id"], params["filterName"])
        return {}

    # ------------------------------------------------------------------ metric filters

    def put_metric_filter(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        metric_filters.check_supported(params)
        transformation = metric_filters.check_transformation(
            params["filterPattern"], params["metricTransformations"][0]
        )
        with self.store.transaction():
            group = self._group(ctx, params["logGroupName"])
            self.metric_filters.put(
                group["id"], params["filterName"], params["filterPattern"], transformation, now_ms()
            )
        return {}

    def describe_metric_filters(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group_id = int(self._group(ctx, params["logGroupName"])["id"]) if params.get("logGroupName") else None
        return self.metric_filters.describe(ctx.account_id, ctx.region, group_id, params)

    def delete_metric_filter(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            group = self._group(ctx, params["logGroupName"])
            self.metric_filters.delete(group["id"], params["filterName"])
        return {}

    def test_metric_filter(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return metric_filters.try_pattern(params["filterPattern"], params["logEventMessages"])

    async def _publish_metric(self, ctx: RequestContext, request: dict[str, Any]) -> None:
        """Send one metric filter's data to CloudWatch; a failure is logged, never the writer's error."""
        try:
            await self.hub.call(
                "cloudwatch", "PutMetricData", request, account_id=ctx.account_id, region=ctx.region
            )
        except Exception:  # noqa: BLE001 - the log events are stored whatever CloudWatch says
            log.exception("metric filter data for %s was not delivered", request.get("Namespace"))

    # ------------------------------------------------------------------ resource policies

    def put_resource_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name, document = check_policy(params)
        with self.store.transaction():
            policy = self.policies.put(ctx.account_id, ctx.region, name, document, now_ms())
        return {"resourcePolicy": policy}

    def describe_resource_policies(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.policies.describe(ctx.account_id, ctx.region, params)

    def delete_resource_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            self.policies.delete(ctx.account_id, ctx.region, params)
        return {}

    # ------------------------------------------------------------------ saved queries

    def put_query_definition(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            definition_id = self.query_definitions.put(ctx.account_id, ctx.region, params, now_ms())
        return {"queryDefinitionId": definition_id}

    def describe_query_definitions(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return self.query_definitions.describe(ctx.account_id, ctx.region, params)

    def delete_query_definition(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            self.query_definitions.delete(ctx.account_id, ctx.region, params["queryDefinitionId"])
        return {"success": True}

    # ------------------------------------------------------------------ features with nothing to list

    def describe_export_tasks(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return absent_features.empty("DescribeExportTasks")

    def describe_account_policies(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return absent_features.empty("DescribeAccountPolicies")

    def describe_field_indexes(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        for identifier in params["logGroupIdentifiers"]:
            self._group(ctx, resolve_group_name(ctx, {"logGroupIdentifier": identifier}))
        return absent_features.empty("DescribeFieldIndexes")

    def describe_index_policies(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        for identifier in params["logGroupIdentifiers"]:
            self._group(ctx, resolve_group_name(ctx, {"logGroupIdentifier": identifier}))
        return absent_features.empty("DescribeIndexPolicies")

    def list_log_anomaly_detectors(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return absent_features.empty("ListLogAnomalyDetectors")

    def list_anomalies(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return absent_features.empty("ListAnomalies")

    def describe_import_tasks(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return absent_features.empty("DescribeImportTasks")

    def list_scheduled_queries(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return absent_features.empty("ListScheduledQueries")

    def list_integrations(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return absent_features.empty("ListIntegrations")

    def describe_lookup_tables(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return absent_features.empty("DescribeLookupTables")

    # ------------------------------------------------------------------ data protection

    def put_data_protection_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        identifier, document = params["logGroupIdentifier"], params["policyDocument"]
        check_document(document)
        now = now_ms()
        with self.store.transaction():
            group = self._group(ctx, resolve_group_name(ctx, {"logGroupIdentifier": identifier}))
            self.data_protection.put(group["id"], document, now)
        return {"logGroupIdentifier": identifier, "policyDocument": document, "lastUpdatedTime": now}

    def get_data_protection_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        identifier = params["logGroupIdentifier"]
        group = self._group(ctx, resolve_group_name(ctx, {"logGroupIdentifier": identifier}))
        row = self.data_protection.find(group["id"])
        if row is None:
            return {"logGroupIdentifier": identifier}
        return {
            "logGroupIdentifier": identifier,
            "policyDocument": row["document"],
            "lastUpdatedTime": row["last_updated"],
        }

    def delete_data_protection_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        with self.store.transaction():
            group = self._group(
                ctx, resolve_group_name(ctx, {"logGroupIdentifier": params["logGroupIdentifier"]})
            )
            self.data_protection.delete(group["id"])
        return {}

    # ------------------------------------------------------------------ Live Tail

    def start_live_tail(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        live_tail.check_request(params)
        groups = tuple(
            (
                int(self._group(ctx, resolve_group_name(ctx, {"logGroupIdentifier": identifier}))["id"]),
                identifier,
            )
            for identifier in params["logGroupIdentifiers"]
        )
        names, prefixes = params.get("logStreamNames"), params.get("logStreamNamePrefixes")
        request = live_tail.TailRequest(
            groups,
            tuple(names) if names is not None else None,
            tuple(prefixes) if prefixes is not None else None,
            params.get("logEventFilterPattern"),
        )
        return {"responseStream": live_tail.session(self.store, request)}

    # ------------------------------------------------------------------ listings, deliveries, destinations

    def list_log_groups(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return list_log_groups(self.store, ctx.account_id, ctx.region, params)

    def describe_deliveries(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.describe_deliveries(params)

    def describe_delivery_sources(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.describe_delivery_sources(params)

    def describe_delivery_destinations(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.describe_delivery_destinations(params)

    def describe_destinations(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.describe_destinations(params)

    def get_delivery(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.get_delivery(params)

    def delete_delivery(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.get_delivery(params)

    def get_delivery_source(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.get_delivery_source(params)

    def delete_delivery_source(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.get_delivery_source(params)

    def get_delivery_destination(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.get_delivery_destination(params)

    def delete_delivery_destination(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.get_delivery_destination(params)

    def get_delivery_destination_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.get_delivery_destination_policy(params)

    def delete_delivery_destination_policy(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return deliveries.get_delivery_destination_policy(params)

    def put_delivery_destination_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.get_delivery_destination_policy(params)

    def create_delivery(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.create_delivery(params)

    def put_delivery_source(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.put_delivery_source(params)

    def put_delivery_destination(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.put_delivery_destination(params)

    def put_destination(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.put_destination(params)

    def delete_destination(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.destination_not_found(params)

    def put_destination_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return deliveries.destination_policy_target_missing(params)

    def _deliver(
        self,
        ctx: RequestContext,
        group: str,
        stream: str,
        filters: list[sqlite3.Row],
        events: list[tuple[int, str, int]],
    ) -> None:
        for row in filters:
            pattern = compile_pattern(row["pattern"])
            matching = [
                {"id": event_id(ts, row_id), "timestamp": ts, "message": message}
                for ts, message, row_id in events
                if pattern.matches(message)
            ]
            if not matching or ":lambda:" not in row["destination_arn"]:
                continue
            payload = lambda_payload(ctx.account_id, group, stream, row["name"], matching)
            task = asyncio.get_running_loop().create_task(self._invoke(ctx, row["destination_arn"], payload))
            self._deliveries.add(task)
            task.add_done_callback(self._deliveries.discard)

    async def _invoke(self, ctx: RequestContext, function_arn: str, payload: bytes) -> None:
        try:
            await self.hub.call(
                "lambda",
                "Invoke",
                {"FunctionName": function_arn, "InvocationType": "Event", "Payload": payload},
                account_id=ctx.account_id,
                region=ctx.region,
            )
        except Exception:  # noqa: BLE001 - a failed delivery must not disturb the writer
            log.exception("subscription delivery to %s failed", function_arn)


PROVIDER = LogsProvider
