"""Request members of Create/UpdateEventSourceMapping that an SQS mapping cannot use, rejected loudly.

Stream, Kafka, MQ and DocumentDB settings are refused the way AWS refuses them for an SQS source.
Members AWS accepts for SQS but whose behaviour labcloud does not have (KMS-encrypted
filter criteria, ESM system logs, provisioned pollers) are refused with a message naming labcloud,
never stored and silently ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud.services.lambda_.validation import invalid

#: Members that belong to other event source types (streams, Kafka, MQ, DocumentDB).
NOT_FOR_SQS = (
    "StartingPositionTimestamp",
    "ParallelizationFactor",
    "MaximumRecordAgeInSeconds",
    "BisectBatchOnFunctionError",
    "MaximumRetryAttempts",
    "TumblingWindowInSeconds",
    "DestinationConfig",
    "Topics",
    "Queues",
    "SourceAccessConfigurations",
    "SelfManagedEventSource",
    "AmazonManagedKafkaEventSourceConfig",
    "SelfManagedKafkaEventSourceConfig",
    "DocumentDBEventSourceConfig",
)

#: Members AWS accepts on SQS mappings whose behaviour labcloud does not implement, and the feature's name.
NOT_IMPLEMENTED = {
    "KMSKeyArn": "KMS encryption of filter criteria",
    "LoggingConfig": "event source mapping system logs",
    "ProvisionedPollerConfig": "provisioned mode for event source mappings",
}


def check_members(params: Mapping[str, Any]) -> None:
    """Raise InvalidParameterValueException for the first member an SQS mapping cannot honour."""
    if params.get("StartingPosition") is not None:
        raise invalid("StartingPosition is not valid for SQS event sources.")
    for name in NOT_FOR_SQS:
        if params.get(name) is not None:
            raise invalid(f"Unsupported {name} parameter for given event source mapping type.")
    for name, feature in NOT_IMPLEMENTED.items():
        if params.get(name) is not None:
            raise invalid(f"labcloud does not support {feature}: {name} cannot be used")
    metrics = (params.get("MetricsConfig") or {}).get("Metrics")
    if metrics:
        raise invalid(
            "labcloud does not support event source mapping metrics: MetricsConfig.Metrics must be empty"
        )
