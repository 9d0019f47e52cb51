"""An event source mapping as a typed record: an SQS queue's or a stream's (DynamoDB, Kinesis).

:class:`EventSourceMapping` is what GetEventSourceMapping answers (``LastModified`` kept as epoch
seconds) plus labcloud's private members (the queue is FIFO, the mapping's tags). It is stored as one
JSON document; :meth:`EventSourceMapping.from_doc` and :meth:`EventSourceMapping.to_doc` read and write
exactly that document (members it does not model, or stored as null, ride along in ``extra``), so data
directories written before it existed open unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        DestinationConfig,
        EventSourceMappingMetricsConfig,
        FilterCriteria,
        ScalingConfig,
    )

#: Every modelled member: (attribute, document key), in the order a created SQS mapping lists them, then
#: a stream mapping's own members.
_MEMBERS = (
    ("uuid", "UUID"),
    ("batch_size", "BatchSize"),
    ("maximum_batching_window", "MaximumBatchingWindowInSeconds"),
    ("event_source_arn", "EventSourceArn"),
    ("function_arn", "FunctionArn"),
    ("last_modified", "LastModified"),
    ("state", "State"),
    ("state_transition_reason", "StateTransitionReason"),
    ("function_response_types", "FunctionResponseTypes"),
    ("fifo", "_fifo"),
    ("tags", "_tags"),
    ("filter_criteria", "FilterCriteria"),
    ("scaling_config", "ScalingConfig"),
    ("metrics_config", "MetricsConfig"),
    ("event_source_mapping_arn", "EventSourceMappingArn"),
    ("last_processing_result", "LastProcessingResult"),
    ("starting_position", "StartingPosition"),
    ("starting_position_timestamp", "StartingPositionTimestamp"),
    ("parallelization_factor", "ParallelizationFactor"),
    ("destination_config", "DestinationConfig"),
    ("maximum_record_age", "MaximumRecordAgeInSeconds"),
    ("bisect_batch_on_function_error", "BisectBatchOnFunctionError"),
    ("maximum_retry_attempts", "MaximumRetryAttempts"),
    ("tumbling_window", "TumblingWindowInSeconds"),
)
#: A stream mapping's members in the order a created one lists them.
_STREAM_ORDER = (
    "UUID",
    "StartingPosition",
    "BatchSize",
    "MaximumBatchingWindowInSeconds",
    "ParallelizationFactor",
    "DestinationConfig",
    "MaximumRecordAgeInSeconds",
    "BisectBatchOnFunctionError",
    "MaximumRetryAttempts",
    "TumblingWindowInSeconds",
    "FunctionResponseTypes",
    "StartingPositionTimestamp",
    "FilterCriteria",
    "EventSourceArn",
    "FunctionArn",
    "LastModified",
    "LastProcessingResult",
    "State",
    "StateTransitionReason",
    "EventSourceMappingArn",
)
_STREAM_MEMBERS = (
    tuple(  # then the members a stream mapping gets only from an update, as an SQS one lists them
        sorted(
            _MEMBERS, key=lambda m: _STREAM_ORDER.index(m[1]) if m[1] in _STREAM_ORDER else len(_STREAM_ORDER)
        )
    )
)
_MODELLED = frozenset(key for _, key in _MEMBERS)


def _public(members: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    return tuple((attribute, key) for attribute, key in members if not key.startswith("_"))


#: (members, public members) by kind: an SQS mapping's, a stream mapping's (it has a StartingPosition).
_ORDERS = {False: (_MEMBERS, _public(_MEMBERS)), True: (_STREAM_MEMBERS, _public(_STREAM_MEMBERS))}


@dataclass(slots=True)
class EventSourceMapping:
    """One mapping; ``None`` is a member the document does not have. Never changed in place: :meth:`but`
    makes the changed copy."""

    uuid: str
    event_source_arn: str
    #: The function's ARN, qualified when the mapping names a version or an alias.
    function_arn: str
    #: Epoch seconds (the server clock's).
    last_modified: float
    #: ``Enabled`` or ``Disabled`` (what is stored; answers show transitions such as ``Creating``).
    state: str
    batch_size: int
    event_source_mapping_arn: str = ""
    state_transition_reason: str | None = None
    maximum_batching_window: int | None = None
    function_response_types: list[str] | None = None
    #: The queue is a FIFO queue (SQS mappings).
    fifo: bool | None = None
    tags: dict[str, str] | None = None
    filter_criteria: FilterCriteria | None = None
    scaling_config: ScalingConfig | None = None
    metrics_config: EventSourceMappingMetricsConfig | None = None
    last_processing_result: str | None = None
    starting_position: str | None = None
    starting_position_timestamp: float | None = None
    parallelization_factor: int | None = None
    destination_config: DestinationConfig | None = None
    maximum_record_age: int | None = None
    bisect_batch_on_function_error: bool | None = None
    maximum_retry_attempts: int | None = None
    tumbling_window: int | None = None
    #: Members this record does not model (and modelled ones stored as null), as stored.
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_doc(cls, doc: dict[str, Any]) -> EventSourceMapping:
        extra = (
            {}  # the usual document: nothing beyond the modelled members, no nulls
            if doc.keys() <= _MODELLED and None not in doc.values()
            else {k: v for k, v in doc.items() if k not in _MODELLED or v is None}
        )
        get = doc.get
        return cls(
            uuid=doc["UUID"],
            event_source_arn=doc["EventSourceArn"],
            function_arn=doc["FunctionArn"],
            last_modified=doc["LastModified"],
            state=doc["State"],
            batch_size=doc["BatchSize"],
            event_source_mapping_arn=doc["EventSourceMappingArn"],
            state_transition_reason=get("StateTransitionReason"),
            maximum_batching_window=get("MaximumBatchingWindowInSeconds"),
            function_response_types=get("FunctionResponseTypes"),
            fifo=get("_fifo"),
            tags=get("_tags"),
            filter_criteria=get("FilterCriteria"),
            scaling_config=get("ScalingConfig"),
            metrics_config=get("MetricsConfig"),
            last_processing_result=get("LastProcessingResult"),
            starting_position=get("StartingPosition"),
            starting_position_timestamp=get("StartingPositionTimestamp"),
            parallelization_factor=get("ParallelizationFactor"),
            destination_config=get("DestinationConfig"),
            maximum_record_age=get("MaximumRecordAgeInSeconds"),
            bisect_batch_on_function_error=get("BisectBatchOnFunctionError"),
            maximum_retry_attempts=get("MaximumRetryAttempts"),
            tumbling_window=get("TumblingWindowInSeconds"),
            extra=extra,
        )

    def to_doc(self, private: bool = True) -> dict[str, Any]:
        """The stored document (``private=False``: without labcloud's ``_``-prefixed members)."""
        doc: dict[str, Any] = {}
        every, public = _ORDERS[self.starting_position is not None]
        for attribute, key in every if private else public:
            value = getattr(self, attribute)
            if value is not None:
                doc[key] = value
        for key, value in self.extra.items():
            if private or key[:1] != "_":
                doc[key] = value
        return doc

    def but(self, **changes: Any) -> EventSourceMapping:
        """A copy with ``changes`` (attribute names); ``None`` removes an optional member."""
        gone = {key for attribute, key in _MEMBERS if attribute in changes and changes[attribute] is None}
        if gone & self.extra.keys():  # a member stored as null goes too
            changes["extra"] = {k: v for k, v in self.extra.items() if k not in gone}
        return replace(self, **changes)

    # -- what readers ask ------------------------------------------------------------------

    @property
    def enabled(self) -> bool:
        return self.state == "Enabled"

    @property
    def batching_window(self) -> int:
        return self.maximum_batching_window or 0

    @property
    def reports_item_failures(self) -> bool:
        return "ReportBatchItemFailures" in (self.function_response_types or [])

    @property
    def maximum_concurrency(self) -> int | None:
        return (self.scaling_config or {}).get("MaximumConcurrency")

    @property
    def stream_arn(self) -> str:
        """The stream a stream mapping reads (a Kinesis consumer's ARN without its consumer part)."""
        return self.event_source_arn.split("/consumer/", 1)[0]
