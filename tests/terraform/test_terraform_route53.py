"""Terraform (hashicorp/aws 5.x) manages Route 53: zones (public, and private in a VPC), records (plain,
TXT, weighted with a health check, an alias), health checks, an EventBridge global endpoint failing over on
one; re-plan with no changes; every resource
imported back with no other change; destroy."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from terraform_runner import Workspace, missing_reason, round_trip, terraform_env

from labcloud.testing.server_process import LabcloudProcess

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]

HERE = Path(__file__).parent


def test_terraform_manages_zones_records_and_checks(tmp_path: Path) -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        printed = subprocess.run(
            [sys.executable, "-m", "labcloud.cli", "terraform", "--endpoint", server.endpoint],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        assert f'route53        = "{server.endpoint}"' in printed  # `labcloud terraform` points Route 53 here
        work = Workspace(
            tmp_path / "route53", terraform_env(tmp_path / "home"), [f"-var=endpoint={server.endpoint}"]
        )
        work.path.mkdir(parents=True)
        for config in sorted((HERE / "configs" / "route53").glob("*.tf")):
            shutil.copy(config, work.path)
        times = round_trip(work)
        outputs = work.outputs()
        assert len(outputs["name_servers"]) == 4
        r53 = server.boto3_client("route53")
        zone = outputs["zone_id"]
        sets = {
            (s["Name"], s["Type"], s.get("SetIdentifier")): s
            for s in r53.list_resource_record_sets(HostedZoneId=zone)["ResourceRecordSets"]
        }
        assert sets[("app.tf.example.", "A", "blue")]["Weight"] == 90
        assert sets[("tf.example.", "A", None)]["AliasTarget"]["DNSName"] == "www.tf.example."
        assert sets[("tf.example.", "TXT", None)]["ResourceRecords"] == [{"Value": '"v=spf1 -all"'}]
        private = [z for z in r53.list_hosted_zones()["HostedZones"] if z["Config"]["PrivateZone"]]
        assert [z["Name"] for z in private] == ["internal.tf."]
        endpoint = server.boto3_client("events").describe_endpoint(Name="tf-orders")
        assert endpoint["State"] == "ACTIVE" and len(endpoint["EventBuses"]) == 2
        times["destroy"] = work.destroy().seconds
        print("route53: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert r53.list_hosted_zones()["HostedZones"] == []
        assert r53.list_health_checks()["HealthChecks"] == []
    finally:
        server.stop()
