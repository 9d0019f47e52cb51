"""The classroom dashboard in a real browser: a row per learner, a cell per step of the lab, the
failure reason the learner saw, and a learner's next check turning their cell green with no reload."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    roster = tmp_path / "roster"
    roster.write_text("ana\nben\n")
    process = LabcloudProcess(data_dir=tmp_path / "data", extra_args=["--classroom", str(roster)]).start()
    try:
        yield process
    finally:
        process.stop()


def as_learner(server: LabcloudProcess, learner: dict[str, str], home: Path, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "LABCLOUD_"))}
    env.update(
        LABCLOUD_LEARNER=learner["name"],
        LABCLOUD_ENDPOINT=server.endpoint,
        AWS_ACCESS_KEY_ID=learner["access_key"],
        AWS_SECRET_ACCESS_KEY=learner["secret_access_key"],
        AWS_DEFAULT_REGION="us-east-1",
        LABCLOUD_LABS_DIR=str(home / learner["name"]),
    )
    result = subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "lab", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return result.stdout


def queues(server: LabcloudProcess, learner: dict[str, str], *, redrive: bool) -> None:
    sqs = server.boto3_client(
        "sqs", aws_access_key_id=learner["access_key"], aws_secret_access_key=learner["secret_access_key"]
    )
    arn = f"arn:aws:sqs:us-east-1:{learner['account_id']}:"
    dlq = sqs.create_queue(QueueName="labex-q02-jobs-dlq")["QueueUrl"]
    attributes = {"VisibilityTimeout": "3"}
    if redrive:
        attributes["RedrivePolicy"] = json.dumps(
            {"deadLetterTargetArn": arn + "labex-q02-jobs-dlq", "maxReceiveCount": 3}
        )
    sqs.create_queue(QueueName="labex-q02-jobs", Attributes=attributes)
    allow = {"redrivePermission": "byQueue", "sourceQueueArns": [arn + "labex-q02-jobs"]}
    sqs.set_queue_attributes(QueueUrl=dlq, Attributes={"RedriveAllowPolicy": json.dumps(allow)})


def test_the_dashboard_shows_who_is_stuck_where_live(
    server: LabcloudProcess, page: Any, tmp_path: Path, output_dir: Path
) -> None:
    keys = {x["name"]: x for x in server.get("/_labcloud/classroom/credentials")["learners"]}
    for name in ("ana", "ben"):
        as_learner(server, keys[name], tmp_path, "start", "dlq-isolation")
    queues(server, keys["ben"], redrive=False)
    as_learner(server, keys["ben"], tmp_path, "check")
    page.goto(server.endpoint + "/_labcloud/view/classroom")
    page.wait_for_selector('tr[data-learner="ben"] td.step[data-step="queues"][data-status="failed"]')
    assert page.locator("#lab").input_value() == "dlq-isolation"
    headers = page.locator("#board-head th").all_inner_texts()
    assert headers == ["learner", "lab", "1. queues", "2. connect", "3. isolate", "4. redrive", "stuck on"]
    ben = page.locator('tr[data-learner="ben"]')
    assert ben.locator("td.reason").inner_text().startswith("queues: labex-q02-jobs has no RedrivePolicy")
    assert ben.locator("td.lab-status").inner_text() == "in progress"
    ana = page.locator('tr[data-learner="ana"]')
    assert ana.locator('td.step[data-step="queues"]').get_attribute("data-status") == "unchecked"
    # ana gets step 1 right and checks: her cell turns green without a reload
    queues(server, keys["ana"], redrive=True)
    as_learner(server, keys["ana"], tmp_path, "check")
    page.wait_for_selector(
        'tr[data-learner="ana"] td.step[data-step="queues"][data-status="passed"]', timeout=10000
    )
    assert ana.locator("td.reason").inner_text() == ""
    # the instructor clicks ben's red cell to read the whole reason
    ben.locator('td.step[data-step="queues"]').click()
    assert page.locator("#detail-title").inner_text().startswith("ben — queues")
    assert "has no RedrivePolicy" in page.locator("#detail-reason").inner_text()
    page.screenshot(path=str(output_dir / "classroom-dashboard.png"), full_page=True)
    assert page.page_errors == []
