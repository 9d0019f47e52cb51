"""Nested stacks: AWS::CloudFormation::Stack with a TemplateURL in labcloud's S3 (path and virtual-host
forms), parameters in, outputs read by the parent, ParentId/RootId, cascading delete, a failing child
rolling the parent back with AWS's reason, and `aws cloudformation package` of a local child template
(also as SAM's AWS::Serverless::Application).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cfn_helpers import events, wait_stack

CHILD = {
    "Parameters": {"Visibility": {"Type": "Number"}},
    "Resources": {
        "Queue": {"Type": "AWS::SQS::Queue", "Properties": {"VisibilityTimeout": {"Ref": "Visibility"}}}
    },
    "Outputs": {
        "QueueArn": {"Value": {"Fn::GetAtt": ["Queue", "Arn"]}},
        "QueueUrl": {"Value": {"Ref": "Queue"}},
    },
}
#: a child that nests another child: the grandchild's RootId is the top stack
MIDDLE = {
    "Parameters": {"Url": {"Type": "String"}},
    "Resources": {
        "Inner": {
            "Type": "AWS::CloudFormation::Stack",
            "Properties": {"TemplateURL": {"Ref": "Url"}, "Parameters": {"Visibility": 7}},
        }
    },
    "Outputs": {"InnerUrl": {"Value": {"Fn::GetAtt": ["Inner", "Outputs.QueueUrl"]}}},
}
FAILING = {
    "Resources": {
        "Fine": {"Type": "AWS::SQS::Queue"},
        "Bad": {"Type": "AWS::SQS::Queue", "DependsOn": "Fine", "Properties": {"NoSuchProperty": 1}},
    }
}


def upload(labcloud: Any, key: str, template: dict[str, Any]) -> None:
    s3 = labcloud.boto3_client("s3")
    if "templates" not in [b["Name"] for b in s3.list_buckets()["Buckets"]]:
        s3.create_bucket(Bucket="templates")
    s3.put_object(Bucket="templates", Key=key, Body=json.dumps(template).encode())


def parent(url: str, visibility: Any = 30, middle_url: str | None = None) -> str:
    resources: dict[str, Any] = {
        "Child": {
            "Type": "AWS::CloudFormation::Stack",
            "Properties": {"TemplateURL": url, "Parameters": {"Visibility": visibility}},
        }
    }
    outputs: dict[str, Any] = {"ChildArn": {"Value": {"Fn::GetAtt": ["Child", "Outputs.QueueArn"]}}}
    if middle_url:
        resources["Middle"] = {
            "Type": "AWS::CloudFormation::Stack",
            "Properties": {"TemplateURL": middle_url, "Parameters": {"Url": url}},
        }
        outputs["InnerUrl"] = {"Value": {"Fn::GetAtt": ["Middle", "Outputs.InnerUrl"]}}
    return json.dumps({"Resources": resources, "Outputs": outputs})


def test_nested_create_outputs_parents_update_delete(labcloud: Any, cfn: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    upload(labcloud, "child.json", CHILD)
    upload(labcloud, "middle.json", MIDDLE)
    path_url = f"{labcloud.endpoint}/templates/child.json"  # labcloud's own path-style URL
    virtual_url = "https://templates.s3.us-east-1.amazonaws.com/middle.json"  # as `package` writes it
    top_id = cfn.create_stack(StackName="top", TemplateBody=parent(path_url, 30, virtual_url))["StackId"]
    top = wait_stack(cfn, "top")
    assert top["StackStatus"] == "CREATE_COMPLETE", events(cfn, "top")
    assert "ParentId" not in top and "RootId" not in top

    by_logical = {
        r["LogicalResourceId"]: r for r in cfn.describe_stack_resources(StackName="top")["StackResources"]
    }
    child_id = by_logical["Child"]["PhysicalResourceId"]
    middle_id = by_logical["Middle"]["PhysicalResourceId"]
    assert by_logical["Child"]["ResourceType"] == "AWS::CloudFormation::Stack"
    child = cfn.describe_stacks(StackName=child_id)["Stacks"][0]
    assert child["StackName"].startswith("top-Child-") and len(child["StackName"]) == len("top-Child-") + 12
    assert (child["ParentId"], child["RootId"]) == (top_id, top_id)
    assert [p["ParameterValue"] for p in child["Parameters"]] == ["30"]
    inner_id = cfn.describe_stack_resources(StackName=middle_id)["StackResources"][0]["PhysicalResourceId"]
    inner = cfn.describe_stacks(StackName=inner_id)["Stacks"][0]
    assert (inner["ParentId"], inner["RootId"]) == (middle_id, top_id)
    summaries = {s["StackId"]: s for s in cfn.list_stacks()["StackSummaries"]}
    assert summaries[inner_id]["ParentId"] == middle_id and summaries[inner_id]["RootId"] == top_id
    assert "ParentId" not in summaries[top_id]

    outputs = {o["OutputKey"]: o["OutputValue"] for o in top["Outputs"]}
    child_outputs = {o["OutputKey"]: o["OutputValue"] for o in child["Outputs"]}
    assert outputs["ChildArn"] == child_outputs["QueueArn"]
    got = sqs.get_queue_attributes(QueueUrl=outputs["InnerUrl"], AttributeNames=["VisibilityTimeout"])
    assert got["Attributes"]["VisibilityTimeout"] == "7"

    # A parameter change updates the child in place.
    cfn.update_stack(StackName="top", TemplateBody=parent(path_url, 45, virtual_url))
    assert wait_stack(cfn, "top")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "top")
    assert cfn.describe_stacks(StackName=child_id)["Stacks"][0]["StackStatus"] == "UPDATE_COMPLETE"
    got = sqs.get_queue_attributes(QueueUrl=child_outputs["QueueUrl"], AttributeNames=["VisibilityTimeout"])
    assert got["Attributes"]["VisibilityTimeout"] == "45"

    # Deleting the parent deletes every nested stack and their resources.
    cfn.delete_stack(StackName="top")
    assert wait_stack(cfn, top_id)["StackStatus"] == "DELETE_COMPLETE"
    for nested in (child_id, middle_id, inner_id):
        assert cfn.describe_stacks(StackName=nested)["Stacks"][0]["StackStatus"] == "DELETE_COMPLETE"
    assert sqs.list_queues().get("QueueUrls", []) == []


def test_failing_child_rolls_back_the_parent(labcloud: Any, cfn: Any) -> None:
    upload(labcloud, "bad.json", FAILING)
    body = json.dumps(
        {
            "Resources": {
                "Nested": {
                    "Type": "AWS::CloudFormation::Stack",
                    "Properties": {"TemplateURL": "https://templates.s3.amazonaws.com/bad.json"},
                }
            }
        }
    )
    cfn.create_stack(StackName="outer", TemplateBody=body)
    assert wait_stack(cfn, "outer")["StackStatus"] == "ROLLBACK_COMPLETE"
    shown = events(cfn, "outer")
    failed = [e for e in shown if e[0] == "Nested" and e[1] == "CREATE_FAILED"]
    child_id = cfn.describe_stack_resources(StackName="outer")["StackResources"][0]["PhysicalResourceId"]
    assert failed == [
        (
            "Nested",
            "CREATE_FAILED",
            f"Embedded stack {child_id} was not successfully created: "
            "The following resource(s) failed to create: [Bad].",
        )
    ]
    assert (
        "outer",
        "ROLLBACK_IN_PROGRESS",
        "The following resource(s) failed to create: [Nested]. Rollback requested by user.",
    ) in shown
    assert ("Nested", "DELETE_COMPLETE", None) in shown
    assert cfn.describe_stacks(StackName=child_id)["Stacks"][0]["StackStatus"] == "DELETE_COMPLETE"
    assert labcloud.boto3_client("sqs").list_queues().get("QueueUrls", []) == []


def test_missing_template_url_object_fails_the_resource(labcloud: Any, cfn: Any) -> None:
    labcloud.boto3_client("s3").create_bucket(Bucket="templates")
    body = json.dumps(
        {
            "Resources": {
                "Nested": {
                    "Type": "AWS::CloudFormation::Stack",
                    "Properties": {"TemplateURL": "https://templates.s3.amazonaws.com/absent.json"},
                }
            }
        }
    )
    cfn.create_stack(StackName="outer", TemplateBody=body)
    assert wait_stack(cfn, "outer")["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [e[2] for e in events(cfn, "outer") if e[1] == "CREATE_FAILED"]
    assert reasons and "TemplateURL must reference a valid S3 object to which you have access." in reasons[0]
    assert "Error Code: ValidationError" in reasons[0]


def test_package_uploads_local_child_and_sam_application(labcloud: Any, cfn: Any, tmp_path: Path) -> None:
    (tmp_path / "child.yaml").write_text(
        "Parameters:\n  Visibility: {Type: Number}\nResources:\n  Queue:\n    Type: AWS::SQS::Queue\n"
        "    Properties: {VisibilityTimeout: !Ref Visibility}\nOutputs:\n  QueueUrl: {Value: !Ref Queue}\n"
    )
    (tmp_path / "template.yaml").write_text(
        "Transform: AWS::Serverless-2016-10-31\nResources:\n"
        "  Plain:\n    Type: AWS::CloudFormation::Stack\n"
        "    Properties:\n      TemplateURL: ./child.yaml\n      Parameters: {Visibility: 11}\n"
        "  App:\n    Type: AWS::Serverless::Application\n"
        "    Properties:\n      Location: ./child.yaml\n      Parameters: {Visibility: 12}\n"
        "Outputs:\n  PlainUrl: {Value: !GetAtt Plain.Outputs.QueueUrl}\n"
        "  AppUrl: {Value: !GetAtt App.Outputs.QueueUrl}\n"
    )
    labcloud.aws("s3", "mb", "s3://artifacts")
    labcloud.aws(
        "cloudformation",
        "package",
        "--template-file",
        str(tmp_path / "template.yaml"),
        "--s3-bucket",
        "artifacts",
        "--output-template-file",
        str(tmp_path / "packaged.yaml"),
    )
    packaged = (tmp_path / "packaged.yaml").read_text()
    uploaded = f"{labcloud.endpoint}/artifacts/"  # the CLI writes the endpoint's path-style URL
    assert f"TemplateURL: {uploaded}" in packaged and f"Location: {uploaded}" in packaged
    cfn.create_stack(
        StackName="apps", TemplateBody=packaged, Capabilities=["CAPABILITY_AUTO_EXPAND"]
    )  # (`deploy` would do the same through a change set, polling every 5 s)
    wait_stack(cfn, "apps")
    stack = cfn.describe_stacks(StackName="apps")["Stacks"][0]
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    sqs = labcloud.boto3_client("sqs")
    for key, expected in (("PlainUrl", "11"), ("AppUrl", "12")):
        got = sqs.get_queue_attributes(QueueUrl=outputs[key], AttributeNames=["VisibilityTimeout"])
        assert got["Attributes"]["VisibilityTimeout"] == expected
    types = {
        r["LogicalResourceId"]: r["ResourceType"]
        for r in cfn.list_stack_resources(StackName="apps")["StackResourceSummaries"]
    }
    assert types == {"Plain": "AWS::CloudFormation::Stack", "App": "AWS::CloudFormation::Stack"}
