"""The view's CloudWatch panel in a real browser: charts of the services' metrics and alarm states
appear and change live, following the event stream (no reload)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

WAIT_MS = 20000


@pytest.fixture(scope="module")
def lab() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--metrics-resolution", "1"]).start()
    try:
        yield server
    finally:
        server.stop()


def test_metric_charts_and_alarm_states_update_live(
    lab: LabcloudProcess, page: Any, output_dir: Path
) -> None:
    page.goto(lab.endpoint + "/_labcloud/view/")
    page.wait_for_function(
        "window.labcloudMetrics && window.labcloudMetrics.stats.connected", timeout=WAIT_MS
    )
    assert page.locator("#panel-metrics .cw-empty").is_visible()

    sqs = lab.boto3_client("sqs")
    url = sqs.create_queue(QueueName="chart-jobs")["QueueUrl"]
    for index in range(5):
        sqs.send_message(QueueUrl=url, MessageBody=f"job {index}")
    queue = page.locator('.cw-group[data-kind=queues] .cw-resource[data-name="chart-jobs"]')
    queue.wait_for(timeout=WAIT_MS)
    sent = queue.locator('.cw-chart[data-metric="NumberOfMessagesSent"]')
    page.wait_for_function(
        """() => { const c = document.querySelector('.cw-resource[data-name="chart-jobs"] '
                   + '.cw-chart[data-metric="ApproximateNumberOfMessagesVisible"] b');
                   return c && c.textContent === '5'; }""",
        timeout=WAIT_MS,
    )
    assert sent.locator("svg path.cw-line").count() == 1
    assert not page.locator("#panel-metrics .cw-empty").is_visible()

    cw = lab.boto3_client("cloudwatch")
    cw.put_metric_alarm(
        AlarmName="jobs-backlog",
        Namespace="AWS/SQS",
        MetricName="ApproximateNumberOfMessagesVisible",
        Dimensions=[{"Name": "QueueName", "Value": "chart-jobs"}],
        Statistic="Maximum",
        Period=10,
        EvaluationPeriods=1,
        Threshold=3.0,
        ComparisonOperator="GreaterThanThreshold",
    )
    row = page.locator('tr[data-alarm="jobs-backlog"]')
    row.wait_for(timeout=WAIT_MS)
    page.wait_for_selector('tr[data-alarm="jobs-backlog"][data-state=ALARM]', timeout=WAIT_MS)
    assert "was greater than the threshold (3.0)" in row.locator(".cw-reason").inner_text()
    sqs.purge_queue(QueueUrl=url)  # the backlog is gone: the alarm goes back to OK on its own
    page.wait_for_selector('tr[data-alarm="jobs-backlog"][data-state=OK]', timeout=40000)
    assert "was not greater than the threshold (3.0)" in row.locator(".cw-reason").inner_text()
    page.wait_for_function(
        """() => { const c = document.querySelector('.cw-resource[data-name="chart-jobs"] '
                   + '.cw-chart[data-metric="ApproximateNumberOfMessagesVisible"] b');
                   return c && c.textContent === '0'; }""",
        timeout=WAIT_MS,
    )
    page.screenshot(path=str(output_dir / "view-metrics.png"), full_page=True)
    assert page.page_errors == []


def test_charts_have_axes_and_times_and_count_like_the_function_card(lab: LabcloudProcess, page: Any) -> None:
    import io
    import json
    import time
    import zipfile

    code = io.BytesIO()
    with zipfile.ZipFile(code, "w") as archive:
        archive.writestr("app.py", "def handler(event, context):\n    return {'ok': True}\n")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": "sts:AssumeRole", "Principal": {"Service": "lambda.amazonaws.com"}}
        ],
    }
    role = lab.boto3_client("iam").create_role(
        RoleName="chart-role", AssumeRolePolicyDocument=json.dumps(trust)
    )
    lam = lab.boto3_client("lambda")
    lam.create_function(
        FunctionName="chart-fn",
        Runtime="python3.12",
        Handler="app.handler",
        Role=role["Role"]["Arn"],
        Code={"ZipFile": code.getvalue()},
    )
    page.goto(lab.endpoint + "/_labcloud/view/")
    page.wait_for_function(
        "window.labcloudMetrics && window.labcloudMetrics.stats.connected", timeout=WAIT_MS
    )
    for _ in range(3):
        lam.invoke(FunctionName="chart-fn", Payload=b"{}")
        time.sleep(1.1)  # spread over several 1-second periods: the label must add them up
    card = page.locator("[data-function=chart-fn]")
    card.wait_for(timeout=WAIT_MS)
    page.wait_for_function(
        "document.querySelector('[data-function=chart-fn]').textContent.includes('3 invocations')",
        timeout=WAIT_MS,
    )
    chart = page.locator('.cw-resource[data-name="chart-fn"] .cw-chart[data-metric="Invocations"]')
    chart.wait_for(timeout=WAIT_MS)
    page.wait_for_function(
        """() => { const c = document.querySelector('.cw-resource[data-name="chart-fn"] '
                   + '.cw-chart[data-metric="Invocations"] b');
                   return c && c.textContent === '3'; }""",
        timeout=WAIT_MS,
    )
    assert chart.locator(".cw-label").inner_text() == "invocations 3 in 5 min"
    # a y axis with its range, an x axis with the window's start and end times
    assert chart.locator("svg .cw-ymin").text_content() == "0"
    assert chart.locator("svg .cw-ymax").text_content() in ("1", "2", "3")
    start, end = chart.locator(".cw-start").inner_text(), chart.locator(".cw-end").inner_text()
    for stamp in (start, end):
        assert len(stamp) == 8 and stamp[2] == stamp[5] == ":", stamp
    assert start != end
    assert page.page_errors == []
