"""Instances as records: RunInstances (MinCount/MaxCount, a launch template's version under the request,
an IAM instance profile checked in IAM through ``hub.call``, ``ClientToken`` idempotent),
DescribeInstances (reservations, filters, pages) and DescribeInstanceStatus. No virtual machine runs and no
address answers (docs/ec2.md): an instance is its description, moving through EC2's states on the clock."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ec2 import (
    describe,
    filters,
    instance_launch,
    instance_states,
    instances,
    launch_templates,
    lookup,
)
from labcloud.services.ec2.errors import error, invalid_value, unsupported
from labcloud.services.ec2.ids import new_id
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        DescribeInstancesRequest,
        DescribeInstancesResponse,
        DescribeInstanceStatusRequest,
        DescribeInstanceStatusResponse,
        RunInstancesRequest,
        RunInstancesResponse,
    )

INSTANCE_FILTERS: filters.FilterMap = {
    "instance-id": filters.field("InstanceId"),
    "instance-state-name": filters.field("State", "Name"),
    "instance-state-code": filters.field("State", "Code"),
    "instance-type": filters.field("InstanceType"),
    "image-id": filters.field("ImageId"),
    "key-name": filters.field("KeyName"),
    "subnet-id": filters.field("SubnetId"),
    "vpc-id": filters.field("VpcId"),
    "availability-zone": filters.field("Placement", "AvailabilityZone"),
    "private-ip-address": filters.field("PrivateIpAddress"),
    "private-dns-name": filters.field("PrivateDnsName"),
    "reservation-id": filters.field("_reservation"),
    "instance.group-id": filters.field("SecurityGroups", "GroupId"),
    "instance.group-name": filters.field("SecurityGroups", "GroupName"),
    "iam-instance-profile.arn": filters.field("IamInstanceProfile", "Arn"),
    "architecture": filters.field("Architecture"),
    "client-token": filters.field("ClientToken"),
    "network-interface.network-interface-id": filters.field("NetworkInterfaces", "NetworkInterfaceId"),
    "monitoring-state": filters.field("Monitoring", "State"),
    "root-device-type": filters.field("RootDeviceType"),
    "tenancy": filters.field("Placement", "Tenancy"),
}
STATUS_FILTERS: filters.FilterMap = {
    "availability-zone": filters.field("Placement", "AvailabilityZone"),
    "instance-state-name": filters.field("State", "Name"),
    "instance-state-code": filters.field("State", "Code"),
}


def _profile_name(spec: dict[str, Any]) -> tuple[str, str]:
    """(name, the member it came from) of an IamInstanceProfile specification."""
    arn = spec.get("Arn")
    if arn:
        if ":instance-profile/" not in arn:
            raise invalid_value(f"Value ({arn}) for parameter iamInstanceProfile.arn is invalid. Invalid ARN")
        return arn.rsplit("/", 1)[-1], "arn"
    name = spec.get("Name")
    if not name:
        raise invalid_value("The request must contain the parameter iamInstanceProfile.name or arn")
    return str(name), "name"


async def _profile(
    state: Ec2State, ctx: RequestContext, spec: dict[str, Any] | None
) -> dict[str, str] | None:
    if not spec:
        return None
    name, member = _profile_name(spec)
    try:
        found = await state.services.call(
            "iam",
            "GetInstanceProfile",
            {"InstanceProfileName": name},
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except AwsError as failed:
        if failed.code != "NoSuchEntity":
            raise
        given = spec.get("Arn") or name
        raise invalid_value(
            f"Value ({given}) for parameter iamInstanceProfile.{member} is invalid. Invalid IAM Instance Profile"
            f" {'ARN' if member == 'arn' else 'name'}"
        ) from None
    profile = found["InstanceProfile"]
    if spec.get("Arn") and spec["Arn"] != profile["Arn"]:
        raise invalid_value(
            f"Value ({spec['Arn']}) for parameter iamInstanceProfile.arn is invalid. Invalid IAM Instance Profile ARN"
        )
    return {"Arn": profile["Arn"], "Id": profile["InstanceProfileId"]}


def _counts(request: dict[str, Any]) -> tuple[int, int]:
    low, high = int(request["MinCount"]), int(request["MaxCount"])
    if low < 1:
        raise invalid_value(f"Value ({low}) for parameter minCount is invalid. Expected a positive value")
    if high < low:
        raise invalid_value(
            f"Value ({low}) for parameter minCount is invalid. Expected a value less than or equal to maxCount"
        )
    if low > instance_launch.MAX_PER_CALL:
        raise error(
            "InstanceLimitExceeded",
            f"You have requested more instances ({low}) than labcloud launches in one call"
            f" ({instance_launch.MAX_PER_CALL}).",
        )
    return low, min(high, instance_launch.MAX_PER_CALL)


def reservation(records: list[Record], account_id: str) -> Any:
    first = records[0].body
    return {
        "ReservationId": first["_reservation"],
        "OwnerId": account_id,
        "Groups": [],
        "Instances": [describe.public(r.body) for r in records],
    }


async def run_instances(
    state: Ec2State, request: RunInstancesRequest, ctx: RequestContext
) -> RunInstancesResponse:
    lookup.begin(state, ctx, request, *instance_launch.UNSUPPORTED)
    given: dict[str, Any] = dict(request)
    template_data, template = launch_templates.resolve(state, ctx, request.get("LaunchTemplate"))
    launch = instance_launch.merged(template_data, {k: v for k, v in given.items() if k != "LaunchTemplate"})
    for name in instance_launch.UNSUPPORTED:
        if launch.get(name) not in (None, [], False):
            raise unsupported(name)
    if (launch.get("EnclaveOptions") or {}).get("Enabled") or (launch.get("HibernationOptions") or {}).get(
        "Configured"
    ):
        raise unsupported("EnclaveOptions/HibernationOptions")
    low, high = _counts(given)
    token = launch.get("ClientToken")
    if token:
        with state.store.transaction():
            same = [r for r in instances.current(state, ctx) if r.body.get("ClientToken") == token]
        if same:
            return reservation(same, ctx.account_id)
    profile = await _profile(state, ctx, launch.get("IamInstanceProfile"))
    now = clock.now()
    with state.store.transaction():
        image = instance_launch.image_of(ctx, launch)
        instance_type = launch.get("InstanceType") or instance_launch.DEFAULT_TYPE
        instance_launch.check_type(instance_type)
        arch = instance_launch.architecture_of(instance_type)
        if arch != image["Architecture"]:
            raise invalid_value(
                f"The architecture '{arch}' of the specified instance type does not match the architecture"
                f" '{image['Architecture']}' of the specified AMI. Specify an instance type and an AMI that have"
                " matching architectures, and try again."
            )
        instance_launch.key_name(state, ctx, launch)
        behaviour = launch.get("InstanceInitiatedShutdownBehavior")
        if behaviour not in (None, "stop", "terminate"):
            raise invalid_value(
                f"Value ({behaviour}) for parameter instanceInitiatedShutdownBehavior is invalid."
            )
        where = instance_launch.place(state, ctx, launch)
        tags = instance_launch.tags_by_type(launch.get("TagSpecifications"))
        free = int(where.subnet.body["AvailableIpAddressCount"])
        if free < low:
            raise error(
                "InsufficientFreeAddressesInSubnet",
                f"There are not enough free addresses in subnet '{where.subnet.id}' to satisfy the requested"
                " number of instances.",
            )
        reservation_id = new_id("r")
        made: list[Record] = []
        for index in range(min(high, free)):
            record = instance_launch.instance_body(
                state,
                ctx,
                launch,
                index=index,
                reservation_id=reservation_id,
                image=image,
                where=where,
                profile=profile,
                tags=tags,
                now=now,
                template=template,
            )
            if index == 0 and where.address:
                where.address = None
            lookup.save(state, ctx, record)
            lookup.announce(state, ctx, record, "created")
            made.append(record)
            where.subnet = state.records.get(ctx.account_id, ctx.region, where.subnet.id) or where.subnet
    return reservation(made, ctx.account_id)


def _grouped(records: list[Record], account_id: str) -> list[Any]:
    order: dict[str, list[Record]] = {}
    for record in records:
        order.setdefault(record.body["_reservation"], []).append(record)
    return [reservation(group, account_id) for group in order.values()]


def describe_instances(
    state: Ec2State, request: DescribeInstancesRequest, ctx: RequestContext
) -> DescribeInstancesResponse:
    lookup.begin(state, ctx, request)
    wanted = request.get("Filters")
    filters.check(wanted, INSTANCE_FILTERS)
    ids = request.get("InstanceIds")
    if ids and request.get("MaxResults") is not None:
        raise error(
            "InvalidParameterCombination",
            "The parameter instancesSet cannot be used with the parameter maxResults",
        )
    with state.store.transaction():
        found = instances.require(state, ctx, list(ids)) if ids else instances.current(state, ctx)
    found = [r for r in found if filters.matches(r.body, wanted, INSTANCE_FILTERS)]
    page, token = describe.page(found, request.get("MaxResults"), request.get("NextToken"))
    answer: DescribeInstancesResponse = {"Reservations": _grouped(page, ctx.account_id)}
    if token:
        answer["NextToken"] = token
    return answer


def _summary(status: str) -> dict[str, Any]:
    if status == "ok":
        return {"Status": "ok", "Details": [{"Name": "reachability", "Status": "passed"}]}
    return {"Status": "not-applicable"}


def describe_instance_status(
    state: Ec2State, request: DescribeInstanceStatusRequest, ctx: RequestContext
) -> DescribeInstanceStatusResponse:
    """Running instances (every listed one with ``IncludeAllInstances``); checks pass at once: nothing boots."""
    lookup.begin(state, ctx, request)
    wanted = request.get("Filters")
    filters.check(wanted, STATUS_FILTERS)
    ids = request.get("InstanceIds")
    with state.store.transaction():
        found = instances.require(state, ctx, list(ids)) if ids else instances.current(state, ctx)
    if not request.get("IncludeAllInstances"):
        found = [r for r in found if instance_states.name_of(r.body) == "running"]
    found = [r for r in found if filters.matches(r.body, wanted, STATUS_FILTERS)]
    page, token = describe.page(found, request.get("MaxResults"), request.get("NextToken"))
    statuses: list[Any] = []
    for record in page:
        running = instance_states.name_of(record.body) == "running"
        statuses.append(
            {
                "InstanceId": record.id,
                "AvailabilityZone": record.body["Placement"]["AvailabilityZone"],
                "InstanceState": dict(record.body["State"]),
                "InstanceStatus": _summary("ok" if running else "-"),
                "SystemStatus": _summary("ok" if running else "-"),
                "AttachedEbsStatus": {"Status": "not-applicable"},
                "Events": [],
            }
        )
    answer: DescribeInstanceStatusResponse = {"InstanceStatuses": statuses}
    if token:
        answer["NextToken"] = token
    return answer
