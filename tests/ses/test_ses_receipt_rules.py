"""SES v1's receipt rule sets, rules and IP filters: CRUD, the rules' order (After, SetReceiptRulePosition,
ReorderReceiptRuleSet), the active set, cloning, and AWS's error codes, including the checks of a rule's
targets (bucket and its policy, function and its resource policy, topic) made at create time."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

from ses_helpers import refused

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"
TOPIC = f"arn:aws:sns:us-east-1:{ACCOUNT}:nowhere"


def _names(ses: Any, rule_set: str) -> list[str]:
    return [r["Name"] for r in ses.describe_receipt_rule_set(RuleSetName=rule_set)["Rules"]]


def _rule(name: str, **extra: Any) -> dict[str, Any]:
    return {"Name": name, "Enabled": True, "Actions": [{"StopAction": {"Scope": "RuleSet"}}], **extra}


def test_rule_sets_rules_and_their_order(ses: Any) -> None:
    ses.create_receipt_rule_set(RuleSetName="inbox")
    assert refused(ses.create_receipt_rule_set, RuleSetName="inbox")[0] == "AlreadyExists"
    assert refused(ses.create_receipt_rule_set, RuleSetName="-bad-")[0] == "InvalidParameterValue"
    ses.create_receipt_rule(RuleSetName="inbox", Rule=_rule("b"))
    ses.create_receipt_rule(RuleSetName="inbox", Rule=_rule("a"))  # no After: first, as AWS
    ses.create_receipt_rule(RuleSetName="inbox", Rule=_rule("c"), After="b")
    ses.create_receipt_rule(RuleSetName="inbox", Rule=_rule("a2"), After="a")
    assert _names(ses, "inbox") == ["a", "a2", "b", "c"]
    assert refused(ses.create_receipt_rule, RuleSetName="inbox", Rule=_rule("a"))[0] == "AlreadyExists"
    assert (
        refused(ses.create_receipt_rule, RuleSetName="inbox", Rule=_rule("d"), After="zz")[0]
        == "RuleDoesNotExist"
    )
    assert refused(ses.create_receipt_rule, RuleSetName="nope", Rule=_rule("d"))[0] == "RuleSetDoesNotExist"

    ses.set_receipt_rule_position(RuleSetName="inbox", RuleName="a", After="c")
    assert _names(ses, "inbox") == ["a2", "b", "c", "a"]
    ses.set_receipt_rule_position(RuleSetName="inbox", RuleName="c")
    assert _names(ses, "inbox") == ["c", "a2", "b", "a"]
    assert refused(ses.set_receipt_rule_position, RuleSetName="inbox", RuleName="zz")[0] == "RuleDoesNotExist"
    ses.reorder_receipt_rule_set(RuleSetName="inbox", RuleNames=["a", "a2", "b", "c"])
    assert _names(ses, "inbox") == ["a", "a2", "b", "c"]
    assert (
        refused(ses.reorder_receipt_rule_set, RuleSetName="inbox", RuleNames=["a", "zz"])[0]
        == "RuleDoesNotExist"
    )
    code = refused(ses.reorder_receipt_rule_set, RuleSetName="inbox", RuleNames=["a", "b"])[0]
    assert code == "InvalidParameterValue"
    assert (
        refused(ses.reorder_receipt_rule_set, RuleSetName="nope", RuleNames=["a"])[0] == "RuleSetDoesNotExist"
    )

    rule = ses.describe_receipt_rule(RuleSetName="inbox", RuleName="a")["Rule"]
    assert rule == {
        "Name": "a",
        "Enabled": True,
        "TlsPolicy": "Optional",
        "ScanEnabled": False,
        "Actions": [{"StopAction": {"Scope": "RuleSet"}}],
    }
    ses.update_receipt_rule(
        RuleSetName="inbox",
        Rule={
            "Name": "a",
            "Recipients": ["example.com"],
            "TlsPolicy": "Require",
            "ScanEnabled": True,
            "Actions": [{"AddHeaderAction": {"HeaderName": "X-Seen", "HeaderValue": "yes"}}],
        },
    )
    rule = ses.describe_receipt_rule(RuleSetName="inbox", RuleName="a")["Rule"]
    assert (
        rule["Enabled"] is False and rule["TlsPolicy"] == "Require" and rule["Recipients"] == ["example.com"]
    )
    assert _names(ses, "inbox") == ["a", "a2", "b", "c"]  # an update keeps the rule's place
    assert refused(ses.update_receipt_rule, RuleSetName="inbox", Rule=_rule("zz"))[0] == "RuleDoesNotExist"
    assert refused(ses.describe_receipt_rule, RuleSetName="inbox", RuleName="zz")[0] == "RuleDoesNotExist"
    assert refused(ses.describe_receipt_rule, RuleSetName="nope", RuleName="a")[0] == "RuleSetDoesNotExist"
    assert refused(ses.describe_receipt_rule_set, RuleSetName="nope")[0] == "RuleSetDoesNotExist"

    ses.delete_receipt_rule(RuleSetName="inbox", RuleName="a2")
    ses.delete_receipt_rule(RuleSetName="inbox", RuleName="a2")  # a rule that is gone: no error, as AWS
    assert _names(ses, "inbox") == ["a", "b", "c"]
    assert refused(ses.delete_receipt_rule, RuleSetName="nope", RuleName="a")[0] == "RuleSetDoesNotExist"

    ses.clone_receipt_rule_set(RuleSetName="copy", OriginalRuleSetName="inbox")
    assert _names(ses, "copy") == ["a", "b", "c"]
    assert (
        refused(ses.clone_receipt_rule_set, RuleSetName="copy", OriginalRuleSetName="inbox")[0]
        == "AlreadyExists"
    )
    code = refused(ses.clone_receipt_rule_set, RuleSetName="x", OriginalRuleSetName="nope")[0]
    assert code == "RuleSetDoesNotExist"
    listed = ses.list_receipt_rule_sets()["RuleSets"]
    assert [s["Name"] for s in listed] == ["copy", "inbox"] and all("CreatedTimestamp" in s for s in listed)


def test_the_active_set_cannot_be_deleted(ses: Any) -> None:
    assert "Metadata" not in ses.describe_active_receipt_rule_set()
    ses.create_receipt_rule_set(RuleSetName="live")
    ses.create_receipt_rule(RuleSetName="live", Rule=_rule("only"))
    assert refused(ses.set_active_receipt_rule_set, RuleSetName="nope")[0] == "RuleSetDoesNotExist"
    ses.set_active_receipt_rule_set(RuleSetName="live")
    active = ses.describe_active_receipt_rule_set()
    assert active["Metadata"]["Name"] == "live" and [r["Name"] for r in active["Rules"]] == ["only"]
    assert refused(ses.delete_receipt_rule_set, RuleSetName="live")[0] == "CannotDelete"
    ses.set_active_receipt_rule_set()  # no name: no set is active
    assert "Metadata" not in ses.describe_active_receipt_rule_set()
    ses.delete_receipt_rule_set(RuleSetName="live")
    ses.delete_receipt_rule_set(RuleSetName="live")  # gone already: no error, as AWS
    assert ses.list_receipt_rule_sets()["RuleSets"] == []


def test_limits_and_refused_actions(ses: Any) -> None:
    for i in range(40):
        ses.create_receipt_rule_set(RuleSetName=f"s{i:02d}")
    assert refused(ses.create_receipt_rule_set, RuleSetName="one-more")[0] == "LimitExceeded"
    assert (
        refused(ses.clone_receipt_rule_set, RuleSetName="one-more", OriginalRuleSetName="s00")[0]
        == "LimitExceeded"
    )
    workmail = {
        "Name": "wm",
        "Actions": [{"WorkmailAction": {"OrganizationArn": "arn:aws:workmail:us-east-1:1:organization/m-1"}}],
    }
    code, message, _ = refused(ses.create_receipt_rule, RuleSetName="s00", Rule=workmail)
    assert code == "InvalidParameterValue" and "WorkmailAction" in message
    two = {
        "Name": "two",
        "Actions": [
            {"StopAction": {"Scope": "RuleSet"}, "AddHeaderAction": {"HeaderName": "X-A", "HeaderValue": "b"}}
        ],
    }
    assert refused(ses.create_receipt_rule, RuleSetName="s00", Rule=two)[0] == "InvalidParameterValue"
    for i in range(200):
        ses.create_receipt_rule(RuleSetName="s01", Rule=_rule(f"r{i:03d}"))
    assert refused(ses.create_receipt_rule, RuleSetName="s01", Rule=_rule("r-more"))[0] == "LimitExceeded"


def test_receipt_filters(ses: Any) -> None:
    ses.create_receipt_filter(
        Filter={"Name": "office", "IpFilter": {"Policy": "Allow", "Cidr": "10.0.0.0/24"}}
    )
    ses.create_receipt_filter(Filter={"Name": "spam", "IpFilter": {"Policy": "Block", "Cidr": "10.0.0.0/8"}})
    again = {"Name": "spam", "IpFilter": {"Policy": "Block", "Cidr": "10.1.0.0/16"}}
    assert refused(ses.create_receipt_filter, Filter=again)[0] == "AlreadyExists"
    bad = {"Name": "bad", "IpFilter": {"Policy": "Block", "Cidr": "10.0.0.300/8"}}
    assert refused(ses.create_receipt_filter, Filter=bad)[0] == "InvalidParameterValue"
    assert ses.list_receipt_filters()["Filters"] == [
        {"Name": "office", "IpFilter": {"Policy": "Allow", "Cidr": "10.0.0.0/24"}},
        {"Name": "spam", "IpFilter": {"Policy": "Block", "Cidr": "10.0.0.0/8"}},
    ]
    ses.delete_receipt_filter(FilterName="office")
    ses.delete_receipt_filter(FilterName="office")
    assert [f["Name"] for f in ses.list_receipt_filters()["Filters"]] == ["spam"]
    for i in range(99):
        ses.create_receipt_filter(
            Filter={"Name": f"f{i}", "IpFilter": {"Policy": "Block", "Cidr": f"192.0.2.{i}/32"}}
        )
    more = {"Name": "more", "IpFilter": {"Policy": "Block", "Cidr": "192.0.2.200/32"}}
    assert refused(ses.create_receipt_filter, Filter=more)[0] == "LimitExceeded"


def _function(labcloud: LabcloudProcess, name: str) -> str:
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    role = iam.create_role(RoleName=f"{name}-role", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", "def handler(event, context):\n    return None\n")
    lam = labcloud.boto3_client("lambda")
    made = lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": buffer.getvalue()},
    )
    return str(made["FunctionArn"])


def test_targets_are_checked_at_create_time(labcloud: LabcloudProcess, ses: Any) -> None:
    ses.create_receipt_rule_set(RuleSetName="checked")
    s3 = labcloud.boto3_client("s3")

    def s3_rule(bucket: str) -> dict[str, Any]:
        return {"Name": "to-s3", "Actions": [{"S3Action": {"BucketName": bucket, "ObjectKeyPrefix": "in/"}}]}

    assert (
        refused(ses.create_receipt_rule, RuleSetName="checked", Rule=s3_rule("no-such-bucket"))[0]
        == "InvalidS3Configuration"
    )
    s3.create_bucket(Bucket="mail-in")
    assert (
        refused(ses.create_receipt_rule, RuleSetName="checked", Rule=s3_rule("mail-in"))[0]
        == "InvalidS3Configuration"
    )
    other = {
        "Effect": "Allow",
        "Principal": {"Service": "cloudtrail.amazonaws.com"},
        "Action": "s3:PutObject",
        "Resource": "arn:aws:s3:::mail-in/*",
    }
    s3.put_bucket_policy(Bucket="mail-in", Policy=json.dumps({"Version": "2012-10-17", "Statement": [other]}))
    assert (
        refused(ses.create_receipt_rule, RuleSetName="checked", Rule=s3_rule("mail-in"))[0]
        == "InvalidS3Configuration"
    )
    allow = {
        "Effect": "Allow",
        "Principal": {"Service": "ses.amazonaws.com"},
        "Action": "s3:PutObject",
        "Resource": "arn:aws:s3:::mail-in/*",
        "Condition": {"StringEquals": {"AWS:SourceAccount": ACCOUNT}},
    }
    s3.put_bucket_policy(Bucket="mail-in", Policy=json.dumps({"Version": "2012-10-17", "Statement": [allow]}))
    ses.create_receipt_rule(RuleSetName="checked", Rule=s3_rule("mail-in"))

    arn = _function(labcloud, "ses-target")
    lam_rule = {"Name": "to-lambda", "Actions": [{"LambdaAction": {"FunctionArn": arn}}]}
    missing = {"Name": "to-lambda", "Actions": [{"LambdaAction": {"FunctionArn": arn + "-gone"}}]}
    assert refused(ses.create_receipt_rule, RuleSetName="checked", Rule=missing)[0] == "InvalidLambdaFunction"
    assert (
        refused(ses.create_receipt_rule, RuleSetName="checked", Rule=lam_rule)[0] == "InvalidLambdaFunction"
    )
    labcloud.boto3_client("lambda").add_permission(
        FunctionName="ses-target",
        StatementId="another-rule-set",
        Action="lambda:InvokeFunction",
        Principal="ses.amazonaws.com",
        SourceArn=f"arn:aws:ses:us-east-1:{ACCOUNT}:receipt-rule-set/other:receipt-rule/*",
    )
    assert (
        refused(ses.create_receipt_rule, RuleSetName="checked", Rule=lam_rule)[0] == "InvalidLambdaFunction"
    )
    labcloud.boto3_client("lambda").add_permission(
        FunctionName="ses-target",
        StatementId="ses",
        Action="lambda:InvokeFunction",
        Principal="ses.amazonaws.com",
        SourceAccount=ACCOUNT,
        SourceArn=f"arn:aws:ses:us-east-1:{ACCOUNT}:receipt-rule-set/*",  # as AWS's ses-lambda pattern
    )
    ses.create_receipt_rule(RuleSetName="checked", Rule=lam_rule, After="to-s3")
    assert ses.describe_receipt_rule(RuleSetName="checked", RuleName="to-lambda")["Rule"]["Actions"] == [
        {"LambdaAction": {"FunctionArn": arn, "InvocationType": "Event"}}
    ]

    sns_rule = {"Name": "to-sns", "Actions": [{"SNSAction": {"TopicArn": TOPIC}}]}
    assert refused(ses.create_receipt_rule, RuleSetName="checked", Rule=sns_rule)[0] == "InvalidSnsTopic"
    stop = {"Name": "to-sns", "Actions": [{"StopAction": {"Scope": "RuleSet", "TopicArn": TOPIC}}]}
    assert refused(ses.create_receipt_rule, RuleSetName="checked", Rule=stop)[0] == "InvalidSnsTopic"
    topic = labcloud.boto3_client("sns").create_topic(Name="mail-topic")["TopicArn"]
    ses.create_receipt_rule(
        RuleSetName="checked",
        Rule={"Name": "to-sns", "Actions": [{"SNSAction": {"TopicArn": topic}}]},
        After="to-lambda",
    )
    assert ses.describe_receipt_rule(RuleSetName="checked", RuleName="to-sns")["Rule"]["Actions"] == [
        {"SNSAction": {"TopicArn": topic, "Encoding": "UTF-8"}}
    ]
    assert (
        refused(ses.update_receipt_rule, RuleSetName="checked", Rule=sns_rule | {"Name": "to-s3"})[0]
        == "InvalidSnsTopic"
    )
    assert _names(ses, "checked") == ["to-s3", "to-lambda", "to-sns"]
