"""AWS::DynamoDB::GlobalTable: a stack makes the table in its region and a real replica in another (with
the replica's own tags, table class and point-in-time recovery there), adds and removes replicas in
place, refuses what labcloud's on-demand global tables do not have, and deletes every replica."""

from __future__ import annotations

import json
from typing import Any

from cfn_helpers import events, wait_for, wait_stack

WEST, EU = "us-west-2", "eu-west-1"


def _template(replicas: list[dict[str, Any]], billing: str = "PAY_PER_REQUEST") -> str:
    return json.dumps(
        {
            "Resources": {
                "People": {
                    "Type": "AWS::DynamoDB::GlobalTable",
                    "Properties": {
                        "AttributeDefinitions": [
                            {"AttributeName": "id", "AttributeType": "S"},
                            {"AttributeName": "team", "AttributeType": "S"},
                        ],
                        "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                        "BillingMode": billing,
                        "StreamSpecification": {"StreamViewType": "NEW_AND_OLD_IMAGES"},
                        "GlobalSecondaryIndexes": [
                            {
                                "IndexName": "by-team",
                                "KeySchema": [{"AttributeName": "team", "KeyType": "HASH"}],
                                "Projection": {"ProjectionType": "ALL"},
                            }
                        ],
                        "TimeToLiveSpecification": {"AttributeName": "expires", "Enabled": True},
                        "Replicas": replicas,
                    },
                }
            },
            "Outputs": {
                "Name": {"Value": {"Ref": "People"}},
                "Arn": {"Value": {"Fn::GetAtt": ["People", "Arn"]}},
                "StreamArn": {"Value": {"Fn::GetAtt": ["People", "StreamArn"]}},
            },
        }
    )


def test_global_table_stack_lifecycle(labcloud: Any, cfn: Any) -> None:
    east = labcloud.boto3_client("dynamodb")
    west = labcloud.boto3_client("dynamodb", region_name=WEST)
    eu = labcloud.boto3_client("dynamodb", region_name=EU)
    replicas = [
        {"Region": "us-east-1", "Tags": [{"Key": "home", "Value": "yes"}]},
        {
            "Region": WEST,
            "TableClass": "STANDARD_INFREQUENT_ACCESS",
            "PointInTimeRecoverySpecification": {"PointInTimeRecoveryEnabled": True},
            "Tags": [{"Key": "replica", "Value": "west"}],
        },
    ]
    cfn.create_stack(StackName="glob", TemplateBody=_template(replicas))
    stack = wait_stack(cfn, "glob")
    assert stack["StackStatus"] == "CREATE_COMPLETE", [e for e in events(cfn, "glob") if "FAILED" in e[1]]
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    name = outputs["Name"]
    assert name.startswith("glob-People-")
    table = east.describe_table(TableName=name)["Table"]
    assert outputs["Arn"] == table["TableArn"] and outputs["StreamArn"] == table["LatestStreamArn"]
    assert table["Replicas"] == [
        {
            "RegionName": WEST,
            "ReplicaStatus": "ACTIVE",
            "GlobalSecondaryIndexes": [{"IndexName": "by-team"}],
            "ReplicaTableClassSummary": {"TableClass": "STANDARD_INFREQUENT_ACCESS"},
        }
    ]
    replica = west.describe_table(TableName=name)["Table"]
    assert replica["TableClassSummary"]["TableClass"] == "STANDARD_INFREQUENT_ACCESS"
    assert west.list_tags_of_resource(ResourceArn=replica["TableArn"])["Tags"] == [
        {"Key": "replica", "Value": "west"}
    ]
    backups = west.describe_continuous_backups(TableName=name)["ContinuousBackupsDescription"]
    assert backups["PointInTimeRecoveryDescription"]["PointInTimeRecoveryStatus"] == "ENABLED"
    assert west.describe_time_to_live(TableName=name)["TimeToLiveDescription"]["AttributeName"] == "expires"
    east.put_item(TableName=name, Item={"id": {"S": "a"}, "team": {"S": "red"}})
    wait_for(lambda: west.get_item(TableName=name, Key={"id": {"S": "a"}}).get("Item"))
    # an update adds a replica in eu-west-1 and removes the one in us-west-2
    cfn.update_stack(StackName="glob", TemplateBody=_template([replicas[0], {"Region": EU}]))
    stack = wait_stack(cfn, "glob")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", [e for e in events(cfn, "glob") if "FAILED" in e[1]]
    assert [r["RegionName"] for r in east.describe_table(TableName=name)["Table"]["Replicas"]] == [EU]
    assert west.list_tables()["TableNames"] == []
    assert eu.get_item(TableName=name, Key={"id": {"S": "a"}})["Item"]["team"] == {"S": "red"}
    cfn.delete_stack(StackName="glob")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert east.list_tables()["TableNames"] == [] and eu.list_tables()["TableNames"] == []


def test_global_table_refusals(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(
        StackName="fixed", TemplateBody=_template([{"Region": "us-east-1"}, {"Region": WEST}], "PROVISIONED")
    )
    stack = wait_stack(cfn, "fixed")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [e[2] for e in events(cfn, "fixed") if e[1] == "CREATE_FAILED"]
    assert any("Pay-Per-Request or AutoScaled" in (r or "") for r in reasons), reasons
    cfn.create_stack(StackName="elsewhere", TemplateBody=_template([{"Region": WEST}]))
    stack = wait_stack(cfn, "elsewhere")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [e[2] for e in events(cfn, "elsewhere") if e[1] == "CREATE_FAILED"]
    assert any("Replicas must include the stack's region" in (r or "") for r in reasons), reasons
    assert labcloud.boto3_client("dynamodb", region_name=WEST).list_tables()["TableNames"] == []
