"""AddPermission / RemovePermission on a topic's policy (and their effect on another account), data
protection policies kept, and the account-level SMS reads of a new (sandboxed) account."""

from __future__ import annotations

import json
from typing import Any

from sns_helpers import error_of

OTHER = "111111111111"


def test_add_and_remove_permission(sns: Any, labcloud: Any) -> None:
    topic = sns.create_topic(Name="shared")["TopicArn"]
    other = labcloud.boto3_client("sns", aws_access_key_id=OTHER)
    assert error_of(lambda: other.publish(TopicArn=topic, Message="m"))["code"] == "AuthorizationError"
    sns.add_permission(TopicArn=topic, Label="partner", AWSAccountId=[OTHER], ActionName=["Publish"])
    statements = json.loads(sns.get_topic_attributes(TopicArn=topic)["Attributes"]["Policy"])["Statement"]
    assert statements[-1] == {
        "Sid": "partner",
        "Effect": "Allow",
        "Principal": {"AWS": [f"arn:aws:iam::{OTHER}:root"]},
        "Action": ["SNS:Publish"],
        "Resource": topic,
    }
    assert other.publish(TopicArn=topic, Message="m")["MessageId"]
    err = error_of(
        lambda: sns.add_permission(
            TopicArn=topic, Label="partner", AWSAccountId=[OTHER], ActionName=["Publish"]
        )
    )
    assert (err["code"], err["message"]) == (
        "InvalidParameter",
        "Invalid parameter: Statement already exists",
    )
    err = error_of(
        lambda: sns.add_permission(TopicArn=topic, Label="x", AWSAccountId=[OTHER], ActionName=["Fly"])
    )
    assert err["message"] == "Invalid parameter: Policy statement action out of service scope!"
    sns.remove_permission(TopicArn=topic, Label="partner")
    assert error_of(lambda: other.publish(TopicArn=topic, Message="m"))["code"] == "AuthorizationError"


def test_data_protection_policy_is_kept(sns: Any) -> None:
    policy = json.dumps({"Name": "p", "Version": "2021-06-01", "Statement": []})
    topic = sns.create_topic(Name="protected", DataProtectionPolicy=policy)["TopicArn"]
    assert sns.get_data_protection_policy(ResourceArn=topic)["DataProtectionPolicy"] == policy
    other = json.dumps({"Name": "q", "Version": "2021-06-01", "Statement": []})
    sns.put_data_protection_policy(ResourceArn=topic, DataProtectionPolicy=other)
    assert sns.get_data_protection_policy(ResourceArn=topic)["DataProtectionPolicy"] == other
    assert "DataProtectionPolicy" not in sns.get_topic_attributes(TopicArn=topic)["Attributes"]
    err = error_of(lambda: sns.put_data_protection_policy(ResourceArn=topic, DataProtectionPolicy="{bad"))
    assert err["code"] == "InvalidParameter"
    missing = topic + "-missing"
    assert error_of(lambda: sns.get_data_protection_policy(ResourceArn=missing))["code"] == "NotFound"


def test_an_empty_data_protection_policy_removes_it(sns: Any) -> None:
    """How Terraform deletes aws_sns_topic_data_protection_policy: PutDataProtectionPolicy with ""."""
    policy = json.dumps({"Name": "p", "Version": "2021-06-01", "Statement": []})
    topic = sns.create_topic(Name="unprotected", DataProtectionPolicy=policy)["TopicArn"]
    sns.put_data_protection_policy(ResourceArn=topic, DataProtectionPolicy="")
    assert "DataProtectionPolicy" not in sns.get_data_protection_policy(ResourceArn=topic)
    sns.put_data_protection_policy(ResourceArn=topic, DataProtectionPolicy="")
    assert "DataProtectionPolicy" not in sns.get_data_protection_policy(ResourceArn=topic)


def test_account_reads_of_a_sandboxed_account(sns: Any) -> None:
    assert sns.get_sms_sandbox_account_status()["IsInSandbox"] is True
    assert sns.list_sms_sandbox_phone_numbers()["PhoneNumbers"] == []
    assert sns.list_phone_numbers_opted_out()["phoneNumbers"] == []
    assert sns.check_if_phone_number_is_opted_out(phoneNumber="+15555550100")["isOptedOut"] is False
    assert sns.list_origination_numbers()["PhoneNumbers"] == []
