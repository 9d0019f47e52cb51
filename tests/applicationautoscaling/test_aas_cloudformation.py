"""Application Auto Scaling through CloudFormation: a DynamoDB table, its scalable target with a scheduled
action and a target tracking policy naming it by ScalingTargetId; an update changes the maximum in place;
an unsupported namespace fails the stack with the service's error; all goes with the stack."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402


def _template(maximum: int) -> dict[str, Any]:
    return {
        "Resources": {
            "Table": {
                "Type": "AWS::DynamoDB::Table",
                "Properties": {
                    "TableName": "cfn-scaled",
                    "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
                    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
                    "ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
                },
            },
            "Target": {
                "Type": "AWS::ApplicationAutoScaling::ScalableTarget",
                "Properties": {
                    "ServiceNamespace": "dynamodb",
                    "ResourceId": {"Fn::Sub": "table/${Table}"},
                    "ScalableDimension": "dynamodb:table:WriteCapacityUnits",
                    "MinCapacity": "5",
                    "MaxCapacity": str(maximum),
                    "ScheduledActions": [
                        {
                            "ScheduledActionName": "nightly",
                            "Schedule": "cron(0 1 * * ? *)",
                            "ScalableTargetAction": {"MinCapacity": 1},
                        }
                    ],
                },
            },
            "Policy": {
                "Type": "AWS::ApplicationAutoScaling::ScalingPolicy",
                "Properties": {
                    "PolicyName": "writes",
                    "PolicyType": "TargetTrackingScaling",
                    "ScalingTargetId": {"Ref": "Target"},
                    "TargetTrackingScalingPolicyConfiguration": {
                        "TargetValue": 70,
                        "PredefinedMetricSpecification": {
                            "PredefinedMetricType": "DynamoDBWriteCapacityUtilization"
                        },
                    },
                },
            },
        },
        "Outputs": {
            "Target": {"Value": {"Ref": "Target"}},
            "Policy": {"Value": {"Ref": "Policy"}},
            "PolicyArn": {"Value": {"Fn::GetAtt": ["Policy", "Arn"]}},
        },
    }


def test_a_stack_scales_a_table(labcloud: LabcloudProcess) -> None:
    cfn: Any = labcloud.boto3_client("cloudformation")
    aas: Any = labcloud.boto3_client("application-autoscaling")
    cfn.create_stack(StackName="scaled", TemplateBody=json.dumps(_template(40)))
    stack = wait_stack(cfn, "scaled", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert out["Target"] == "table/cfn-scaled|dynamodb:table:WriteCapacityUnits|dynamodb"
    assert out["Policy"] == out["PolicyArn"] and out["Policy"].startswith("arn:aws:autoscaling:")
    target = aas.describe_scalable_targets(ServiceNamespace="dynamodb")["ScalableTargets"][0]
    assert (target["MinCapacity"], target["MaxCapacity"]) == (5, 40)
    actions = aas.describe_scheduled_actions(ServiceNamespace="dynamodb")["ScheduledActions"]
    assert [a["ScheduledActionName"] for a in actions] == ["nightly"]
    policy = aas.describe_scaling_policies(ServiceNamespace="dynamodb")["ScalingPolicies"][0]
    assert len(policy["Alarms"]) == 2
    cfn.update_stack(StackName="scaled", TemplateBody=json.dumps(_template(60)))
    assert wait_stack(cfn, "scaled", timeout=120)["StackStatus"] == "UPDATE_COMPLETE"
    target = aas.describe_scalable_targets(ServiceNamespace="dynamodb")["ScalableTargets"][0]
    assert target["MaxCapacity"] == 60
    cfn.delete_stack(StackName="scaled")
    cfn.get_waiter("stack_delete_complete").wait(
        StackName="scaled", WaiterConfig={"Delay": 1, "MaxAttempts": 120}
    )
    assert aas.describe_scalable_targets(ServiceNamespace="dynamodb")["ScalableTargets"] == []
    assert aas.describe_scaling_policies(ServiceNamespace="dynamodb")["ScalingPolicies"] == []
    assert labcloud.boto3_client("cloudwatch").describe_alarms()["MetricAlarms"] == []


def test_an_unsupported_namespace_fails_the_stack(labcloud: LabcloudProcess) -> None:
    cfn: Any = labcloud.boto3_client("cloudformation")
    template = {
        "Resources": {
            "Target": {
                "Type": "AWS::ApplicationAutoScaling::ScalableTarget",
                "Properties": {
                    "ServiceNamespace": "rds",
                    "ResourceId": "cluster:db",
                    "ScalableDimension": "rds:cluster:ReadReplicaCount",
                    "MinCapacity": 1,
                    "MaxCapacity": 2,
                },
            }
        }
    }
    cfn.create_stack(StackName="rds-scaled", TemplateBody=json.dumps(template))
    assert wait_stack(cfn, "rds-scaled", timeout=60)["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="rds-scaled")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["LogicalResourceId"] == "Target"]
    assert any("ValidationException" in r and "Unsupported service namespace" in r for r in reasons), reasons
