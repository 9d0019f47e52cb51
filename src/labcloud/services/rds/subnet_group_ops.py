"""DB subnet groups: records over EC2's subnets (checked through the hub), at least two Availability
Zones, kept while a cluster or instance names them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.rds import describing, names, requests, views
from labcloud.services.rds.errors import (
    invalid_value,
    subnet_group_exists,
    subnet_group_in_use,
    subnet_group_not_found,
    subnet_not_found,
)
from labcloud.services.rds.events import publish
from labcloud.services.rds.state import RdsState

if TYPE_CHECKING:
    from labcloud.services.rds.api import (
        CreateDBSubnetGroupRequest,
        CreateDBSubnetGroupResponse,
        DeleteDBSubnetGroupRequest,
        DeleteDBSubnetGroupResponse,
        DescribeDBSubnetGroupsRequest,
        DescribeDBSubnetGroupsResponse,
        ModifyDBSubnetGroupRequest,
        ModifyDBSubnetGroupResponse,
    )

Doc = dict[str, Any]


async def _subnets(state: RdsState, ctx: RequestContext, ids: list[str]) -> tuple[str, list[Doc]]:
    if not ids:
        raise invalid_value("The parameter SubnetIds must be provided.")
    if len(ids) > 20:
        raise invalid_value("A DB subnet group can have at most 20 subnets.")
    try:
        found = await state.services.call(
            "ec2", "DescribeSubnets", {"SubnetIds": list(ids)}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as exc:
        if exc.code.startswith("InvalidSubnet"):
            missing = next((s for s in ids if s in exc.message), ids[0])
            raise subnet_not_found(missing) from None
        raise
    subnets = found.get("Subnets") or []
    vpcs = {str(s["VpcId"]) for s in subnets}
    if len(vpcs) != 1:
        raise AwsError("InvalidSubnet", "The subnets of a DB subnet group must be in one VPC.", status=400)
    zones = {str(s["AvailabilityZone"]) for s in subnets}
    if len(zones) < 2:
        raise AwsError(
            "DBSubnetGroupDoesNotCoverEnoughAZs",
            "The DB subnet group doesn't meet Availability Zone (AZ) coverage requirement. Current AZ coverage: "
            + ", ".join(sorted(zones))
            + ". Add subnets to cover at least 2 AZs.",
            status=400,
        )
    listed = [
        {
            "SubnetIdentifier": str(s["SubnetId"]),
            "SubnetAvailabilityZone": {"Name": str(s["AvailabilityZone"])},
            "SubnetOutpost": {},
            "SubnetStatus": "Active",
        }
        for s in subnets
    ]
    return vpcs.pop(), listed


async def create_db_subnet_group(
    state: RdsState, request: CreateDBSubnetGroupRequest, ctx: RequestContext
) -> CreateDBSubnetGroupResponse:
    req: dict[str, Any] = dict(request)
    requests.only(
        req, "CreateDBSubnetGroup", {"DBSubnetGroupName", "DBSubnetGroupDescription", "SubnetIds", "Tags"}
    )
    name = names.group_name(str(req["DBSubnetGroupName"]), "DBSubnetGroupName")
    if name == "default":
        raise invalid_value("The DB subnet group name 'default' is reserved.")
    if state.records.get("subnet-group", ctx.account_id, ctx.region, name) is not None:
        raise subnet_group_exists(name)
    tags = requests.tags(req.get("Tags"))
    vpc, subnets = await _subnets(state, ctx, list(req["SubnetIds"]))
    if state.records.get("subnet-group", ctx.account_id, ctx.region, name) is not None:
        raise subnet_group_exists(name)
    now = clock.now()
    doc: Doc = {
        "DBSubnetGroupName": name,
        "DBSubnetGroupDescription": str(req["DBSubnetGroupDescription"]),
        "VpcId": vpc,
        "SubnetGroupStatus": "Complete",
        "Subnets": subnets,
        "DBSubnetGroupArn": names.arn(ctx, "subnet-group", name),
        "SupportedNetworkTypes": ["IPV4"],
        "TagList": tags,
        "_created": now,
    }
    with state.store.transaction():
        state.records.put("subnet-group", ctx.account_id, ctx.region, name, doc, now)
        publish(state, "rds.subnet_group.created", ctx, name, vpc=vpc)
    return {"DBSubnetGroup": views.subnet_group(doc)}  # type: ignore[typeddict-item]


def _find(state: RdsState, ctx: RequestContext, name: str) -> Doc:
    doc = state.records.get("subnet-group", ctx.account_id, ctx.region, name.lower())
    if doc is None:
        raise subnet_group_not_found(name)
    return doc


async def modify_db_subnet_group(
    state: RdsState, request: ModifyDBSubnetGroupRequest, ctx: RequestContext
) -> ModifyDBSubnetGroupResponse:
    req: dict[str, Any] = dict(request)
    requests.only(req, "ModifyDBSubnetGroup", {"DBSubnetGroupName", "DBSubnetGroupDescription", "SubnetIds"})
    doc = _find(state, ctx, str(req["DBSubnetGroupName"]))
    vpc, subnets = await _subnets(state, ctx, list(req["SubnetIds"]))
    doc = _find(state, ctx, str(req["DBSubnetGroupName"]))
    if vpc != doc["VpcId"] and _in_use(state, ctx, str(doc["DBSubnetGroupName"])):
        raise AwsError(
            "InvalidSubnet",
            "The new subnets are not in the VPC of the DB subnet group's resources.",
            status=400,
        )
    doc.update(VpcId=vpc, Subnets=subnets)
    if req.get("DBSubnetGroupDescription") is not None:
        doc["DBSubnetGroupDescription"] = str(req["DBSubnetGroupDescription"])
    with state.store.transaction():
        state.records.put(
            "subnet-group",
            ctx.account_id,
            ctx.region,
            str(doc["DBSubnetGroupName"]),
            doc,
            float(doc["_created"]),
        )
    return {"DBSubnetGroup": views.subnet_group(doc)}  # type: ignore[typeddict-item]


def describe_db_subnet_groups(
    state: RdsState, request: DescribeDBSubnetGroupsRequest, ctx: RequestContext
) -> DescribeDBSubnetGroupsResponse:
    return describing.described(  # type: ignore[return-value]
        state,
        ctx,
        dict(request),
        kind="subnet-group",
        member="DBSubnetGroupName",
        find=lambda given: _find(state, ctx, given),
        matchers={},
        listed="DBSubnetGroups",
        show=views.subnet_group,
    )


def _in_use(state: RdsState, ctx: RequestContext, name: str) -> bool:
    clusters = state.records.listed("cluster", ctx.account_id, ctx.region)
    instances = state.records.listed("instance", ctx.account_id, ctx.region)
    return any(c.get("DBSubnetGroup") == name for c in clusters) or any(
        (i.get("DBSubnetGroup") or {}).get("DBSubnetGroupName") == name for i in instances
    )


def delete_db_subnet_group(
    state: RdsState, request: DeleteDBSubnetGroupRequest, ctx: RequestContext
) -> DeleteDBSubnetGroupResponse:
    doc = _find(state, ctx, str(request["DBSubnetGroupName"]))
    name = str(doc["DBSubnetGroupName"])
    if _in_use(state, ctx, name):
        raise subnet_group_in_use(name)
    with state.store.transaction():
        state.records.delete("subnet-group", ctx.account_id, ctx.region, name)
        publish(state, "rds.subnet_group.deleted", ctx, name)
    return {}
