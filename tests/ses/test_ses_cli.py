"""The real ``aws`` CLI against SES, v1 (``aws ses``) and v2 (``aws sesv2``), including a refusal's exit
status and error code as the CLI prints them."""

from __future__ import annotations

import json

from labcloud.testing.server_process import LabcloudProcess


def test_aws_ses_v1_commands(labcloud: LabcloudProcess) -> None:
    labcloud.aws("ses", "verify-email-identity", "--email-address", "cli@example.com")
    token = labcloud.aws_json("ses", "verify-domain-identity", "--domain", "cli.example")["VerificationToken"]
    assert token
    assert sorted(labcloud.aws_json("ses", "list-identities")["Identities"]) == [
        "cli.example",
        "cli@example.com",
    ]
    template = {"TemplateName": "cli", "SubjectPart": "Hi {{who}}", "TextPart": "Hello {{who}}"}
    labcloud.aws("ses", "create-template", "--template", json.dumps(template))
    rendered = labcloud.aws_json(
        "ses", "test-render-template", "--template-name", "cli", "--template-data", '{"who": "CLI"}'
    )
    assert "Subject: Hi CLI" in rendered["RenderedTemplate"]
    sent = labcloud.aws_json(
        "ses",
        "send-email",
        "--from",
        "cli@example.com",
        "--to",
        "someone@example.net",
        "--subject",
        "From the CLI",
        "--text",
        "plain",
    )
    assert sent["MessageId"].endswith("-000000")
    templated = labcloud.aws_json(
        "ses",
        "send-templated-email",
        "--source",
        "cli@example.com",
        "--destination",
        "ToAddresses=someone@example.net",
        "--template",
        "cli",
        "--template-data",
        '{"who": "you"}',
    )
    assert templated["MessageId"]
    assert labcloud.aws_json("ses", "get-send-quota")["SentLast24Hours"] == 2.0
    refused = labcloud.aws(
        "ses",
        "send-email",
        "--from",
        "stranger@example.org",
        "--to",
        "someone@example.net",
        "--subject",
        "s",
        "--text",
        "t",
        check=False,
    )
    assert refused.returncode != 0
    assert "MessageRejected" in refused.stderr and "Email address is not verified" in refused.stderr
    labcloud.aws("ses", "delete-template", "--template-name", "cli")
    labcloud.aws("ses", "delete-identity", "--identity", "cli.example")


def test_aws_sesv2_commands(labcloud: LabcloudProcess) -> None:
    made = labcloud.aws_json("sesv2", "create-email-identity", "--email-identity", "v2@example.com")
    assert made["IdentityType"] == "EMAIL_ADDRESS"
    assert labcloud.aws_json("sesv2", "get-email-identity", "--email-identity", "v2@example.com")[
        "VerifiedForSendingStatus"
    ]
    labcloud.aws(
        "sesv2",
        "create-email-template",
        "--template-name",
        "v2t",
        "--template-content",
        json.dumps({"Subject": "S {{n}}", "Text": "T {{n}}"}),
    )
    content = {"Simple": {"Subject": {"Data": "CLI v2"}, "Body": {"Text": {"Data": "hello"}}}}
    sent = labcloud.aws_json(
        "sesv2",
        "send-email",
        "--from-email-address",
        "v2@example.com",
        "--destination",
        json.dumps({"ToAddresses": ["x@example.net"]}),
        "--content",
        json.dumps(content),
    )
    assert sent["MessageId"]
    assert labcloud.aws_json("sesv2", "get-account")["SendQuota"]["SentLast24Hours"] == 1.0
    missing = labcloud.aws("sesv2", "get-email-template", "--template-name", "none", check=False)
    assert missing.returncode != 0 and "NotFoundException" in missing.stderr
    labcloud.aws("sesv2", "delete-email-identity", "--email-identity", "v2@example.com")
