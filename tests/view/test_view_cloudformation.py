"""The view's CloudFormation panel in a real browser: stacks, their status, resources and events appear live."""

from __future__ import annotations

import json
from typing import Any

from test_view_live import WAIT_MS, open_view

from labcloud.testing.server_process import LabcloudProcess


def test_stack_status_resources_and_events_in_the_view(labcloud: LabcloudProcess, page: Any) -> None:
    open_view(page, labcloud.endpoint)
    page.locator("#panel-stacks").wait_for(timeout=WAIT_MS)
    assert page.locator("#stacks-empty").is_visible()
    cfn = labcloud.boto3_client("cloudformation")
    good = {"Resources": {"Jobs": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "view-cfn-jobs"}}}}
    cfn.create_stack(StackName="viewstack", TemplateBody=json.dumps(good))
    bad = {"Resources": {"Box": {"Type": "AWS::EC2::Volume"}}}
    cfn.create_stack(StackName="viewbroken", TemplateBody=json.dumps(bad))
    page.wait_for_function(
        "[...document.querySelectorAll('#stacks details summary')].map(s => s.textContent).join('|')"
        ".includes('viewstack CREATE_COMPLETE')",
        timeout=WAIT_MS,
    )
    page.wait_for_function(
        "[...document.querySelectorAll('#stacks details summary')].map(s => s.textContent).join('|')"
        ".includes('viewbroken ROLLBACK_COMPLETE')",
        timeout=WAIT_MS,
    )
    stack = page.locator("#stacks details", has_text="viewstack").first
    stack.locator("summary").click()
    assert "view-cfn-jobs" in stack.locator("table").first.inner_text()
    assert "AWS::SQS::Queue" in stack.inner_text()
    broken = page.locator("#stacks details", has_text="viewbroken").first
    broken.locator("summary").click()
    assert "is not supported by labcloud" in broken.inner_text()
    assert page.page_errors == []
