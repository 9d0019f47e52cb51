"""Property handling driven by AWS's resource provider schemas, through create-stack and update-stack:
scalars converted where the schema says so and refused otherwise with CloudFormation's message, required
properties (nested ones too) checked before the handler runs, ``Fn::GetAtt`` names checked against the
type's read-only properties when the template is validated."""

from __future__ import annotations

import json
from typing import Any

import pytest
from cfn_helpers import error_code, events, wait_stack

ROLE = "arn:aws:iam::000000000000:role/lambda-role"


def create(cfn: Any, name: str, resources: dict[str, Any], **extra: Any) -> dict[str, Any]:
    cfn.create_stack(StackName=name, TemplateBody=json.dumps({"Resources": resources, **extra}))
    return wait_stack(cfn, name)


def failures(cfn: Any, name: str) -> list[tuple[str, str, str | None]]:
    return [e for e in events(cfn, name) if e[1].endswith("_FAILED")]


def test_scalars_are_converted_where_the_schema_says(labcloud: Any, cfn: Any) -> None:
    resources = {
        "Fifo": {
            "Type": "AWS::SQS::Queue",
            "Properties": {
                "QueueName": "converted.fifo",
                "FifoQueue": "true",  # text where the schema says boolean
                "ContentBasedDeduplication": "TRUE",
                "VisibilityTimeout": "45",  # text where it says integer
                "Tags": [{"Key": "port", "Value": 8080}],  # a number where it says string
            },
        },
        "Param": {"Type": "AWS::SSM::Parameter", "Properties": {"Type": "String", "Value": 8080}},
        "Table": {
            "Type": "AWS::DynamoDB::Table",
            "Properties": {
                "TableName": "converted",
                "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                "ProvisionedThroughput": {"ReadCapacityUnits": "7", "WriteCapacityUnits": 3.0},
            },
        },
    }
    stack = create(cfn, "converts", resources)
    assert stack["StackStatus"] == "CREATE_COMPLETE", failures(cfn, "converts")
    sqs = labcloud.boto3_client("sqs")
    url = sqs.get_queue_url(QueueName="converted.fifo")["QueueUrl"]
    attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    assert (attributes["FifoQueue"], attributes["ContentBasedDeduplication"]) == ("true", "true")
    assert attributes["VisibilityTimeout"] == "45"
    assert sqs.list_queue_tags(QueueUrl=url)["Tags"] == {"port": "8080"}
    param = cfn.describe_stack_resource(StackName="converts", LogicalResourceId="Param")
    name = param["StackResourceDetail"]["PhysicalResourceId"]
    assert labcloud.boto3_client("ssm").get_parameter(Name=name)["Parameter"]["Value"] == "8080"
    table = labcloud.boto3_client("dynamodb").describe_table(TableName="converted")["Table"]
    throughput = table["ProvisionedThroughput"]
    assert (throughput["ReadCapacityUnits"], throughput["WriteCapacityUnits"]) == (7, 3)


@pytest.mark.parametrize(
    ("props", "message"),
    [
        ({"DelaySeconds": "soon"}, "#/DelaySeconds: expected type: Integer, found: String"),
        ({"DelaySeconds": [1]}, "#/DelaySeconds: expected type: Integer, found: JSONArray"),
        ({"FifoQueue": 1}, "#/FifoQueue: expected type: Boolean, found: Integer"),
        ({"QueueName": {"a": 1}}, "#/QueueName: expected type: String, found: JSONObject"),
        ({"Tags": {"team": "core"}}, "#/Tags: expected type: JSONArray, found: JSONObject"),
        ({"Tags": [{"Key": "team"}]}, "#/Tags/0: required key [Value] not found"),
        (
            {"FifoQueue": "maybe", "VisibilityTimeout": True},
            "[#/FifoQueue: expected type: Boolean, found: String, "
            "#/VisibilityTimeout: expected type: Integer, found: Boolean]",
        ),
    ],
)
def test_values_of_the_wrong_type_fail_the_resource(cfn: Any, props: dict[str, Any], message: str) -> None:
    stack = create(
        cfn,
        "wrong",
        {"Keep": {"Type": "AWS::SQS::Queue"}, "Q": {"Type": "AWS::SQS::Queue", "Properties": props}},
    )
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    assert failures(cfn, "wrong") == [
        ("Q", "CREATE_FAILED", f"Properties validation failed for resource Q with message: {message}")
    ]


def test_nested_values_are_checked_by_path(cfn: Any) -> None:
    table = {
        "Type": "AWS::DynamoDB::Table",
        "Properties": {
            "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
            "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
            "ProvisionedThroughput": {"ReadCapacityUnits": "lots", "WriteCapacityUnits": 1},
        },
    }
    assert create(cfn, "nested", {"T": table})["StackStatus"] == "ROLLBACK_COMPLETE"
    assert failures(cfn, "nested") == [
        (
            "T",
            "CREATE_FAILED",
            "Properties validation failed for resource T with message: "
            "#/ProvisionedThroughput/ReadCapacityUnits: expected type: Integer, found: String",
        )
    ]


def test_a_missing_required_property_fails_before_the_handler(labcloud: Any, cfn: Any) -> None:
    function = {
        "Type": "AWS::Lambda::Function",
        "Properties": {
            "FunctionName": "never-made",
            "Runtime": "python3.12",
            "Handler": "index.handler",
            "Code": {"ZipFile": "def handler(event, context):\n    return 1\n"},
        },
    }
    assert create(cfn, "required", {"Fn": function})["StackStatus"] == "ROLLBACK_COMPLETE"
    assert failures(cfn, "required") == [
        (
            "Fn",
            "CREATE_FAILED",
            "Properties validation failed for resource Fn with message: #: required key [Role] not found",
        )
    ]
    names = [f["FunctionName"] for f in labcloud.boto3_client("lambda").list_functions()["Functions"]]
    assert "never-made" not in names
    # a type whose handler never checked it: the schema's required list is enough
    policy = {"Type": "AWS::SQS::QueuePolicy", "Properties": {"PolicyDocument": {"Statement": []}}}
    assert create(cfn, "required2", {"P": policy})["StackStatus"] == "ROLLBACK_COMPLETE"
    assert failures(cfn, "required2")[0][2] == (
        "Properties validation failed for resource P with message: #: required key [Queues] not found"
    )


def test_an_update_that_drops_a_required_property_rolls_back(labcloud: Any, cfn: Any) -> None:
    param = {"Type": "AWS::SSM::Parameter", "Properties": {"Name": "kept", "Type": "String", "Value": "one"}}
    assert create(cfn, "upd", {"P": param})["StackStatus"] == "CREATE_COMPLETE"
    broken = {"Type": "AWS::SSM::Parameter", "Properties": {"Name": "kept", "Type": "String"}}
    cfn.update_stack(StackName="upd", TemplateBody=json.dumps({"Resources": {"P": broken}}))
    assert wait_stack(cfn, "upd")["StackStatus"] == "UPDATE_ROLLBACK_COMPLETE"
    assert failures(cfn, "upd") == [
        (
            "P",
            "UPDATE_FAILED",
            "Properties validation failed for resource P with message: #: required key [Value] not found",
        )
    ]
    assert labcloud.boto3_client("ssm").get_parameter(Name="kept")["Parameter"]["Value"] == "one"


def getatt_template(attribute: Any) -> dict[str, Any]:
    return {
        "Resources": {"Q": {"Type": "AWS::SQS::Queue"}},
        "Outputs": {"Out": {"Value": attribute}},
    }


@pytest.mark.parametrize(
    "value",
    [
        {"Fn::GetAtt": ["Q", "Colour"]},
        {"Fn::GetAtt": "Q.Colour"},
        {"Fn::Sub": "queue ${Q.Colour}"},
        {"Fn::Join": ["", [{"Fn::GetAtt": ["Q", "Arn.Colour"]}]]},
    ],
)
def test_getatt_of_a_name_the_type_lacks_is_a_validation_error(cfn: Any, value: Any) -> None:
    attribute = "Arn.Colour" if "Fn::Join" in value else "Colour"
    body = json.dumps(getatt_template(value))
    expected = (
        "ValidationError",
        f"Template error: resource Q does not support attribute type {attribute} in Fn::GetAtt",
    )
    with pytest.raises(Exception) as caught:
        cfn.create_stack(StackName="getatt", TemplateBody=body)
    assert error_code(caught.value) == expected
    with pytest.raises(Exception) as validated:
        cfn.validate_template(TemplateBody=body)
    assert error_code(validated.value) == expected


def test_getatt_reads_read_only_properties_and_known_extras(cfn: Any) -> None:
    template = getatt_template({"Fn::Sub": "${Q.Arn} ${Q.QueueUrl} ${Q.QueueName}"})
    template["Resources"]["Q"]["Properties"] = {"QueueName": "attrs"}
    cfn.create_stack(StackName="attrs", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "attrs")
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    arn, url, name = stack["Outputs"][0]["OutputValue"].split(" ")
    assert (arn, name) == ("arn:aws:sqs:us-east-1:000000000000:attrs", "attrs")
    assert url.endswith("/000000000000/attrs")
    bad = getatt_template({"Fn::GetAtt": ["Q", "QueueColour"]})
    with pytest.raises(Exception) as caught:
        cfn.update_stack(StackName="attrs", TemplateBody=json.dumps(bad))
    assert error_code(caught.value) == (
        "ValidationError",
        "Template error: resource Q does not support attribute type QueueColour in Fn::GetAtt",
    )
    assert cfn.describe_stacks(StackName="attrs")["Stacks"][0]["StackStatus"] == "CREATE_COMPLETE"


def test_a_read_only_attribute_labcloud_fills_and_one_it_does_not(cfn: Any) -> None:
    param = {"Type": "AWS::SSM::Parameter", "Properties": {"Name": "/app/port", "Type": "String", "Value": 1}}
    outputs = {"Arn": {"Value": {"Fn::GetAtt": ["P", "Arn"]}}}
    stack = create(cfn, "filled", {"P": param}, Outputs=outputs)
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    assert stack["Outputs"][0]["OutputValue"] == "arn:aws:ssm:us-east-1:000000000000:parameter/app/port"
    # the schema makes WarmThroughputObject a valid name (no ValidationError); labcloud keeps no value for it
    stream = {"Type": "AWS::Kinesis::Stream", "Properties": {"ShardCount": 1}}
    outputs = {"Warm": {"Value": {"Fn::GetAtt": ["S", "WarmThroughputObject"]}}}
    stack = create(cfn, "unfilled", {"S": stream}, Outputs=outputs)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    assert (
        "unfilled",
        "ROLLBACK_IN_PROGRESS",
        (
            "Template error: labcloud does not provide the attribute WarmThroughputObject of "
            "AWS::Kinesis::Stream (resource S) for Fn::GetAtt"
        ),
    ) in events(cfn, "unfilled")
