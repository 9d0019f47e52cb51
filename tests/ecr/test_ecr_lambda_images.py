"""Lambda's PackageType Image against labcloud's ECR: an image that does not exist is refused with AWS's
wording, an existing one with the refusal naming labcloud's limitation (no container runtime)."""

from __future__ import annotations

import io
import zipfile
from typing import Any

from ecr_helpers import TinyImage, push, refused

from labcloud.testing.server_process import LabcloudProcess

ROLE = "arn:aws:iam::000000000000:role/lambda-role"


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("index.py", "def handler(event, context):\n    return event\n")
    return buffer.getvalue()


def test_image_functions_are_refused_precisely(ecr: Any, labcloud: LabcloudProcess) -> None:
    lam = labcloud.boto3_client("lambda")
    labcloud.boto3_client("iam").create_role(
        RoleName="lambda-role",
        AssumeRolePolicyDocument='{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Principal":{"Service":"lambda.amazonaws.com"},"Action":"sts:AssumeRole"}]}',
    )
    uri = ecr.create_repository(repositoryName="fn-images")["repository"]["repositoryUri"]
    code, message = refused(
        lam.create_function,
        FunctionName="img",
        Role=ROLE,
        PackageType="Image",
        Code={"ImageUri": f"{uri}:missing"},
    )
    assert code == "InvalidParameterValueException"
    assert message == f"Source image {uri}:missing does not exist. Provide a valid source image."
    aws_style = "000000000000.dkr.ecr.us-east-1.amazonaws.com/no-such-repo:v1"
    code, message = refused(
        lam.create_function, FunctionName="img", Role=ROLE, PackageType="Image", Code={"ImageUri": aws_style}
    )
    assert (code, message) == (
        "InvalidParameterValueException",
        f"Source image {aws_style} does not exist. Provide a valid source image.",
    )
    code, message = refused(
        lam.create_function,
        FunctionName="img",
        Role=ROLE,
        PackageType="Image",
        Code={"ImageUri": "docker.io/library/python:3"},
    )
    assert code == "InvalidParameterValueException" and "is not valid" in message
    image = TinyImage()
    push(ecr, "fn-images", image, "v1")
    for ref in (f"{uri}:v1", f"{uri}@{image.digest}"):
        code, message = refused(
            lam.create_function, FunctionName="img", Role=ROLE, PackageType="Image", Code={"ImageUri": ref}
        )
        assert code == "InvalidParameterValueException"
        assert "no container runtime" in message and ref in message
    lam.create_function(
        FunctionName="zipped",
        Role=ROLE,
        Runtime="python3.12",
        Handler="index.handler",
        Code={"ZipFile": _zip()},
    )
    code, message = refused(lam.update_function_code, FunctionName="zipped", ImageUri=f"{uri}:gone")
    assert (code, message) == (
        "InvalidParameterValueException",
        f"Source image {uri}:gone does not exist. Provide a valid source image.",
    )
