"""StartInstances, StopInstances, RebootInstances and TerminateInstances with EC2's transitions: each
answers the previous and the new state, refuses a state it cannot leave that way
(``IncorrectInstanceState``) and honours ``DisableApiTermination``/``DisableApiStop``
(``OperationNotPermitted``). Terminating removes the instance's network interface."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ec2 import instance_network, instance_states, instances, lookup
from labcloud.services.ec2.errors import error, incorrect_state, unsupported
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        RebootInstancesRequest,
        RebootInstancesResponse,
        StartInstancesRequest,
        StartInstancesResponse,
        StopInstancesRequest,
        StopInstancesResponse,
        TerminateInstancesRequest,
        TerminateInstancesResponse,
    )

_REASON = "User initiated"


def _change(record: Record, before: dict[str, Any]) -> dict[str, Any]:
    return {
        "InstanceId": record.id,
        "CurrentState": dict(record.body["State"]),
        "PreviousState": before,
    }


def _reason(now: float) -> str:
    stamp = clock.now_datetime().strftime("%Y-%m-%d %H:%M:%S GMT")
    return f"{_REASON} ({stamp})" if now else _REASON


def start_instances(
    state: Ec2State, request: StartInstancesRequest, ctx: RequestContext
) -> StartInstancesResponse:
    lookup.begin(state, ctx, request, "AdditionalInfo")
    now = clock.now()
    changes: list[Any] = []
    with state.store.transaction():
        found = instances.require(state, ctx, list(request["InstanceIds"]))
        for record in found:
            if instance_states.name_of(record.body) not in ("stopped", "running", "pending"):
                raise incorrect_state(record.id, "started")
        for record in found:
            before = dict(record.body["State"])
            if before["Name"] == "stopped":
                instance_states.move(record.body, "pending", now)
                lookup.save(state, ctx, record)
                lookup.announce(state, ctx, record, "changed")
            changes.append(_change(record, before))
    return {"StartingInstances": changes}


def stop_instances(
    state: Ec2State, request: StopInstancesRequest, ctx: RequestContext
) -> StopInstancesResponse:
    lookup.begin(state, ctx, request, "Hibernate")
    now = clock.now()
    changes: list[Any] = []
    with state.store.transaction():
        found = instances.require(state, ctx, list(request["InstanceIds"]))
        for record in found:
            if instance_states.name_of(record.body) not in ("running", "stopping", "stopped"):
                raise incorrect_state(record.id, "stopped")
            if record.body.get("_disable_api_stop"):
                raise error(
                    "OperationNotPermitted",
                    f"The instance '{record.id}' may not be stopped. Modify its 'disableApiStop' instance"
                    " attribute and try again.",
                )
        for record in found:
            before = dict(record.body["State"])
            if before["Name"] == "running":
                instance_states.move(record.body, "stopping", now, _reason(now))
                lookup.save(state, ctx, record)
                lookup.announce(state, ctx, record, "changed")
            changes.append(_change(record, before))
    return {"StoppingInstances": changes}


def reboot_instances(
    state: Ec2State, request: RebootInstancesRequest, ctx: RequestContext
) -> RebootInstancesResponse:
    """A reboot of a running instance changes nothing a record shows; of any other state it is refused."""
    lookup.begin(state, ctx, request)
    with state.store.transaction():
        for record in instances.require(state, ctx, list(request["InstanceIds"])):
            if instance_states.name_of(record.body) not in ("running", "pending"):
                raise incorrect_state(record.id, "rebooted")
    return {}


def terminate_instances(
    state: Ec2State, request: TerminateInstancesRequest, ctx: RequestContext
) -> TerminateInstancesResponse:
    lookup.begin(state, ctx, request)
    if request.get("Force") or request.get("SkipOsShutdown"):
        raise unsupported("Force/SkipOsShutdown")
    now = clock.now()
    changes: list[Any] = []
    with state.store.transaction():
        found = instances.require(state, ctx, list(request["InstanceIds"]))
        for record in found:
            if record.body.get("_disable_api_termination"):
                raise error(
                    "OperationNotPermitted",
                    f"The instance '{record.id}' may not be terminated. Modify its 'disableApiTermination'"
                    " instance attribute and try again.",
                )
        for record in found:
            before = dict(record.body["State"])
            if before["Name"] not in ("terminated", "shutting-down"):
                terminate(state, ctx, record, now)
                lookup.announce(state, ctx, record, "changed")
            changes.append(_change(record, before))
    return {"TerminatingInstances": changes}


def terminate(state: Ec2State, ctx: RequestContext, record: Record, now: float) -> None:
    """Into ``shutting-down``: its interface goes, and with it the instance's place in its VPC."""
    instance_states.move(record.body, "shutting-down", now, _reason(now))
    for interface in record.body.get("NetworkInterfaces") or []:
        instance_network.detach(state, ctx, interface["NetworkInterfaceId"])
    record.body["NetworkInterfaces"] = []
    record.body["SecurityGroups"] = []
    for key in ("PrivateIpAddress", "SubnetId", "VpcId"):
        record.body.pop(key, None)
    record.body["PrivateDnsName"] = ""
    record.vpc_id = None
    lookup.save(state, ctx, record)
