"""One account's (and one region's) parameters are invisible to another, by name and by ARN."""

from __future__ import annotations

from typing import Any

from ssm_helpers import code_of

from labcloud.testing.server_process import LabcloudProcess


def test_accounts_and_regions_do_not_share_parameters(labcloud: LabcloudProcess, ssm: Any) -> None:
    ssm.put_parameter(Name="/iso/p", Value="mine", Type="SecureString")
    other = labcloud.boto3_client("ssm", aws_access_key_id="111111111111", aws_secret_access_key="x")
    west = labcloud.boto3_client("ssm", region_name="us-west-2")
    for client in (other, west):
        assert code_of(lambda c=client: c.get_parameter(Name="/iso/p")) == "ParameterNotFound"
        assert client.describe_parameters()["Parameters"] == []
    arn = "arn:aws:ssm:us-east-1:000000000000:parameter/iso/p"
    assert code_of(lambda: other.get_parameter(Name=arn)) == "ParameterNotFound"
    other.put_parameter(Name="/iso/p", Value="theirs", Type="SecureString")
    assert other.get_parameter(Name="/iso/p", WithDecryption=True)["Parameter"]["Value"] == "theirs"
    assert ssm.get_parameter(Name="/iso/p", WithDecryption=True)["Parameter"]["Value"] == "mine"
    # a sealed value copied into another account's parameter does not open there
    sealed = ssm.get_parameter(Name="/iso/p")["Parameter"]["Value"]
    assert other.get_parameter(Name="/iso/p")["Parameter"]["Value"] != sealed
