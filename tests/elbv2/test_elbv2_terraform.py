"""Terraform's aws_lb, aws_lb_target_group, aws_lb_target_group_attachment, aws_lb_listener_rule and their
aws_alb* aliases (hashicorp/aws 5.x) put an ALB in front of a function beside an NLB with a REST VPC link
and a TCP listener forwarding to the ALB (target type alb): apply,
re-plan with no changes, import back with no other change, curl through the listener, destroy (skipped
where terraform or its provider mirror is absent)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "terraform"))

from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(1200),
]


def test_alb_in_front_of_a_function_apply_replan_import_destroy(tmp_path: Path) -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        work = tmp_path / "alb"
        shutil.copytree(HERE / "terraform", work)
        with zipfile.ZipFile(work / "fn.zip", "w") as archive:
            archive.writestr(
                "app.py",
                "def handler(event, context):\n"
                "    return {'statusCode': 200, 'multiValueHeaders': {'X-Path': [event['path']]}, 'body': 'tf'}\n",
            )
        variables = [f"-var=endpoint={server.endpoint}", "-var=function_zip=fn.zip"]
        space = Workspace(work, terraform_env(tmp_path / "home"), variables)
        times = round_trip(space)
        dns = space.outputs()["dns_name"]
        out = subprocess.run(
            ["curl", "-s", "-i", "-H", f"Host: {dns}", f"{server.endpoint}/api/tf"],
            capture_output=True,
            text=True,
            timeout=60,
        ).stdout
        assert out.startswith("HTTP/1.1 200") and "X-Path: /api/tf" in out and out.endswith("tf")
        elb = server.boto3_client("elbv2")
        [lb] = elb.describe_load_balancers(Names=["tf-web"])["LoadBalancers"]
        attrs = {
            a["Key"]: a["Value"]
            for a in elb.describe_load_balancer_attributes(LoadBalancerArn=lb["LoadBalancerArn"])[
                "Attributes"
            ]
        }
        assert attrs["idle_timeout.timeout_seconds"] == "30"
        [net] = elb.describe_load_balancers(Names=["tf-net"])["LoadBalancers"]
        assert (net["Type"], net["Scheme"]) == ("network", "internal")
        [link] = server.boto3_client("apigateway").get_vpc_links()["items"]
        assert (link["name"], link["status"], link["targetArns"]) == (
            "tf-private",
            "AVAILABLE",
            [net["LoadBalancerArn"]],
        )
        out = subprocess.run(
            ["curl", "-s", "-H", "Host: shop.example.com", f"{server.endpoint}/_labcloud/elb/{dns}/x"],
            capture_output=True,
            text=True,
            timeout=60,
        ).stdout
        assert out == "hello host"
        out = subprocess.run(
            ["curl", "-s", f"{server.endpoint}/_labcloud/elb/{dns}:443/"],
            capture_output=True,
            text=True,
            timeout=60,
        ).stdout
        assert out == "secure"  # the HTTPS listener, through the front door (no TLS terminated)
        # the NLB's TCP listener forwards to its alb target group: the ALB's listener on port 80 answers
        out = subprocess.run(
            ["curl", "-s", f"{server.endpoint}/_labcloud/elb/{space.outputs()['nlb_dns_name']}:80/api/nlb"],
            capture_output=True,
            text=True,
            timeout=60,
        ).stdout
        assert out == "tf"
        [to_alb] = elb.describe_target_groups(Names=["tf-to-alb"])["TargetGroups"]
        [target] = elb.describe_target_health(TargetGroupArn=to_alb["TargetGroupArn"])[
            "TargetHealthDescriptions"
        ]
        assert (target["Target"]["Id"], target["TargetHealth"]["State"]) == (lb["LoadBalancerArn"], "healthy")
        [https] = [
            listener
            for listener in elb.describe_listeners(LoadBalancerArn=lb["LoadBalancerArn"])["Listeners"]
            if listener["Protocol"] == "HTTPS"
        ]
        assert https["SslPolicy"] == "ELBSecurityPolicy-TLS13-1-2-2021-06"
        listed = elb.describe_listener_certificates(ListenerArn=https["ListenerArn"])["Certificates"]
        assert [c["IsDefault"] for c in listed] == [True, False]
        times["destroy"] = space.destroy().seconds
        print("elbv2: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert elb.describe_load_balancers()["LoadBalancers"] == []
        assert elb.describe_target_groups()["TargetGroups"] == []
        assert server.boto3_client("apigateway").get_vpc_links()["items"] == []
    finally:
        server.stop()
