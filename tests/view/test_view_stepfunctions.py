"""The view's Step Functions panel: a machine drawn from its definition, an execution's path coloured
over it, and a state's visits shown on click."""

from __future__ import annotations

import json
import time
from typing import Any

from botocore.config import Config

from labcloud.testing.server_process import LabcloudProcess

DEFINITION = {
    "StartAt": "First",
    "States": {
        "First": {"Type": "Pass", "Result": {"n": 1}, "Next": "Pick"},
        "Pick": {
            "Type": "Choice",
            "Choices": [{"Variable": "$.n", "NumericEquals": 1, "Next": "Stop"}],
            "Default": "Never",
        },
        "Never": {"Type": "Succeed"},
        "Stop": {"Type": "Fail", "Error": "Done.Here"},
    },
}


def test_the_panel_draws_the_path_an_execution_took(labcloud: LabcloudProcess, page: Any) -> None:
    sfn = labcloud.boto3_client("stepfunctions", config=Config(retries={"max_attempts": 1}))
    machine = sfn.create_state_machine(
        name="drawn", definition=json.dumps(DEFINITION), roleArn="arn:aws:iam::000000000000:role/r"
    )["stateMachineArn"]
    execution = sfn.start_execution(stateMachineArn=machine, name="run-1")["executionArn"]
    deadline = time.time() + 10
    while sfn.describe_execution(executionArn=execution)["status"] == "RUNNING" and time.time() < deadline:
        time.sleep(0.05)
    page.goto(labcloud.endpoint + "/_labcloud/view/")
    page.locator("#sfn-machine option", has_text="drawn").wait_for(state="attached", timeout=15000)
    page.select_option("#sfn-machine", machine)
    page.locator("#sfn-execution option", has_text="run-1").wait_for(state="attached", timeout=15000)
    page.select_option("#sfn-execution", execution)
    page.locator('#sfn-graph g.sfn-node.failed[data-state="Stop"]').wait_for(timeout=15000)
    assert page.locator('#sfn-graph g.sfn-node.succeeded[data-state="First"]').count() == 1
    assert page.locator('#sfn-graph g.sfn-node.succeeded[data-state="Pick"]').count() == 1
    never = page.locator('#sfn-graph g.sfn-node[data-state="Never"]')
    assert never.count() == 1 and never.get_attribute("class") == "sfn-node"
    page.locator('#sfn-graph g.sfn-node[data-state="First"]').click()
    page.locator("#sfn-detail pre", has_text='"n": 1').first.wait_for(timeout=5000)
    assert page.page_errors == []
