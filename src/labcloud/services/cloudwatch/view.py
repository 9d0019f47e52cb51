"""Internal route for the view's metric charts and alarm list.

``GET /_labcloud/cloudwatch/overview[?minutes=&account=&region=]``: for each function, queue and
table, its key AWS metrics over the last minutes (one point per period: 1 s in lab mode at
most 5 minutes back, else 1 minute), and every alarm with its state and reason.
"""

from __future__ import annotations

import json
import math
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response

from .repo import metrics as metric_rows
from .repo import points

if TYPE_CHECKING:
    from .state import CloudWatchState

#: (namespace, the resource's dimension) → [(metric, statistic, label)]
CHARTS: dict[tuple[str, str], list[tuple[str, str, str]]] = {
    ("AWS/Lambda", "FunctionName"): [
        ("Invocations", "Sum", "invocations"),
        ("Errors", "Sum", "errors"),
        ("Duration", "Average", "duration ms (avg)"),
        ("Throttles", "Sum", "throttles"),
    ],
    ("AWS/SQS", "QueueName"): [
        ("NumberOfMessagesSent", "Sum", "sent"),
        ("NumberOfMessagesReceived", "Sum", "received"),
        ("ApproximateNumberOfMessagesVisible", "Maximum", "visible"),
        ("ApproximateAgeOfOldestMessage", "Maximum", "oldest age s"),
    ],
    ("AWS/DynamoDB", "TableName"): [
        ("ConsumedReadCapacityUnits", "Sum", "read units"),
        ("ConsumedWriteCapacityUnits", "Sum", "write units"),
        ("SuccessfulRequestLatency", "Average", "latency ms (avg)"),
        ("ConditionalCheckFailedRequests", "Sum", "condition failures"),
    ],
}
_KIND = {"AWS/Lambda": "functions", "AWS/SQS": "queues", "AWS/DynamoDB": "tables"}


def overview(state: CloudWatchState, account: str, region: str, minutes: int, now: float) -> dict[str, Any]:
    period = 1 if state.resolution == 1 else 60
    span = min(minutes, 5 if period == 1 else 60) * 60
    end = int(now // period) * period + period
    start = end - span
    out: dict[str, Any] = {
        "period": period,
        "start": start,
        "end": end,
        "functions": [],
        "queues": [],
        "tables": [],
    }
    store = state.store
    for (namespace, dim), charts in CHARTS.items():
        names = [c[0] for c in charts]
        by_resource: dict[str, dict[str, int]] = {}
        for metric_id, name, dims_text in metric_rows.of_names(store, account, region, namespace, names):
            dims = json.loads(dims_text)
            if len(dims) != 1 or dims[0][0] != dim:
                continue
            by_resource.setdefault(dims[0][1], {})[name] = metric_id
        ids = [m for metrics in by_resource.values() for m in metrics.values()]
        read = points.read(store, ids, start, end, period, None, False)
        for resource in sorted(by_resource):
            metrics = by_resource[resource]
            series = []
            for name, stat, label in charts:
                values = read.get(metrics.get(name, -1), {})
                pts = [[ts, values[ts].stat(stat)] for ts in sorted(values)]
                series.append(
                    {
                        "metric": name,
                        "stat": stat,
                        "label": label,
                        "points": [p for p in pts if p[1] is not None and math.isfinite(p[1])],
                    }
                )
            out[_KIND[namespace]].append({"name": resource, "series": series})
    alarms = []
    for row in state.alarms.all(account, region):
        doc = json.loads(row.doc)
        alarms.append(
            {
                "name": row.name,
                "state": row.state,
                "reason": row.state_reason,
                "updated": row.state_updated,
                "namespace": doc.get("Namespace"),
                "metric": doc.get("MetricName") or "metric math",
                "threshold": doc.get("Threshold"),
                "comparison": doc.get("ComparisonOperator"),
            }
        )
    out["alarms"] = alarms
    return out


def view_routes(state: CloudWatchState) -> list[InternalRoute]:
    settings = state.settings

    def handler(request: InternalRequest) -> InternalResponse:
        account = request.arg("account") or settings.account_id
        region = request.arg("region") or settings.region
        minutes = max(1, min(request.int_arg("minutes", 15), 60))
        return json_response(overview(state, account, region, minutes, clock.now()))

    return [InternalRoute("GET", "/cloudwatch/overview", handler)]
