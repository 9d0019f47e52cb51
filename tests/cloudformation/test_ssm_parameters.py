"""SSM in templates: AWS::SSM::Parameter, SSM parameter types and ``{{resolve:ssm:...}}`` references."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import error_code, events, wait_stack


@pytest.fixture
def ssm(labcloud: Any) -> Any:
    return labcloud.boto3_client("ssm")


TEMPLATE = {
    "Parameters": {
        "QueueSuffix": {"Type": "AWS::SSM::Parameter::Value<String>", "Default": "/cfg/suffix"},
        "Zones": {"Type": "AWS::SSM::Parameter::Value<List<String>>"},
        "Image": {"Type": "AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>"},
    },
    "Resources": {
        "Queue": {
            "Type": "AWS::SQS::Queue",
            "Properties": {
                "QueueName": {"Fn::Sub": "orders-${QueueSuffix}"},
                "VisibilityTimeout": "{{resolve:ssm:/cfg/timeout:1}}",
                "Tags": [{"Key": "owner", "Value": "{{resolve:ssm:/cfg/owner}}"}],
            },
        },
        "Setting": {
            "Type": "AWS::SSM::Parameter",
            "Properties": {
                "Name": "/made/by/stack",
                "Type": "String",
                "Value": {"Fn::Join": ["|", {"Ref": "Zones"}]},
                "Tags": {"team": "red"},
            },
        },
        "Unnamed": {"Type": "AWS::SSM::Parameter", "Properties": {"Type": "StringList", "Value": "a,b"}},
    },
    "Outputs": {
        "ImageOut": {"Value": {"Ref": "Image"}},
        "SettingName": {"Value": {"Ref": "Setting"}},
        "SettingValue": {"Value": {"Fn::GetAtt": ["Setting", "Value"]}},
        "UnnamedName": {"Value": {"Ref": "Unnamed"}},
        "FirstZone": {"Value": {"Fn::Select": [0, {"Ref": "Zones"}]}},
    },
}


def _seed(ssm: Any) -> None:
    ssm.put_parameter(Name="/cfg/suffix", Value="blue", Type="String")
    ssm.put_parameter(Name="/cfg/zones", Value="us-east-1a,us-east-1b", Type="StringList")
    ssm.put_parameter(Name="/cfg/timeout", Value="45", Type="String")
    ssm.put_parameter(Name="/cfg/timeout", Value="99", Type="String", Overwrite=True)
    ssm.put_parameter(Name="/cfg/owner", Value="ops", Type="String")


def test_a_stack_reads_and_writes_parameters(cfn: Any, ssm: Any, labcloud: Any) -> None:
    _seed(ssm)
    stack_id = cfn.create_stack(
        StackName="cfg",
        TemplateBody=json.dumps(TEMPLATE),
        Parameters=[
            {"ParameterKey": "Zones", "ParameterValue": "/cfg/zones"},
            {
                "ParameterKey": "Image",
                "ParameterValue": "/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64",
            },
        ],
    )["StackId"]
    stack = wait_stack(cfn, "cfg")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "cfg")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["ImageOut"].startswith("ami-")
    assert outputs["SettingName"] == "/made/by/stack"
    assert outputs["SettingValue"] == "us-east-1a|us-east-1b"
    assert outputs["FirstZone"] == "us-east-1a"
    assert outputs["UnnamedName"].startswith("CFN-Unnamed-")
    assert ssm.get_parameter(Name=outputs["UnnamedName"])["Parameter"]["Type"] == "StringList"
    parameters = {p["ParameterKey"]: p for p in stack["Parameters"]}
    assert parameters["Zones"]["ParameterValue"] == "/cfg/zones"
    assert parameters["Zones"]["ResolvedValue"] == "us-east-1a,us-east-1b"
    assert parameters["QueueSuffix"]["ResolvedValue"] == "blue"
    sqs = labcloud.boto3_client("sqs")
    url = sqs.get_queue_url(QueueName="orders-blue")["QueueUrl"]
    attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["VisibilityTimeout"])["Attributes"]
    assert attributes["VisibilityTimeout"] == "45"  # version 1, not the latest
    assert sqs.list_queue_tags(QueueUrl=url)["Tags"] == {"owner": "ops"}
    assert ssm.list_tags_for_resource(ResourceType="Parameter", ResourceId="/made/by/stack")["TagList"] == [
        {"Key": "team", "Value": "red"}
    ]
    # the stored properties keep the reference, never the value
    resource = cfn.describe_stack_resource(StackName="cfg", LogicalResourceId="Queue")
    assert resource["StackResourceDetail"]["ResourceStatus"] == "CREATE_COMPLETE"
    # an update writes a new version of the parameter; a delete removes what the stack made
    updated = json.loads(json.dumps(TEMPLATE))
    updated["Resources"]["Setting"]["Properties"]["Value"] = "changed"
    updated["Resources"]["Setting"]["Properties"]["Tags"] = {"team": "blue"}
    cfn.update_stack(
        StackName="cfg",
        TemplateBody=json.dumps(updated),
        Parameters=[
            {"ParameterKey": "Zones", "UsePreviousValue": True},
            {"ParameterKey": "Image", "UsePreviousValue": True},
        ],
    )
    assert wait_stack(cfn, "cfg")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "cfg")
    got = ssm.get_parameter(Name="/made/by/stack")["Parameter"]
    assert (got["Value"], got["Version"]) == ("changed", 2)
    assert ssm.list_tags_for_resource(ResourceType="Parameter", ResourceId="/made/by/stack")["TagList"] == [
        {"Key": "team", "Value": "blue"}
    ]
    cfn.delete_stack(StackName="cfg")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert ssm.get_parameters(Names=["/made/by/stack"])["InvalidParameters"] == ["/made/by/stack"]


def test_a_missing_or_secure_parameter_type_value_fails_the_call(cfn: Any, ssm: Any) -> None:
    template = {
        "Parameters": {"P": {"Type": "AWS::SSM::Parameter::Value<String>"}},
        "Resources": {"Q": {"Type": "AWS::SQS::Queue"}},
    }
    with pytest.raises(ClientError) as info:
        cfn.create_stack(
            StackName="bad",
            TemplateBody=json.dumps(template),
            Parameters=[{"ParameterKey": "P", "ParameterValue": "/not/there"}],
        )
    assert error_code(info.value) == (
        "ValidationError",
        "Unable to fetch parameters [/not/there] from parameter store for this account.",
    )
    ssm.put_parameter(Name="/sec/x", Value="s", Type="SecureString")
    with pytest.raises(ClientError) as info:
        cfn.create_stack(
            StackName="bad",
            TemplateBody=json.dumps(template),
            Parameters=[{"ParameterKey": "P", "ParameterValue": "/sec/x"}],
        )
    assert error_code(info.value)[0] == "ValidationError"
    assert "types not supported by CloudFormation" in error_code(info.value)[1]
    template["Parameters"]["P"]["Type"] = "AWS::SSM::Parameter::Value<Nonsense>"
    with pytest.raises(ClientError) as info:
        cfn.validate_template(TemplateBody=json.dumps(template))
    assert error_code(info.value)[0] == "ValidationError"


def test_dynamic_reference_failures_fail_the_resource(cfn: Any, ssm: Any) -> None:
    ssm.put_parameter(Name="/sec/pw", Value="s", Type="SecureString")
    for name, value, reason in (
        ("missing", "{{resolve:ssm:/none/here}}", "Parameters: [ssm:/none/here] cannot be found."),
        (
            "secure",
            "{{resolve:ssm-secure:/sec/pw:1}}",
            "SSM Secure reference is not supported in: [Q/Properties]",
        ),
    ):
        template = {
            "Resources": {
                "Q": {"Type": "AWS::SQS::Queue", "Properties": {"Tags": [{"Key": "k", "Value": value}]}}
            }
        }
        cfn.create_stack(StackName=name, TemplateBody=json.dumps(template))
        assert wait_stack(cfn, name)["StackStatus"] == "ROLLBACK_COMPLETE"
        assert ("Q", "CREATE_FAILED", reason) in events(cfn, name)


def test_the_cli_deploys_a_template_with_ssm(labcloud: Any, ssm: Any, tmp_path: Any) -> None:
    ssm.put_parameter(Name="/cli/name", Value="from-ssm", Type="String")
    template = {
        "Parameters": {"N": {"Type": "AWS::SSM::Parameter::Value<String>", "Default": "/cli/name"}},
        "Resources": {
            "P": {
                "Type": "AWS::SSM::Parameter",
                "Properties": {"Name": "/cli/copy", "Type": "String", "Value": {"Ref": "N"}},
            }
        },
    }
    path = tmp_path / "t.json"
    path.write_text(json.dumps(template))
    labcloud.aws("cloudformation", "deploy", "--stack-name", "clissm", "--template-file", str(path))
    assert ssm.get_parameter(Name="/cli/copy")["Parameter"]["Value"] == "from-ssm"
