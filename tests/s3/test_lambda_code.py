"""Lambda code from S3: CreateFunction, UpdateFunctionCode and PublishLayerVersion with S3Bucket/S3Key."""

from __future__ import annotations

import io
import json
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from lambda_helpers import create_role, make_zip  # noqa: E402


def test_function_and_layer_code_from_s3(labcloud: Any, s3: Any, bucket: str) -> None:
    lam = labcloud.boto3_client("lambda")
    role = create_role(labcloud)
    s3.put_object(
        Bucket=bucket, Key="v1.zip", Body=make_zip({"app.py": "def handler(e, c):\n    return 'v1'\n"})
    )
    created = lam.create_function(
        FunctionName="from-s3",
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"S3Bucket": bucket, "S3Key": "v1.zip"},
    )
    assert created["CodeSize"] > 0
    assert json.loads(lam.invoke(FunctionName="from-s3")["Payload"].read()) == "v1"
    s3.put_object(
        Bucket=bucket, Key="v2.zip", Body=make_zip({"app.py": "def handler(e, c):\n    return 'v2'\n"})
    )
    lam.update_function_code(FunctionName="from-s3", S3Bucket=bucket, S3Key="v2.zip", S3ObjectVersion="null")
    assert json.loads(lam.invoke(FunctionName="from-s3")["Payload"].read()) == "v2"
    layer_zip = io.BytesIO()
    with zipfile.ZipFile(layer_zip, "w") as archive:
        archive.writestr("python/shared_lib.py", "VALUE = 'from layer'\n")
    s3.put_object(Bucket=bucket, Key="layer.zip", Body=layer_zip.getvalue())
    layer = lam.publish_layer_version(
        LayerName="shared",
        Content={"S3Bucket": bucket, "S3Key": "layer.zip"},
        CompatibleRuntimes=["python3.12"],
    )
    s3.put_object(
        Bucket=bucket,
        Key="v3.zip",
        Body=make_zip({"app.py": "import shared_lib\ndef handler(e, c):\n    return shared_lib.VALUE\n"}),
    )
    lam.update_function_code(FunctionName="from-s3", S3Bucket=bucket, S3Key="v3.zip")
    lam.get_waiter("function_updated_v2").wait(FunctionName="from-s3")
    lam.update_function_configuration(FunctionName="from-s3", Layers=[layer["LayerVersionArn"]])
    lam.get_waiter("function_updated_v2").wait(FunctionName="from-s3")
    assert json.loads(lam.invoke(FunctionName="from-s3")["Payload"].read()) == "from layer"


@pytest.mark.parametrize(
    ("code", "message"),
    [
        (
            {"S3Bucket": "test-bucket", "S3Key": "missing.zip"},
            "Error occurred while GetObject. S3 Error Code: NoSuchKey. S3 Error Message: The specified key does not exist.",
        ),
        (
            {"S3Bucket": "no-such-bucket-here", "S3Key": "a.zip"},
            "Error occurred while GetObject. S3 Error Code: NoSuchBucket. S3 Error Message: The specified bucket does not "
            "exist",
        ),
        ({"S3Bucket": "test-bucket"}, "Please provide both S3Bucket and S3Key for code in S3."),
    ],
)
def test_code_from_s3_errors(labcloud: Any, bucket: str, code: dict[str, str], message: str) -> None:
    lam = labcloud.boto3_client("lambda")
    role = create_role(labcloud)
    with pytest.raises(ClientError) as info:
        lam.create_function(
            FunctionName="broken", Runtime="python3.12", Role=role, Handler="app.handler", Code=code
        )
    assert info.value.response["Error"]["Code"] == "InvalidParameterValueException"
    assert info.value.response["Error"]["Message"] == message
