"""AppSync managed by Terraform (hashicorp/aws 5.x): aws_appsync_graphql_api (with its schema and a
log_config whose records reach the API's log group), aws_appsync_api_key, aws_appsync_datasource (NONE and
DynamoDB), aws_appsync_function and aws_appsync_resolver (UNIT and PIPELINE) applied, queried over GraphQL,
re-planned with no change, imported back and destroyed."""

from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from appsync_helpers import graphql

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, forget_and_import, missing_reason, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_query_plan_import_destroy(labcloud: LabcloudProcess, tmp_path: Path) -> None:
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    workspace.init()
    times = {"apply": workspace.apply().seconds}
    ddb: Any = labcloud.boto3_client("dynamodb")
    ddb.put_item(TableName="tf-appsync-todos", Item={"id": {"S": "t1"}, "title": {"S": "milk"}})
    outputs = workspace.outputs()
    status, answer = graphql(
        outputs["url"],
        '{ echo(text: "tf") getTodo(id: "t1") { title } }',
        None,
        {"x-api-key": outputs["key"]},
    )
    assert (status, answer) == (200, {"data": {"echo": "tf", "getTodo": {"title": "milk"}}})
    # the API's log_config (ERROR) writes the request's summaries to its group as the role made here
    logs = labcloud.boto3_client("logs")
    group = f"/aws/appsync/apis/{outputs['api_id']}"
    deadline = time.monotonic() + 30
    while not logs.describe_log_groups(logGroupNamePrefix=group)["logGroups"] and time.monotonic() < deadline:
        time.sleep(0.2)
    messages = [e["message"] for e in logs.filter_log_events(logGroupName=group)["events"]]
    assert any('"logType": "RequestSummary"' in m for m in messages), messages
    assert not any('"logType": "Tracing"' in m for m in messages)
    replan = workspace.plan_exitcode()
    assert replan.returncode == 0, f"plan after apply shows changes:\n{replan.stdout[-8000:]}"
    times["import"] = forget_and_import(workspace).seconds
    times["destroy"] = workspace.destroy().seconds
    print("appsync: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert labcloud.boto3_client("appsync").list_graphql_apis()["graphqlApis"] == []
