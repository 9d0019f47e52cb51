"""AWS::ResourceGroups::Group in CloudFormation: a stack query naming the stack being deployed (as AWS's
apigw-throttle-sam pattern writes it), a tag query, Ref and Fn::GetAtt, an update in place, a replacement by
name, and the delete; a configured group fails the stack with Resource Groups' own error."""

from __future__ import annotations

import json
from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def _deploy(cfn: Any, name: str, template: dict[str, Any], update: bool = False) -> dict[str, Any]:
    if update:
        cfn.update_stack(StackName=name, TemplateBody=json.dumps(template))
        cfn.get_waiter("stack_update_complete").wait(StackName=name, WaiterConfig={"Delay": 1})
    else:
        cfn.create_stack(StackName=name, TemplateBody=json.dumps(template))
        cfn.get_waiter("stack_create_complete").wait(StackName=name, WaiterConfig={"Delay": 1})
    stack = cfn.describe_stacks(StackName=name)["Stacks"][0]
    return {o["OutputKey"]: o["OutputValue"] for o in stack.get("Outputs") or []}


def _template(description: str, tag_group_name: str = "by-tag") -> dict[str, Any]:
    return {
        "Resources": {
            "Queue": {"Type": "AWS::SQS::Queue", "Properties": {"Tags": [{"Key": "app", "Value": "cfn"}]}},
            "Stack": {
                "Type": "AWS::ResourceGroups::Group",
                "Properties": {
                    "Name": {"Fn::Join": ["", ["ApplicationInsights-SAM-", {"Ref": "AWS::StackName"}]]},
                    "ResourceQuery": {"Type": "CLOUDFORMATION_STACK_1_0"},
                },
            },
            "ByTag": {
                "Type": "AWS::ResourceGroups::Group",
                "Properties": {
                    "Name": tag_group_name,
                    "Description": description,
                    "ResourceQuery": {
                        "Type": "TAG_FILTERS_1_0",
                        "Query": {
                            "ResourceTypeFilters": ["AWS::SQS::Queue"],
                            "TagFilters": [{"Key": "app", "Values": ["cfn"]}],
                        },
                    },
                    "Tags": [{"Key": "team", "Value": "infra"}],
                },
            },
        },
        "Outputs": {
            "StackGroup": {"Value": {"Ref": "Stack"}},
            "TagGroupArn": {"Value": {"Fn::GetAtt": ["ByTag", "Arn"]}},
            "Queue": {"Value": {"Fn::GetAtt": ["Queue", "Arn"]}},
        },
    }


def test_groups_deploy_update_replace_and_delete(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    rg = labcloud.boto3_client("resource-groups")
    outputs = _deploy(cfn, "grouped", _template("first"))
    assert outputs["StackGroup"] == "ApplicationInsights-SAM-grouped"
    assert outputs["TagGroupArn"] == "arn:aws:resource-groups:us-east-1:000000000000:group/by-tag"
    members = rg.list_group_resources(Group="ApplicationInsights-SAM-grouped")["Resources"]
    types = {m["Identifier"]["ResourceType"] for m in members}
    assert "AWS::SQS::Queue" in types and "AWS::ResourceGroups::Group" in types
    query = json.loads(
        rg.get_group_query(Group="ApplicationInsights-SAM-grouped")["GroupQuery"]["ResourceQuery"]["Query"]
    )
    assert query["StackIdentifier"] == cfn.describe_stacks(StackName="grouped")["Stacks"][0]["StackId"]
    by_tag = rg.list_group_resources(Group="by-tag")["Resources"]
    assert [m["Identifier"]["ResourceArn"] for m in by_tag] == [outputs["Queue"]]
    assert rg.get_tags(Arn=outputs["TagGroupArn"])["Tags"] == {"team": "infra"}
    _deploy(cfn, "grouped", _template("second"), update=True)
    assert rg.get_group(Group="by-tag")["Group"]["Description"] == "second"
    replaced = _deploy(cfn, "grouped", _template("second", "by-tag-2"), update=True)
    assert replaced["TagGroupArn"].endswith(":group/by-tag-2")
    assert sorted(g["Name"] for g in rg.list_groups()["Groups"]) == [
        "ApplicationInsights-SAM-grouped",
        "by-tag-2",
    ]
    cfn.delete_stack(StackName="grouped")
    cfn.get_waiter("stack_delete_complete").wait(StackName="grouped", WaiterConfig={"Delay": 1})
    assert rg.list_groups()["Groups"] == []


def test_a_configured_group_fails_the_stack(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    template = {
        "Resources": {
            "Configured": {
                "Type": "AWS::ResourceGroups::Group",
                "Properties": {
                    "Name": "pool",
                    "Configuration": [{"Type": "AWS::EC2::CapacityReservationPool"}],
                },
            }
        }
    }
    cfn.create_stack(StackName="configured", TemplateBody=json.dumps(template))
    waiter = cfn.get_waiter("stack_create_complete")
    try:
        waiter.wait(StackName="configured", WaiterConfig={"Delay": 1, "MaxAttempts": 30})
    except Exception:  # noqa: BLE001 - the waiter fails on ROLLBACK_COMPLETE, which is what we expect
        pass
    events = cfn.describe_stack_events(StackName="configured")["StackEvents"]
    failed = [
        e for e in events if e["LogicalResourceId"] == "Configured" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert failed and "BadRequestException" in failed[0]["ResourceStatusReason"]
    assert cfn.describe_stacks(StackName="configured")["Stacks"][0]["StackStatus"] == "ROLLBACK_COMPLETE"
