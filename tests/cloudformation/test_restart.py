"""Durability: stacks survive a restart, and a stack in progress when the server is killed ends in a
well-defined state on restart (a create in progress rolls back to ROLLBACK_COMPLETE, leaving nothing).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from cfn_helpers import events, send_then_crash, wait_stack

from labcloud.crash_points import ENV
from labcloud.testing.server_process import LabcloudProcess


def test_kill_during_create_rolls_back_on_restart(tmp_path: Path) -> None:
    # the server kills itself (SIGKILL) once the 151st of 300 queues is created: mid-create, however fast
    crash = {**os.environ, ENV: "cfn.created:Q150"}
    server = LabcloudProcess(data_dir=tmp_path / "data", env=crash).start()
    try:
        cfn = server.boto3_client("cloudformation")
        cfn.create_stack(
            StackName="kept",
            TemplateBody=json.dumps(
                {"Resources": {"Q": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "kept-q"}}}}
            ),
        )
        assert wait_stack(cfn, "kept")["StackStatus"] == "CREATE_COMPLETE"
        many = {
            f"Q{i}": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": f"many-{i}"}} for i in range(300)
        }
        send_then_crash(
            server, "create_stack", StackName="many", TemplateBody=json.dumps({"Resources": many})
        )
        assert server.proc is not None and server.proc.wait(60) == -9
        server.proc = None
        server.env = {k: v for k, v in os.environ.items() if k != ENV}
        server.start()
        cfn = server.boto3_client("cloudformation")
        stack = wait_stack(cfn, "many")
        assert events(cfn, "many")[0] == ("many", "CREATE_IN_PROGRESS", "User Initiated")
        assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
        shown = events(cfn, "many")
        rollback = [e for e in shown if e[1] == "ROLLBACK_IN_PROGRESS"]
        assert rollback == [
            ("many", "ROLLBACK_IN_PROGRESS", "labcloud restarted while this operation was in progress")
        ]
        assert shown[-1] == ("many", "ROLLBACK_COMPLETE", None)
        assert sum(1 for e in shown if e[1] == "CREATE_COMPLETE") < 300
        queues = [u.rsplit("/", 1)[1] for u in server.boto3_client("sqs").list_queues().get("QueueUrls", [])]
        assert queues == ["kept-q"]
        assert cfn.describe_stacks(StackName="kept")["Stacks"][0]["StackStatus"] == "CREATE_COMPLETE"
    finally:
        server.stop()
