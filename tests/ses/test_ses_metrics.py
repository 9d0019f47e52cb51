"""AWS/SES metrics: each kept message counts a Send and, delivered, a Delivery (account-level, no
dimension, as AWS publishes them)."""

from __future__ import annotations

import time
from typing import Any

from ses_helpers import simple

from labcloud.testing.server_process import LabcloudProcess


def test_sends_and_deliveries_are_published(ses: Any, labcloud: LabcloudProcess) -> None:
    ses.verify_email_identity(EmailAddress="metrics@example.com")
    for _ in range(2):
        ses.send_email(
            Source="metrics@example.com", Destination={"ToAddresses": ["a@example.net"]}, Message=simple()
        )
    cloudwatch = labcloud.boto3_client("cloudwatch")
    names: set[str] = set()
    listed: list[dict[str, Any]] = []
    deadline = time.monotonic() + 30
    while not {"Send", "Delivery"} <= names and time.monotonic() < deadline:
        listed = cloudwatch.list_metrics(Namespace="AWS/SES")["Metrics"]
        names = {m["MetricName"] for m in listed}
        time.sleep(0.2)
    assert {"Send", "Delivery"} <= names, names
    assert all(m["Dimensions"] == [] for m in listed)
