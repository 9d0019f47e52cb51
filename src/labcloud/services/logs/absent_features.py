"""CloudWatch Logs features labcloud does not emulate, answered as AWS answers an account that has
none of them: export and import tasks, field indexes and index policies, anomaly
detectors and anomalies, scheduled queries, integrations (OpenSearch, S3 Tables), lookup tables,
transformers, configuration templates, large log objects, bearer-token authentication.

Nothing here can be created, so listings are empty, a named object is AWS's
``ResourceNotFoundException`` (after the log group it names is found), and the calls that would
create one are refused with the error the operation declares, naming the feature. Log delivery
and cross-account destinations (:mod:`.deliveries`) are answered the same way. (A log group's KMS
key is real: ``kms_keys.py``.) :func:`handler` is the service's ``absent`` hook: the answer to an
operation of :data:`ANSWERS`, which the operations table leaves out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.store.db import Store

from . import deliveries
from .names import resolve_group_name

EMPTY_LISTS: dict[str, str] = {
    "DescribeExportTasks": "exportTasks",
    "DescribeFieldIndexes": "fieldIndexes",
    "DescribeIndexPolicies": "indexPolicies",
    "ListLogAnomalyDetectors": "anomalyDetectors",
    "ListAnomalies": "anomalies",
    "DescribeImportTasks": "imports",
    "ListScheduledQueries": "scheduledQueries",
    "ListIntegrations": "integrationSummaries",
    "DescribeLookupTables": "lookupTables",
    "DescribeConfigurationTemplates": "configurationTemplates",
    "ListAggregateLogGroupSummaries": "aggregateLogGroupSummaries",
}


def empty(operation: str) -> dict[str, Any]:
    return {EMPTY_LISTS[operation]: []}


@dataclass(frozen=True)
class State:
    """What the answers may look at: the store and the service's log group lookup (raises AWS's
    not-found for a missing group; takes a name or a log group ARN)."""

    store: Store
    group: Callable[[RequestContext, str], Any]


Answer = Callable[[RequestContext, dict[str, Any], State], dict[str, Any]]


def _not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFoundException", message, status=400)


def _refused(feature: str, code: str = "InvalidParameterException") -> AwsError:
    return AwsError(code, f"labcloud does not emulate {feature}", status=400)


def _listing(operation: str) -> Answer:
    def answer(ctx: RequestContext, params: dict[str, Any], state: State) -> dict[str, Any]:
        return empty(operation)

    return answer


def _missing(message: str, *, group_member: str | None = None) -> Answer:
    """A named object that cannot exist: ``message`` formatted with the request's members."""

    def answer(ctx: RequestContext, params: dict[str, Any], state: State) -> dict[str, Any]:
        if group_member is not None:
            state.group(ctx, params[group_member])
        raise _not_found(message.format(**params))

    return answer


def _refuse(
    feature: str, *, code: str = "InvalidParameterException", group_member: str | None = None
) -> Answer:
    def answer(ctx: RequestContext, params: dict[str, Any], state: State) -> dict[str, Any]:
        if group_member is not None:
            state.group(ctx, params[group_member])
        raise _refused(feature, code)

    return answer


def _in_groups(operation: str) -> Answer:
    """A listing that names log groups: each must exist, and there is nothing to list."""

    def answer(ctx: RequestContext, params: dict[str, Any], state: State) -> dict[str, Any]:
        for identifier in params["logGroupIdentifiers"]:
            state.group(ctx, identifier)
        return empty(operation)

    return answer


def _delivery(fn: Callable[[dict[str, Any]], dict[str, Any]]) -> Answer:
    def answer(ctx: RequestContext, params: dict[str, Any], state: State) -> dict[str, Any]:
        return fn(params)

    return answer


def _bearer_tokens(ctx: RequestContext, params: dict[str, Any], state: State) -> dict[str, Any]:
    state.group(ctx, params["logGroupIdentifier"])
    if params["bearerTokenAuthenticationEnabled"]:
        raise _refused("bearer token authentication (requests are signed with SigV4)")
    return {}  # disabled is what every log group already is


_EXPORT = "The specified export task does not exist."
_IMPORT = "The specified import task does not exist."
_DETECTOR = "The specified anomaly detector does not exist."
_LOOKUP = "The specified lookup table does not exist."
_SCHEDULED = "Scheduled query {identifier} does not exist."
_INTEGRATION = "The specified integration does not exist."

ANSWERS: dict[str, Answer] = {
    **{
        operation: _listing(operation)
        for operation in EMPTY_LISTS
        if operation not in ("DescribeFieldIndexes", "DescribeIndexPolicies")
    },
    "DescribeFieldIndexes": _in_groups("DescribeFieldIndexes"),
    "DescribeIndexPolicies": _in_groups("DescribeIndexPolicies"),
    # log delivery and cross-account destinations
    "DescribeDeliveries": _delivery(deliveries.describe_deliveries),
    "DescribeDeliverySources": _delivery(deliveries.describe_delivery_sources),
    "DescribeDeliveryDestinations": _delivery(deliveries.describe_delivery_destinations),
    "DescribeDestinations": _delivery(deliveries.describe_destinations),
    "GetDelivery": _delivery(deliveries.get_delivery),
    "DeleteDelivery": _delivery(deliveries.get_delivery),
    "GetDeliverySource": _delivery(deliveries.get_delivery_source),
    "DeleteDeliverySource": _delivery(deliveries.get_delivery_source),
    "GetDeliveryDestination": _delivery(deliveries.get_delivery_destination),
    "DeleteDeliveryDestination": _delivery(deliveries.get_delivery_destination),
    "GetDeliveryDestinationPolicy": _delivery(deliveries.get_delivery_destination_policy),
    "DeleteDeliveryDestinationPolicy": _delivery(deliveries.get_delivery_destination_policy),
    "PutDeliveryDestinationPolicy": _delivery(deliveries.get_delivery_destination_policy),
    "CreateDelivery": _delivery(deliveries.create_delivery),
    "PutDeliverySource": _delivery(deliveries.put_delivery_source),
    "PutDeliveryDestination": _delivery(deliveries.put_delivery_destination),
    "PutDestination": _delivery(deliveries.put_destination),
    "DeleteDestination": _delivery(deliveries.destination_not_found),
    "PutDestinationPolicy": _delivery(deliveries.destination_policy_target_missing),
    # export and import tasks
    "CreateExportTask": _refuse("export tasks to S3", group_member="logGroupName"),
    "CancelExportTask": _missing(_EXPORT),
    "CreateImportTask": _refuse("imports from CloudTrail Lake"),
    "CancelImportTask": _missing(_IMPORT),
    "DescribeImportTaskBatches": _missing(_IMPORT),
    # index policies, transformers
    "PutIndexPolicy": _refuse("field index policies", group_member="logGroupIdentifier"),
    "DeleteIndexPolicy": _missing(
        "The specified index policy does not exist.", group_member="logGroupIdentifier"
    ),
    "PutTransformer": _refuse("log transformers", group_member="logGroupIdentifier"),
    "TestTransformer": _refuse("log transformers"),
    "GetTransformer": _missing(
        "The specified transformer does not exist.", group_member="logGroupIdentifier"
    ),
    "DeleteTransformer": _missing(
        "The specified transformer does not exist.", group_member="logGroupIdentifier"
    ),
    # anomaly detection
    "CreateLogAnomalyDetector": _refuse("log anomaly detection"),
    "GetLogAnomalyDetector": _missing(_DETECTOR),
    "UpdateLogAnomalyDetector": _missing(_DETECTOR),
    "DeleteLogAnomalyDetector": _missing(_DETECTOR),
    "UpdateAnomaly": _missing(_DETECTOR),
    # lookup tables
    "CreateLookupTable": _refuse("lookup tables"),
    "GetLookupTable": _missing(_LOOKUP),
    "UpdateLookupTable": _missing(_LOOKUP),
    "DeleteLookupTable": _missing(_LOOKUP),
    # scheduled queries
    "CreateScheduledQuery": _refuse("scheduled queries", code="ValidationException"),
    "GetScheduledQuery": _missing(_SCHEDULED),
    "UpdateScheduledQuery": _missing(_SCHEDULED),
    "DeleteScheduledQuery": _missing(_SCHEDULED),
    "GetScheduledQueryHistory": _missing(_SCHEDULED),
    # integrations
    "PutIntegration": _refuse("OpenSearch Service integrations"),
    "GetIntegration": _missing(_INTEGRATION),
    "DeleteIntegration": _missing(_INTEGRATION),
    "AssociateSourceToS3TableIntegration": _missing(_INTEGRATION),
    "ListSourcesForS3TableIntegration": _missing(_INTEGRATION),
    "DisassociateSourceFromS3TableIntegration": _missing("The specified source association does not exist."),
    # the rest
    "UpdateDeliveryConfiguration": _missing("Delivery with id {id} does not exist."),
    "GetLogFields": _missing("The specified data source does not exist."),
    "GetLogObject": _missing("The specified log object does not exist."),
    "PutBearerTokenAuthentication": _bearer_tokens,
}


def handler(
    operation: str, store: Any, find_group: Callable[[RequestContext, str], Any]
) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
    """The answer to ``operation`` when it is one of :data:`ANSWERS`, else None; ``find_group``
    (context, group name) is the service's lookup, raising its not-found error."""
    answer = ANSWERS.get(operation)
    if answer is None:
        return None

    def group(ctx: RequestContext, identifier: str) -> Any:
        return find_group(ctx, resolve_group_name(ctx, {"logGroupIdentifier": identifier}))

    return lambda ctx, params: answer(ctx, params, State(store, group))
