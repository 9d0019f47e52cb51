"""Event source mappings from a DynamoDB stream or a Kinesis stream: validation, defaults and updates,
as AWS does them.

A stream mapping stores AWS's members for stream sources (StartingPosition, ParallelizationFactor,
MaximumRetryAttempts, MaximumRecordAgeInSeconds, BisectBatchOnFunctionError,
TumblingWindowInSeconds, DestinationConfig.OnFailure, ...). The stream must exist and the
function's role must be allowed to read it (checked with IAM's policy simulation, as SQS mappings
are); an OnFailure queue must be one the role may send to. Members of other source types, and
behaviour labcloud does not have, are refused with a clear InvalidParameterValueException.

A Kinesis mapping may name an enhanced fan-out consumer (``.../stream/<s>/consumer/<c>:<t>``): the
consumer must exist and the role may SubscribeToShard on it; the mapping keeps the consumer's ARN, and
its poller reads the consumer's stream as it reads any stream (the same records in the same order, with
no dedicated throughput: labcloud has no per-consumer read limits to separate).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.esm.filtering import parse_filters
from labcloud.services.lambda_.esm.unsupported import NOT_IMPLEMENTED
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.lambda_.esm.host import PollerHost
    from labcloud.services.lambda_.esm.record import EventSourceMapping

STREAM_ACTIONS = ("GetRecords", "GetShardIterator", "DescribeStream", "ListStreams")
#: What a Kinesis mapping's role needs (AWSLambdaKinesisExecutionRole's actions but SubscribeToShard).
KINESIS_ACTIONS = (
    "GetRecords",
    "GetShardIterator",
    "DescribeStream",
    "DescribeStreamSummary",
    "ListShards",
    "ListStreams",
)
#: Members that belong to SQS, Kafka, MQ or DocumentDB sources.
NOT_FOR_STREAMS = (
    "ScalingConfig",
    "Topics",
    "Queues",
    "SourceAccessConfigurations",
    "SelfManagedEventSource",
    "AmazonManagedKafkaEventSourceConfig",
    "SelfManagedKafkaEventSourceConfig",
    "DocumentDBEventSourceConfig",
)
DEFAULT_BATCH = 100
MIN_RECORD_AGE = 60
#: Members an UpdateEventSourceMapping may change on a stream mapping.
UPDATABLE = (
    "BatchSize",
    "MaximumBatchingWindowInSeconds",
    "ParallelizationFactor",
    "MaximumRetryAttempts",
    "MaximumRecordAgeInSeconds",
    "BisectBatchOnFunctionError",
    "TumblingWindowInSeconds",
    "FunctionResponseTypes",
    "DestinationConfig",
)


def is_stream_arn(arn: str) -> bool:
    parts = arn.split(":", 5)
    if len(parts) == 6 and parts[2] == "kinesis":
        return parts[5].startswith("stream/")
    return len(parts) == 6 and parts[2] == "dynamodb" and "/stream/" in parts[5]


def is_kinesis_arn(arn: str) -> bool:
    return arn.split(":")[2:3] == ["kinesis"]


def is_consumer_arn(arn: str) -> bool:
    return is_kinesis_arn(arn) and "/consumer/" in arn


def check_members(params: Mapping[str, Any], *, creating: bool) -> None:
    """Refuse members a DynamoDB stream mapping cannot have (other source types, unimplemented features)."""
    for name in NOT_FOR_STREAMS:
        if params.get(name) is not None:
            raise invalid(f"Unsupported {name} parameter for given event source mapping type.")
    for name, feature in NOT_IMPLEMENTED.items():
        if params.get(name) is not None:
            raise invalid(f"labcloud does not support {feature}: {name} cannot be used")
    if (params.get("MetricsConfig") or {}).get("Metrics"):
        raise invalid(
            "labcloud does not support event source mapping metrics: MetricsConfig.Metrics must be empty"
        )
    kinesis = is_kinesis_arn(str(params.get("EventSourceArn") or ""))
    if creating and kinesis:
        position = params.get("StartingPosition")
        if position is None:
            raise invalid("StartingPosition is required for Kinesis event sources.")
        stamp = params.get("StartingPositionTimestamp")
        if (position == "AT_TIMESTAMP") != (stamp is not None):
            raise invalid(
                "StartingPositionTimestamp must be given with StartingPosition AT_TIMESTAMP, and only with it."
            )
    elif creating:
        position = params.get("StartingPosition")
        if position is None:
            raise invalid("StartingPosition is required for DynamoDB stream event sources.")
        if position == "AT_TIMESTAMP" or params.get("StartingPositionTimestamp") is not None:
            # AWS: AT_TIMESTAMP is supported for Kinesis, DocumentDB, MSK and self-managed Kafka only.
            raise invalid(
                "Unsupported starting position for the given event source: AT_TIMESTAMP is not "
                "supported for DynamoDB streams (use TRIM_HORIZON or LATEST)."
            )
    age = params.get("MaximumRecordAgeInSeconds")
    if age is not None and age != -1 and age < MIN_RECORD_AGE:
        raise invalid(
            f"MaximumRecordAgeInSeconds must be -1 or between {MIN_RECORD_AGE} and 604800, got {age}."
        )
    destination = params.get("DestinationConfig")
    if destination is not None:
        if (destination.get("OnSuccess") or {}).get("Destination"):
            raise invalid("Unsupported OnSuccess parameter for given event source mapping type.")
        target = (destination.get("OnFailure") or {}).get("Destination")
        if target:
            parts = target.split(":")
            if len(parts) < 6 or not target.startswith("arn:"):
                raise invalid(f"The destination ARN {target} is invalid.")
            if parts[2] != "sqs":
                raise invalid(
                    f"labcloud does not support {parts[2]} destinations for stream mappings: use an "
                    "SQS queue in DestinationConfig.OnFailure"
                )
    if params.get("FilterCriteria") is not None:
        parse_filters(params["FilterCriteria"])


def new_doc(params: Mapping[str, Any]) -> dict[str, Any]:
    """The stream-specific members of a new mapping, with AWS's defaults."""
    doc: dict[str, Any] = {
        "StartingPosition": params["StartingPosition"],
        "BatchSize": params.get("BatchSize") or DEFAULT_BATCH,
        "MaximumBatchingWindowInSeconds": params.get("MaximumBatchingWindowInSeconds") or 0,
        "ParallelizationFactor": params.get("ParallelizationFactor") or 1,
        "DestinationConfig": _destination(params.get("DestinationConfig")),
        "MaximumRecordAgeInSeconds": params.get("MaximumRecordAgeInSeconds", -1)
        if params.get("MaximumRecordAgeInSeconds") is not None
        else -1,
        "BisectBatchOnFunctionError": bool(params.get("BisectBatchOnFunctionError") or False),
        "MaximumRetryAttempts": params["MaximumRetryAttempts"]
        if params.get("MaximumRetryAttempts") is not None
        else -1,
        "TumblingWindowInSeconds": params.get("TumblingWindowInSeconds") or 0,
        "FunctionResponseTypes": list(params.get("FunctionResponseTypes") or []),
    }
    stamp = params.get("StartingPositionTimestamp")
    if stamp is not None:
        doc["StartingPositionTimestamp"] = stamp.timestamp() if hasattr(stamp, "timestamp") else float(stamp)
    if params.get("FilterCriteria") is not None and (params["FilterCriteria"].get("Filters")):
        doc["FilterCriteria"] = params["FilterCriteria"]
    return doc


def _destination(config: dict[str, Any] | None) -> dict[str, Any]:
    target = ((config or {}).get("OnFailure") or {}).get("Destination")
    return {"OnFailure": {"Destination": target} if target else {}}


def apply_update(doc: dict[str, Any], params: Mapping[str, Any]) -> dict[str, Any]:
    updated = dict(doc)
    for key in UPDATABLE:
        if params.get(key) is not None:
            updated[key] = _destination(params[key]) if key == "DestinationConfig" else params[key]
    if params.get("FilterCriteria") is not None:
        if params["FilterCriteria"].get("Filters"):
            updated["FilterCriteria"] = params["FilterCriteria"]
        else:
            updated.pop("FilterCriteria", None)
    return updated


async def check_access(
    lam: PollerHost, ctx: RequestContext, role_arn: str, mapping: EventSourceMapping
) -> None:
    """The stream exists; the role may read it and send to the OnFailure queue (as AWS checks on create)."""
    arn = mapping.stream_arn
    parts = arn.split(":")
    kinesis = is_kinesis_arn(arn)
    if is_consumer_arn(mapping.event_source_arn):
        await _check_consumer(lam, ctx, role_arn, mapping.event_source_arn)
    service, operation, params = (
        ("kinesis", "DescribeStreamSummary", {"StreamARN": arn})
        if kinesis
        else ("dynamodbstreams", "DescribeStream", {"StreamArn": arn, "Limit": 1})
    )
    try:
        await lam.host.call(service, operation, params, account_id=parts[4], region=parts[3])
    except AwsError as error:
        raise invalid(f"Stream not found: {arn}") from error
    actions = (
        [f"kinesis:{a}" for a in KINESIS_ACTIONS] if kinesis else [f"dynamodb:{a}" for a in STREAM_ACTIONS]
    )
    denied = await _denied(lam, ctx, role_arn, actions, arn)
    if denied:
        raise invalid(
            f"Cannot access stream {arn}. Please ensure the role can perform the GetRecords, "
            "GetShardIterator, DescribeStream, and ListStreams Actions on your stream in IAM."
        )
    target = (mapping.destination_config or {}).get("OnFailure", {}).get("Destination")
    if target:
        if await _denied(lam, ctx, role_arn, ["sqs:SendMessage"], target):
            raise invalid("The provided execution role does not have permissions to call SendMessage on SQS")


async def _check_consumer(lam: PollerHost, ctx: RequestContext, role_arn: str, consumer: str) -> None:
    """The enhanced fan-out consumer exists and the role may subscribe to its shards."""
    parts = consumer.split(":")
    try:
        await lam.host.call(
            "kinesis",
            "DescribeStreamConsumer",
            {"ConsumerARN": consumer},
            account_id=parts[4],
            region=parts[3],
        )
    except AwsError as error:
        raise invalid(f"Stream consumer not found: {consumer}") from error
    if await _denied(lam, ctx, role_arn, ["kinesis:SubscribeToShard"], consumer):
        raise invalid(
            f"Cannot access stream consumer {consumer}. Please ensure the role can perform the "
            "SubscribeToShard Action on your stream consumer in IAM."
        )


async def _denied(
    lam: PollerHost, ctx: RequestContext, role_arn: str, actions: list[str], resource: str
) -> bool:
    if not lam.host.serves("iam"):
        return False
    try:
        answer = await lam.host.call(
            "iam",
            "SimulatePrincipalPolicy",
            {"PolicySourceArn": role_arn, "ActionNames": actions, "ResourceArns": [resource]},
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except AwsError:
        return False  # a role IAM does not know: nothing to evaluate
    return any(r.get("EvalDecision", "allowed") != "allowed" for r in answer.get("EvaluationResults") or [])
