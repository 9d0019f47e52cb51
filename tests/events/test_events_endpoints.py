"""EventBridge global endpoints over boto3: two buses of one name in two regions and a Route 53 health
check that must exist (looked up through the hub); describe, list, update, delete; each error code."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def _code(err: pytest.ExceptionInfo[ClientError]) -> str:
    return str(err.value.response["Error"]["Code"])


def _setup(labcloud: LabcloudProcess) -> tuple[Any, str, list[dict[str, str]]]:
    east = labcloud.boto3_client("events")
    west = labcloud.boto3_client("events", region_name="us-west-2")
    arns = [
        east.create_event_bus(Name="orders")["EventBusArn"],
        west.create_event_bus(Name="orders")["EventBusArn"],
    ]
    check = labcloud.boto3_client("route53").create_health_check(
        CallerReference="ep",
        HealthCheckConfig={
            "Type": "CLOUDWATCH_METRIC",
            "AlarmIdentifier": {"Region": "us-east-1", "Name": "a"},
        },
    )["HealthCheck"]["Id"]
    return east, f"arn:aws:route53:::healthcheck/{check}", [{"EventBusArn": a} for a in arns]


def _routing(check: str, secondary: str = "us-west-2") -> dict[str, Any]:
    return {"FailoverConfig": {"Primary": {"HealthCheck": check}, "Secondary": {"Route": secondary}}}


def test_an_endpoint_is_created_described_listed_updated_and_deleted(labcloud: LabcloudProcess) -> None:
    events, check, buses = _setup(labcloud)
    made = events.create_endpoint(
        Name="orders-ep",
        RoutingConfig=_routing(check),
        EventBuses=buses,
        ReplicationConfig={"State": "DISABLED"},
        Description="failover",
    )
    assert (
        made["State"] == "ACTIVE"
        and made["Arn"] == "arn:aws:events:us-east-1:000000000000:endpoint/orders-ep"
    )
    got = events.describe_endpoint(Name="orders-ep")
    assert got["EndpointUrl"] == f"https://{got['EndpointId']}.endpoint.events.amazonaws.com"
    assert got["RoutingConfig"] == _routing(check) and got["EventBuses"] == buses
    assert got["ReplicationConfig"] == {"State": "DISABLED"} and got["Description"] == "failover"
    assert [e["Name"] for e in events.list_endpoints(NamePrefix="orders")["Endpoints"]] == ["orders-ep"]
    assert events.list_endpoints(HomeRegion="eu-west-1")["Endpoints"] == []
    events.update_endpoint(Name="orders-ep", Description="changed", ReplicationConfig={"State": "ENABLED"})
    got = events.describe_endpoint(Name="orders-ep")
    assert got["Description"] == "changed" and got["ReplicationConfig"] == {"State": "ENABLED"}
    events.delete_endpoint(Name="orders-ep")
    with pytest.raises(ClientError) as err:
        events.describe_endpoint(Name="orders-ep")
    assert _code(err) == "ResourceNotFoundException"


def test_endpoint_errors(labcloud: LabcloudProcess) -> None:
    events, check, buses = _setup(labcloud)
    missing = "arn:aws:route53:::healthcheck/00000000-0000-0000-0000-000000000000"
    cases = [
        ({"RoutingConfig": _routing(missing), "EventBuses": buses}, "ValidationException"),
        ({"RoutingConfig": _routing("not-an-arn"), "EventBuses": buses}, "ValidationException"),
        ({"RoutingConfig": _routing(check, "eu-west-1"), "EventBuses": buses}, "ValidationException"),
        ({"RoutingConfig": _routing(check), "EventBuses": [buses[0], buses[0]]}, "ValidationException"),
        (
            {
                "RoutingConfig": _routing(check),
                "EventBuses": [
                    buses[0],
                    {"EventBusArn": "arn:aws:events:us-west-2:000000000000:event-bus/none"},
                ],
            },
            "ResourceNotFoundException",
        ),
    ]
    for params, code in cases:
        with pytest.raises(ClientError) as err:
            events.create_endpoint(Name="bad", **params)
        assert _code(err) == code, params
    events.create_endpoint(Name="ep", RoutingConfig=_routing(check), EventBuses=buses)
    with pytest.raises(ClientError) as err:
        events.create_endpoint(Name="ep", RoutingConfig=_routing(check), EventBuses=buses)
    assert _code(err) == "ResourceAlreadyExistsException"
    with pytest.raises(ClientError) as err:
        events.update_endpoint(Name="nope", Description="x")
    assert _code(err) == "ResourceNotFoundException"
    with pytest.raises(ClientError) as err:
        events.delete_endpoint(Name="nope")
    assert _code(err) == "ResourceNotFoundException"
