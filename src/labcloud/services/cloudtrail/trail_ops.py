"""Trails: create, read, update, delete, logging on and off, basic event selectors and tags.

A CloudWatch Logs group and role are checked as AWS checks them (``logs_target.py``). Refused by name:
SNS notifications, KMS encryption, organization trails, advanced event selectors, Insights (not in
labcloud)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.cloudtrail import logs_target, trails
from labcloud.services.cloudtrail.errors import invalid, unsupported
from labcloud.services.cloudtrail.repo.trails import TrailRow
from labcloud.services.cloudtrail.state import MAX_TRAILS, CloudTrailState

if TYPE_CHECKING:
    from labcloud.services.cloudtrail.api import (
        AddTagsRequest,
        AddTagsResponse,
        CreateTrailRequest,
        CreateTrailResponse,
        DeleteTrailRequest,
        DeleteTrailResponse,
        DescribeTrailsRequest,
        DescribeTrailsResponse,
        GetEventSelectorsRequest,
        GetEventSelectorsResponse,
        GetInsightSelectorsRequest,
        GetInsightSelectorsResponse,
        GetTrailRequest,
        GetTrailResponse,
        GetTrailStatusRequest,
        GetTrailStatusResponse,
        ListTagsRequest,
        ListTagsResponse,
        ListTrailsRequest,
        ListTrailsResponse,
        PutEventSelectorsRequest,
        PutEventSelectorsResponse,
        PutInsightSelectorsRequest,
        PutInsightSelectorsResponse,
        RemoveTagsRequest,
        RemoveTagsResponse,
        StartLoggingRequest,
        StartLoggingResponse,
        StopLoggingRequest,
        StopLoggingResponse,
        UpdateTrailRequest,
        UpdateTrailResponse,
    )

_REFUSED = {
    "SnsTopicName": "SNS notifications of log files",
    "KmsKeyId": "KMS encryption of log files",
}
_DATA_TYPES = ("AWS::S3::Object", "AWS::Lambda::Function")


def _refuse(request: Any) -> None:
    for member, what in _REFUSED.items():
        if request.get(member):
            raise unsupported(f"{what} ({member})")
    if request.get("IsOrganizationTrail"):
        raise unsupported("organization trails (IsOrganizationTrail)")


def _emit(state: CloudTrailState, ctx: RequestContext, kind: str, trail: TrailRow) -> None:
    state.bus.publish(
        f"cloudtrail.trail.{kind}",
        data={
            "name": trail.name,
            "arn": trail.arn,
            "logging": trail.logging,
            "bucket": trail.config["S3BucketName"],
        },
        service="cloudtrail",
        account_id=ctx.account_id,
        region=ctx.region,
        resource=trail.arn,
    )


def _changed(state: CloudTrailState) -> None:
    state.data_selectors = None
    state.logs_trails = None


async def create_trail(
    state: CloudTrailState, request: CreateTrailRequest, ctx: RequestContext
) -> CreateTrailResponse:
    _refuse(request)
    name = request["Name"]
    trails.check_name(name)
    bucket = request["S3BucketName"]
    await trails.check_bucket(state, ctx, bucket)
    arn = trails.arn(ctx, name)
    target = logs_target.requested(request, {})
    if target is not None:
        await logs_target.check(state, ctx, arn, *target)
    tags = [dict(tag) for tag in request.get("TagsList") or []]
    with state.store.transaction():
        if state.trails.get(arn) is not None:
            raise invalid(
                "TrailAlreadyExistsException", f"Trail {name} already exists for customer: {ctx.account_id}"
            )
        if state.trails.count(ctx.account_id, ctx.region) >= MAX_TRAILS:
            raise invalid(
                "MaximumNumberOfTrailsExceededException", "User already has 5 trails in " + ctx.region
            )
        config = {
            "S3BucketName": bucket,
            "S3KeyPrefix": request.get("S3KeyPrefix") or "",
            "IncludeGlobalServiceEvents": request.get("IncludeGlobalServiceEvents", True),
            "IsMultiRegionTrail": request.get("IsMultiRegionTrail", False),
            "LogFileValidationEnabled": request.get("EnableLogFileValidation", False),
        }
        if target is not None:
            config[logs_target.GROUP_MEMBER], config[logs_target.ROLE_MEMBER] = target
        trail = TrailRow(
            arn,
            ctx.account_id,
            ctx.region,
            name,
            config,
            trails.DEFAULT_SELECTORS,
            tags,  # type: ignore[arg-type]
            False,
            {},
            0,
            clock.now(),
        )
        state.trails.insert(trail)
        _emit(state, ctx, "created", trail)
    shaped = trails.shape(trail)
    answer: dict[str, Any] = {
        k: shaped[k]
        for k in (
            "Name",
            "S3BucketName",
            "S3KeyPrefix",
            "IncludeGlobalServiceEvents",
            "IsMultiRegionTrail",
            "TrailARN",
            "LogFileValidationEnabled",
            "CloudWatchLogsLogGroupArn",
            "CloudWatchLogsRoleArn",
            "IsOrganizationTrail",
        )
        if k in shaped
    }
    return answer  # type: ignore[return-value]


def get_trail(state: CloudTrailState, request: GetTrailRequest, ctx: RequestContext) -> GetTrailResponse:
    return {"Trail": trails.shape(trails.find(state, ctx, request["Name"]))}  # type: ignore[typeddict-item]


def describe_trails(
    state: CloudTrailState, request: DescribeTrailsRequest, ctx: RequestContext
) -> DescribeTrailsResponse:
    names = request.get("trailNameList") or []
    shadows = request.get("includeShadowTrails", True)
    found = []
    for trail in state.trails.of_account(ctx.account_id):
        if trail.region != ctx.region and not (shadows and trail.config.get("IsMultiRegionTrail")):
            continue
        if names and trail.name not in names and trail.arn not in names:
            continue
        found.append(trails.shape(trail))
    return {"trailList": found}  # type: ignore[typeddict-item]


def list_trails(
    state: CloudTrailState, request: ListTrailsRequest, ctx: RequestContext
) -> ListTrailsResponse:
    return {
        "Trails": [
            {"TrailARN": t.arn, "Name": t.name, "HomeRegion": t.region}
            for t in state.trails.of_account(ctx.account_id)
        ]
    }


def get_trail_status(
    state: CloudTrailState, request: GetTrailStatusRequest, ctx: RequestContext
) -> GetTrailStatusResponse:
    trail = trails.find(state, ctx, request["Name"])
    answer: dict[str, Any] = {"IsLogging": trail.logging}
    for key in (
        "LatestDeliveryTime",
        "StartLoggingTime",
        "StopLoggingTime",
        "LatestDeliveryAttemptSucceeded",
        "LatestCloudWatchLogsDeliveryTime",
    ):
        if key in trail.status:
            answer[key] = _datetime(trail.status[key])
    for key in ("LatestDeliveryError", "LatestCloudWatchLogsDeliveryError"):
        if key in trail.status:
            answer[key] = trail.status[key]
    return answer  # type: ignore[return-value]


def _datetime(at: float) -> Any:
    import datetime as dt

    return dt.datetime.fromtimestamp(at, dt.timezone.utc)


async def update_trail(
    state: CloudTrailState, request: UpdateTrailRequest, ctx: RequestContext
) -> UpdateTrailResponse:
    _refuse(request)
    trail = trails.find(state, ctx, request["Name"])
    if trail.region != ctx.region:
        raise invalid(
            "InvalidHomeRegionException", "This operation must be called from the trail's home region."
        )
    if "S3BucketName" in request and request["S3BucketName"] != trail.config["S3BucketName"]:
        await trails.check_bucket(state, ctx, request["S3BucketName"])
    target = logs_target.requested(request, trail.config)
    before = (trail.config.get(logs_target.GROUP_MEMBER), trail.config.get(logs_target.ROLE_MEMBER))
    if target is not None and (logs_target.GROUP_MEMBER in request or logs_target.ROLE_MEMBER in request):
        await logs_target.check(state, ctx, trail.arn, *target)
    config = dict(trail.config)
    config.pop(logs_target.GROUP_MEMBER, None)
    config.pop(logs_target.ROLE_MEMBER, None)
    if target is not None:
        config[logs_target.GROUP_MEMBER], config[logs_target.ROLE_MEMBER] = target
    for member, key in (
        ("S3BucketName", "S3BucketName"),
        ("S3KeyPrefix", "S3KeyPrefix"),
        ("IncludeGlobalServiceEvents", "IncludeGlobalServiceEvents"),
        ("IsMultiRegionTrail", "IsMultiRegionTrail"),
        ("EnableLogFileValidation", "LogFileValidationEnabled"),
    ):
        if member in request:
            config[key] = request[member]  # type: ignore[literal-required]
    with state.store.transaction():
        current = state.trails.get(trail.arn) or trail
        logs_seq = current.logs_seq
        if target is not None and target[0] != before[0]:  # a new group hears of events from now on
            logs_seq = state.events.last_seq()
        trail = replace(current, config=config, logs_seq=logs_seq)
        state.trails.save(trail)
        _emit(state, ctx, "updated", trail)
    _changed(state)
    shaped = trails.shape(trail)
    shaped.pop("HomeRegion", None)
    shaped.pop("HasCustomEventSelectors", None)
    shaped.pop("HasInsightSelectors", None)
    return shaped  # type: ignore[return-value]


def delete_trail(
    state: CloudTrailState, request: DeleteTrailRequest, ctx: RequestContext
) -> DeleteTrailResponse:
    trail = trails.find(state, ctx, request["Name"])
    if trail.region != ctx.region:
        raise invalid(
            "InvalidHomeRegionException", "This operation must be called from the trail's home region."
        )
    with state.store.transaction():
        state.trails.delete(trail.arn)
        _emit(state, ctx, "deleted", trail)
    _changed(state)
    return {}


def _logging(state: CloudTrailState, ctx: RequestContext, name: str, on: bool) -> None:
    trail = trails.find(state, ctx, name)
    if trail.region != ctx.region:
        raise invalid(
            "InvalidHomeRegionException", "This operation must be called from the trail's home region."
        )
    status = dict(trail.status)
    status["StartLoggingTime" if on else "StopLoggingTime"] = clock.now()
    with state.store.transaction():
        kept = trail.logging or not on
        seq = trail.delivered_seq if kept else state.events.last_seq()
        logs_seq = trail.logs_seq if kept else seq
        trail = replace(trail, logging=on, status=status, delivered_seq=seq, logs_seq=logs_seq)
        state.trails.save(trail)
        _emit(state, ctx, "logging" if on else "stopped", trail)
    _changed(state)


def start_logging(
    state: CloudTrailState, request: StartLoggingRequest, ctx: RequestContext
) -> StartLoggingResponse:
    _logging(state, ctx, request["Name"], True)
    return {}


def stop_logging(
    state: CloudTrailState, request: StopLoggingRequest, ctx: RequestContext
) -> StopLoggingResponse:
    _logging(state, ctx, request["Name"], False)
    return {}


def put_event_selectors(
    state: CloudTrailState, request: PutEventSelectorsRequest, ctx: RequestContext
) -> PutEventSelectorsResponse:
    if request.get("AdvancedEventSelectors"):
        raise unsupported("advanced event selectors (AdvancedEventSelectors): use EventSelectors")
    selectors = request.get("EventSelectors")
    if selectors is None:
        raise invalid("InvalidEventSelectorsException", "EventSelectors must be specified.")
    trail = trails.find(state, ctx, request["TrailName"])
    if len(selectors) > 5:
        raise invalid("InvalidEventSelectorsException", "A trail can have at most 5 event selectors.")
    kept: list[dict[str, Any]] = []
    for selector in selectors:
        if selector.get("ReadWriteType", "All") not in ("ReadOnly", "WriteOnly", "All"):
            raise invalid(
                "InvalidEventSelectorsException", "ReadWriteType must be ReadOnly, WriteOnly or All."
            )
        if selector.get("ExcludeManagementEventSources"):
            raise unsupported("ExcludeManagementEventSources")
        resources = []
        for resource in selector.get("DataResources") or []:
            kind = resource.get("Type")
            if kind not in _DATA_TYPES:
                raise invalid(
                    "InvalidEventSelectorsException",
                    f"Value {kind} for parameter DataResources.Type is invalid (labcloud: AWS::S3::Object"
                    " or AWS::Lambda::Function).",
                )
            values = list(resource.get("Values") or [])
            prefix = "arn:aws:s3" if kind == "AWS::S3::Object" else "arn:aws:lambda"
            if not values:
                raise invalid(
                    "InvalidEventSelectorsException", "Value for parameter DataResources.Values is invalid."
                )
            bad = next((str(v) for v in values if not str(v).startswith(prefix)), None)
            if bad is not None:  # AWS's message names the value it refuses
                raise invalid(
                    "InvalidEventSelectorsException", f"Value {bad} for DataResources.Values is invalid."
                )
            resources.append({"Type": kind, "Values": values})
        kept.append(
            {
                "ReadWriteType": selector.get("ReadWriteType", "All"),
                "IncludeManagementEvents": selector.get("IncludeManagementEvents", True),
                "DataResources": resources,
                "ExcludeManagementEventSources": [],
            }
        )
    with state.store.transaction():
        trail = replace(trail, selectors=kept)
        state.trails.save(trail)
        _emit(state, ctx, "selectors", trail)
    _changed(state)
    return {"TrailARN": trail.arn, "EventSelectors": kept}  # type: ignore[typeddict-item]


def get_event_selectors(
    state: CloudTrailState, request: GetEventSelectorsRequest, ctx: RequestContext
) -> GetEventSelectorsResponse:
    trail = trails.find(state, ctx, request["TrailName"])
    return {"TrailARN": trail.arn, "EventSelectors": trail.selectors}  # type: ignore[typeddict-item]


def _tagged(state: CloudTrailState, ctx: RequestContext, resource: str) -> TrailRow:
    """The trail a tag operation's ARN names (AWS's tag operations take ARNs only)."""
    if not resource.startswith("arn:aws:cloudtrail:") or ":trail/" not in resource:
        raise invalid(
            "CloudTrailARNInvalidException",
            f"Invalid CloudTrail ARN: {resource}. The ARN format is arn:aws:cloudtrail:<region>:<account>:trail/<name>.",
        )
    trail = state.trails.get(resource)
    if trail is None or trail.account_id != ctx.account_id:
        raise invalid("ResourceNotFoundException", f"Resource {resource} not found.")
    return trail


def add_tags(state: CloudTrailState, request: AddTagsRequest, ctx: RequestContext) -> AddTagsResponse:
    trail = _tagged(state, ctx, request["ResourceId"])
    tags = {t["Key"]: t.get("Value", "") for t in trail.tags}
    for tag in request.get("TagsList") or []:
        tags[tag["Key"]] = tag.get("Value", "")
    if len(tags) > 50:
        raise invalid("TagsLimitExceededException", "The number of tags exceeds the limit of 50.")
    with state.store.transaction():
        state.trails.save(replace(trail, tags=[{"Key": k, "Value": v} for k, v in tags.items()]))
    return {}


def remove_tags(
    state: CloudTrailState, request: RemoveTagsRequest, ctx: RequestContext
) -> RemoveTagsResponse:
    trail = _tagged(state, ctx, request["ResourceId"])
    gone = {t["Key"] for t in request.get("TagsList") or []}
    with state.store.transaction():
        state.trails.save(replace(trail, tags=[t for t in trail.tags if t["Key"] not in gone]))
    return {}


def list_tags(state: CloudTrailState, request: ListTagsRequest, ctx: RequestContext) -> ListTagsResponse:
    out = []
    for resource in request["ResourceIdList"]:
        trail = _tagged(state, ctx, resource)
        out.append({"ResourceId": trail.arn, "TagsList": trail.tags})
    return {"ResourceTagList": out}  # type: ignore[typeddict-item]


def get_insight_selectors(
    state: CloudTrailState, request: GetInsightSelectorsRequest, ctx: RequestContext
) -> GetInsightSelectorsResponse:
    """No trail has Insights here: AWS's answer for a trail without them (the Terraform provider reads it)."""
    if request.get("EventDataStore"):
        raise unsupported("CloudTrail Lake (EventDataStore)")
    trail = trails.find(state, ctx, request.get("TrailName") or "")
    raise invalid("InsightNotEnabledException", f"Trail {trail.arn} does not have Insights enabled.")


def put_insight_selectors(
    state: CloudTrailState, request: PutInsightSelectorsRequest, ctx: RequestContext
) -> PutInsightSelectorsResponse:
    raise unsupported("CloudTrail Insights (PutInsightSelectors)")
