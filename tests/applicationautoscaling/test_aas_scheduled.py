"""Scheduled actions on labcloud's clock: an ``at()`` action raises a DynamoDB table's minimum and the table's
provisioned reads follow; ``rate()`` and ``cron()`` are kept with their time zone; the exact errors."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

import pytest
from aas_helpers import READ, wait_for
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def test_an_at_action_scales_the_table(
    aas: Any, table: str, labcloud: LabcloudProcess, labcloud_clock: Any
) -> None:
    ddb = labcloud.boto3_client("dynamodb")
    rid = f"table/{table}"
    base = {"ServiceNamespace": "dynamodb", "ResourceId": rid, "ScalableDimension": READ}
    aas.register_scalable_target(MinCapacity=5, MaxCapacity=50, **base)
    when = datetime.fromtimestamp(labcloud_clock.now() + 3600, tz=timezone.utc)
    aas.put_scheduled_action(
        ScheduledActionName="morning",
        Schedule=f"at({when.strftime('%Y-%m-%dT%H:%M:%S')})",
        ScalableTargetAction={"MinCapacity": 20, "MaxCapacity": 60},
        **base,
    )
    aas.put_scheduled_action(
        ScheduledActionName="weekdays",
        Schedule="cron(0 8 ? * MON-FRI *)",
        Timezone="Europe/London",
        ScalableTargetAction={"MaxCapacity": 70},
        **base,
    )
    listed = aas.describe_scheduled_actions(ServiceNamespace="dynamodb", ResourceId=rid)["ScheduledActions"]
    assert [a["ScheduledActionName"] for a in listed] == ["morning", "weekdays"]
    assert listed[1]["Timezone"] == "Europe/London" and listed[1]["ScalableTargetAction"] == {
        "MaxCapacity": 70
    }
    assert listed[0]["ScheduledActionARN"].startswith(
        "arn:aws:autoscaling:us-east-1:000000000000:scheduledAction:"
    )
    aas.delete_scheduled_action(ScheduledActionName="weekdays", **base)
    assert ddb.describe_table(TableName=table)["Table"]["ProvisionedThroughput"]["ReadCapacityUnits"] == 5
    labcloud_clock.advance("2h")

    def raised() -> bool:
        units = ddb.describe_table(TableName=table)["Table"]["ProvisionedThroughput"]["ReadCapacityUnits"]
        return bool(units == 20)

    assert wait_for(raised)
    target = aas.describe_scalable_targets(ServiceNamespace="dynamodb")["ScalableTargets"][0]
    assert (target["MinCapacity"], target["MaxCapacity"]) == (20, 60)
    activity = aas.describe_scaling_activities(ServiceNamespace="dynamodb")["ScalingActivities"][0]
    assert "morning" in activity["Cause"] and activity["StatusCode"] == "Successful"


def test_scheduled_action_errors(aas: Any, table: str) -> None:
    base = {"ServiceNamespace": "dynamodb", "ResourceId": f"table/{table}", "ScalableDimension": READ}
    with pytest.raises(ClientError) as excinfo:
        aas.put_scheduled_action(
            ScheduledActionName="x", Schedule="rate(1 hour)", ScalableTargetAction={"MinCapacity": 1}, **base
        )
    assert excinfo.value.response["Error"]["Code"] == "ObjectNotFoundException"
    aas.register_scalable_target(MinCapacity=1, MaxCapacity=10, **base)
    for extra in (
        {"Schedule": "every day", "ScalableTargetAction": {"MinCapacity": 1}},
        {"Schedule": "rate(1 hour)", "ScalableTargetAction": {}},
        {"Schedule": "rate(1 hour)", "ScalableTargetAction": {"MinCapacity": 9, "MaxCapacity": 2}},
        {"Schedule": "rate(1 hour)", "Timezone": "Mars/Olympus", "ScalableTargetAction": {"MinCapacity": 1}},
    ):
        with pytest.raises(ClientError) as excinfo:
            aas.put_scheduled_action(ScheduledActionName="x", **base, **extra)
        assert excinfo.value.response["Error"]["Code"] == "ValidationException", extra
    with pytest.raises(ClientError) as excinfo:
        aas.delete_scheduled_action(ScheduledActionName="none", **base)
    assert excinfo.value.response["Error"]["Code"] == "ObjectNotFoundException"
