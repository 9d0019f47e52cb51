"""Resource policies, ListLogGroups, DescribeLogGroups' fields, the delivery and destination APIs
(which answer AWS's empty lists and not-found errors), and their durability."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from logs_helpers import code_of

from labcloud.testing.server_process import LabcloudProcess

POLICY = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "es.amazonaws.com"},
                "Action": ["logs:PutLogEvents", "logs:CreateLogStream"],
                "Resource": "arn:aws:logs:us-east-1:000000000000:log-group:/aws/es/*",
            }
        ],
    }
)


# ------------------------------------------------------------------ resource policies


def test_resource_policy_lifecycle(logs):
    put = logs.put_resource_policy(policyName="es", policyDocument=POLICY)["resourcePolicy"]
    assert isinstance(put.pop("lastUpdatedTime"), int)
    assert put == {"policyName": "es", "policyDocument": POLICY, "policyScope": "ACCOUNT"}
    described = logs.describe_resource_policies()["resourcePolicies"]
    assert [(p["policyName"], p["policyDocument"], p["policyScope"]) for p in described] == [
        ("es", POLICY, "ACCOUNT")
    ]
    other = json.dumps({"Version": "2012-10-17", "Statement": []})
    logs.put_resource_policy(policyName="es", policyDocument=other)
    assert [p["policyDocument"] for p in logs.describe_resource_policies()["resourcePolicies"]] == [other]
    assert logs.describe_resource_policies(policyScope="RESOURCE")["resourcePolicies"] == []
    logs.delete_resource_policy(policyName="es")
    assert logs.describe_resource_policies()["resourcePolicies"] == []
    with pytest.raises(ClientError) as info:
        logs.delete_resource_policy(policyName="es")
    assert code_of(info) == ("ResourceNotFoundException", "Policy with name [es] does not exist")


def test_ten_resource_policies_per_region(logs):
    for index in range(10):
        logs.put_resource_policy(policyName=f"p{index}", policyDocument=POLICY)
    with pytest.raises(ClientError) as info:
        logs.put_resource_policy(policyName="p10", policyDocument=POLICY)
    assert code_of(info) == ("LimitExceededException", "Resource limit exceeded.")
    logs.put_resource_policy(policyName="p0", policyDocument=POLICY)  # an update is not a new policy
    first = logs.describe_resource_policies(limit=4)
    assert [p["policyName"] for p in first["resourcePolicies"]] == ["p0", "p1", "p2", "p3"]
    rest = logs.describe_resource_policies(nextToken=first["nextToken"])
    assert len(rest["resourcePolicies"]) == 6 and "nextToken" not in rest


def test_resource_policy_checks(logs):
    with pytest.raises(ClientError) as info:
        logs.put_resource_policy(policyName="bad", policyDocument="{not json")
    assert code_of(info) == ("InvalidParameterException", "Policy document is not valid JSON.")
    logs.create_log_group(logGroupName="g")
    arn = logs.describe_log_groups()["logGroups"][0]["logGroupArn"]
    with pytest.raises(ClientError) as info:
        logs.put_resource_policy(resourceArn=arn, policyDocument=POLICY)
    assert code_of(info) == (
        "InvalidParameterException",
        "labcloud supports account-scoped resource policies only: resourceArn is not supported",
    )


# ------------------------------------------------------------------ log group listings


def test_describe_log_groups_fields(logs):
    logs.create_log_group(logGroupName="/aws/lambda/a")
    logs.put_retention_policy(logGroupName="/aws/lambda/a", retentionInDays=7)
    logs.create_log_group(logGroupName="/plain", logGroupClass="INFREQUENT_ACCESS")
    groups = {g["logGroupName"]: g for g in logs.describe_log_groups()["logGroups"]}
    plain = groups["/plain"]
    assert isinstance(plain.pop("creationTime"), int)
    assert plain == {
        "logGroupName": "/plain",
        "metricFilterCount": 0,
        "arn": "arn:aws:logs:us-east-1:000000000000:log-group:/plain:*",
        "storedBytes": 0,
        "logGroupClass": "INFREQUENT_ACCESS",
        "logGroupArn": "arn:aws:logs:us-east-1:000000000000:log-group:/plain",
        "deletionProtectionEnabled": False,
    }
    assert groups["/aws/lambda/a"]["retentionInDays"] == 7
    assert groups["/aws/lambda/a"]["logGroupClass"] == "STANDARD"
    assert "dataProtectionStatus" not in groups["/aws/lambda/a"]


def test_list_log_groups(logs):
    for name in ("/aws/lambda/orders", "/aws/lambda/ship", "/ecs/discovery", "/other"):
        logs.create_log_group(logGroupName=name, tags={"team": "a" if "lambda" in name else "b"})
    logs.create_log_group(logGroupName="/cold", logGroupClass="INFREQUENT_ACCESS")
    names = lambda out: [g["logGroupName"] for g in out["logGroups"]]  # noqa: E731
    everything = logs.list_log_groups()
    assert everything["logGroups"][0] == {
        "logGroupName": "/aws/lambda/orders",
        "logGroupArn": "arn:aws:logs:us-east-1:000000000000:log-group:/aws/lambda/orders",
        "logGroupClass": "STANDARD",
    }
    assert names(everything) == [
        "/aws/lambda/orders",
        "/aws/lambda/ship",
        "/cold",
        "/ecs/discovery",
        "/other",
    ]
    assert names(logs.list_log_groups(logGroupNamePattern="^/aws/lambda|discovery")) == [
        "/aws/lambda/orders",
        "/aws/lambda/ship",
        "/ecs/discovery",
    ]
    assert names(logs.list_log_groups(logGroupNamePattern="hip")) == ["/aws/lambda/ship"]
    assert names(logs.list_log_groups(logGroupNamePattern="^hip")) == []
    assert names(logs.list_log_groups(logGroupClass="INFREQUENT_ACCESS")) == ["/cold"]
    assert names(logs.list_log_groups(logGroupTags=[{"key": "team", "values": ["b", "c"]}])) == [
        "/ecs/discovery",
        "/other",
    ]
    assert len(names(logs.list_log_groups(logGroupTags=[{"key": "team"}]))) == 4
    assert names(logs.list_log_groups(fieldIndexNames=["requestId"])) == []
    assert names(logs.list_log_groups(accountIdentifiers=["111122223333"])) == []
    page = logs.list_log_groups(limit=2)
    assert names(page) == ["/aws/lambda/orders", "/aws/lambda/ship"]
    assert names(logs.list_log_groups(limit=3, nextToken=page["nextToken"])) == [
        "/cold",
        "/ecs/discovery",
        "/other",
    ]
    with pytest.raises(ClientError) as info:
        logs.list_log_groups(logGroupNamePattern="a*b")
    code, message = code_of(info)
    assert code == "InvalidParameterException"
    assert "logGroupNamePattern" in message and "regular expression pattern" in message


# ------------------------------------------------------------------ deliveries and destinations


def test_delivery_listings_are_empty(logs):
    assert logs.describe_deliveries()["deliveries"] == []
    assert logs.describe_delivery_sources()["deliverySources"] == []
    assert logs.describe_delivery_destinations()["deliveryDestinations"] == []
    assert logs.describe_destinations()["destinations"] == []


@pytest.mark.parametrize(
    ("operation", "params", "message"),
    [
        ("get_delivery", {"id": "abcdefghijklmnop"}, "Delivery with id abcdefghijklmnop does not exist."),
        ("delete_delivery", {"id": "abcdefghijklmnop"}, "Delivery with id abcdefghijklmnop does not exist."),
        ("get_delivery_source", {"name": "src"}, "Delivery source with name src does not exist."),
        ("delete_delivery_source", {"name": "src"}, "Delivery source with name src does not exist."),
        ("get_delivery_destination", {"name": "dst"}, "Delivery destination with name dst does not exist."),
        (
            "delete_delivery_destination",
            {"name": "dst"},
            "Delivery destination with name dst does not exist.",
        ),
        (
            "get_delivery_destination_policy",
            {"deliveryDestinationName": "dst"},
            "Delivery destination with name dst does not exist.",
        ),
        (
            "create_delivery",
            {"deliverySourceName": "src", "deliveryDestinationArn": "arn:aws:logs:us-east-1:000000000000:x"},
            "Delivery source with name src does not exist.",
        ),
        ("delete_destination", {"destinationName": "d"}, "The specified destination does not exist."),
    ],
)
def test_delivery_lookups_are_not_found(logs, operation, params, message):
    with pytest.raises(ClientError) as info:
        getattr(logs, operation)(**params)
    assert code_of(info) == ("ResourceNotFoundException", message)
    assert info.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400


def test_destination_policy_for_a_missing_destination(logs):
    with pytest.raises(ClientError) as info:
        logs.put_destination_policy(destinationName="d", accessPolicy=POLICY)
    assert code_of(info) == ("InvalidParameterException", "The specified destination does not exist.")


def test_creating_delivery_objects_is_refused(logs):
    with pytest.raises(ClientError) as info:
        logs.put_delivery_source(
            name="src", resourceArn="arn:aws:cloudfront::000000000000:distribution/X", logType="ACCESS_LOGS"
        )
    assert code_of(info)[0] == "ValidationException"
    with pytest.raises(ClientError) as info:
        logs.put_destination(
            destinationName="d",
            targetArn="arn:aws:kinesis:us-east-1:000000000000:stream/s",
            roleArn="arn:aws:iam::000000000000:role/r",
        )
    assert code_of(info)[0] == "InvalidParameterException"


def test_model_validation_code_follows_the_operation(labcloud):
    # DescribeDeliveries declares ValidationException, DescribeDestinations InvalidParameterException.
    from botocore.config import Config

    logs = labcloud.boto3_client(
        "logs", config=Config(parameter_validation=False, retries={"max_attempts": 1})
    )
    with pytest.raises(ClientError) as info:
        logs.describe_deliveries(limit=0)
    assert code_of(info) == (
        "ValidationException",
        "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: "
        "Member must have value greater than or equal to 1",
    )
    with pytest.raises(ClientError) as info:
        logs.describe_destinations(limit=0)
    assert code_of(info)[0] == "InvalidParameterException"


def test_cli_lists(labcloud, logs):
    logs.create_log_group(logGroupName="/aws/lambda/cli")
    assert labcloud.aws_json("logs", "list-log-groups") == {
        "logGroups": [
            {
                "logGroupName": "/aws/lambda/cli",
                "logGroupArn": "arn:aws:logs:us-east-1:000000000000:log-group:/aws/lambda/cli",
                "logGroupClass": "STANDARD",
            }
        ]
    }
    assert labcloud.aws_json("logs", "describe-deliveries") == {"deliveries": []}
    labcloud.aws("logs", "put-resource-policy", "--policy-name", "p", "--policy-document", POLICY)
    described = labcloud.aws_json("logs", "describe-resource-policies")
    assert [p["policyName"] for p in described["resourcePolicies"]] == ["p"]


# ------------------------------------------------------------------ durability


@pytest.fixture
def server(tmp_path):
    process = LabcloudProcess(data_dir=tmp_path).start()
    yield process
    process.stop()


def test_metric_filters_and_policies_survive_a_crash(server: Any, tmp_path):
    logs = server.boto3_client("logs")
    logs.create_log_group(logGroupName="/g")
    logs.put_metric_filter(
        logGroupName="/g",
        filterName="f",
        filterPattern="ERROR",
        metricTransformations=[{"metricName": "E", "metricNamespace": "N", "metricValue": "1"}],
    )
    logs.put_resource_policy(policyName="p", policyDocument=POLICY)
    server.kill()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path).start()
    try:
        logs = again.boto3_client("logs")
        filters = logs.describe_metric_filters(logGroupName="/g")["metricFilters"]
        assert [(f["filterName"], f["metricTransformations"][0]["metricName"]) for f in filters] == [
            ("f", "E")
        ]
        assert logs.describe_log_groups()["logGroups"][0]["metricFilterCount"] == 1
        assert [p["policyName"] for p in logs.describe_resource_policies()["resourcePolicies"]] == ["p"]
    finally:
        again.stop()


def test_tag_quota_codes(logs):
    logs.create_log_group(logGroupName="/tags")
    arn = logs.describe_log_groups()["logGroups"][0]["logGroupArn"]
    logs.tag_resource(resourceArn=arn, tags={f"k{i}": "v" for i in range(50)})
    with pytest.raises(ClientError) as info:
        logs.tag_resource(resourceArn=arn, tags={"one-more": "v"})
    assert code_of(info) == ("TooManyTagsException", "A resource can have no more than 50 tags.")
    assert info.value.response["resourceName"] == arn
    with pytest.raises(ClientError) as info:
        logs.tag_log_group(logGroupName="/tags", tags={"one-more": "v"})
    assert code_of(info) == ("InvalidParameterException", "A resource can have no more than 50 tags.")
    assert len(logs.list_tags_for_resource(resourceArn=arn)["tags"]) == 50
