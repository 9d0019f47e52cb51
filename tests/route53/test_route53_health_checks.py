"""Health checks over boto3: CallerReference idempotency, defaults, versions, in-use refusals and the
recorded status GetHealthCheckStatus answers (labcloud probes nothing)."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError

HTTP = {"Type": "HTTP", "IPAddress": "192.0.2.10", "ResourcePath": "/health"}


def _code(err: pytest.ExceptionInfo[ClientError]) -> str:
    return str(err.value.response["Error"]["Code"])


def test_create_is_idempotent_by_caller_reference(r53: Any) -> None:
    made = r53.create_health_check(CallerReference="hc-1", HealthCheckConfig=HTTP)
    assert made["ResponseMetadata"]["HTTPStatusCode"] == 201
    check = made["HealthCheck"]
    assert check["HealthCheckVersion"] == 1 and made["Location"].endswith(check["Id"])
    config = check["HealthCheckConfig"]
    assert (config["Port"], config["RequestInterval"], config["FailureThreshold"]) == (80, 30, 3)
    assert config["Inverted"] is False and config["Disabled"] is False
    again = r53.create_health_check(CallerReference="hc-1", HealthCheckConfig=HTTP)
    assert again["HealthCheck"]["Id"] == check["Id"]
    with pytest.raises(ClientError) as err:
        r53.create_health_check(CallerReference="hc-1", HealthCheckConfig={**HTTP, "Port": 8080})
    assert _code(err) == "HealthCheckAlreadyExists"
    assert [c["Id"] for c in r53.list_health_checks()["HealthChecks"]] == [check["Id"]]
    assert r53.get_health_check(HealthCheckId=check["Id"])["HealthCheck"] == check


def test_update_versions_and_resets(r53: Any) -> None:
    check_id = r53.create_health_check(
        CallerReference="u", HealthCheckConfig={**HTTP, "FullyQualifiedDomainName": "api.example.com"}
    )["HealthCheck"]["Id"]
    updated = r53.update_health_check(
        HealthCheckId=check_id, HealthCheckVersion=1, Port=8080, ResetElements=["FullyQualifiedDomainName"]
    )["HealthCheck"]
    assert updated["HealthCheckVersion"] == 2 and updated["HealthCheckConfig"]["Port"] == 8080
    assert "FullyQualifiedDomainName" not in updated["HealthCheckConfig"]
    with pytest.raises(ClientError) as err:
        r53.update_health_check(HealthCheckId=check_id, HealthCheckVersion=1, Port=81)
    assert _code(err) == "HealthCheckVersionMismatch"
    with pytest.raises(ClientError) as err:
        r53.update_health_check(HealthCheckId="00000000-0000-0000-0000-000000000000", Port=81)
    assert _code(err) == "NoSuchHealthCheck"


def test_status_is_the_recorded_one(r53: Any) -> None:
    healthy = r53.create_health_check(CallerReference="s1", HealthCheckConfig=HTTP)["HealthCheck"]["Id"]
    observations = r53.get_health_check_status(HealthCheckId=healthy)["HealthCheckObservations"]
    assert len(observations) == 8
    assert all(o["StatusReport"]["Status"].startswith("Success") for o in observations)
    inverted = r53.create_health_check(
        CallerReference="s2",
        HealthCheckConfig={**HTTP, "Inverted": True, "Regions": ["us-east-1", "eu-west-1", "us-west-2"]},
    )["HealthCheck"]["Id"]
    observations = r53.get_health_check_status(HealthCheckId=inverted)["HealthCheckObservations"]
    assert [o["Region"] for o in observations] == ["us-east-1", "eu-west-1", "us-west-2"]
    assert all(o["StatusReport"]["Status"].startswith("Failure") for o in observations)
    with pytest.raises(ClientError) as err:
        r53.get_health_check_status(HealthCheckId="00000000-0000-0000-0000-000000000000")
    assert _code(err) == "NoSuchHealthCheck"


def test_a_check_in_use_is_not_deleted(r53: Any) -> None:
    check_id = r53.create_health_check(CallerReference="d", HealthCheckConfig=HTTP)["HealthCheck"]["Id"]
    zone = r53.create_hosted_zone(Name="hc.example", CallerReference="z")["HostedZone"]["Id"]
    record = {
        "Name": "a.hc.example",
        "Type": "A",
        "TTL": 60,
        "SetIdentifier": "p",
        "Failover": "PRIMARY",
        "ResourceRecords": [{"Value": "192.0.2.1"}],
        "HealthCheckId": check_id,
    }
    r53.change_resource_record_sets(
        HostedZoneId=zone, ChangeBatch={"Changes": [{"Action": "CREATE", "ResourceRecordSet": record}]}
    )
    with pytest.raises(ClientError) as err:
        r53.delete_health_check(HealthCheckId=check_id)
    assert _code(err) == "HealthCheckInUse"
    r53.change_resource_record_sets(
        HostedZoneId=zone, ChangeBatch={"Changes": [{"Action": "DELETE", "ResourceRecordSet": record}]}
    )
    r53.delete_health_check(HealthCheckId=check_id)
    with pytest.raises(ClientError) as err:
        r53.get_health_check(HealthCheckId=check_id)
    assert _code(err) == "NoSuchHealthCheck"


def test_refused_and_invalid_configurations(r53: Any) -> None:
    cases = [
        {"Type": "HTTP"},
        {"Type": "HTTP_STR_MATCH", "IPAddress": "192.0.2.1"},
        {"Type": "HTTP", "IPAddress": "192.0.2.1", "RequestInterval": 20},
        {"Type": "RECOVERY_CONTROL", "RoutingControlArn": "arn:aws:route53-recovery-control::000000000000:x"},
        {"Type": "CALCULATED", "ChildHealthChecks": ["00000000-0000-0000-0000-000000000000"]},
    ]
    codes = []
    for i, config in enumerate(cases):
        with pytest.raises(ClientError) as err:
            r53.create_health_check(CallerReference=f"bad-{i}", HealthCheckConfig=config)
        codes.append(_code(err))
    assert codes == ["InvalidInput", "InvalidInput", "InvalidInput", "InvalidInput", "NoSuchHealthCheck"]
    alarm = r53.create_health_check(
        CallerReference="cw",
        HealthCheckConfig={
            "Type": "CLOUDWATCH_METRIC",
            "AlarmIdentifier": {"Region": "us-east-1", "Name": "primary"},
        },
    )["HealthCheck"]
    assert alarm["HealthCheckConfig"]["InsufficientDataHealthStatus"] == "LastKnownStatus"
    tags = [{"Key": "Name", "Value": "primary"}]
    r53.change_tags_for_resource(ResourceType="healthcheck", ResourceId=alarm["Id"], AddTags=tags)
    assert (
        r53.list_tags_for_resource(ResourceType="healthcheck", ResourceId=alarm["Id"])["ResourceTagSet"][
            "Tags"
        ]
        == tags
    )


def _record_status(labcloud: Any, check_id: str, body: bytes) -> tuple[int, Any]:
    import json
    import urllib.error
    import urllib.request

    request = urllib.request.Request(
        f"{labcloud.endpoint}/_labcloud/route53/health-checks/{check_id}/status", data=body, method="PUT"
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_a_recorded_failure_is_what_the_status_answers(labcloud: Any, r53: Any) -> None:
    check_id = r53.create_health_check(CallerReference="rec", HealthCheckConfig=HTTP)["HealthCheck"]["Id"]
    status, body = _record_status(labcloud, check_id, b'{"status": "Failure"}')
    assert (status, body["healthy"]) == (200, False)
    observations = r53.get_health_check_status(HealthCheckId=check_id)["HealthCheckObservations"]
    assert all(o["StatusReport"]["Status"].startswith("Failure") for o in observations)
    r53.update_health_check(HealthCheckId=check_id, Disabled=True)  # a disabled check is healthy, as on AWS
    observations = r53.get_health_check_status(HealthCheckId=check_id)["HealthCheckObservations"]
    assert all(o["StatusReport"]["Status"].startswith("Success") for o in observations)
    assert _record_status(labcloud, check_id, b'{"status": "Maybe"}')[1]["error"]["code"] == "InvalidInput"
    missing = _record_status(labcloud, "00000000-0000-0000-0000-000000000000", b'{"status": "Failure"}')
    assert missing[0] == 404 and missing[1]["error"]["code"] == "NoSuchHealthCheck"
