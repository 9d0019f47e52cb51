"""Event source mappings from an Amazon MSK cluster's topic: validation, defaults and updates, as AWS does
them. The cluster must exist (read through MSK's :class:`KafkaTopics` interface), ``Topics`` names exactly
one topic, ``StartingPosition`` is LATEST, TRIM_HORIZON or AT_TIMESTAMP, the consumer group is
``AmazonManagedKafkaEventSourceConfig.ConsumerGroupId`` (the mapping's UUID when not given) and a
SASL/SCRAM or client-certificate secret of ``SourceAccessConfigurations`` must exist in Secrets Manager.
Members of other source types, and Kafka settings labcloud does not have (retries, destinations,
provisioned pollers, schema registries), are refused by name; self-managed Kafka sources are refused
(docs/kafka.md)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kafka.interfaces import KafkaTopics
from labcloud.services.lambda_.esm.filtering import parse_filters
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.lambda_.esm.host import PollerHost

STARTING = ("LATEST", "TRIM_HORIZON", "AT_TIMESTAMP")
DEFAULT_BATCH = 100
_GROUP = re.compile(r"^[a-zA-Z0-9\-/*:_+=.@]{1,200}$")
_TOPIC = re.compile(r"^[^.]([a-zA-Z0-9\-_.]+){1,249}$")
#: Access configuration types an MSK mapping takes (each names a Secrets Manager secret).
ACCESS_TYPES = ("SASL_SCRAM_512_AUTH", "CLIENT_CERTIFICATE_TLS_AUTH")
#: Members of SQS, stream, MQ or DocumentDB sources.
NOT_FOR_KAFKA = (
    "ParallelizationFactor",
    "TumblingWindowInSeconds",
    "Queues",
    "DocumentDBEventSourceConfig",
    "ScalingConfig",
    "FunctionResponseTypes",
)
#: Kafka features AWS has that labcloud's mappings do not.
NOT_IMPLEMENTED = {
    "MaximumRetryAttempts": "retry limits on Kafka event sources",
    "MaximumRecordAgeInSeconds": "record age limits on Kafka event sources",
    "BisectBatchOnFunctionError": "batch bisection on Kafka event sources",
    "DestinationConfig": "on-failure destinations on Kafka event sources",
    "ProvisionedPollerConfig": "provisioned mode for event source mappings",
    "KMSKeyArn": "KMS encryption of filter criteria",
    "LoggingConfig": "event source mapping system logs",
    "SelfManagedEventSource": "self-managed Kafka event sources",
    "SelfManagedKafkaEventSourceConfig": "self-managed Kafka event sources",
}
UPDATABLE = ("BatchSize", "MaximumBatchingWindowInSeconds", "FilterCriteria", "SourceAccessConfigurations")


def is_kafka_arn(arn: str | None) -> bool:
    return bool(arn) and str(arn).startswith("arn:aws:kafka:")


def check_members(params: Mapping[str, Any], creating: bool) -> None:
    for name in NOT_FOR_KAFKA:
        if params.get(name) is not None:
            raise invalid(f"Unsupported {name} parameter for given event source mapping type.")
    for name, feature in NOT_IMPLEMENTED.items():
        if params.get(name) is not None:
            raise invalid(f"labcloud does not support {feature}: {name} cannot be used")
    if (params.get("MetricsConfig") or {}).get("Metrics"):
        raise invalid(
            "labcloud does not support event source mapping metrics: MetricsConfig.Metrics must be empty"
        )
    if not creating:
        for name in (
            "Topics",
            "StartingPosition",
            "StartingPositionTimestamp",
            "AmazonManagedKafkaEventSourceConfig",
        ):
            if params.get(name) is not None:
                raise invalid(f"{name} cannot be updated on a Kafka event source mapping.")
    batch = params.get("BatchSize")
    if batch is not None and not 1 <= int(batch) <= 10000:
        raise invalid("BatchSize must be between 1 and 10000 for Kafka event sources.")
    window = params.get("MaximumBatchingWindowInSeconds")
    if window is not None and not 0 <= int(window) <= 300:
        raise invalid("MaximumBatchingWindowInSeconds must be between 0 and 300.")
    if params.get("FilterCriteria") is not None:
        parse_filters(params["FilterCriteria"])


def new_doc(params: Mapping[str, Any], mapping_uuid: str) -> dict[str, Any]:
    """The Kafka members of a new mapping's document (Topics, position, consumer group, access)."""
    topics = list(params.get("Topics") or [])
    if len(topics) != 1:
        raise invalid("Topics must contain exactly one topic for Kafka event sources.")
    if not _TOPIC.match(str(topics[0])):
        raise invalid(f"Topic {topics[0]} is not a valid Kafka topic name.")
    position = params.get("StartingPosition")
    if position is None:
        raise invalid("StartingPosition is required for Kafka event sources.")
    if position not in STARTING:
        raise invalid(f"StartingPosition must be one of {', '.join(STARTING)}.")
    stamp = params.get("StartingPositionTimestamp")
    if (position == "AT_TIMESTAMP") != (stamp is not None):
        raise invalid("StartingPositionTimestamp is required with AT_TIMESTAMP, and only with it.")
    config = dict(params.get("AmazonManagedKafkaEventSourceConfig") or {})
    if config.get("SchemaRegistryConfig") is not None:
        raise invalid(
            "labcloud does not support Kafka schema registries: SchemaRegistryConfig cannot be used"
        )
    group = config.get("ConsumerGroupId") or mapping_uuid
    if not _GROUP.match(str(group)):
        raise invalid("ConsumerGroupId must be 1-200 characters of [a-zA-Z0-9-/*:_+=.@].")
    doc: dict[str, Any] = {
        "StartingPosition": position,
        "BatchSize": int(params.get("BatchSize") or DEFAULT_BATCH),
        "MaximumBatchingWindowInSeconds": int(params.get("MaximumBatchingWindowInSeconds") or 0),
        "Topics": topics,
        "AmazonManagedKafkaEventSourceConfig": {"ConsumerGroupId": group},
    }
    if stamp is not None:
        doc["StartingPositionTimestamp"] = stamp.timestamp() if hasattr(stamp, "timestamp") else float(stamp)
    if params.get("SourceAccessConfigurations"):
        doc["SourceAccessConfigurations"] = list(params["SourceAccessConfigurations"])
    if params.get("FilterCriteria") and params["FilterCriteria"].get("Filters"):
        doc["FilterCriteria"] = params["FilterCriteria"]
    return doc


async def check_sources(lam: PollerHost, ctx: RequestContext, doc: Mapping[str, Any]) -> None:
    """The cluster exists (MSK's interface) and each access configuration's secret exists."""
    topics = lam.host.interface(KafkaTopics)
    arn = str(doc["EventSourceArn"])
    if topics is None or topics.cluster_source(ctx.account_id, ctx.region, arn) is None:
        raise invalid(f"The MSK cluster {arn} does not exist.")
    for entry in doc.get("SourceAccessConfigurations") or []:
        kind, uri = entry.get("Type"), entry.get("URI")
        if kind not in ACCESS_TYPES:
            raise invalid(
                f"SourceAccessConfigurations Type {kind} is not valid for Amazon MSK event sources."
            )
        try:
            await lam.host.call(
                "secretsmanager",
                "DescribeSecret",
                {"SecretId": str(uri)},
                account_id=ctx.account_id,
                region=ctx.region,
            )
        except AwsError as exc:
            raise invalid(f"The secret {uri} of SourceAccessConfigurations does not exist.") from exc


def apply_update(doc: dict[str, Any], params: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(doc)
    for key in UPDATABLE:
        if params.get(key) is not None:
            out[key] = params[key]
    if "FilterCriteria" in out and not (out["FilterCriteria"] or {}).get("Filters"):
        out.pop("FilterCriteria")
    return out
