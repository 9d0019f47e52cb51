"""Event source mappings from an Amazon MQ broker (ActiveMQ or RabbitMQ): validation and defaults, as
Lambda does them.

The broker must exist in the function's account and region (read through MQ's ``BrokerQueues``
interface, never MQ's package); ``Queues`` names exactly one queue; ``SourceAccessConfigurations`` holds
exactly one BASIC_AUTH secret that exists in Secrets Manager and, for RabbitMQ, at most one
VIRTUAL_HOST. BatchSize 1-10000 (default 100), MaximumBatchingWindowInSeconds 0-300, FilterCriteria.
Members of other source types, and behaviour labcloud does not have, are refused with a clear
InvalidParameterValueException."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.esm.filtering import parse_filters
from labcloud.services.lambda_.esm.unsupported import NOT_IMPLEMENTED
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.mq.interfaces import BrokerFacts, BrokerQueues
    from labcloud.services.shape import Interfaces

DEFAULT_BATCH = 100
MAX_BATCH = 10_000
MAX_WINDOW = 300
#: Lambda refuses functions whose timeout leaves no room for the mapping's retries (14 minutes).
MAX_TIMEOUT = 840
#: Members that belong to SQS, stream, Kafka or DocumentDB sources.
NOT_FOR_MQ = (
    "StartingPosition",
    "StartingPositionTimestamp",
    "ParallelizationFactor",
    "MaximumRecordAgeInSeconds",
    "BisectBatchOnFunctionError",
    "MaximumRetryAttempts",
    "TumblingWindowInSeconds",
    "DestinationConfig",
    "FunctionResponseTypes",
    "ScalingConfig",
    "Topics",
    "SelfManagedEventSource",
    "AmazonManagedKafkaEventSourceConfig",
    "SelfManagedKafkaEventSourceConfig",
    "DocumentDBEventSourceConfig",
)
UPDATABLE = ("BatchSize", "MaximumBatchingWindowInSeconds", "SourceAccessConfigurations")


def is_mq_arn(arn: str) -> bool:
    parts = arn.split(":")
    return len(parts) == 8 and parts[2] == "mq" and parts[5] == "broker"


def queues(host: Interfaces) -> BrokerQueues | None:
    from labcloud.services.mq.interfaces import BrokerQueues  # MQ loads with the first MQ mapping

    return host.interface(BrokerQueues)


def check_members(params: Mapping[str, Any], creating: bool) -> None:
    for name in NOT_FOR_MQ:
        if params.get(name) is not None:
            raise invalid(f"Unsupported {name} parameter for given event source mapping type.")
    for name, feature in NOT_IMPLEMENTED.items():
        if params.get(name) is not None:
            raise invalid(f"labcloud does not support {feature}: {name} cannot be used")
    if (params.get("MetricsConfig") or {}).get("Metrics"):
        raise invalid(
            "labcloud does not support event source mapping metrics: MetricsConfig.Metrics must be empty"
        )
    if not creating and params.get("Queues") is not None:
        raise invalid("Queues cannot be updated: create a new event source mapping.")
    batch = params.get("BatchSize")
    if batch is not None and not 1 <= batch <= MAX_BATCH:
        raise invalid(f"BatchSize must be between 1 and {MAX_BATCH} for Amazon MQ event sources.")
    window = params.get("MaximumBatchingWindowInSeconds")
    if window is not None and not 0 <= window <= MAX_WINDOW:
        raise invalid(f"MaximumBatchingWindowInSeconds must be between 0 and {MAX_WINDOW}.")
    if params.get("FilterCriteria") is not None:
        parse_filters(params["FilterCriteria"])


def broker(host: Interfaces, ctx: RequestContext, arn: str) -> BrokerFacts:
    found = queues(host)
    facts = found.broker(ctx.account_id, ctx.region, arn) if found is not None else None
    if facts is None:
        raise invalid(f"The Amazon MQ broker {arn} does not exist in this account and region.")
    return facts


def queue_of(params: Mapping[str, Any]) -> str:
    given = list(params.get("Queues") or [])
    if len(given) != 1:
        raise invalid("Queues must name exactly one queue for an Amazon MQ event source.")
    name = str(given[0])
    if not 1 <= len(name) <= 1000:
        raise invalid("A queue name must be 1 to 1000 characters long.")
    return name


async def access(
    host: Any, ctx: RequestContext, engine: str, given: Sequence[Mapping[str, Any]] | None
) -> list[dict[str, str]]:
    """The SourceAccessConfigurations kept: one BASIC_AUTH secret that exists (its ARN as given), and for
    RabbitMQ at most one VIRTUAL_HOST."""
    configs = [dict(c) for c in given or []]
    auth = [c for c in configs if c.get("Type") == "BASIC_AUTH"]
    hosts = [c for c in configs if c.get("Type") == "VIRTUAL_HOST"]
    others = [c for c in configs if c.get("Type") not in ("BASIC_AUTH", "VIRTUAL_HOST")]
    if others:
        raise invalid(
            f"Unsupported SourceAccessConfiguration type {others[0].get('Type')} for an Amazon MQ event source: "
            "use BASIC_AUTH (and VIRTUAL_HOST for RabbitMQ)."
        )
    if len(auth) != 1:
        raise invalid("An Amazon MQ event source needs exactly one BASIC_AUTH SourceAccessConfiguration.")
    if hosts and engine != "RABBITMQ":
        raise invalid("VIRTUAL_HOST is a RabbitMQ SourceAccessConfiguration: this broker runs ActiveMQ.")
    if len(hosts) > 1:
        raise invalid("At most one VIRTUAL_HOST SourceAccessConfiguration may be given.")
    secret = str(auth[0].get("URI") or "")
    try:
        await host.call(
            "secretsmanager",
            "DescribeSecret",
            {"SecretId": secret},
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except AwsError as exc:
        raise invalid(f"The BASIC_AUTH secret {secret} does not exist in Secrets Manager.") from exc
    return [{"Type": c["Type"], "URI": str(c.get("URI") or "")} for c in auth + hosts]


def virtual_host(configs: list[Mapping[str, Any]] | None) -> str:
    for config in configs or []:
        if config.get("Type") == "VIRTUAL_HOST":
            return str(config.get("URI") or "/")
    return "/"


def secret_arn(configs: list[Mapping[str, Any]] | None) -> str:
    for config in configs or []:
        if config.get("Type") == "BASIC_AUTH":
            return str(config.get("URI") or "")
    return ""
