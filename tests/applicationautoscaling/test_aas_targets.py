"""Scalable targets with boto3: registering DynamoDB tables and indexes and a Lambda alias (each checked with
its owner), updating min/max, describing with filters and pages, tags, deregistering, and the exact errors."""

from __future__ import annotations

import json
from typing import Any

import pytest
from aas_helpers import READ, code
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def test_register_describe_update_and_deregister_a_table(aas: Any, table: str) -> None:
    rid = f"table/{table}"
    arn = aas.register_scalable_target(
        ServiceNamespace="dynamodb",
        ResourceId=rid,
        ScalableDimension=READ,
        MinCapacity=5,
        MaxCapacity=50,
        Tags={"team": "data"},
    )["ScalableTargetARN"]
    assert arn.startswith("arn:aws:application-autoscaling:us-east-1:000000000000:scalable-target/")
    got = aas.describe_scalable_targets(ServiceNamespace="dynamodb", ResourceIds=[rid])["ScalableTargets"]
    assert len(got) == 1
    one = got[0]
    assert (one["MinCapacity"], one["MaxCapacity"], one["ScalableTargetARN"]) == (5, 50, arn)
    assert one["RoleARN"].endswith("AWSServiceRoleForApplicationAutoScaling_DynamoDBTable")
    assert one["SuspendedState"] == {
        "DynamicScalingInSuspended": False,
        "DynamicScalingOutSuspended": False,
        "ScheduledScalingSuspended": False,
    }
    # registering again updates in place: the same ARN, only the members given change
    again = aas.register_scalable_target(
        ServiceNamespace="dynamodb",
        ResourceId=rid,
        ScalableDimension=READ,
        MaxCapacity=80,
        SuspendedState={"ScheduledScalingSuspended": True},
    )["ScalableTargetARN"]
    assert again == arn
    one = aas.describe_scalable_targets(ServiceNamespace="dynamodb", ResourceIds=[rid])["ScalableTargets"][0]
    assert (one["MinCapacity"], one["MaxCapacity"]) == (5, 80)
    assert one["SuspendedState"]["ScheduledScalingSuspended"] is True
    assert aas.list_tags_for_resource(ResourceARN=arn)["Tags"] == {"team": "data"}
    aas.tag_resource(ResourceARN=arn, Tags={"env": "dev"})
    aas.untag_resource(ResourceARN=arn, TagKeys=["team"])
    assert aas.list_tags_for_resource(ResourceARN=arn)["Tags"] == {"env": "dev"}
    aas.deregister_scalable_target(ServiceNamespace="dynamodb", ResourceId=rid, ScalableDimension=READ)
    assert (
        aas.describe_scalable_targets(ServiceNamespace="dynamodb", ResourceIds=[rid])["ScalableTargets"] == []
    )
    with pytest.raises(ClientError) as excinfo:
        aas.deregister_scalable_target(ServiceNamespace="dynamodb", ResourceId=rid, ScalableDimension=READ)
    assert code(excinfo) == "ObjectNotFoundException"
    with pytest.raises(ClientError) as excinfo:
        aas.list_tags_for_resource(ResourceARN=arn)
    assert code(excinfo) == "ResourceNotFoundException"


def test_an_index_and_the_dimension_filter(aas: Any, table: str) -> None:
    index = f"table/{table}/index/by-g"
    for dim in ("dynamodb:index:ReadCapacityUnits", "dynamodb:index:WriteCapacityUnits"):
        aas.register_scalable_target(
            ServiceNamespace="dynamodb",
            ResourceId=index,
            ScalableDimension=dim,
            MinCapacity=1,
            MaxCapacity=10,
        )
    writes = aas.describe_scalable_targets(
        ServiceNamespace="dynamodb",
        ResourceIds=[index],
        ScalableDimension="dynamodb:index:WriteCapacityUnits",
    )["ScalableTargets"]
    assert [t["ScalableDimension"] for t in writes] == ["dynamodb:index:WriteCapacityUnits"]
    first = aas.describe_scalable_targets(ServiceNamespace="dynamodb", ResourceIds=[index], MaxResults=1)
    assert len(first["ScalableTargets"]) == 1 and first["NextToken"]
    second = aas.describe_scalable_targets(
        ServiceNamespace="dynamodb", ResourceIds=[index], MaxResults=1, NextToken=first["NextToken"]
    )
    assert len(second["ScalableTargets"]) == 1 and "NextToken" not in second
    assert second["ScalableTargets"][0] != first["ScalableTargets"][0]
    with pytest.raises(ClientError) as excinfo:
        aas.describe_scalable_targets(ServiceNamespace="dynamodb", NextToken="bogus")
    assert code(excinfo) == "InvalidNextTokenException"


def test_a_lambda_alias(aas: Any, labcloud: LabcloudProcess, tmp_path: Any) -> None:
    import io
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("index.py", "def handler(event, context):\n    return 1\n")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    role = labcloud.boto3_client("iam").create_role(
        RoleName="scaled-fn-role", AssumeRolePolicyDocument=json.dumps(trust)
    )["Role"]["Arn"]
    lam = labcloud.boto3_client("lambda")
    lam.create_function(
        FunctionName="scaled-fn",
        Runtime="python3.12",
        Role=role,
        Handler="index.handler",
        Code={"ZipFile": buf.getvalue()},
        Publish=True,
    )
    lam.create_alias(FunctionName="scaled-fn", Name="live", FunctionVersion="1")
    dim = "lambda:function:ProvisionedConcurrency"
    aas.register_scalable_target(
        ServiceNamespace="lambda",
        ResourceId="function:scaled-fn:live",
        ScalableDimension=dim,
        MinCapacity=0,
        MaxCapacity=5,
    )
    got = aas.describe_scalable_targets(ServiceNamespace="lambda")["ScalableTargets"]
    assert [t["ResourceId"] for t in got] == ["function:scaled-fn:live"]
    for rid in ("function:scaled-fn:nope", "function:missing-fn:live", "function:scaled-fn:$LATEST"):
        with pytest.raises(ClientError) as excinfo:
            aas.register_scalable_target(
                ServiceNamespace="lambda", ResourceId=rid, ScalableDimension=dim, MinCapacity=0, MaxCapacity=5
            )
        assert code(excinfo) == "ValidationException", rid


@pytest.mark.parametrize(
    ("namespace", "rid", "dim", "low", "high", "words"),
    [
        ("dynamodb", "table/no-such-table", READ, 1, 5, "doesn't exist"),
        ("dynamodb", "table/{t}", READ, 9, 5, "Minimum capacity cannot be greater than maximum capacity"),
        ("dynamodb", "table/{t}", "dynamodb:index:ReadCapacityUnits", 1, 5, "Unsupported resource ID"),
        (
            "dynamodb",
            "table/{t}/index/nope",
            "dynamodb:index:ReadCapacityUnits",
            1,
            5,
            "Index: nope not found",
        ),
        (
            "dynamodb",
            "table/{t}",
            "lambda:function:ProvisionedConcurrency",
            1,
            5,
            "Unsupported scalable dimension",
        ),
        ("rds", "cluster:db", "rds:cluster:ReadReplicaCount", 1, 5, "Unsupported service namespace: rds"),
        ("ecs", "service/c/s", "ecs:service:DesiredCount", 1, 5, "ECS"),
    ],
)
def test_refused_registrations(
    aas: Any, table: str, namespace: str, rid: str, dim: str, low: int, high: int, words: str
) -> None:
    with pytest.raises(ClientError) as excinfo:
        aas.register_scalable_target(
            ServiceNamespace=namespace,
            ResourceId=rid.format(t=table),
            ScalableDimension=dim,
            MinCapacity=low,
            MaxCapacity=high,
        )
    assert code(excinfo) == "ValidationException"
    assert words in excinfo.value.response["Error"]["Message"]


def test_a_new_target_needs_both_capacities(aas: Any, table: str) -> None:
    with pytest.raises(ClientError) as excinfo:
        aas.register_scalable_target(
            ServiceNamespace="dynamodb", ResourceId=f"table/{table}", ScalableDimension=READ, MinCapacity=1
        )
    assert code(excinfo) == "ValidationException"
