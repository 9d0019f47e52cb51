"""IAM governs SES with the ``ses:`` actions of both APIs on the sender's identity ARN; everything SES
answered 2xx for (identities, templates, configuration sets, the messages sent) survives a restart."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ses_helpers import refused, simple

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def _user(server: LabcloudProcess, statements: list[dict[str, Any]]) -> dict[str, str]:
    iam = server.boto3_client("iam")
    iam.create_user(UserName="mailer")
    key = iam.create_access_key(UserName="mailer")["AccessKey"]
    policy = {"Version": "2012-10-17", "Statement": statements}
    iam.put_user_policy(UserName="mailer", PolicyName="p", PolicyDocument=json.dumps(policy))
    return {"aws_access_key_id": key["AccessKeyId"], "aws_secret_access_key": key["SecretAccessKey"]}


def test_a_user_sends_only_as_the_identities_its_policy_names(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    root = enforcing.boto3_client("ses")
    root.verify_email_identity(EmailAddress="allowed@example.com")
    root.verify_email_identity(EmailAddress="other@example.com")
    keys = _user(
        enforcing,
        [
            {
                "Effect": "Allow",
                "Action": ["ses:SendEmail"],
                "Resource": "arn:aws:ses:us-east-1:000000000000:identity/allowed@example.com",
            },
            {
                "Effect": "Allow",
                "Action": ["ses:GetEmailTemplate"],
                "Resource": "arn:aws:ses:us-east-1:000000000000:template/mine",
            },
        ],
    )
    ses = enforcing.boto3_client("ses", **keys)
    sesv2 = enforcing.boto3_client("sesv2", **keys)
    to = {"ToAddresses": ["a@example.net"]}
    assert ses.send_email(Source="allowed@example.com", Destination=to, Message=simple())["MessageId"]
    content = {"Simple": {"Subject": {"Data": "s"}, "Body": {"Text": {"Data": "t"}}}}
    assert sesv2.send_email(FromEmailAddress="allowed@example.com", Destination=to, Content=content)[
        "MessageId"
    ]
    code, message, _ = refused(ses.send_email, Source="other@example.com", Destination=to, Message=simple())
    assert code == "AccessDenied" and "ses:SendEmail" in message and "identity/other@example.com" in message
    code, _, status = refused(
        sesv2.send_email, FromEmailAddress="other@example.com", Destination=to, Content=content
    )
    assert (code, status) == ("AccessDeniedException", 403)
    code, _, _ = refused(ses.verify_email_identity, EmailAddress="new@example.com")
    assert code == "AccessDenied"
    code, _, _ = refused(sesv2.get_email_template, TemplateName="theirs")
    assert code == "AccessDeniedException"
    code, _, _ = refused(sesv2.get_email_template, TemplateName="mine")  # allowed, and then not found
    assert code == "NotFoundException"


def test_what_ses_answered_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ses = server.boto3_client("ses")
        ses.verify_email_identity(EmailAddress="me@example.com")
        ses.create_template(Template={"TemplateName": "kept", "SubjectPart": "S"})
        ses.create_configuration_set(ConfigurationSet={"Name": "kept"})
        mid = ses.send_email(
            Source="me@example.com", Destination={"ToAddresses": ["a@example.net"]}, Message=simple("Kept")
        )["MessageId"]
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        ses = again.boto3_client("ses")
        assert ses.list_identities()["Identities"] == ["me@example.com"]
        assert ses.get_template(TemplateName="kept")["Template"]["SubjectPart"] == "S"
        assert ses.list_configuration_sets()["ConfigurationSets"] == [{"Name": "kept"}]
        assert again.get(f"/_labcloud/ses/messages/{mid}")["Subject"] == "Kept"
        assert ses.get_send_quota()["SentLast24Hours"] == 1.0
    finally:
        again.stop()


def test_the_daily_quota_counts_recipients_and_refuses_past_it() -> None:
    server = LabcloudProcess(in_memory=True, env={**os.environ, "LABCLOUD_SES_DAILY_QUOTA": "3"}).start()
    try:
        ses = server.boto3_client("ses")
        ses.verify_email_identity(EmailAddress="me@example.com")
        assert ses.get_send_quota()["Max24HourSend"] == 3.0
        two = {"ToAddresses": ["a@example.net", "b@example.net"]}
        ses.send_email(Source="me@example.com", Destination=two, Message=simple())
        code, message, status = refused(
            ses.send_email, Source="me@example.com", Destination=two, Message=simple()
        )
        assert (code, message, status) == ("Throttling", "Daily message quota exceeded.", 400)
        ses.send_email(
            Source="me@example.com", Destination={"ToAddresses": ["c@example.net"]}, Message=simple()
        )
        assert ses.get_send_quota()["SentLast24Hours"] == 3.0
    finally:
        server.stop()
