"""DescribeBrokerEngineTypes and DescribeBrokerInstanceOptions: what ``engines.py`` offers, filtered and
paged as AWS answers (availability zones are the region's a-c: labcloud has no zone capacity)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.mq import engines, errors
from labcloud.services.mq.paging import page
from labcloud.services.mq.state import MqState

if TYPE_CHECKING:
    from labcloud.services.mq.api import (
        DescribeBrokerEngineTypesRequest,
        DescribeBrokerEngineTypesResponse,
        DescribeBrokerInstanceOptionsRequest,
        DescribeBrokerInstanceOptionsResponse,
    )


def _engine(given: str | None) -> list[str]:
    if given is None:
        return list(engines.ENGINES)
    engines.check_engine(given.upper())
    return [given.upper()]


def describe_broker_engine_types(
    state: MqState, request: DescribeBrokerEngineTypesRequest, ctx: RequestContext
) -> DescribeBrokerEngineTypesResponse:
    types = [
        {"EngineType": e, "EngineVersions": [{"Name": v} for v in engines.VERSIONS[e]]}
        for e in _engine(request.get("EngineType"))
    ]
    items, token = page(types, request.get("NextToken"), request.get("MaxResults"))
    out: dict[str, Any] = {"BrokerEngineTypes": items, "MaxResults": request.get("MaxResults") or 100}
    if token:
        out["NextToken"] = token
    return cast("DescribeBrokerEngineTypesResponse", out)


def describe_broker_instance_options(
    state: MqState, request: DescribeBrokerInstanceOptionsRequest, ctx: RequestContext
) -> DescribeBrokerInstanceOptionsResponse:
    wanted_type = request.get("HostInstanceType")
    storage = request.get("StorageType")
    if storage not in (None, "EBS", "EFS"):
        raise errors.bad_request(f"Storage type [{storage}] is not valid.", "storageType")
    zones = [{"Name": f"{ctx.region}{z}"} for z in "abc"]
    options = []
    for engine in _engine(request.get("EngineType")):
        for instance in engines.INSTANCE_TYPES[engine]:
            if wanted_type and instance != wanted_type:
                continue
            for kind in ("EBS", "EFS") if engine == "ACTIVEMQ" else ("EBS",):
                if storage and kind != storage:
                    continue
                modes = [
                    m
                    for m in engines.MODES[engine]
                    if m == "SINGLE_INSTANCE"
                    or (not instance.startswith(("mq.t2.", "mq.t3.")) and kind == "EFS")
                    or (engine == "RABBITMQ" and not instance.startswith("mq.t3."))
                ]
                options.append(
                    {
                        "AvailabilityZones": zones,
                        "EngineType": engine,
                        "HostInstanceType": instance,
                        "StorageType": kind,
                        "SupportedDeploymentModes": modes,
                        "SupportedEngineVersions": list(engines.VERSIONS[engine]),
                    }
                )
    items, token = page(options, request.get("NextToken"), request.get("MaxResults"))
    out: dict[str, Any] = {"BrokerInstanceOptions": items, "MaxResults": request.get("MaxResults") or 100}
    if token:
        out["NextToken"] = token
    return cast("DescribeBrokerInstanceOptionsResponse", out)
