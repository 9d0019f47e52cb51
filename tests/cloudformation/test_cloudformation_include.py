"""Fn::Transform with AWS::Include: snippets from labcloud's S3 merged into a section, a resource's
Properties and a property value; CAPABILITY_AUTO_EXPAND required as AWS does; other macro names and
malformed transforms refused with AWS's messages.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import wait_for, wait_stack

RESOURCES_SNIPPET = "Extra:\n  Type: AWS::SQS::Queue\n  Properties:\n    DelaySeconds: 3\n"
PROPERTIES_SNIPPET = json.dumps({"VisibilityTimeout": 40})
TAGS_SNIPPET = "- Key: team\n  Value: blue\n"


def include(location: Any) -> dict[str, Any]:
    return {"Fn::Transform": {"Name": "AWS::Include", "Parameters": {"Location": location}}}


def template() -> dict[str, Any]:
    return {
        "Resources": {
            "Main": {
                "Type": "AWS::SQS::Queue",
                "Properties": {
                    "MessageRetentionPeriod": 600,
                    **include("s3://snippets/properties.json"),
                    "Tags": include("https://snippets.s3.amazonaws.com/tags.yaml"),
                },
            },
            **include("s3://snippets/resources.yaml"),
        },
        "Outputs": {"Extra": {"Value": {"Ref": "Extra"}}, "Main": {"Value": {"Ref": "Main"}}},
    }


def upload(labcloud: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="snippets")
    for key, body in (
        ("resources.yaml", RESOURCES_SNIPPET),
        ("properties.json", PROPERTIES_SNIPPET),
        ("tags.yaml", TAGS_SNIPPET),
    ):
        s3.put_object(Bucket="snippets", Key=key, Body=body.encode())


def test_include_in_a_section_properties_and_a_value(labcloud: Any, cfn: Any) -> None:
    upload(labcloud)
    body = json.dumps(template())
    with pytest.raises(ClientError) as refused:
        cfn.create_stack(StackName="inc", TemplateBody=body)
    assert refused.value.response["Error"]["Code"] == "InsufficientCapabilitiesException"
    assert refused.value.response["Error"]["Message"] == "Requires capabilities : [CAPABILITY_AUTO_EXPAND]"

    cfn.create_stack(StackName="inc", TemplateBody=body, Capabilities=["CAPABILITY_AUTO_EXPAND"])
    stack = wait_stack(cfn, "inc")
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    sqs = labcloud.boto3_client("sqs")
    main = sqs.get_queue_attributes(QueueUrl=outputs["Main"], AttributeNames=["All"])["Attributes"]
    assert (main["VisibilityTimeout"], main["MessageRetentionPeriod"]) == ("40", "600")
    assert sqs.list_queue_tags(QueueUrl=outputs["Main"])["Tags"]["team"] == "blue"
    extra = sqs.get_queue_attributes(QueueUrl=outputs["Extra"], AttributeNames=["DelaySeconds"])
    assert extra["Attributes"]["DelaySeconds"] == "3"

    processed = cfn.get_template(StackName="inc", TemplateStage="Processed")["TemplateBody"]
    processed = processed if isinstance(processed, dict) else json.loads(processed)
    assert "Fn::Transform" not in json.dumps(processed)
    assert processed["Resources"]["Main"]["Properties"]["VisibilityTimeout"] == 40
    original = cfn.get_template(StackName="inc")["TemplateBody"]
    assert "Fn::Transform" in (original if isinstance(original, str) else json.dumps(original))
    # ValidateTemplate reads the template as given (its snippets are not fetched) without failing
    assert cfn.validate_template(TemplateBody=body)["Parameters"] == []


def test_include_location_from_a_parameter(labcloud: Any, cfn: Any) -> None:
    upload(labcloud)
    body = {
        "Parameters": {"Where": {"Type": "String"}},
        "Resources": {"Q": {"Type": "AWS::SQS::Queue", "Properties": include({"Ref": "Where"})}},
        "Outputs": {"Q": {"Value": {"Ref": "Q"}}},
    }
    cfn.create_stack(
        StackName="param",
        TemplateBody=json.dumps(body),
        Parameters=[{"ParameterKey": "Where", "ParameterValue": "s3://snippets/properties.json"}],
        Capabilities=["CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "param")
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    url = stack["Outputs"][0]["OutputValue"]
    got = labcloud.boto3_client("sqs").get_queue_attributes(
        QueueUrl=url, AttributeNames=["VisibilityTimeout"]
    )
    assert got["Attributes"]["VisibilityTimeout"] == "40"


@pytest.mark.parametrize(
    ("transform", "message"),
    [
        ({"Name": "MyMacro", "Parameters": {}}, "No transform named 000000000000::MyMacro found."),
        ({"Name": {"Ref": "AWS::StackName"}}, "Key Name of transform definition must be a string."),
        (
            {"Name": "AWS::Include", "Parameters": {"Location": "s3://snippets/absent.yaml"}},
            "Transform AWS::Include failed with: The S3 object at s3://snippets/absent.yaml does not exist "
            "or you do not have access to it",
        ),
        (
            {"Name": "AWS::Include", "Parameters": {}},
            "Transform AWS::Include failed with: The location parameter is not a valid S3 uri.",
        ),
        (
            {"Name": "AWS::Include", "Parameters": {"Location": "s3://snippets/broken.yaml"}},
            "Transform AWS::Include failed with: The specified S3 object's content should be valid Yaml/JSON",
        ),
    ],
)
def test_refused_transforms(labcloud: Any, cfn: Any, transform: dict[str, Any], message: str) -> None:
    upload(labcloud)
    labcloud.boto3_client("s3").put_object(Bucket="snippets", Key="broken.yaml", Body=b"a: [unclosed")
    body = json.dumps(
        {"Resources": {"Q": {"Type": "AWS::SQS::Queue", "Properties": {"Fn::Transform": transform}}}}
    )
    with pytest.raises(ClientError) as refused:
        cfn.create_stack(StackName="bad", TemplateBody=body, Capabilities=["CAPABILITY_AUTO_EXPAND"])
    assert refused.value.response["Error"]["Code"] == "ValidationError"
    assert refused.value.response["Error"]["Message"] == message


def test_unknown_macro_fails_a_change_set(labcloud: Any, cfn: Any) -> None:
    body = json.dumps(
        {"Resources": {"Q": {"Type": "AWS::SQS::Queue", "Properties": {"Fn::Transform": {"Name": "Upper"}}}}}
    )
    cfn.create_change_set(StackName="cs", ChangeSetName="one", ChangeSetType="CREATE", TemplateBody=body)
    described = wait_for(
        lambda: (lambda d: d["Status"] not in ("CREATE_PENDING", "CREATE_IN_PROGRESS") and d)(
            cfn.describe_change_set(StackName="cs", ChangeSetName="one")
        )
    )
    assert described["Status"] == "FAILED"
    assert described["StatusReason"] == "No transform named 000000000000::Upper found."
