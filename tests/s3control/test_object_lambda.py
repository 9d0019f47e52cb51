"""GetObject through an Object Lambda access point with a real Python function: it reads the object from
``inputS3Url`` in its sandbox and hands the uppercased text to WriteGetObjectResponse; an error it
reports (StatusCode/ErrorCode) reaches the client; a function that never answers is LambdaResponseNotReceived."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

import pytest
from botocore.exceptions import ClientError
from tests.s3control.conftest import ACCOUNT, proxied

from labcloud.testing.server_process import LabcloudProcess

UPPER = """
import json, urllib.request
import boto3

def handler(event, context):
    ctx = event["getObjectContext"]
    with urllib.request.urlopen(ctx["inputS3Url"]) as response:
        text = response.read().decode()
    s3 = boto3.client("s3")
    payload = event["configuration"]["payload"]
    if payload == "refuse":
        s3.write_get_object_response(RequestRoute=ctx["outputRoute"], RequestToken=ctx["outputToken"],
                                     StatusCode=403, ErrorCode="NoSecretsHere", ErrorMessage="not for you")
    elif payload != "silent":
        s3.write_get_object_response(RequestRoute=ctx["outputRoute"], RequestToken=ctx["outputToken"],
                                     Body=text.upper().encode(), ContentType="text/plain",
                                     Metadata={"seen-by": event["userIdentity"]["arn"]})
    return {"statusCode": 200}
"""

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _zip(code: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", code)
    return buffer.getvalue()


def _point(control: Any, name: str, function: str, payload: str) -> str:
    config = {
        "SupportingAccessPoint": f"arn:aws:s3:us-east-1:{ACCOUNT}:accesspoint/olap-support",
        "TransformationConfigurations": [
            {
                "Actions": ["GetObject"],
                "ContentTransformation": {"AwsLambda": {"FunctionArn": function, "FunctionPayload": payload}},
            }
        ],
    }
    made = control.create_access_point_for_object_lambda(AccountId=ACCOUNT, Name=name, Configuration=config)
    return str(made["Alias"]["Value"])


def test_get_object_through_an_object_lambda_access_point(
    labcloud: LabcloudProcess, control: Any, s3: Any
) -> None:
    s3.create_bucket(Bucket="olap-source")
    s3.put_object(Bucket="olap-source", Key="note.txt", Body=b"quiet words")
    control.create_access_point(AccountId=ACCOUNT, Name="olap-support", Bucket="olap-source")
    iam = labcloud.boto3_client("iam")
    role = iam.create_role(RoleName="olap-fn", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    iam.put_role_policy(
        RoleName="olap-fn",
        PolicyName="answer",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {"Effect": "Allow", "Action": "s3-object-lambda:WriteGetObjectResponse", "Resource": "*"}
                ],
            }
        ),
    )
    function = labcloud.boto3_client("lambda").create_function(
        FunctionName="upper",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": _zip(UPPER)},
        Timeout=20,
    )["FunctionArn"]

    alias = _point(control, "upper", function, "")
    got = s3.get_object(Bucket=alias, Key="note.txt")
    assert got["Body"].read() == b"QUIET WORDS"
    assert got["ContentType"] == "text/plain"
    assert got["Metadata"] == {"seen-by": f"arn:aws:iam::{ACCOUNT}:root"}
    by_arn = proxied(labcloud, "s3").get_object(
        Bucket=f"arn:aws:s3-object-lambda:us-east-1:{ACCOUNT}:accesspoint/upper", Key="note.txt"
    )
    assert by_arn["Body"].read() == b"QUIET WORDS"

    refusing = _point(control, "refusing", function, "refuse")
    with pytest.raises(ClientError) as err:
        s3.get_object(Bucket=refusing, Key="note.txt")
    assert err.value.response["Error"]["Code"] == "NoSecretsHere"
    assert err.value.response["ResponseMetadata"]["HTTPStatusCode"] == 403

    silent = _point(control, "silent", function, "silent")
    with pytest.raises(ClientError) as err:
        s3.get_object(Bucket=silent, Key="note.txt")
    assert err.value.response["Error"]["Code"] == "LambdaResponseNotReceived"

    with pytest.raises(ClientError) as err:  # no request in progress has this route
        proxied(labcloud, "s3").write_get_object_response(
            RequestRoute="io-nothing", RequestToken="t", Body=b"x"
        )
    assert err.value.response["Error"]["Code"] == "InvalidRequest"
