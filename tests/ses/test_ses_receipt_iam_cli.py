"""Receipt rules under IAM (``ses:CreateReceiptRuleSet``... on ``*``, as AWS's v1 receipt actions have no
resource type) and through the real ``aws`` CLI, including a refusal's exit status and error code."""

from __future__ import annotations

import json

from ses_helpers import refused

from labcloud.testing.server_process import LabcloudProcess


def test_iam_governs_the_receipt_actions() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        iam = server.boto3_client("iam")
        iam.create_user(UserName="postmaster")
        key = iam.create_access_key(UserName="postmaster")["AccessKey"]
        allow = {
            "Effect": "Allow",
            "Action": ["ses:CreateReceiptRuleSet", "ses:ListReceiptRuleSets"],
            "Resource": "*",
        }
        policy = {"Version": "2012-10-17", "Statement": [allow]}
        iam.put_user_policy(UserName="postmaster", PolicyName="p", PolicyDocument=json.dumps(policy))
        ses = server.boto3_client(
            "ses", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        ses.create_receipt_rule_set(RuleSetName="mine")
        assert [s["Name"] for s in ses.list_receipt_rule_sets()["RuleSets"]] == ["mine"]
        code, message, status = refused(ses.set_active_receipt_rule_set, RuleSetName="mine")
        assert (code, status) == ("AccessDenied", 403) and "ses:SetActiveReceiptRuleSet" in message
        code, _, status = refused(ses.delete_receipt_rule_set, RuleSetName="mine")
        assert (code, status) == ("AccessDenied", 403)
    finally:
        server.stop()


def test_aws_cli_receipt_commands(labcloud: LabcloudProcess) -> None:
    labcloud.aws("ses", "create-receipt-rule-set", "--rule-set-name", "cli-set")
    rule = {"Name": "cli-rule", "Enabled": True, "Actions": [{"StopAction": {"Scope": "RuleSet"}}]}
    labcloud.aws("ses", "create-receipt-rule", "--rule-set-name", "cli-set", "--rule", json.dumps(rule))
    labcloud.aws("ses", "set-active-receipt-rule-set", "--rule-set-name", "cli-set")
    active = labcloud.aws_json("ses", "describe-active-receipt-rule-set")
    assert active["Metadata"]["Name"] == "cli-set" and active["Rules"][0]["Name"] == "cli-rule"
    failed = labcloud.aws("ses", "delete-receipt-rule-set", "--rule-set-name", "cli-set", check=False)
    assert failed.returncode != 0 and "CannotDelete" in failed.stderr
    missing = labcloud.aws("ses", "describe-receipt-rule-set", "--rule-set-name", "nope", check=False)
    assert missing.returncode != 0 and "RuleSetDoesNotExist" in missing.stderr
