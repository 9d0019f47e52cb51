"""AWS managed rule groups through the ``aws`` CLI and IAM (``wafv2:DescribeManagedRuleGroup`` denied to a
principal without it), a web ACL using them surviving a restart, and the IP lists labcloud's IP reputation
and anonymous IP groups hold: empty by default (no address matches), the addresses LABCLOUD_WAF_IP_REPUTATION
and LABCLOUD_WAF_ANONYMOUS_IPS name when set."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from test_wafv2_filtering import mock_api
from test_wafv2_managed import BROWSER, managed, samples, send

from labcloud.testing.server_process import LabcloudProcess

LISTS = ["AWSManagedRulesAmazonIpReputationList", "AWSManagedRulesAnonymousIpList"]


def test_cli_iam_restart_and_the_ip_lists(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = LabcloudProcess(data_dir=data, extra_args=["--enforce-iam"]).start()
    try:
        described = server.aws_json(
            "wafv2",
            "describe-managed-rule-group",
            "--vendor-name",
            "AWS",
            "--name",
            "AWSManagedRulesKnownBadInputsRuleSet",
            "--scope",
            "REGIONAL",
        )
        assert described["Capacity"] == 200
        assert {"Name": "Log4JRCE_HEADER", "Action": {"Block": {}}} in described["Rules"]
        rules = [managed(name, i) for i, name in enumerate(LISTS)]
        acl = server.aws_json(
            "wafv2",
            "create-web-acl",
            "--name",
            "lists",
            "--scope",
            "REGIONAL",
            "--default-action",
            "Allow={}",
            "--visibility-config",
            "SampledRequestsEnabled=true,CloudWatchMetricsEnabled=false,MetricName=lists",
            "--rules",
            json.dumps(rules),
        )["Summary"]
        api_id, stage_arn = mock_api(server.boto3_client("apigateway"))
        server.aws("wafv2", "associate-web-acl", "--web-acl-arn", acl["ARN"], "--resource-arn", stage_arn)
        # labcloud has no threat intelligence: by default the lists hold no address
        assert send(server, api_id, headers={"User-Agent": BROWSER}) == 200
        _iam_decides(server)
    finally:
        server.stop()
    env = {**os.environ, "LABCLOUD_WAF_IP_REPUTATION": "198.51.100.0/24, 127.0.0.1/32, not-an-address"}
    restarted = LabcloudProcess(data_dir=data, env=env).start()
    try:
        wafv2: Any = restarted.boto3_client("wafv2")
        got = wafv2.get_web_acl(Name="lists", Scope="REGIONAL", Id=acl["Id"])["WebACL"]
        assert [r["Statement"]["ManagedRuleGroupStatement"]["Name"] for r in got["Rules"]] == LISTS
        assert got["Capacity"] == 75
        assert send(restarted, api_id, headers={"User-Agent": BROWSER}) == 403
        newest = samples(wafv2, acl["ARN"], LISTS[0])[-1]
        assert newest["RuleNameWithinRuleGroup"] == "AWSManagedIPReputationList"
        assert newest["Labels"] == [{"Name": "awswaf:managed:aws:amazon-ip-list:AWSManagedIPReputationList"}]
    finally:
        restarted.stop()
    env = {**os.environ, "LABCLOUD_WAF_ANONYMOUS_IPS": "127.0.0.0/8"}
    again = LabcloudProcess(data_dir=data, env=env).start()
    try:
        wafv2 = again.boto3_client("wafv2")
        assert send(again, api_id, headers={"User-Agent": BROWSER}) == 403
        newest = samples(wafv2, acl["ARN"], LISTS[1])[-1]
        assert newest["RuleNameWithinRuleGroup"] == "AnonymousIPList"
    finally:
        again.stop()


def _iam_decides(server: LabcloudProcess) -> None:
    iam = server.boto3_client("iam")
    iam.create_user(UserName="lister")
    key = iam.create_access_key(UserName="lister")["AccessKey"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "wafv2:ListAvailableManagedRuleGroups", "Resource": "*"}],
    }
    iam.put_user_policy(UserName="lister", PolicyName="p", PolicyDocument=json.dumps(policy))
    creds = {"aws_access_key_id": key["AccessKeyId"], "aws_secret_access_key": key["SecretAccessKey"]}
    wafv2: Any = server.boto3_client("wafv2", **creds)
    assert len(wafv2.list_available_managed_rule_groups(Scope="REGIONAL")["ManagedRuleGroups"]) == 11
    with pytest.raises(ClientError) as caught:
        wafv2.describe_managed_rule_group(
            VendorName="AWS", Name="AWSManagedRulesCommonRuleSet", Scope="REGIONAL"
        )
    assert caught.value.response["Error"]["Code"] == "AccessDeniedException"
    with pytest.raises(ClientError) as caught:
        wafv2.check_capacity(Scope="REGIONAL", Rules=[managed("AWSManagedRulesCommonRuleSet")])
    assert caught.value.response["Error"]["Code"] == "AccessDeniedException"
    with pytest.raises(ClientError) as caught:
        wafv2.describe_managed_rule_group(
            VendorName="AWS", Name="AWSManagedRulesBotControlRuleSet", Scope="REGIONAL"
        )
    assert caught.value.response["Error"]["Code"] == "AccessDeniedException"
