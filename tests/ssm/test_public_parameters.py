"""AWS's public ``/aws/service/...`` parameters: read from the documented set, never written."""

from __future__ import annotations

from typing import Any

from ssm_helpers import code_of

AMI = "/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64"


def test_latest_ami_and_regions(ssm: Any) -> None:
    got = ssm.get_parameter(Name=AMI)["Parameter"]
    assert got["Value"].startswith("ami-") and got["Type"] == "String" and got["Version"] == 1
    assert got["ARN"] == f"arn:aws:ssm:us-east-1::parameter{AMI}"
    long_name = ssm.get_parameter(Name="/aws/service/global-infrastructure/regions/eu-west-1/longName")
    assert long_name["Parameter"]["Value"] == "Europe (Ireland)"
    regions = ssm.get_paginator("get_parameters_by_path").paginate(
        Path="/aws/service/global-infrastructure/regions"
    )
    values = [p["Value"] for page in regions for p in page["Parameters"]]
    assert "us-east-1" in values and "ap-northeast-1" in values
    services = ssm.get_parameters_by_path(
        Path="/aws/service/global-infrastructure/regions/us-east-1/services", MaxResults=10
    )["Parameters"]
    assert services and all(
        p["Name"].startswith("/aws/service/global-infrastructure/regions/us-east-1/") for p in services
    )
    out = ssm.get_parameters(Names=[AMI, "/aws/service/nothing/here"])
    assert [p["Name"] for p in out["Parameters"]] == [AMI]
    assert out["InvalidParameters"] == ["/aws/service/nothing/here"]


def test_public_parameters_are_read_only_and_not_described(ssm: Any) -> None:
    assert code_of(
        lambda: ssm.put_parameter(Name=AMI, Value="ami-12345678", Type="String", Overwrite=True)
    ) == ("ValidationException")
    assert code_of(lambda: ssm.delete_parameter(Name=AMI)) == "ParameterNotFound"
    assert ssm.describe_parameters()["Parameters"] == []
    assert code_of(lambda: ssm.get_parameter(Name=AMI + ":2")) == "ParameterVersionNotFound"
