"""The checks AWS makes on a pipe's definition when it is created or updated, as ValidationExceptions:
source, enrichment and target kinds, which parameter blocks go with which, batch sizes and windows,
starting positions, filter patterns, FIFO queue targets' message group, log and key settings."""

from __future__ import annotations

import re
from typing import Any

from labcloud.services.pipes import arns, filters
from labcloud.services.pipes.errors import validation

SOURCE_BLOCKS = {
    "sqs": "SqsQueueParameters",
    "kinesis": "KinesisStreamParameters",
    "dynamodb": "DynamoDBStreamParameters",
}
UNSERVED_SOURCE_BLOCKS = (
    "ActiveMQBrokerParameters",
    "RabbitMQBrokerParameters",
    "ManagedStreamingKafkaParameters",
    "SelfManagedKafkaParameters",
)
TARGET_BLOCKS = {
    "LambdaFunctionParameters": "lambda",
    "StepFunctionStateMachineParameters": "states",
    "KinesisStreamParameters": "kinesis",
    "SqsQueueParameters": "sqs",
    "EventBridgeEventBusParameters": "events",
    "CloudWatchLogsParameters": "logs",
}
UNSERVED_TARGET_BLOCKS = (
    "EcsTaskParameters",
    "BatchJobParameters",
    "HttpParameters",
    "RedshiftDataParameters",
    "SageMakerPipelineParameters",
    "TimestreamParameters",
)
INVOCATION_TYPES = ("REQUEST_RESPONSE", "FIRE_AND_FORGET")
STATES = ("RUNNING", "STOPPED")
LEVELS = ("OFF", "ERROR", "INFO", "TRACE")
MAX_TEMPLATE = 8192


def _range(value: Any, low: int, high: int, name: str) -> None:
    if value is not None and not low <= int(value) <= high:
        raise validation(f"{name} must be between {low} and {high}.")


def source_parameters(kind: str, parameters: dict[str, Any], creating: bool) -> None:
    for unserved in UNSERVED_SOURCE_BLOCKS:
        if parameters.get(unserved):
            raise validation(f"{unserved} is not supported by labcloud's Pipes.")
    for service, name in SOURCE_BLOCKS.items():
        if parameters.get(name) is not None and service != kind:
            raise validation(f"{name} can only be used with a matching source.")
    filters.compile_criteria(parameters.get("FilterCriteria"))
    block: dict[str, Any] = parameters.get(SOURCE_BLOCKS[kind]) or {}
    window = block.get("MaximumBatchingWindowInSeconds")
    _range(window, 0, 300, "MaximumBatchingWindowInSeconds")
    if kind == "sqs":
        _range(block.get("BatchSize"), 1, 10000, "BatchSize")
        if int(block.get("BatchSize") or 10) > 10 and not window:
            raise validation(
                "MaximumBatchingWindowInSeconds must be at least 1 when BatchSize is greater than 10."
            )
        return
    if creating and not block.get("StartingPosition"):
        raise validation(f"{SOURCE_BLOCKS[kind]}.StartingPosition is required for this source.")
    positions = (
        ("TRIM_HORIZON", "LATEST", "AT_TIMESTAMP") if kind == "kinesis" else ("TRIM_HORIZON", "LATEST")
    )
    if creating and block["StartingPosition"] not in positions:
        raise validation(f"Invalid StartingPosition {block['StartingPosition']}.")
    if (
        creating
        and block["StartingPosition"] == "AT_TIMESTAMP"
        and not block.get("StartingPositionTimestamp")
    ):
        raise validation("StartingPositionTimestamp is required when StartingPosition is AT_TIMESTAMP.")
    _range(block.get("BatchSize"), 1, 10000, "BatchSize")
    _range(block.get("MaximumRetryAttempts"), -1, 10000, "MaximumRetryAttempts")
    age = block.get("MaximumRecordAgeInSeconds")
    if age is not None and int(age) != -1:
        _range(age, 60, 604800, "MaximumRecordAgeInSeconds")
    _range(
        block.get("ParallelizationFactor"), 1, 1, "ParallelizationFactor (labcloud reads one batch per shard)"
    )
    if block.get("OnPartialBatchItemFailure"):
        raise validation("OnPartialBatchItemFailure AUTOMATIC_BISECT is not supported by labcloud's Pipes.")
    dead_letter = (block.get("DeadLetterConfig") or {}).get("Arn")
    if dead_letter is not None and arns.parse(str(dead_letter), "DeadLetterConfig").service != "sqs":
        raise validation("DeadLetterConfig Arn must be the ARN of an SQS queue.")


def target_parameters(target: arns.Named, parameters: dict[str, Any]) -> None:
    api_destination = target.service == "events" and target.resource.startswith("api-destination/")
    for block in UNSERVED_TARGET_BLOCKS:
        if parameters.get(block) and not (block == "HttpParameters" and api_destination):
            raise validation(f"{block} is not supported by labcloud's Pipes.")
    for block, service in TARGET_BLOCKS.items():
        if parameters.get(block) is not None and (service != target.service or api_destination):
            raise validation(f"{block} can only be used with a matching target.")
    template = parameters.get("InputTemplate")
    if template is not None and len(template) > MAX_TEMPLATE:
        raise validation(f"InputTemplate must be at most {MAX_TEMPLATE} characters.")
    for block in ("LambdaFunctionParameters", "StepFunctionStateMachineParameters"):
        invocation = (parameters.get(block) or {}).get("InvocationType")
        if invocation is not None and invocation not in INVOCATION_TYPES:
            raise validation(f"Invalid InvocationType {invocation}.")
    if target.queue_fifo and not (parameters.get("SqsQueueParameters") or {}).get("MessageGroupId"):
        raise validation("MessageGroupId is required for a FIFO queue target.")
    if target.service == "kinesis" and not (parameters.get("KinesisStreamParameters") or {}).get(
        "PartitionKey"
    ):
        raise validation("KinesisStreamParameters.PartitionKey is required for a Kinesis stream target.")


def enrichment_parameters(parameters: dict[str, Any], enrichment: arns.Named | None) -> None:
    http = parameters.get("HttpParameters")
    calls_api = enrichment is not None and enrichment.service == "events"
    if http and not calls_api:
        raise validation("HttpParameters can only be used with an API destination enrichment.")
    template = parameters.get("InputTemplate")
    if template is not None and len(template) > MAX_TEMPLATE:
        raise validation(f"InputTemplate must be at most {MAX_TEMPLATE} characters.")


def batch_for_enrichment(kind: str, source: dict[str, Any], enrichment: arns.Named | None) -> None:
    """An API destination enrichment takes one event a call: the source may not batch (AWS's rule)."""
    if enrichment is None or enrichment.service != "events":
        return
    block = source.get(SOURCE_BLOCKS[kind]) or {}
    if int(block.get("BatchSize") or 1) > 1:
        raise validation(
            "BatchSize must be 1 when the enrichment is an API destination: it does not support batching."
        )


def common(request: dict[str, Any]) -> None:
    state = request.get("DesiredState")
    if state is not None and state not in STATES:
        raise validation(f"Invalid DesiredState {state}. Valid values are RUNNING and STOPPED.")
    if request.get("KmsKeyIdentifier"):
        raise validation(
            "KmsKeyIdentifier is not supported by labcloud's Pipes (pipes use an AWS owned key)."
        )
    log_configuration(request.get("LogConfiguration"))
    if len(request.get("Description") or "") > 512:
        raise validation("Description must be at most 512 characters.")
    if not str(request.get("RoleArn") or "").startswith("arn:"):
        raise validation("Invalid RoleArn provided.")


LOG_GROUP_ARN = re.compile(r"^arn:aws[a-z-]*:logs:[a-z0-9-]+:\d{12}:log-group:[\w./#-]{1,512}(:\*)?$")
OUTPUT_FORMATS = ("json", "plain", "w3c")


def log_configuration(log: dict[str, Any] | None) -> None:
    """A LogConfiguration: a level, the execution data option, and where records go (CloudWatch Logs
    or S3; labcloud has no Firehose)."""
    if log is None:
        return
    if log.get("Level") not in LEVELS:
        raise validation(
            f"1 validation error detected: Value '{log.get('Level')}' at 'logConfiguration.level' failed to "
            "satisfy constraint: Member must satisfy enum value set: [OFF, ERROR, INFO, TRACE]"
        )
    for option in log.get("IncludeExecutionData") or []:
        if option != "ALL":
            raise validation(
                f"1 validation error detected: Value '{option}' at 'logConfiguration.includeExecutionData' "
                "failed to satisfy constraint: Member must satisfy enum value set: [ALL]"
            )
    if log.get("FirehoseLogDestination") is not None:
        raise validation(
            "FirehoseLogDestination is not supported: labcloud has no Amazon Data Firehose. "
            "Use CloudwatchLogsLogDestination or S3LogDestination."
        )
    group = log.get("CloudwatchLogsLogDestination")
    if group is not None and not LOG_GROUP_ARN.match(str(group.get("LogGroupArn") or "")):
        raise validation(f"Invalid LogGroupArn {group.get('LogGroupArn')}: it must be a log group ARN.")
    bucket = log.get("S3LogDestination")
    if bucket is not None:
        if not re.match(r"^\d{12}$", str(bucket.get("BucketOwner") or "")):
            raise validation("S3LogDestination.BucketOwner must be a 12-digit account ID.")
        output = bucket.get("OutputFormat")
        if output is not None and output not in OUTPUT_FORMATS:
            raise validation(
                f"1 validation error detected: Value '{output}' at 'logConfiguration.s3LogDestination."
                "outputFormat' failed to satisfy constraint: Member must satisfy enum value set: "
                "[json, plain, w3c]"
            )
    if log["Level"] != "OFF" and group is None and bucket is None:
        raise validation("A LogConfiguration with a Level other than OFF needs a log destination.")


def log_account(log: dict[str, Any] | None, account_id: str) -> None:
    """Pipes deliver logs within the pipe's account: a log group of another account is refused."""
    group = str(((log or {}).get("CloudwatchLogsLogDestination") or {}).get("LogGroupArn") or "")
    if group and group.split(":")[4] != account_id:
        raise validation(f"LogGroupArn {group} must be a log group of the pipe's account {account_id}.")
