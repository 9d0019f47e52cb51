"""Members whose behaviour labcloud does not have are refused with InvalidParameterValueException,
and the cheap ones are honoured: a custom log group, list paging/filters, permission conditions."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import make_zip, wait_for

CODE = "def handler(event, context):\n    print('to my group')\n    return 'ok'\n"
ZIP = make_zip({"app.py": CODE})


def _error(call: Any, **kwargs: Any) -> tuple[str, str, int]:
    with pytest.raises(ClientError) as err:
        call(**kwargs)
    response = err.value.response
    return (
        response["Error"]["Code"],
        response["Error"]["Message"],
        response["ResponseMetadata"]["HTTPStatusCode"],
    )


CREATE_REFUSALS = [
    ({"SnapStart": {"ApplyOn": "PublishedVersions"}}, "SnapStart.ApplyOn=PublishedVersions", "SnapStart"),
    (
        {"DeadLetterConfig": {"TargetArn": "arn:aws:sns:us-east-1:000000000000:topic"}},
        "DeadLetterConfig.TargetArn",
        "dead-letter topics (use an SQS queue)",
    ),
]


@pytest.mark.parametrize(
    ("extra", "member", "feature"), CREATE_REFUSALS, ids=[case[1] for case in CREATE_REFUSALS]
)
def test_create_function_refuses_what_labcloud_cannot_do(
    lam: Any, role_arn: str, extra: dict[str, Any], member: str, feature: str
) -> None:
    request = {
        "FunctionName": "refused",
        "Runtime": "python3.12",
        "Role": role_arn,
        "Handler": "app.handler",
        "Code": {"ZipFile": ZIP},
        **extra,
    }
    assert _error(lam.create_function, **request) == (
        "InvalidParameterValueException",
        f"labcloud does not support {feature}: {member} cannot be used",
        400,
    )
    assert lam.list_functions()["Functions"] == []


@pytest.mark.parametrize(
    "extra",
    [
        {"PackageType": "Image", "Code": {"ImageUri": "1.dkr.ecr.us-east-1.amazonaws.com/r:latest"}},
        {"Code": {"ZipFile": ZIP, "ImageUri": "1.dkr.ecr.us-east-1.amazonaws.com/r:latest"}},
    ],
)
def test_an_image_uri_that_is_no_ecr_images_is_not_valid(
    lam: Any, role_arn: str, extra: dict[str, Any]
) -> None:
    """(An ECR image's URI is looked up in labcloud's ECR: tests/ecr/test_ecr_lambda_images.py.)"""
    request = {
        "FunctionName": "refused",
        "Runtime": "python3.12",
        "Role": role_arn,
        "Handler": "app.handler",
        **extra,
    }
    assert _error(lam.create_function, **request) == (
        "InvalidParameterValueException",
        "Source image 1.dkr.ecr.us-east-1.amazonaws.com/r:latest is not valid. Provide a valid source image.",
        400,
    )
    assert lam.list_functions()["Functions"] == []


def test_values_that_ask_for_nothing_are_accepted(deploy: Any, lam: Any) -> None:
    created = deploy(
        "plain",
        CODE,
        VpcConfig={"SubnetIds": [], "SecurityGroupIds": []},
        SnapStart={"ApplyOn": "None"},
        TracingConfig={"Mode": "PassThrough"},
        LoggingConfig={"LogFormat": "Text"},
    )
    assert created["SnapStart"] == {"ApplyOn": "None", "OptimizationStatus": "Off"}
    assert created["TracingConfig"] == {"Mode": "PassThrough"}


def test_update_operations_refuse_what_labcloud_cannot_do(deploy: Any, lam: Any) -> None:
    deploy("fn", CODE)
    # code from S3 is supported (tests/s3/test_lambda_code.py); a missing bucket is S3's error, as on AWS
    assert _error(lam.update_function_code, FunctionName="fn", S3Bucket="no-such-bucket", S3Key="k.zip")[
        :2
    ] == (
        "InvalidParameterValueException",
        "Error occurred while GetObject. S3 Error Code: NoSuchBucket. S3 Error Message: The specified bucket does "
        "not exist",
    )
    assert _error(lam.update_function_code, FunctionName="fn", ImageUri="1.dkr.ecr.x/r:1")[0] == (
        "InvalidParameterValueException"
    )
    assert _error(lam.publish_version, FunctionName="fn", PublishTo="LATEST_PUBLISHED")[:2] == (
        "InvalidParameterValueException",
        "labcloud does not support capacity providers: PublishTo cannot be used",
    )
    topic = "arn:aws:sns:us-east-1:000000000000:alerts"
    assert _error(
        lam.put_function_event_invoke_config,
        FunctionName="fn",
        DestinationConfig={"OnFailure": {"Destination": topic}},
    )[:2] == (
        "InvalidParameterValueException",
        "labcloud does not support sns destinations (use SQS or Lambda): DestinationConfig.OnFailure cannot be used",
    )


def test_custom_log_group_receives_the_function_logs(labcloud: Any, deploy: Any, lam: Any) -> None:
    created = deploy("grouped", CODE, LoggingConfig={"LogGroup": "/my/custom-group"})
    assert created["LoggingConfig"] == {"LogFormat": "Text", "LogGroup": "/my/custom-group"}
    env_code = (
        "import os\ndef handler(event, context):\n    print('to my group')\n"
        "    return os.environ['AWS_LAMBDA_LOG_GROUP_NAME']\n"
    )
    lam.update_function_code(FunctionName="grouped", ZipFile=make_zip({"app.py": env_code}))
    answer = lam.invoke(FunctionName="grouped", Payload=b"{}")
    assert json.loads(answer["Payload"].read()) == "/my/custom-group"
    logs = labcloud.boto3_client("logs")

    def messages() -> list[str]:
        try:
            return [e["message"] for e in logs.filter_log_events(logGroupName="/my/custom-group")["events"]]
        except ClientError:
            return []

    lines = wait_for(lambda: any(m.startswith("REPORT") for m in messages()) and messages())
    assert "to my group\n" in lines
    assert logs.describe_log_groups(logGroupNamePrefix="/aws/lambda/grouped")["logGroups"] == []


def test_lists_page_and_filter(deploy: Any, lam: Any) -> None:
    deploy("paged", CODE)
    lam.publish_version(FunctionName="paged")
    for name in ("a1", "a2", "a3"):
        lam.create_alias(FunctionName="paged", Name=name, FunctionVersion="1")
    first = lam.list_aliases(FunctionName="paged", MaxItems=2)
    assert [a["Name"] for a in first["Aliases"]] == ["a1", "a2"]
    rest = lam.list_aliases(FunctionName="paged", MaxItems=2, Marker=first["NextMarker"])
    assert [a["Name"] for a in rest["Aliases"]] == ["a3"] and "NextMarker" not in rest
    layer_zip = make_zip({"python/lib.py": "X = 1\n"})
    lam.publish_layer_version(
        LayerName="arm", Content={"ZipFile": layer_zip}, CompatibleArchitectures=["arm64"]
    )
    lam.publish_layer_version(
        LayerName="x86", Content={"ZipFile": layer_zip}, CompatibleArchitectures=["x86_64"]
    )
    lam.publish_layer_version(
        LayerName="x86", Content={"ZipFile": layer_zip}, CompatibleArchitectures=["x86_64"]
    )
    assert [x["LayerName"] for x in lam.list_layers(CompatibleArchitecture="arm64")["Layers"]] == ["arm"]
    assert [x["LayerName"] for x in lam.list_layers(MaxItems=1)["Layers"]] == ["arm"]
    assert lam.list_layer_versions(LayerName="x86", CompatibleArchitecture="arm64")["LayerVersions"] == []
    versions = lam.list_layer_versions(LayerName="x86", MaxItems=1)
    assert [v["Version"] for v in versions["LayerVersions"]] == [2] and versions["NextMarker"] == "1"
    assert lam.list_functions(MasterRegion="us-east-1", FunctionVersion="ALL")["Functions"] == []
    assert _error(lam.list_functions, MasterRegion="us-east-1")[:2] == (
        "InvalidParameterValueException",
        "When MasterRegion is specified, FunctionVersion must be ALL.",
    )


def test_permission_conditions_for_alexa_token_and_function_url(deploy: Any, lam: Any) -> None:
    deploy("perm", CODE)
    lam.add_permission(
        FunctionName="perm",
        StatementId="alexa",
        Action="lambda:InvokeFunction",
        Principal="alexa-appkit.amazon.com",
        EventSourceToken="amzn1.ask.skill.1",
    )
    lam.add_permission(
        FunctionName="perm",
        StatementId="url",
        Action="lambda:InvokeFunction",
        Principal="*",
        InvokedViaFunctionUrl=True,
    )
    statements = {s["Sid"]: s for s in json.loads(lam.get_policy(FunctionName="perm")["Policy"])["Statement"]}
    assert statements["alexa"]["Condition"] == {
        "StringEquals": {"lambda:EventSourceToken": "amzn1.ask.skill.1"}
    }
    assert statements["url"]["Condition"] == {"Bool": {"lambda:InvokedViaFunctionUrl": "true"}}
