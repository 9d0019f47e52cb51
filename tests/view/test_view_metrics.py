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
