"""Scaling policies with boto3: a target tracking policy creates its AlarmHigh/AlarmLow CloudWatch alarms,
and when AlarmHigh fires the DynamoDB table's provisioned throughput really changes (within min/max) with a
scaling activity recorded; a step scaling policy run by the user's own alarm; the exact errors."""

from __future__ import annotations

import json
from typing import Any

import pytest
from aas_helpers import READ, code, fire, read_units, register, wait_for
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def test_target_tracking_alarm_scales_the_table(aas: Any, table: str, labcloud: LabcloudProcess) -> None:
    ddb, cw = labcloud.boto3_client("dynamodb"), labcloud.boto3_client("cloudwatch")
    register(aas, table)
    put = aas.put_scaling_policy(
        PolicyName="reads",
        ServiceNamespace="dynamodb",
        ResourceId=f"table/{table}",
        ScalableDimension=READ,
        PolicyType="TargetTrackingScaling",
        TargetTrackingScalingPolicyConfiguration={
            "TargetValue": 50.0,
            "PredefinedMetricSpecification": {"PredefinedMetricType": "DynamoDBReadCapacityUtilization"},
        },
    )
    names = [a["AlarmName"] for a in put["Alarms"]]
    assert names[0].startswith(f"TargetTracking-table/{table}-AlarmHigh-")
    assert names[1].startswith(f"TargetTracking-table/{table}-AlarmLow-")
    alarms = cw.describe_alarms(AlarmNames=names)["MetricAlarms"]
    assert {a["AlarmActions"][0] for a in alarms} == {put["PolicyARN"]}
    assert {a["MetricName"] for a in alarms} == {"ConsumedReadCapacityUnits"}
    described = aas.describe_scaling_policies(ServiceNamespace="dynamodb")["ScalingPolicies"]
    assert [p["PolicyName"] for p in described] == ["reads"] and described[0]["Alarms"] == put["Alarms"]
    # 1,200 units a minute = 20 a second; at a 50% target that needs 40 provisioned
    fire(cw, names[0], 1200.0)
    assert wait_for(lambda: read_units(ddb, table) == 40)
    activities = aas.describe_scaling_activities(ServiceNamespace="dynamodb")["ScalingActivities"]
    assert activities[0]["StatusCode"] == "Successful" and "40" in activities[0]["Description"]
    assert names[0] in activities[0]["Cause"]
    # far beyond the maximum: clamped to 50
    cw.set_alarm_state(AlarmName=names[0], StateValue="OK", StateReason="reset")
    fire(cw, names[0], 60000.0)
    assert wait_for(lambda: read_units(ddb, table) == 50)
    aas.delete_scaling_policy(
        PolicyName="reads", ServiceNamespace="dynamodb", ResourceId=f"table/{table}", ScalableDimension=READ
    )
    assert cw.describe_alarms(AlarmNames=names)["MetricAlarms"] == []
    with pytest.raises(ClientError) as excinfo:
        aas.delete_scaling_policy(
            PolicyName="reads",
            ServiceNamespace="dynamodb",
            ResourceId=f"table/{table}",
            ScalableDimension=READ,
        )
    assert code(excinfo) == "ObjectNotFoundException"


def test_step_scaling_from_the_users_alarm(aas: Any, table: str, labcloud: LabcloudProcess) -> None:
    ddb, cw = labcloud.boto3_client("dynamodb"), labcloud.boto3_client("cloudwatch")
    register(aas, table)
    arn = aas.put_scaling_policy(
        PolicyName="steps",
        ServiceNamespace="dynamodb",
        ResourceId=f"table/{table}",
        ScalableDimension=READ,
        PolicyType="StepScaling",
        StepScalingPolicyConfiguration={
            "AdjustmentType": "ChangeInCapacity",
            "StepAdjustments": [
                {"MetricIntervalLowerBound": 0, "MetricIntervalUpperBound": 100, "ScalingAdjustment": 2},
                {"MetricIntervalLowerBound": 100, "ScalingAdjustment": 10},
            ],
        },
    )["PolicyARN"]
    cw.put_metric_alarm(
        AlarmName="busy",
        Namespace="AWS/DynamoDB",
        MetricName="ConsumedReadCapacityUnits",
        Dimensions=[{"Name": "TableName", "Value": table}],
        Statistic="Sum",
        Period=60,
        EvaluationPeriods=1,
        Threshold=100.0,
        ComparisonOperator="GreaterThanThreshold",
        AlarmActions=[arn],
    )
    fire(cw, "busy", 250.0)  # 150 over the threshold: the second step, +10
    assert wait_for(lambda: read_units(ddb, table) == 15)


def test_policy_errors(aas: Any, table: str) -> None:
    base = {"ServiceNamespace": "dynamodb", "ResourceId": f"table/{table}", "ScalableDimension": READ}
    with pytest.raises(ClientError) as excinfo:
        aas.put_scaling_policy(
            PolicyName="p",
            PolicyType="StepScaling",
            StepScalingPolicyConfiguration={
                "AdjustmentType": "ChangeInCapacity",
                "StepAdjustments": [{"ScalingAdjustment": 1}],
            },
            **base,
        )
    assert code(excinfo) == "ObjectNotFoundException"
    register(aas, table)
    wrong = [
        {"PolicyType": "StepScaling"},
        {
            "PolicyType": "StepScaling",
            "StepScalingPolicyConfiguration": {"AdjustmentType": "Sideways", "StepAdjustments": []},
        },
        {
            "PolicyType": "TargetTrackingScaling",
            "TargetTrackingScalingPolicyConfiguration": {
                "TargetValue": 50.0,
                "PredefinedMetricSpecification": {"PredefinedMetricType": "DynamoDBWriteCapacityUtilization"},
            },
        },
        {
            "PolicyType": "TargetTrackingScaling",
            "TargetTrackingScalingPolicyConfiguration": {
                "TargetValue": 50.0,
                "PredefinedMetricSpecification": {"PredefinedMetricType": "ALBRequestCountPerTarget"},
            },
        },
        {
            "PolicyType": "PredictiveScaling",
            "PredictiveScalingPolicyConfiguration": {
                "MetricSpecifications": [
                    {
                        "TargetValue": 1.0,
                        "PredefinedMetricPairSpecification": {
                            "PredefinedMetricType": "ECSServiceCPUUtilization"
                        },
                    }
                ]
            },
        },
    ]
    for extra in wrong:
        with pytest.raises(ClientError) as excinfo:
            aas.put_scaling_policy(PolicyName="p", **base, **extra)
        assert code(excinfo) == "ValidationException", extra


def test_the_map_draws_the_target_its_table_and_alarms(
    aas: Any, table: str, labcloud: LabcloudProcess
) -> None:
    import urllib.request

    register(aas, table)
    put = aas.put_scaling_policy(
        PolicyName="reads",
        ServiceNamespace="dynamodb",
        ResourceId=f"table/{table}",
        ScalableDimension=READ,
        PolicyType="TargetTrackingScaling",
        TargetTrackingScalingPolicyConfiguration={
            "TargetValue": 50.0,
            "PredefinedMetricSpecification": {"PredefinedMetricType": "DynamoDBReadCapacityUtilization"},
        },
    )
    target = aas.describe_scalable_targets(ServiceNamespace="dynamodb")["ScalableTargets"][0][
        "ScalableTargetARN"
    ]
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        doc = json.loads(response.read())
    edges = {(e["kind"], e["from"], e["to"]) for e in doc["edges"]}
    table_arn = f"arn:aws:dynamodb:us-east-1:000000000000:table/{table}"
    assert ("scales", target, table_arn) in edges
    assert {("alarm-action", a["AlarmARN"], target) for a in put["Alarms"]} <= edges


def test_an_alarm_sets_a_lambda_aliass_provisioned_concurrency(aas: Any, labcloud: LabcloudProcess) -> None:
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
        RoleName="pc-role", AssumeRolePolicyDocument=json.dumps(trust)
    )
    lam, cw = labcloud.boto3_client("lambda"), labcloud.boto3_client("cloudwatch")
    lam.create_function(
        FunctionName="pc-fn",
        Runtime="python3.12",
        Role=role["Role"]["Arn"],
        Handler="index.handler",
        Code={"ZipFile": buf.getvalue()},
        Publish=True,
    )
    lam.create_alias(FunctionName="pc-fn", Name="live", FunctionVersion="1")
    base = {
        "ServiceNamespace": "lambda",
        "ResourceId": "function:pc-fn:live",
        "ScalableDimension": "lambda:function:ProvisionedConcurrency",
    }
    aas.register_scalable_target(MinCapacity=0, MaxCapacity=5, **base)
    arn = aas.put_scaling_policy(
        PolicyName="exact",
        PolicyType="StepScaling",
        StepScalingPolicyConfiguration={
            "AdjustmentType": "ExactCapacity",
            "StepAdjustments": [{"MetricIntervalLowerBound": 0, "ScalingAdjustment": 3}],
        },
        **base,
    )["PolicyARN"]
    cw.put_metric_alarm(
        AlarmName="pc-busy",
        Namespace="AWS/Lambda",
        MetricName="ConcurrentExecutions",
        Statistic="Maximum",
        Period=60,
        EvaluationPeriods=1,
        Threshold=1.0,
        ComparisonOperator="GreaterThanThreshold",
        AlarmActions=[arn],
    )
    fire(cw, "pc-busy", 4.0)

    def provisioned() -> bool:
        try:
            got = lam.get_provisioned_concurrency_config(FunctionName="pc-fn", Qualifier="live")
        except ClientError:
            return False
        return bool(got["RequestedProvisionedConcurrentExecutions"] == 3)

    assert wait_for(provisioned)


def test_a_scaling_that_fails_is_a_failed_activity(aas: Any, table: str, labcloud: LabcloudProcess) -> None:
    ddb, cw = labcloud.boto3_client("dynamodb"), labcloud.boto3_client("cloudwatch")
    register(aas, table)
    arn = aas.put_scaling_policy(
        PolicyName="steps",
        ServiceNamespace="dynamodb",
        ResourceId=f"table/{table}",
        ScalableDimension=READ,
        PolicyType="StepScaling",
        StepScalingPolicyConfiguration={
            "AdjustmentType": "ChangeInCapacity",
            "StepAdjustments": [{"MetricIntervalLowerBound": 0, "ScalingAdjustment": 1}],
        },
    )["PolicyARN"]
    cw.put_metric_alarm(
        AlarmName="gone",
        Namespace="AWS/DynamoDB",
        MetricName="ConsumedReadCapacityUnits",
        Statistic="Sum",
        Period=60,
        EvaluationPeriods=1,
        Threshold=1.0,
        ComparisonOperator="GreaterThanThreshold",
        AlarmActions=[arn],
    )
    ddb.delete_table(TableName=table)
    fire(cw, "gone", 5.0)

    def failed() -> list[dict[str, Any]]:
        found = aas.describe_scaling_activities(ServiceNamespace="dynamodb")["ScalingActivities"]
        return [a for a in found if a["StatusCode"] == "Failed"]

    got = wait_for(failed)
    assert got and "doesn't exist" in got[0]["StatusMessage"]


def test_an_alarm_at_the_maximum_is_a_not_scaled_activity(
    aas: Any, table: str, labcloud: LabcloudProcess
) -> None:
    cw = labcloud.boto3_client("cloudwatch")
    register(aas, table, low=1, high=5)  # the table has 5 already: the maximum
    arn = aas.put_scaling_policy(
        PolicyName="up",
        ServiceNamespace="dynamodb",
        ResourceId=f"table/{table}",
        ScalableDimension=READ,
        PolicyType="StepScaling",
        StepScalingPolicyConfiguration={
            "AdjustmentType": "ChangeInCapacity",
            "StepAdjustments": [{"MetricIntervalLowerBound": 0, "ScalingAdjustment": 3}],
        },
    )["PolicyARN"]
    cw.put_metric_alarm(
        AlarmName="full",
        Namespace="AWS/DynamoDB",
        MetricName="ConsumedReadCapacityUnits",
        Statistic="Sum",
        Period=60,
        EvaluationPeriods=1,
        Threshold=1.0,
        ComparisonOperator="GreaterThanThreshold",
        AlarmActions=[arn],
    )
    fire(cw, "full", 9.0)

    def not_scaled() -> list[dict[str, Any]]:
        found = aas.describe_scaling_activities(ServiceNamespace="dynamodb", IncludeNotScaledActivities=True)
        return list(found["ScalingActivities"])

    got = wait_for(not_scaled)
    assert got[0]["NotScaledReasons"][0]["Code"] == "AlreadyAtMaxCapacity"
    assert aas.describe_scaling_activities(ServiceNamespace="dynamodb")["ScalingActivities"] == []


def test_deregistering_takes_the_policies_and_their_alarms(
    aas: Any, table: str, labcloud: LabcloudProcess
) -> None:
    cw = labcloud.boto3_client("cloudwatch")
    register(aas, table)
    base = {"ServiceNamespace": "dynamodb", "ResourceId": f"table/{table}", "ScalableDimension": READ}
    put = aas.put_scaling_policy(
        PolicyName="reads",
        PolicyType="TargetTrackingScaling",
        TargetTrackingScalingPolicyConfiguration={
            "TargetValue": 60.0,
            "PredefinedMetricSpecification": {"PredefinedMetricType": "DynamoDBReadCapacityUtilization"},
        },
        **base,
    )
    names = [a["AlarmName"] for a in put["Alarms"]]
    again = aas.put_scaling_policy(
        PolicyName="reads",
        PolicyType="TargetTrackingScaling",
        TargetTrackingScalingPolicyConfiguration={
            "TargetValue": 40.0,
            "PredefinedMetricSpecification": {"PredefinedMetricType": "DynamoDBReadCapacityUtilization"},
        },
        **base,
    )
    assert again["PolicyARN"] == put["PolicyARN"]
    assert cw.describe_alarms(AlarmNames=names)["MetricAlarms"] == []  # the old pair replaced
    renamed = [a["AlarmName"] for a in again["Alarms"]]
    assert len(cw.describe_alarms(AlarmNames=renamed)["MetricAlarms"]) == 2
    aas.deregister_scalable_target(**base)
    assert cw.describe_alarms(AlarmNames=renamed)["MetricAlarms"] == []
    assert aas.describe_scaling_policies(ServiceNamespace="dynamodb")["ScalingPolicies"] == []


def test_an_alarm_scales_an_ecs_services_desired_count(aas: Any, labcloud: LabcloudProcess) -> None:
    ec2, ecs, cw = (labcloud.boto3_client(n) for n in ("ec2", "ecs", "cloudwatch"))
    vpc = ec2.create_vpc(CidrBlock="10.41.0.0/16")["Vpc"]["VpcId"]
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.41.1.0/24", AvailabilityZone="us-east-1a")["Subnet"]
    group = ec2.create_security_group(GroupName="aas-web", Description="web", VpcId=vpc)["GroupId"]
    ecs.create_cluster(clusterName="aas")
    family = ecs.register_task_definition(
        family="aas-web",
        networkMode="awsvpc",
        requiresCompatibilities=["FARGATE"],
        cpu="256",
        memory="512",
        containerDefinitions=[{"name": "web", "image": "public.ecr.aws/nginx/nginx:latest"}],
    )["taskDefinition"]["taskDefinitionArn"]
    ecs.create_service(
        cluster="aas",
        serviceName="web",
        taskDefinition=family,
        desiredCount=1,
        launchType="FARGATE",
        networkConfiguration={
            "awsvpcConfiguration": {"subnets": [subnet["SubnetId"]], "securityGroups": [group]}
        },
    )
    aas.register_scalable_target(
        ServiceNamespace="ecs",
        ResourceId="service/aas/web",
        ScalableDimension="ecs:service:DesiredCount",
        MinCapacity=1,
        MaxCapacity=4,
    )
    arn = aas.put_scaling_policy(
        PolicyName="more",
        ServiceNamespace="ecs",
        ResourceId="service/aas/web",
        ScalableDimension="ecs:service:DesiredCount",
        PolicyType="StepScaling",
        StepScalingPolicyConfiguration={
            "AdjustmentType": "ChangeInCapacity",
            "StepAdjustments": [{"MetricIntervalLowerBound": 0, "ScalingAdjustment": 5}],
        },
    )["PolicyARN"]
    cw.put_metric_alarm(
        AlarmName="ecs-busy",
        Namespace="AWS/ECS",
        MetricName="CPUUtilization",
        Dimensions=[{"Name": "ClusterName", "Value": "aas"}, {"Name": "ServiceName", "Value": "web"}],
        Statistic="Average",
        Period=60,
        EvaluationPeriods=1,
        Threshold=70.0,
        ComparisonOperator="GreaterThanThreshold",
        AlarmActions=[arn],
    )
    fire(cw, "ecs-busy", 95.0)  # +5, clamped to the maximum of 4

    def desired() -> int:
        return int(ecs.describe_services(cluster="aas", services=["web"])["services"][0]["desiredCount"])

    assert wait_for(lambda: desired() == 4)


def test_target_tracking_on_a_customized_metric(aas: Any, table: str, labcloud: LabcloudProcess) -> None:
    """A queue's depth per task (the sqs-ecs-autoscaling pattern's shape): the policy's alarms watch the named
    metric, and AlarmHigh's datapoint scales the capacity in proportion; metric math is refused by name."""
    ddb, cw = labcloud.boto3_client("dynamodb"), labcloud.boto3_client("cloudwatch")
    register(aas, table, low=5, high=50)
    custom = {
        "MetricName": "BacklogPerTask",
        "Namespace": "Orders",
        "Dimensions": [{"Name": "Queue", "Value": "orders"}],
        "Statistic": "Average",
        "Unit": "Count",
    }
    put = aas.put_scaling_policy(
        PolicyName="backlog",
        ServiceNamespace="dynamodb",
        ResourceId=f"table/{table}",
        ScalableDimension=READ,
        PolicyType="TargetTrackingScaling",
        TargetTrackingScalingPolicyConfiguration={
            "TargetValue": 10.0,
            "CustomizedMetricSpecification": custom,
        },
    )
    names = [a["AlarmName"] for a in put["Alarms"]]
    alarms = {a["AlarmName"]: a for a in cw.describe_alarms(AlarmNames=names)["MetricAlarms"]}
    high = next(a for n, a in alarms.items() if "-AlarmHigh-" in n)
    assert (high["Namespace"], high["MetricName"], high["Statistic"], high["Unit"]) == (
        "Orders",
        "BacklogPerTask",
        "Average",
        "Count",
    )
    assert high["Dimensions"] == [{"Name": "Queue", "Value": "orders"}] and high["Threshold"] == 10.0
    fire(cw, high["AlarmName"], 30.0)  # three times the target: 5 read units become 15
    assert wait_for(lambda: read_units(ddb, table) == 15)

    with pytest.raises(ClientError) as excinfo:
        aas.put_scaling_policy(
            PolicyName="math",
            ServiceNamespace="dynamodb",
            ResourceId=f"table/{table}",
            ScalableDimension=READ,
            PolicyType="TargetTrackingScaling",
            TargetTrackingScalingPolicyConfiguration={
                "TargetValue": 10.0,
                "CustomizedMetricSpecification": {
                    "Metrics": [
                        {
                            "Id": "m1",
                            "MetricStat": {"Metric": {"MetricName": "A", "Namespace": "N"}, "Stat": "Sum"},
                        }
                    ]
                },
            },
        )
    assert code(excinfo) == "ValidationException" and "metric math" in str(excinfo.value)
