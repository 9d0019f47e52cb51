"""EventBridge managed by Terraform (hashicorp/aws 5.x): apply (bus, rules, targets, a connection, an API
destination, an archive, an AppSync target), a plan with no changes, every resource imported back with no other change, an event through the rule it made, destroy leaving
nothing."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from events_helpers import receive

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_terraform_apply_plan_use_destroy(labcloud: LabcloudProcess, tmp_path: Path):
    work = tmp_path / "config"
    shutil.copytree(Path(__file__).parent / "terraform", work)
    workspace = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={labcloud.endpoint}"])
    times = round_trip(workspace)
    events: Any = labcloud.boto3_client("events")
    sqs: Any = labcloud.boto3_client("sqs")
    rule = events.describe_rule(Name="tf-placed", EventBusName="tf-shop")
    assert json.loads(rule["EventPattern"]) == {
        "source": ["shop"],
        "detail": {"total": [{"numeric": [">", 10]}]},
    }
    assert events.describe_rule(Name="tf-nightly")["ScheduleExpression"] == "cron(0 3 * * ? *)"
    connection = events.describe_connection(Name="tf-hooks")
    assert (connection["ConnectionState"], connection["AuthorizationType"]) == ("AUTHORIZED", "API_KEY")
    assert connection["AuthParameters"]["ApiKeyAuthParameters"] == {"ApiKeyName": "x-api-key"}
    hook = events.describe_api_destination(Name="tf-hook")
    assert (hook["ConnectionArn"], hook["InvocationRateLimitPerSecond"]) == (connection["ConnectionArn"], 20)
    assert events.describe_archive(ArchiveName="tf-shop-archive")["RetentionDays"] == 7
    bus_policy = json.loads(events.describe_event_bus(Name="tf-shop")["Policy"])
    assert [(s["Sid"], s["Principal"]) for s in bus_policy["Statement"]] == [
        ("partner-puts", {"AWS": "arn:aws:iam::111122223333:root"})
    ]
    graphql = [t for t in events.list_targets_by_rule(Rule="tf-placed", EventBusName="tf-shop")["Targets"]]
    assert [(t["Id"], t.get("AppSyncParameters")) for t in graphql if ":appsync:" in t["Arn"]] == [
        ("appsync", {"GraphQLOperation": "mutation AddNote($id: ID!) { addNote(id: $id) { id } }"})
    ]
    url = json.loads(workspace.run("output", "-json").stdout)["queue_url"]["value"]
    events.put_events(
        Entries=[{"Source": "shop", "DetailType": "x", "Detail": '{"total": 42}', "EventBusName": "tf-shop"}]
    )
    assert [json.loads(m["Body"]) for m in receive(sqs, url)] == [{"total": 42}]
    times["destroy"] = workspace.destroy().seconds
    print("events: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    assert [b["Name"] for b in events.list_event_buses()["EventBuses"]] == ["default"]
    assert events.list_rules()["Rules"] == []
    assert events.list_connections()["Connections"] == []
    assert events.list_api_destinations()["ApiDestinations"] == []
    assert events.list_archives()["Archives"] == []
