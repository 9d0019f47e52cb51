"""AWS::KMS::Key, AWS::KMS::Alias, AWS::SecretsManager::Secret (GenerateSecretString), RotationSchedule,
ResourcePolicy, and the dynamic reference {{resolve:secretsmanager:...}} in resource properties."""

from __future__ import annotations

import json
from typing import Any

from cfn_helpers import events, wait_stack

TEMPLATE = {
    "Resources": {
        "Key": {
            "Type": "AWS::KMS::Key",
            "Properties": {"Description": "app key", "EnableKeyRotation": True, "PendingWindowInDays": 7},
        },
        "KeyAlias": {
            "Type": "AWS::KMS::Alias",
            "Properties": {"AliasName": "alias/app", "TargetKeyId": {"Ref": "Key"}},
        },
        "DbSecret": {
            "Type": "AWS::SecretsManager::Secret",
            "Properties": {
                "Name": "app/db",
                "KmsKeyId": {"Ref": "Key"},
                "GenerateSecretString": {
                    "SecretStringTemplate": '{"username": "admin"}',
                    "GenerateStringKey": "password",
                    "PasswordLength": 24,
                    "ExcludePunctuation": True,
                },
            },
        },
        "Policy": {
            "Type": "AWS::SecretsManager::ResourcePolicy",
            "Properties": {
                "SecretId": {"Ref": "DbSecret"},
                "ResourcePolicy": {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Deny",
                            "Principal": {"AWS": "arn:aws:iam::000000000000:role/nobody"},
                            "Action": "secretsmanager:GetSecretValue",
                            "Resource": "*",
                        }
                    ],
                },
            },
        },
        "Consumer": {
            "Type": "AWS::SQS::Queue",
            "Properties": {
                "QueueName": "consumer",
                "Tags": [
                    {"Key": "db-user", "Value": "{{resolve:secretsmanager:app/db:SecretString:username}}"}
                ],
            },
            "DependsOn": "DbSecret",
        },
    },
    "Outputs": {
        "KeyArn": {"Value": {"Fn::GetAtt": ["Key", "Arn"]}},
        "SecretArn": {"Value": {"Ref": "DbSecret"}},
    },
}


def test_keys_secrets_policies_and_dynamic_references_deploy(labcloud: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    kms = labcloud.boto3_client("kms")
    sm = labcloud.boto3_client("secretsmanager")
    sqs = labcloud.boto3_client("sqs")
    stack_id = cfn.create_stack(StackName="sec", TemplateBody=json.dumps(TEMPLATE))["StackId"]
    stack = wait_stack(cfn, "sec")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "sec")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    key = kms.describe_key(KeyId="alias/app")["KeyMetadata"]
    assert key["Arn"] == outputs["KeyArn"] and key["Description"] == "app key"
    assert kms.get_key_rotation_status(KeyId=key["KeyId"])["KeyRotationEnabled"] is True
    value = json.loads(sm.get_secret_value(SecretId="app/db")["SecretString"])
    assert value["username"] == "admin" and len(value["password"]) == 24 and value["password"].isalnum()
    described = sm.describe_secret(SecretId=outputs["SecretArn"])
    assert described["KmsKeyId"] == key["KeyId"]
    assert "nobody" in sm.get_resource_policy(SecretId="app/db")["ResourcePolicy"]
    url = sqs.get_queue_url(QueueName="consumer")["QueueUrl"]
    assert sqs.list_queue_tags(QueueUrl=url)["Tags"]["db-user"] == "admin"
    # the stack keeps the reference, never the value
    consumer = cfn.describe_stack_resource(StackName="sec", LogicalResourceId="Consumer")[
        "StackResourceDetail"
    ]
    assert "admin" not in json.dumps(consumer, default=str)
    template = cfn.get_template(StackName="sec")["TemplateBody"]
    assert value["password"] not in json.dumps(template, default=str)
    cfn.delete_stack(StackName="sec")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert kms.describe_key(KeyId=key["KeyId"])["KeyMetadata"]["KeyState"] == "PendingDeletion"
    assert kms.list_aliases()["Aliases"] == []
    assert sm.list_secrets(IncludePlannedDeletion=True)["SecretList"] == []


def test_a_dynamic_reference_to_a_missing_key_fails_the_resource(labcloud: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    sm = labcloud.boto3_client("secretsmanager")
    sm.create_secret(Name="plain", SecretString='{"a": "1"}')
    template = {
        "Resources": {
            "Q": {
                "Type": "AWS::SQS::Queue",
                "Properties": {
                    "Tags": [{"Key": "x", "Value": "{{resolve:secretsmanager:plain:SecretString:b}}"}]
                },
            }
        }
    }
    cfn.create_stack(StackName="bad-ref", TemplateBody=json.dumps(template))
    assert wait_stack(cfn, "bad-ref")["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        reason
        for logical, status, reason in events(cfn, "bad-ref")
        if logical == "Q" and status == "CREATE_FAILED"
    ]
    assert reasons == ["Could not find a value associated with JSONKey b in SecretString"]


def test_rotation_schedule_resource(labcloud: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    sm = labcloud.boto3_client("secretsmanager")
    template = {
        "Resources": {
            "S": {
                "Type": "AWS::SecretsManager::Secret",
                "Properties": {"Name": "rotated", "SecretString": "{}"},
            },
            "R": {
                "Type": "AWS::SecretsManager::RotationSchedule",
                "Properties": {
                    "SecretId": {"Ref": "S"},
                    "RotationLambdaARN": "arn:aws:lambda:us-east-1:000000000000:function:rotator",
                    "RotateImmediatelyOnUpdate": False,
                    "RotationRules": {"ScheduleExpression": "rate(7 days)"},
                },
            },
        }
    }
    stack_id = cfn.create_stack(StackName="rot", TemplateBody=json.dumps(template))["StackId"]
    assert wait_stack(cfn, "rot")["StackStatus"] == "CREATE_COMPLETE", events(cfn, "rot")
    described = sm.describe_secret(SecretId="rotated")
    assert described["RotationEnabled"] is True
    assert described["RotationRules"]["ScheduleExpression"] == "rate(7 days)"
    cfn.delete_stack(StackName="rot")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert sm.list_secrets(IncludePlannedDeletion=True)["SecretList"] == []


def test_replica_key_resource(labcloud: Any) -> None:
    """AWS::KMS::ReplicaKey in a us-west-2 stack replicates a us-east-1 primary: created, updated in place
    (description, policy, enabled, tags), replaced by a new primary ARN, deleted (scheduled)."""
    east = labcloud.boto3_client("kms")
    west = labcloud.boto3_client("kms", region_name="us-west-2")
    cfn = labcloud.boto3_client("cloudformation", region_name="us-west-2")
    primary = east.create_key(MultiRegion=True)["KeyMetadata"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"AWS": "arn:aws:iam::000000000000:root"},
                "Action": "kms:*",
                "Resource": "*",
            }
        ],
    }

    def template(description: str, enabled: bool, arn: str) -> str:
        props = {
            "PrimaryKeyArn": arn,
            "KeyPolicy": policy,
            "Description": description,
            "Enabled": enabled,
            "PendingWindowInDays": 7,
            "Tags": [{"Key": "d", "Value": description}],
        }
        return json.dumps(
            {
                "Resources": {"Replica": {"Type": "AWS::KMS::ReplicaKey", "Properties": props}},
                "Outputs": {"Arn": {"Value": {"Fn::GetAtt": ["Replica", "Arn"]}}},
            }
        )

    cfn.create_stack(StackName="replica", TemplateBody=template("one", True, primary["Arn"]))
    stack = wait_stack(cfn, "replica")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "replica")
    arn = f"arn:aws:kms:us-west-2:000000000000:key/{primary['KeyId']}"
    assert stack["Outputs"][0]["OutputValue"] == arn
    meta = west.describe_key(KeyId=primary["KeyId"])["KeyMetadata"]
    assert (meta["Description"], meta["MultiRegionConfiguration"]["MultiRegionKeyType"]) == ("one", "REPLICA")

    cfn.update_stack(StackName="replica", TemplateBody=template("two", False, primary["Arn"]))
    assert wait_stack(cfn, "replica")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "replica")
    meta = west.describe_key(KeyId=primary["KeyId"])["KeyMetadata"]
    assert (meta["Description"], meta["KeyState"]) == ("two", "Disabled")
    assert west.list_resource_tags(KeyId=primary["KeyId"])["Tags"] == [{"TagKey": "d", "TagValue": "two"}]

    other = east.create_key(MultiRegion=True)["KeyMetadata"]
    cfn.update_stack(StackName="replica", TemplateBody=template("two", True, other["Arn"]))
    assert wait_stack(cfn, "replica")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "replica")
    assert west.describe_key(KeyId=other["KeyId"])["KeyMetadata"]["KeyState"] == "Enabled"
    assert west.describe_key(KeyId=primary["KeyId"])["KeyMetadata"]["KeyState"] == "PendingDeletion"

    stack_id = wait_stack(cfn, "replica")["StackId"]
    cfn.delete_stack(StackName="replica")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert west.describe_key(KeyId=other["KeyId"])["KeyMetadata"]["KeyState"] == "PendingDeletion"
