"""Event source mapping control plane: Create/Get/List/Update/Delete, validation, states, poller lifecycle.

A mapping is one JSON document in ``lambda_esm`` holding AWS's EventSourceMappingConfiguration
members. The stored State is settled (Enabled/Disabled); answers to Create, Update and Delete
show the transitional state AWS reports (Creating, Updating, Deleting).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import uuid
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_ import async_invoke, records, tenancy
from labcloud.services.lambda_.esm import host, kafka_source, mq_source, stream_source
from labcloud.services.lambda_.esm.filtering import parse_filters
from labcloud.services.lambda_.esm.host import PollerHost
from labcloud.services.lambda_.esm.kafka_poller import KafkaPoller
from labcloud.services.lambda_.esm.mq_poller import MqPoller
from labcloud.services.lambda_.esm.poller import MappingPoller
from labcloud.services.lambda_.esm.record import EventSourceMapping
from labcloud.services.lambda_.esm.stream_poller import StreamPoller, forget_checkpoints
from labcloud.services.lambda_.esm.unsupported import check_members
from labcloud.services.lambda_.names import function_arn, missing, split_function_name
from labcloud.services.lambda_.repo import mappings as mapping_rows
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        CreateEventSourceMappingRequest,
        CreateEventSourceMappingResponse,
        DeleteEventSourceMappingRequest,
        DeleteEventSourceMappingResponse,
        GetEventSourceMappingRequest,
        GetEventSourceMappingResponse,
        ListEventSourceMappingsRequest,
        ListEventSourceMappingsResponse,
        UpdateEventSourceMappingRequest,
        UpdateEventSourceMappingResponse,
    )


NONEXISTENT_QUEUE = (
    "Error occurred while ReceiveMessage. SQS Error Code: AWS.SimpleQueueService.NonExistentQueue. "
    "SQS Error Message: The specified queue does not exist for this wsdl version."
)
_PERMISSIONS = ("ReceiveMessage", "DeleteMessage", "GetQueueAttributes")


def mapping_out(mapping: EventSourceMapping, state: str | None = None) -> dict[str, Any]:
    out = mapping.to_doc(private=False)
    out["LastModified"] = datetime.fromtimestamp(mapping.last_modified, timezone.utc)
    if mapping.event_source_arn.startswith("arn:aws:sqs:"):
        out.pop("LastProcessingResult", None)  # Lambda leaves it null for a queue (kept for the view)
    if state:
        out["State"] = state
    return out


# -- records ---------------------------------------------------------------------------


def _require_mapping(state: LambdaState, ctx: RequestContext, mapping_uuid: str) -> EventSourceMapping:
    mapping = mapping_rows.get(state.store, mapping_uuid, ctx.account_id, ctx.region)
    if mapping is None:
        raise missing()
    return mapping


def _mapping_event(
    state: LambdaState, ctx: RequestContext, kind: str, mapping: EventSourceMapping, shown: str
) -> None:
    state.publish(
        ctx,
        kind,
        resource=mapping.event_source_mapping_arn,
        uuid=mapping.uuid,
        function_arn=mapping.function_arn,
        event_source_arn=mapping.event_source_arn,
        batch_size=mapping.batch_size,
        state=shown,
    )


# -- validation ------------------------------------------------------------------------


async def _queue_attributes(state: LambdaState, ctx: RequestContext, queue_arn: str) -> dict[str, str]:
    parts = queue_arn.split(":")
    if len(parts) != 6 or parts[2] != "sqs":
        raise invalid(
            f"labcloud supports Amazon SQS event sources only; {queue_arn} is not an SQS queue ARN."
        )
    try:
        answer = await state.host.call(
            "sqs",
            "GetQueueAttributes",
            {"QueueUrl": async_invoke.queue_url(state, queue_arn), "AttributeNames": ["All"]},
            account_id=parts[4],
            region=parts[3],
        )
    except AwsError as error:
        raise invalid(NONEXISTENT_QUEUE) from error
    return dict(answer.get("Attributes") or {})


async def _check_role_permissions(
    state: LambdaState, ctx: RequestContext, role_arn: str, queue_arn: str, function: str
) -> None:
    if not state.host.serves("iam"):
        return
    try:
        answer = await state.host.call(
            "iam",
            "SimulatePrincipalPolicy",
            {
                "PolicySourceArn": role_arn,
                "ActionNames": [f"sqs:{a}" for a in _PERMISSIONS],
                "ResourceArns": [queue_arn],
                # the poller calls SQS acting for the function: conditions on its source may match
                "ContextEntries": [
                    {
                        "ContextKeyName": "aws:SourceArn",
                        "ContextKeyType": "string",
                        "ContextKeyValues": [function],
                    },
                    {
                        "ContextKeyName": "aws:SourceAccount",
                        "ContextKeyType": "string",
                        "ContextKeyValues": [function.split(":")[4]],
                    },
                ],
            },
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except AwsError:
        return  # the role is unknown to IAM: nothing to evaluate
    decisions = {
        r.get("EvalActionName"): r.get("EvalDecision") for r in answer.get("EvaluationResults") or []
    }
    for action in _PERMISSIONS:
        if decisions.get(f"sqs:{action}", "allowed") != "allowed":
            raise invalid(f"The function execution role does not have permissions to call {action} on SQS")


def _check_batching(batch: int, window: int, fifo: bool) -> None:
    if fifo:
        if batch > 10:
            raise invalid("Maximum batch size for FIFO queues is 10.")  # AWS: 1-10 for FIFO
        if window:
            raise invalid("Batching window is not supported for FIFO queues.")
    elif batch > 10 and window < 1:
        raise invalid(
            "Maximum batch window in seconds must be greater than 0 if maximum batch size is greater than 10"
        )


# -- operations ------------------------------------------------------------------------


async def create_event_source_mapping(
    state: LambdaState, params: CreateEventSourceMappingRequest, ctx: RequestContext
) -> CreateEventSourceMappingResponse:
    source = params.get("EventSourceArn")
    if not source:
        raise invalid("Unrecognized event source, must be kafka or specify an EventSourceArn.")
    if stream_source.is_stream_arn(source):
        return cast("CreateEventSourceMappingResponse", await _create_stream_mapping(state, ctx, params))
    if mq_source.is_mq_arn(source):
        return cast("CreateEventSourceMappingResponse", await _create_mq_mapping(state, ctx, params))
    if kafka_source.is_kafka_arn(source):
        return cast("CreateEventSourceMappingResponse", await _create_kafka_mapping(state, ctx, params))
    check_members(params)
    resolved = records.resolve(state, ctx, params["FunctionName"])
    tenancy.refuse_feature(resolved.config, "Event source mappings")
    _, qualifier = split_function_name(params["FunctionName"])
    attributes = await _queue_attributes(state, ctx, source)
    fifo = str(attributes.get("FifoQueue", "false")).lower() == "true" or source.endswith(".fifo")
    mapping_uuid = str(uuid.uuid4())
    mapping = EventSourceMapping(
        uuid=mapping_uuid,
        batch_size=params.get("BatchSize") or 10,
        maximum_batching_window=params.get("MaximumBatchingWindowInSeconds") or 0,
        event_source_arn=source,
        function_arn=function_arn(ctx.region, ctx.account_id, resolved.name, qualifier),
        last_modified=clock.now(),
        state="Enabled" if params.get("Enabled", True) else "Disabled",
        state_transition_reason="USER_INITIATED",
        function_response_types=list(params.get("FunctionResponseTypes") or []),
        fifo=fifo,
        tags=dict(params.get("Tags") or {}),
        event_source_mapping_arn=f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:event-source-mapping:{mapping_uuid}",
        last_processing_result="No records processed",
    )
    _check_batching(mapping.batch_size, mapping.batching_window, fifo)
    if params.get("FilterCriteria") is not None:
        parse_filters(params["FilterCriteria"])
        mapping = mapping.but(filter_criteria=params["FilterCriteria"])
    if params.get("ScalingConfig"):
        mapping = mapping.but(scaling_config=params["ScalingConfig"])
    if params.get("MetricsConfig"):
        mapping = mapping.but(metrics_config=params["MetricsConfig"])
    visibility = int(attributes.get("VisibilityTimeout", 30))
    timeout = int(resolved.config.timeout)
    if visibility < timeout:
        raise invalid(
            f"Queue visibility timeout: {visibility} seconds is less than Function timeout: {timeout} seconds"
        )
    await _check_role_permissions(state, ctx, resolved.config.role, source, mapping.function_arn)
    _insert_unless_duplicate(
        state,
        ctx,
        mapping,
        resolved.name,
        f'An event source mapping with SQS arn (" {source} ") and function (" {resolved.name} ") '
        "already exists. Please update or delete the existing mapping with UUID {uuid}",
    )
    _sync_poller(state, mapping)
    return cast("CreateEventSourceMappingResponse", mapping_out(mapping, "Creating"))


async def _create_stream_mapping(
    state: LambdaState, ctx: RequestContext, params: Mapping[str, Any]
) -> dict[str, Any]:
    """A mapping from a DynamoDB stream (validation and defaults in ``stream_source``)."""
    source = params["EventSourceArn"]
    stream_source.check_members(params, creating=True)
    resolved = records.resolve(state, ctx, params["FunctionName"])
    tenancy.refuse_feature(resolved.config, "Event source mappings")
    _, qualifier = split_function_name(params["FunctionName"])
    mapping_uuid = str(uuid.uuid4())
    mapping = EventSourceMapping.from_doc(
        {
            "UUID": mapping_uuid,
            **stream_source.new_doc(params),
            "EventSourceArn": source,
            "FunctionArn": function_arn(ctx.region, ctx.account_id, resolved.name, qualifier),
            "LastModified": clock.now(),
            "LastProcessingResult": "No records processed",
            "State": "Enabled" if params.get("Enabled", True) else "Disabled",
            "StateTransitionReason": "User action",
            "EventSourceMappingArn": f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:event-source-mapping:"
            f"{mapping_uuid}",
        }
    )
    await stream_source.check_access(PollerHost(state), ctx, resolved.config.role, mapping)
    _insert_unless_duplicate(
        state,
        ctx,
        mapping,
        resolved.name,
        f'The event source arn (" {source} ") and function (" {resolved.name} ") provided mapping '
        "already exists. Please update or delete the existing mapping with UUID {uuid}",
    )
    poller = _sync_poller(state, mapping)
    if isinstance(poller, StreamPoller):
        # LATEST means "after the mapping exists": let the poller place its iterators before answering.
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(poller.ready.wait(), 5)
    return mapping_out(mapping, "Creating")


async def _create_mq_mapping(
    state: LambdaState, ctx: RequestContext, params: Mapping[str, Any]
) -> dict[str, Any]:
    """A mapping from an Amazon MQ broker's queue (validation and defaults in ``mq_source``)."""
    source = params["EventSourceArn"]
    mq_source.check_members(params, creating=True)
    resolved = records.resolve(state, ctx, params["FunctionName"])
    tenancy.refuse_feature(resolved.config, "Event source mappings")
    _, qualifier = split_function_name(params["FunctionName"])
    facts = mq_source.broker(state.host, ctx, source)
    queue = mq_source.queue_of(params)
    if int(resolved.config.timeout) > mq_source.MAX_TIMEOUT:
        raise invalid(
            f"Function timeout {resolved.config.timeout} seconds is more than the {mq_source.MAX_TIMEOUT} seconds "
            "an Amazon MQ event source mapping supports."
        )
    access = await mq_source.access(state.host, ctx, facts.engine, params.get("SourceAccessConfigurations"))
    mapping_uuid = str(uuid.uuid4())
    doc: dict[str, Any] = {
        "UUID": mapping_uuid,
        "BatchSize": params.get("BatchSize") or mq_source.DEFAULT_BATCH,
        "MaximumBatchingWindowInSeconds": params.get("MaximumBatchingWindowInSeconds") or 0,
        "EventSourceArn": source,
        "FunctionArn": function_arn(ctx.region, ctx.account_id, resolved.name, qualifier),
        "LastModified": clock.now(),
        "LastProcessingResult": "No records processed",
        "State": "Enabled" if params.get("Enabled", True) else "Disabled",
        "StateTransitionReason": "USER_INITIATED",
        "Queues": [queue],
        "SourceAccessConfigurations": access,
        "EventSourceMappingArn": f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:event-source-mapping:{mapping_uuid}",
        "_tags": dict(params.get("Tags") or {}),
    }
    if (params.get("FilterCriteria") or {}).get("Filters"):
        doc["FilterCriteria"] = params["FilterCriteria"]
    mapping = EventSourceMapping.from_doc(doc)
    _insert_unless_duplicate(
        state,
        ctx,
        mapping,
        resolved.name,
        f'The event source arn (" {source} ") and function (" {resolved.name} ") provided mapping '
        "already exists. Please update or delete the existing mapping with UUID {uuid}",
    )
    _sync_poller(state, mapping)
    return mapping_out(mapping, "Creating")


async def _create_kafka_mapping(
    state: LambdaState, ctx: RequestContext, params: Mapping[str, Any]
) -> dict[str, Any]:
    """A mapping from an MSK cluster's topic (validation and defaults in ``kafka_source``)."""
    source = params["EventSourceArn"]
    kafka_source.check_members(params, creating=True)
    resolved = records.resolve(state, ctx, params["FunctionName"])
    tenancy.refuse_feature(resolved.config, "Event source mappings")
    _, qualifier = split_function_name(params["FunctionName"])
    mapping_uuid = str(uuid.uuid4())
    doc = {
        "UUID": mapping_uuid,
        **kafka_source.new_doc(params, mapping_uuid),
        "EventSourceArn": source,
        "FunctionArn": function_arn(ctx.region, ctx.account_id, resolved.name, qualifier),
        "LastModified": clock.now(),
        "LastProcessingResult": "No records processed",
        "State": "Enabled" if params.get("Enabled", True) else "Disabled",
        "StateTransitionReason": "USER_INITIATED",
        "EventSourceMappingArn": f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:event-source-mapping:{mapping_uuid}",
    }
    await kafka_source.check_sources(PollerHost(state), ctx, doc)
    mapping = EventSourceMapping.from_doc(doc)
    _insert_unless_duplicate(
        state,
        ctx,
        mapping,
        resolved.name,
        f'The event source arn (" {source} ") and function (" {resolved.name} ") provided mapping '
        "already exists. Please update or delete the existing mapping with UUID {uuid}",
    )
    poller = _sync_poller(state, mapping)
    if isinstance(poller, KafkaPoller):  # LATEST is "after the mapping exists": place it before answering
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(poller.ready.wait(), 5)
    return mapping_out(mapping, "Creating")


def get_event_source_mapping(
    state: LambdaState, params: GetEventSourceMappingRequest, ctx: RequestContext
) -> GetEventSourceMappingResponse:
    return cast("GetEventSourceMappingResponse", mapping_out(_require_mapping(state, ctx, params["UUID"])))


def list_event_source_mappings(
    state: LambdaState, params: ListEventSourceMappingsRequest, ctx: RequestContext
) -> ListEventSourceMappingsResponse:
    wanted_arn = None
    function_name = None
    if params.get("FunctionName"):
        name, qualifier = split_function_name(params["FunctionName"])
        function_name = name
        wanted_arn = function_arn(ctx.region, ctx.account_id, name, qualifier) if qualifier else None
    marker = params.get("Marker")
    after: tuple[float, str] | None = None
    if marker:
        try:
            created, _, after_uuid = (
                base64.b64decode(marker.encode(), altchars=b"-_", validate=True).decode().partition("|")
            )
            after = (float(created), after_uuid)
        except (ValueError, UnicodeDecodeError):
            raise AwsError(
                "InvalidParameterValueException", f"Invalid marker: {marker}", status=400, Type="User"
            ) from None
    rows = mapping_rows.listed(
        state.store,
        ctx.account_id,
        ctx.region,
        source_arn=params.get("EventSourceArn") or None,
        name=function_name,
        after=after,
    )
    if wanted_arn:
        rows = [r for r in rows if r.mapping.function_arn == wanted_arn]
    limit = params.get("MaxItems") or 100
    page = rows[:limit]
    answer: dict[str, Any] = {"EventSourceMappings": [mapping_out(r.mapping) for r in page]}
    if len(rows) > limit:
        last = page[-1]
        answer["NextMarker"] = base64.urlsafe_b64encode(f"{last.created!r}|{last.uuid}".encode()).decode()
    return cast("ListEventSourceMappingsResponse", answer)


async def update_event_source_mapping(
    state: LambdaState, params: UpdateEventSourceMappingRequest, ctx: RequestContext
) -> UpdateEventSourceMappingResponse:
    mapping = _require_mapping(state, ctx, params["UUID"])
    stream = stream_source.is_stream_arn(mapping.event_source_arn)
    mq = mq_source.is_mq_arn(mapping.event_source_arn)
    kafka = kafka_source.is_kafka_arn(mapping.event_source_arn)
    if stream:
        stream_source.check_members(params, creating=False)
    elif mq:
        mq_source.check_members(params, creating=False)
    elif kafka:
        kafka_source.check_members(params, creating=False)
    else:
        check_members(params)
    resolved = None
    if params.get("FunctionName"):
        resolved = records.resolve(state, ctx, params["FunctionName"])
        tenancy.refuse_feature(resolved.config, "Event source mappings")
        _, qualifier = split_function_name(params["FunctionName"])
    # the request's members are merged into the stored document, which becomes the record again below
    doc = mapping.to_doc()
    updated = (
        stream_source.apply_update(doc, params)
        if stream
        else kafka_source.apply_update(doc, params)
        if kafka
        else dict(doc)
    )
    for key in (
        "BatchSize",
        "MaximumBatchingWindowInSeconds",
        "FunctionResponseTypes",
        "ScalingConfig",
        "MetricsConfig",
    ):
        if key in params and params[key] is not None:
            updated[key] = params[key]
    if "FilterCriteria" in params and params["FilterCriteria"] is not None:
        parse_filters(params["FilterCriteria"])
        if params["FilterCriteria"].get("Filters"):
            updated["FilterCriteria"] = params["FilterCriteria"]
        else:
            updated.pop("FilterCriteria", None)
    if "Enabled" in params and params["Enabled"] is not None:
        updated["State"] = "Enabled" if params["Enabled"] else "Disabled"
    if mq and params.get("SourceAccessConfigurations") is not None:
        updated["SourceAccessConfigurations"] = await mq_source.access(
            state.host,
            ctx,
            str(mq_source.broker(state.host, ctx, mapping.event_source_arn).engine),
            params["SourceAccessConfigurations"],
        )
    if not stream and not mq and not kafka:
        _check_batching(
            updated["BatchSize"], updated.get("MaximumBatchingWindowInSeconds") or 0, bool(mapping.fifo)
        )
    if resolved is not None and stream:
        updated["FunctionArn"] = function_arn(ctx.region, ctx.account_id, resolved.name, qualifier)
        await stream_source.check_access(
            PollerHost(state), ctx, resolved.config.role, EventSourceMapping.from_doc(updated)
        )
    elif resolved is not None and kafka:
        updated["FunctionArn"] = function_arn(ctx.region, ctx.account_id, resolved.name, qualifier)
    elif resolved is not None and mq:
        if int(resolved.config.timeout) > mq_source.MAX_TIMEOUT:
            raise invalid(
                f"Function timeout {resolved.config.timeout} seconds is more than the {mq_source.MAX_TIMEOUT} "
                "seconds an Amazon MQ event source mapping supports."
            )
        updated["FunctionArn"] = function_arn(ctx.region, ctx.account_id, resolved.name, qualifier)
    elif resolved is not None:
        attributes = await _queue_attributes(state, ctx, mapping.event_source_arn)
        visibility = int(attributes.get("VisibilityTimeout", 30))
        if visibility < int(resolved.config.timeout):
            raise invalid(
                f"Queue visibility timeout: {visibility} seconds is less than Function timeout: "
                f"{resolved.config.timeout} seconds"
            )
        updated["FunctionArn"] = function_arn(ctx.region, ctx.account_id, resolved.name, qualifier)
    updated["LastModified"] = clock.now()
    updated["StateTransitionReason"] = "User action" if stream else "USER_INITIATED"
    with state.store.transaction():
        current = _require_mapping(state, ctx, params["UUID"])
        updated["LastProcessingResult"] = current.to_doc().get("LastProcessingResult", "No records processed")
        result = EventSourceMapping.from_doc(updated)
        host.save_mapping(state.store, result)
        if resolved is not None:
            mapping_rows.rename_function(state.store, result.uuid, resolved.name)
        _mapping_event(state, ctx, "lambda.esm.updated", result, result.state)
    await _restart_poller(state, result)
    return cast("UpdateEventSourceMappingResponse", mapping_out(result, "Updating"))


async def delete_event_source_mapping(
    state: LambdaState, params: DeleteEventSourceMappingRequest, ctx: RequestContext
) -> DeleteEventSourceMappingResponse:
    mapping = _require_mapping(state, ctx, params["UUID"])
    poller = state.pollers.pop(mapping.uuid, None)
    if poller is not None:
        await poller.stop()
    with state.store.transaction():
        mapping_rows.delete(state.store, mapping.uuid)
        forget_checkpoints(state.store, mapping.uuid)
        _mapping_event(state, ctx, "lambda.esm.deleted", mapping, "Deleting")
    return cast("DeleteEventSourceMappingResponse", mapping_out(mapping, "Deleting"))


# -- pollers ---------------------------------------------------------------------------


def _sync_poller(
    state: LambdaState, mapping: EventSourceMapping
) -> MappingPoller | StreamPoller | MqPoller | KafkaPoller | None:
    if mapping.enabled and mapping.uuid not in state.pollers:
        poller: MappingPoller | StreamPoller | MqPoller | KafkaPoller
        if stream_source.is_stream_arn(mapping.event_source_arn):
            poller = StreamPoller(PollerHost(state), mapping.uuid)
        elif mq_source.is_mq_arn(mapping.event_source_arn):
            poller = MqPoller(PollerHost(state), mapping.uuid)
        elif kafka_source.is_kafka_arn(mapping.event_source_arn):
            poller = KafkaPoller(PollerHost(state), mapping.uuid)
        else:
            poller = MappingPoller(PollerHost(state), mapping.uuid)
        state.pollers[mapping.uuid] = poller
        poller.start()
        return poller
    return None


async def _restart_poller(state: LambdaState, mapping: EventSourceMapping) -> None:
    poller = state.pollers.pop(mapping.uuid, None)
    if poller is not None:
        await poller.stop()
    _sync_poller(state, mapping)


async def start_pollers(state: LambdaState) -> None:
    state.pollers = {}
    for mapping in mapping_rows.every(state.store):
        _sync_poller(state, mapping)


async def stop_pollers(state: LambdaState) -> None:
    pollers = list(state.pollers.values())
    state.pollers = {}
    for poller in pollers:
        with contextlib.suppress(Exception):
            await poller.stop()


def mapping_snapshot(state: LambdaState) -> list[dict[str, Any]]:
    out = []
    for mapping in mapping_rows.every(state.store):
        poller = state.pollers.get(mapping.uuid)
        out.append(
            {
                **mapping.to_doc(private=False),
                "poller": poller.snapshot() if poller is not None else None,
            }
        )
    return out


def _insert_unless_duplicate(
    state: LambdaState, ctx: RequestContext, mapping: EventSourceMapping, name: str, conflict: str
) -> None:
    """Store a new mapping, in one transaction with the check that its source and function have none yet
    (``conflict``: AWS's ResourceConflictException text, ``{uuid}`` the existing mapping's)."""
    source = mapping.event_source_arn
    with state.store.transaction():
        for other in mapping_rows.of_source(state.store, ctx.account_id, ctx.region, source):
            if other.function_arn == mapping.function_arn:
                raise AwsError(
                    "ResourceConflictException",
                    conflict.replace("{uuid}", other.uuid),
                    status=409,
                    Type="User",
                )
        mapping_rows.insert(state.store, ctx.account_id, ctx.region, name, mapping, clock.now())
        _mapping_event(state, ctx, "lambda.esm.created", mapping, mapping.state)
