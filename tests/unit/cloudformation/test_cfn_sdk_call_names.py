"""The SDK for JavaScript client a CDK ``AwsCustomResource`` call names (``resources/sdk_call.py``): each
naming style the CDK accepts, and the checked-in name table is what ``tools/sdk_v3_names.py`` writes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from labcloud.services.cloudformation.resources import sdk_call

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize(
    ("service", "package"),
    [
        ("SSM", "@aws-sdk/client-ssm"),
        ("ssm", "@aws-sdk/client-ssm"),
        ("@aws-sdk/client-ssm", "@aws-sdk/client-ssm"),
        ("CloudWatchLogs", "@aws-sdk/client-cloudwatch-logs"),
        ("cloudwatch-logs", "@aws-sdk/client-cloudwatch-logs"),
        ("StepFunctions", "@aws-sdk/client-sfn"),
        ("CognitoIdentityServiceProvider", "@aws-sdk/client-cognito-identity-provider"),
        ("DynamoDB", "@aws-sdk/client-dynamodb"),
        ("S3", "@aws-sdk/client-s3"),
    ],
)
def test_each_naming_style_names_the_v3_client(service: str, package: str) -> None:
    props = {"Create": json.dumps({"service": service, "action": "anything"})}
    assert sdk_call.client_packages(props, "Create") == [package]


def test_only_the_request_kind_s_call_counts_and_other_shapes_name_nothing() -> None:
    call = {"service": "SSM", "action": "getParameter"}
    assert sdk_call.client_packages({"Create": json.dumps(call)}, "Delete") == []
    assert sdk_call.client_packages({"Create": call}, "Create") == ["@aws-sdk/client-ssm"]
    assert sdk_call.client_packages({"Create": "not json"}, "Create") == []
    assert sdk_call.client_packages({"Create": json.dumps({"service": "SSM"})}, "Create") == []
    assert (
        sdk_call.client_packages({"Create": json.dumps({"service": "NoSuch", "action": "x"})}, "Create") == []
    )
    assert (
        sdk_call.client_packages({"Create": json.dumps({"service": "s" * 200, "action": "x"})}, "Create")
        == []
    )


def test_the_checked_in_table_is_what_the_tool_writes() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "sdk_v3_names.py"), "--check"], capture_output=True, timeout=300
    )
    assert done.returncode == 0, "run python tools/sdk_v3_names.py"
