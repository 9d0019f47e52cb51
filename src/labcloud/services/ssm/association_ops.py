"""State Manager associations: CreateAssociation, DescribeAssociation, UpdateAssociation, DeleteAssociation,
ListAssociations and ListAssociationVersions. Associations are kept with every version and checked as AWS
checks them (document and version, declared parameters, targets, schedule); none ever runs, since no
managed instance exists here, so each stays ``Pending`` with no execution (docs/ssm.md)."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ssm import documents, paging, work_rules
from labcloud.services.ssm.render import when
from labcloud.services.ssm.repo.instance_work import Record
from labcloud.services.ssm.state import SsmState
from labcloud.services.ssm.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.ssm.api import (
        CreateAssociationRequest,
        CreateAssociationResponse,
        DeleteAssociationRequest,
        DeleteAssociationResponse,
        DescribeAssociationRequest,
        DescribeAssociationResponse,
        ListAssociationsRequest,
        ListAssociationsResponse,
        ListAssociationVersionsRequest,
        ListAssociationVersionsResponse,
        UpdateAssociationRequest,
        UpdateAssociationResponse,
    )

MAX_ASSOCIATIONS = 2000
MAX_VERSIONS = 1000
#: Members a request sets and UpdateAssociation replaces (AWS resets any of them an update leaves out).
SETTABLE = (
    "DocumentVersion",
    "Parameters",
    "ScheduleExpression",
    "OutputLocation",
    "AssociationName",
    "AutomationTargetParameterName",
    "MaxErrors",
    "MaxConcurrency",
    "ComplianceSeverity",
    "SyncCompliance",
    "ApplyOnlyAtCronInterval",
    "CalendarNames",
    "TargetLocations",
    "ScheduleOffset",
    "Duration",
    "TargetMaps",
    "AlarmConfiguration",
    "AssociationDispatchAssumeRole",
)
_LISTED = (
    "Name",
    "AssociationId",
    "AssociationVersion",
    "DocumentVersion",
    "Targets",
    "Overview",
    "ScheduleExpression",
    "AssociationName",
    "ScheduleOffset",
    "Duration",
    "TargetMaps",
)
_VERSIONED = (
    "AssociationId",
    "AssociationVersion",
    "Name",
    "Targets",
    *(m for m in SETTABLE if m not in ("AutomationTargetParameterName", "AlarmConfiguration")),
)
_TIMES = ("Date", "LastUpdateAssociationDate", "CreatedDate")


def does_not_exist() -> AwsError:
    return AwsError("AssociationDoesNotExist", "The specified association does not exist.")


def _wire(body: dict[str, Any], members: tuple[str, ...] | None = None) -> dict[str, Any]:
    out = {k: (when(v) if k in _TIMES else v) for k, v in body.items() if members is None or k in members}
    return out


def _checked(state: SsmState, ctx: RequestContext, body: dict[str, Any]) -> None:
    """The association as a whole is one AWS would accept (raises AWS's error otherwise)."""
    document = documents.readable(state, ctx, body["Name"])
    version = documents.select(state, document, body.get("DocumentVersion"), None)
    if document.doc_type not in ("Command", "Automation", "Policy"):
        raise AwsError(
            "InvalidDocument", f"Document {body['Name']} of type {document.doc_type} cannot be associated."
        )
    work_rules.check_parameters(version.parameters, body.get("Parameters"), body["Name"])
    targets = body.get("Targets") or []
    work_rules.check_targets(targets, "InvalidTarget")
    if not targets and document.doc_type != "Automation":
        raise AwsError("InvalidTarget", "An association of a Command or Policy document needs Targets.")
    expression = body.get("ScheduleExpression")
    if expression is not None:
        why = work_rules.schedule_error(expression, minimum_rate_minutes=30)
        if why is not None:
            raise AwsError("InvalidSchedule", why)
    if body.get("ApplyOnlyAtCronInterval") and expression is None:
        raise AwsError("InvalidSchedule", "ApplyOnlyAtCronInterval needs a ScheduleExpression.")
    if body.get("TargetLocations"):
        raise AwsError(
            "ValidationException",
            "TargetLocations (other accounts and regions) are not supported by labcloud.",
        )


def _no_instances(instance_id: str | None) -> None:
    if instance_id is not None:
        raise AwsError(
            "InvalidInstanceId", f"Instance {instance_id} is not a managed instance: labcloud runs none."
        )


def _publish(state: SsmState, ctx: RequestContext, kind: str, ident: str, name: str) -> None:
    state.bus.publish(
        kind,
        service="ssm",
        account_id=ctx.account_id,
        region=ctx.region,
        resource=f"arn:aws:ssm:{ctx.region}:{ctx.account_id}:association/{ident}",
        data={"association_id": ident, "document": name},
    )


def create_association(
    state: SsmState, request: CreateAssociationRequest, ctx: RequestContext
) -> CreateAssociationResponse:
    _no_instances(request.get("InstanceId"))
    tags = checked_tags(request.get("Tags") or [])
    now = clock.now()
    given: dict[str, Any] = dict(request)
    body: dict[str, Any] = {
        "Name": request["Name"],
        "AssociationId": str(uuid.uuid4()),
        "AssociationVersion": "1",
    }
    body.update({m: given[m] for m in ("Targets", *SETTABLE) if m in given})
    with state.store.transaction():
        _checked(state, ctx, body)
        if state.associations.count(ctx.account_id, ctx.region) >= MAX_ASSOCIATIONS:
            raise AwsError("AssociationLimitExceeded", "You can create at most 2000 associations.")
        body.update(
            {
                "Date": now,
                "LastUpdateAssociationDate": now,
                "CreatedDate": now,
                "Overview": {
                    "Status": "Pending",
                    "DetailedStatus": "Creating",
                    "AssociationStatusAggregatedCount": {},
                },
            }
        )
        body.setdefault("DocumentVersion", "$DEFAULT")
        state.associations.put(ctx.account_id, ctx.region, Record(body["AssociationId"], 1, body, tags))
        _publish(state, ctx, "ssm.association.created", body["AssociationId"], body["Name"])
    return {"AssociationDescription": _wire(body, tuple(k for k in body if k != "CreatedDate"))}  # type: ignore[typeddict-item]


def _find(state: SsmState, ctx: RequestContext, request: Any) -> Record:
    _no_instances(request.get("InstanceId"))
    ident = request.get("AssociationId")
    if ident is None:
        raise AwsError("AssociationDoesNotExist", "Name and InstanceId, or AssociationId, must be given.")
    found = state.associations.find(ctx.account_id, ctx.region, ident)
    if found is None:
        raise does_not_exist()
    return found


def _description(body: dict[str, Any]) -> dict[str, Any]:
    return _wire(body, tuple(k for k in body if k != "CreatedDate"))


def describe_association(
    state: SsmState, request: DescribeAssociationRequest, ctx: RequestContext
) -> DescribeAssociationResponse:
    found = _find(state, ctx, request)
    wanted = request.get("AssociationVersion")
    if wanted is None or wanted == "$LATEST":
        return {"AssociationDescription": _description(found.body)}  # type: ignore[typeddict-item]
    for body in state.associations.versions(ctx.account_id, ctx.region, found.ident):
        if body["AssociationVersion"] == wanted:
            return {"AssociationDescription": _description(body)}  # type: ignore[typeddict-item]
    raise AwsError("InvalidAssociationVersion", f"Association version {wanted} does not exist.")


def update_association(
    state: SsmState, request: UpdateAssociationRequest, ctx: RequestContext
) -> UpdateAssociationResponse:
    given: dict[str, Any] = dict(request)
    with state.store.transaction():
        found = _find(state, ctx, request)
        wanted = request.get("AssociationVersion")
        if wanted is not None and wanted not in ("$LATEST", found.body["AssociationVersion"]):
            raise AwsError(
                "InvalidAssociationVersion",
                f"Association version {wanted} is not the latest ({found.body['AssociationVersion']}).",
            )
        if found.version >= MAX_VERSIONS:
            raise AwsError(
                "AssociationVersionLimitExceeded", "An association can have at most 1000 versions."
            )
        # As AWS documents: the optional members an update leaves out are reset, not kept.
        body = {k: v for k, v in found.body.items() if k not in SETTABLE}
        body.update({m: given[m] for m in ("Name", "Targets", *SETTABLE) if m in given})
        body.setdefault("DocumentVersion", "$DEFAULT")
        _checked(state, ctx, body)
        version = found.version + 1
        now = clock.now()
        body.update(
            {"AssociationVersion": str(version), "LastUpdateAssociationDate": now, "CreatedDate": now}
        )
        state.associations.put(ctx.account_id, ctx.region, Record(found.ident, version, body, found.tags))
        _publish(state, ctx, "ssm.association.updated", found.ident, body["Name"])
    return {"AssociationDescription": _description(body)}  # type: ignore[typeddict-item]


def delete_association(
    state: SsmState, request: DeleteAssociationRequest, ctx: RequestContext
) -> DeleteAssociationResponse:
    with state.store.transaction():
        found = _find(state, ctx, request)
        state.associations.delete(ctx.account_id, ctx.region, found.ident)
        _publish(state, ctx, "ssm.association.deleted", found.ident, found.body["Name"])
    return {}


def _matches(body: dict[str, Any], key: str, value: str) -> bool:
    if key == "Name":
        return bool(body["Name"] == value)
    if key == "AssociationId":
        return bool(body["AssociationId"] == value)
    if key == "AssociationName":
        return body.get("AssociationName") == value
    if key == "AssociationStatusName":
        return bool(body["Overview"]["Status"] == value)
    if key == "ResourceGroupName":
        return any(
            t["Key"] == "resource-groups:Name" and value in t["Values"] for t in body.get("Targets") or []
        )
    # InstanceId, LastExecutedBefore/After, CloudConnectorId: no instance and no execution exists here
    return False


def list_associations(
    state: SsmState, request: ListAssociationsRequest, ctx: RequestContext
) -> ListAssociationsResponse:
    filters = [(f["key"], f["value"]) for f in request.get("AssociationFilterList") or []]
    limit = request.get("MaxResults") or 50
    after = paging.position(request.get("NextToken"))
    out: list[dict[str, Any]] = []
    next_token: str | None = None
    for record in state.associations.listing(ctx.account_id, ctx.region, after):
        if not all(_matches(record.body, k, v) for k, v in filters):
            continue
        if len(out) == limit:
            next_token = paging.token(out[-1]["AssociationId"])
            break
        out.append(_wire(record.body, _LISTED))
    answer: dict[str, Any] = {"Associations": out}
    if next_token is not None:
        answer["NextToken"] = next_token
    return answer  # type: ignore[return-value]


def list_association_versions(
    state: SsmState, request: ListAssociationVersionsRequest, ctx: RequestContext
) -> ListAssociationVersionsResponse:
    found = state.associations.find(ctx.account_id, ctx.region, request["AssociationId"])
    if found is None:
        raise does_not_exist()
    limit = request.get("MaxResults") or 50
    start = paging.index(request.get("NextToken"))
    versions = state.associations.versions(ctx.account_id, ctx.region, found.ident)
    page = versions[start : start + limit]
    answer: dict[str, Any] = {"AssociationVersions": [_wire(b, (*_VERSIONED, "CreatedDate")) for b in page]}
    if start + limit < len(versions):
        answer["NextToken"] = paging.token(str(start + limit))
    return answer  # type: ignore[return-value]
