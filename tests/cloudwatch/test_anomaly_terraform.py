"""An alarm on an anomaly detection band managed by Terraform (hashicorp/aws 5.x, which has no anomaly
detector resource): aws_cloudwatch_metric_alarm with threshold_metric_id applied, re-planned with no
change, imported back, destroyed."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "terraform"))
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_band_alarm_apply_plan_import_destroy(tmp_path: Path) -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        work = tmp_path / "config"
        shutil.copytree(Path(__file__).parent / "terraform", work)
        space = Workspace(work, terraform_env(tmp_path / "home"), [f"-var=endpoint={server.endpoint}"])
        times = round_trip(space)
        cw = server.boto3_client("cloudwatch")
        alarms = cw.describe_alarms(AlarmNames=["tf-orders-anomaly"])["MetricAlarms"]
        assert [(a["ThresholdMetricId"], a["ComparisonOperator"]) for a in alarms] == [
            ("e1", "LessThanLowerOrGreaterThanUpperThreshold")
        ]
        assert "Threshold" not in alarms[0]
        times["destroy"] = space.destroy().seconds
        assert cw.describe_alarms(AlarmNames=["tf-orders-anomaly"])["MetricAlarms"] == []
        print(f"terraform band alarm: {times}")
    finally:
        server.stop()
