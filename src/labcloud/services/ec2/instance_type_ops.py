"""DescribeInstanceTypes (``instance_types``) and the CPU credits of burstable instances:
DescribeInstanceCreditSpecifications and ModifyInstanceCreditSpecification (``standard`` or
``unlimited``, kept on the instance record; nothing is metered)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, filters, instance_types, instances, lookup
from labcloud.services.ec2.errors import error
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        DescribeInstanceCreditSpecificationsRequest,
        DescribeInstanceCreditSpecificationsResponse,
        DescribeInstanceTypesRequest,
        DescribeInstanceTypesResponse,
        ModifyInstanceCreditSpecificationRequest,
        ModifyInstanceCreditSpecificationResponse,
    )

TYPE_FILTERS: filters.FilterMap = {
    "instance-type": filters.field("InstanceType"),
    "current-generation": filters.field("CurrentGeneration"),
    "free-tier-eligible": filters.field("FreeTierEligible"),
    "burstable-performance-supported": filters.field("BurstablePerformanceSupported"),
    "processor-info.supported-architecture": filters.field("ProcessorInfo", "SupportedArchitectures"),
    "vcpu-info.default-vcpus": filters.field("VCpuInfo", "DefaultVCpus"),
    "memory-info.size-in-mib": filters.field("MemoryInfo", "SizeInMiB"),
    "hypervisor": filters.field("Hypervisor"),
}
CREDIT_FILTERS: filters.FilterMap = {"instance-id": filters.field("InstanceId")}


def describe_instance_types(
    state: Ec2State, request: DescribeInstanceTypesRequest, ctx: RequestContext
) -> DescribeInstanceTypesResponse:
    lookup.begin(state, ctx, request)
    wanted = request.get("Filters")
    filters.check(wanted, TYPE_FILTERS)
    names = list(dict.fromkeys(request.get("InstanceTypes") or instance_types.LISTED))
    found: list[dict[str, Any]] = []
    missing: list[str] = []
    for name in names:
        described = instance_types.info(name)
        if described is None:
            missing.append(name)
        else:
            found.append(described)
    if missing:
        raise error(
            "InvalidInstanceType",
            f"The following supplied instance types do not exist: [{', '.join(missing)}]",
        )
    found = [t for t in found if filters.matches(t, wanted, TYPE_FILTERS)]
    start, end, token = describe.window(len(found), request.get("MaxResults"), request.get("NextToken"))
    answer: DescribeInstanceTypesResponse = {"InstanceTypes": found[start:end]}  # type: ignore[typeddict-item]
    if token:
        answer["NextToken"] = token
    return answer


def describe_instance_credit_specifications(
    state: Ec2State, request: DescribeInstanceCreditSpecificationsRequest, ctx: RequestContext
) -> DescribeInstanceCreditSpecificationsResponse:
    """The burstable (T) instances' credit option; naming another instance answers nothing for it, as AWS does."""
    lookup.begin(state, ctx, request)
    wanted = request.get("Filters")
    filters.check(wanted, CREDIT_FILTERS)
    ids = request.get("InstanceIds")
    with state.store.transaction():
        found = instances.require(state, ctx, list(ids)) if ids else instances.current(state, ctx)
    rows: list[Any] = [
        {"InstanceId": r.id, "CpuCredits": r.body.get("_cpu_credits") or "standard"}
        for r in found
        if r.body["InstanceType"].startswith("t") and filters.matches(r.body, wanted, CREDIT_FILTERS)
    ]
    start, end, token = describe.window(len(rows), request.get("MaxResults"), request.get("NextToken"))
    answer: DescribeInstanceCreditSpecificationsResponse = {"InstanceCreditSpecifications": rows[start:end]}
    if token:
        answer["NextToken"] = token
    return answer


def modify_instance_credit_specification(
    state: Ec2State, request: ModifyInstanceCreditSpecificationRequest, ctx: RequestContext
) -> ModifyInstanceCreditSpecificationResponse:
    lookup.begin(state, ctx, request)
    done: list[Any] = []
    failed: list[Any] = []
    with state.store.transaction():
        listed = {r.id: r for r in instances.current(state, ctx)}
        for item in request["InstanceCreditSpecifications"]:
            instance_id, credits = item["InstanceId"], item.get("CpuCredits")
            record = listed.get(instance_id)
            if record is None:
                problem = ("InvalidInstanceID.NotFound", f"The instance ID '{instance_id}' does not exist")
            elif not record.body["InstanceType"].startswith("t"):
                problem = (
                    "UnsupportedOperation",
                    f"The specified instance type {record.body['InstanceType']} is not burstable.",
                )
            elif credits not in ("standard", "unlimited"):
                problem = ("InvalidParameterValue", f"Value ({credits}) for parameter cpuCredits is invalid.")
            else:
                record.body["_cpu_credits"] = credits
                lookup.save(state, ctx, record)
                done.append({"InstanceId": instance_id})
                continue
            failed.append({"InstanceId": instance_id, "Error": {"Code": problem[0], "Message": problem[1]}})
    answer: ModifyInstanceCreditSpecificationResponse = {"SuccessfulInstanceCreditSpecifications": done}
    if failed:
        answer["UnsuccessfulInstanceCreditSpecifications"] = failed
    return answer
