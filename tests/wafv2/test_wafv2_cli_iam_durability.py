"""The ``aws`` CLI against AWS WAF, IAM's ``wafv2:`` actions on the entities' ARNs, and what WAF answered 2xx
(an IP set, a web ACL, its association with a REST API stage) surviving a restart: the stage is still
filtered; and LABCLOUD_WAF_COUNTRY giving every client address a country for GeoMatch."""

from __future__ import annotations

import json
import os
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from test_wafv2_filtering import call, mock_api

from labcloud.testing.server_process import LabcloudProcess

VIS = "SampledRequestsEnabled=true,CloudWatchMetricsEnabled=false,MetricName=cli"


def test_cli_iam_and_a_restart(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = LabcloudProcess(data_dir=data, extra_args=["--enforce-iam"]).start()
    try:
        ipset = server.aws_json(
            "wafv2",
            "create-ip-set",
            "--name",
            "cli-set",
            "--scope",
            "REGIONAL",
            "--ip-address-version",
            "IPV4",
            "--addresses",
            "198.51.100.0/24",
        )["Summary"]
        rules = [
            {
                "Name": "set",
                "Priority": 0,
                "Statement": {
                    "IPSetReferenceStatement": {
                        "ARN": ipset["ARN"],
                        "IPSetForwardedIPConfig": {
                            "HeaderName": "X-Forwarded-For",
                            "FallbackBehavior": "NO_MATCH",
                            "Position": "ANY",
                        },
                    }
                },
                "Action": {"Block": {}},
                "VisibilityConfig": {
                    "SampledRequestsEnabled": True,
                    "CloudWatchMetricsEnabled": False,
                    "MetricName": "set",
                },
            },
            {
                "Name": "not-from-fr",
                "Priority": 1,
                "Statement": {"GeoMatchStatement": {"CountryCodes": ["FR"]}},
                "Action": {"Block": {}},
                "VisibilityConfig": {
                    "SampledRequestsEnabled": True,
                    "CloudWatchMetricsEnabled": False,
                    "MetricName": "fr",
                },
            },
        ]
        acl = server.aws_json(
            "wafv2",
            "create-web-acl",
            "--name",
            "cli-acl",
            "--scope",
            "REGIONAL",
            "--default-action",
            "Allow={}",
            "--visibility-config",
            VIS,
            "--rules",
            json.dumps(rules),
        )["Summary"]
        api_id, stage_arn = mock_api(server.boto3_client("apigateway"))
        server.aws("wafv2", "associate-web-acl", "--web-acl-arn", acl["ARN"], "--resource-arn", stage_arn)
        assert call(server, api_id, X_Forwarded_For="10.0.0.1, 198.51.100.3")[0] == 403
        assert call(server, api_id)[0] == 200  # no address has a country: the geo rule matches nothing
        refused = server.aws(
            "wafv2",
            "get-ip-set",
            "--name",
            "cli-set",
            "--scope",
            "REGIONAL",
            "--id",
            "00000000-0000-4000-8000-000000000000",
            check=False,
        )
        assert refused.returncode != 0 and "WAFNonexistentItemException" in refused.stderr
        _iam_decides(server, ipset)
    finally:
        server.stop()
    # labcloud has no geolocation: LABCLOUD_WAF_COUNTRY gives every client address a country
    restarted = LabcloudProcess(data_dir=data, env={**os.environ, "LABCLOUD_WAF_COUNTRY": "fr"}).start()
    try:
        wafv2: Any = restarted.boto3_client("wafv2")
        got = wafv2.get_ip_set(Name="cli-set", Scope="REGIONAL", Id=ipset["Id"])
        assert got["IPSet"]["Addresses"] == ["198.51.100.0/24"] and got["LockToken"] == ipset["LockToken"]
        assert wafv2.get_web_acl_for_resource(ResourceArn=stage_arn)["WebACL"]["Name"] == "cli-acl"
        assert call(restarted, api_id, X_Forwarded_For="198.51.100.3")[0] == 403
        assert call(restarted, api_id)[0] == 403  # now from France
        now = datetime.now(timezone.utc)
        window = {"StartTime": now - timedelta(hours=1), "EndTime": now + timedelta(hours=1)}
        sampled = wafv2.get_sampled_requests(
            WebAclArn=acl["ARN"], RuleMetricName="fr", Scope="REGIONAL", TimeWindow=window, MaxItems=10
        )["SampledRequests"]
        assert [(s["Action"], s["Request"]["Country"]) for s in sampled] == [("BLOCK", "FR")]
    finally:
        restarted.stop()


def _iam_decides(server: LabcloudProcess, ipset: dict[str, Any]) -> None:
    iam = server.boto3_client("iam")
    iam.create_user(UserName="reader")
    key = iam.create_access_key(UserName="reader")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": ["wafv2:GetIPSet", "wafv2:ListIPSets"], "Resource": ipset["ARN"]},
            {"Effect": "Allow", "Action": "wafv2:ListIPSets", "Resource": "*"},
        ],
    }
    iam.put_user_policy(UserName="reader", PolicyName="p", PolicyDocument=json.dumps(policy))
    creds = {"aws_access_key_id": key["AccessKeyId"], "aws_secret_access_key": key["SecretAccessKey"]}
    wafv2: Any = server.boto3_client("wafv2", **creds)
    assert wafv2.get_ip_set(Name="cli-set", Scope="REGIONAL", Id=ipset["Id"])["IPSet"]["Id"] == ipset["Id"]
    assert [s["Id"] for s in wafv2.list_ip_sets(Scope="REGIONAL")["IPSets"]] == [ipset["Id"]]
    for operation, kwargs in (
        (
            wafv2.delete_ip_set,
            {"Name": "cli-set", "Scope": "REGIONAL", "Id": ipset["Id"], "LockToken": ipset["LockToken"]},
        ),
        (
            wafv2.create_ip_set,
            {"Name": "no", "Scope": "REGIONAL", "IPAddressVersion": "IPV4", "Addresses": []},
        ),
    ):
        with pytest.raises(ClientError) as caught:
            operation(**kwargs)
        assert caught.value.response["Error"]["Code"] == "AccessDeniedException"
