"""AWS CloudTrail (botocore ``cloudtrail``) in the service shape: operations table, state, contributions.

Every AWS call labcloud answers over HTTP becomes an event record (``recording.py``, a pipeline step for
every service): LookupEvents reads the management events of the last 90 days (``lookup_ops.py``), write
management events and the data events a trail selects go to the default EventBridge bus as "AWS API Call
via CloudTrail", and logging trails deliver gzipped log files to their S3 buckets every five minutes of
labcloud's clock (``delivery.py``) and events to their CloudWatch Logs groups within seconds
(``logs_delivery.py``, the group and role checked by ``logs_target.py``). Trails take basic event selectors
(S3 objects, Lambda functions) and tags (``trail_ops.py``). Not here, answering 501: CloudTrail Lake (event data stores, queries,
dashboards), Insights, channels, imports; advanced event selectors, SNS and KMS settings of a trail are
refused by name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.cloudtrail import delivery, logs_delivery, recording
from labcloud.services.cloudtrail.repo.schema import MIGRATIONS, SCHEMA, TABLES
from labcloud.services.cloudtrail.state import CloudTrailState
from labcloud.services.cloudtrail.tag_source import tag_source
from labcloud.services.shape import Contributions, Operation, PipelineStep, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.cloudtrail import lookup_ops, trail_ops
else:
    lookup_ops = lazy_module("labcloud.services.cloudtrail.lookup_ops")
    trail_ops = lazy_module("labcloud.services.cloudtrail.trail_ops")

OPERATIONS: dict[str, Operation[CloudTrailState]] = {
    "LookupEvents": lookup_ops.lookup_events,
    "CreateTrail": trail_ops.create_trail,
    "GetTrail": trail_ops.get_trail,
    "DescribeTrails": trail_ops.describe_trails,
    "ListTrails": trail_ops.list_trails,
    "GetTrailStatus": trail_ops.get_trail_status,
    "UpdateTrail": trail_ops.update_trail,
    "DeleteTrail": trail_ops.delete_trail,
    "StartLogging": trail_ops.start_logging,
    "StopLogging": trail_ops.stop_logging,
    "PutEventSelectors": trail_ops.put_event_selectors,
    "GetEventSelectors": trail_ops.get_event_selectors,
    "GetInsightSelectors": trail_ops.get_insight_selectors,
    "PutInsightSelectors": trail_ops.put_insight_selectors,
    "AddTags": trail_ops.add_tags,
    "RemoveTags": trail_ops.remove_tags,
    "ListTags": trail_ops.list_tags,
}


def contributions(state: CloudTrailState) -> Contributions:
    state.store.owes(lambda: recording.write_pending(state))
    return Contributions(
        tag_sources=(tag_source(state),),
        steps=(PipelineStep(recording.step(state), first=True),) if state.recording else (),
        periodic=(
            Periodic(
                "cloudtrail.delivery", delivery.DELIVERY_SECONDS, lambda now: delivery.deliver(state, now)
            ),
            Periodic("cloudtrail.logs", delivery.DELIVERY_SECONDS, lambda now: logs_delivery.deliver(state)),
        ),
    )


def _forget(state: CloudTrailState) -> None:
    state.pending.clear()
    state.data_selectors = None
    state.logs_trails = None


SERVICE: Service[CloudTrailState] = Service(
    name="cloudtrail",
    state=CloudTrailState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    migrations=MIGRATIONS,
    on_reset=_forget,
)
