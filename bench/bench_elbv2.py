"""ALB benchmark: warm HTTP round trip (p50/p99) through an application load balancer's listener to a
Lambda target (a rule matched after nine that are not), beside a fixed response (no function), and the
same fixed response reached through a network load balancer whose TCP listener forwards to the ALB (an
``alb`` target group).

Run: python bench/bench_elbv2.py   (starts its own labcloud; prints numbers, asserts nothing)
One kept-alive HTTP connection sends GET requests with the load balancer's DNS name as Host on labcloud's
port. Target: the Lambda path within 1 ms of a function URL's p50 (bench_function_url.py), the fixed
response < 2 ms, the NLB hop adding < 0.5 ms to it.
"""

from __future__ import annotations

import http.client
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "elbv2"))

from elb_helpers import allow, deploy_function  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

HANDLER = "def handler(event, context):\n    return {'statusCode': 200, 'body': event['path']}\n"
ROUNDS = 500


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(port: int, host: str, path: str, expect: bytes) -> list[float]:
    conn = http.client.HTTPConnection("127.0.0.1", port)
    times: list[float] = []
    for index in range(ROUNDS + 50):
        started = time.perf_counter()
        conn.request("GET", path, headers={"Host": host})
        response = conn.getresponse()
        body = response.read()
        elapsed = (time.perf_counter() - started) * 1000
        if body != expect:
            raise SystemExit(f"unexpected answer {response.status} {body[:200]!r}")
        if index >= 50:  # the first requests warm the sandbox and the connection
            times.append(elapsed)
    conn.close()
    return times


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        elb, ec2 = server.boto3_client("elbv2"), server.boto3_client("ec2")
        found = ec2.describe_subnets(Filters=[{"Name": "default-for-az", "Values": ["true"]}])["Subnets"]
        subnets = sorted({s["AvailabilityZone"]: s["SubnetId"] for s in found}.values())[:2]
        lb = elb.create_load_balancer(Name="bench", Subnets=subnets)["LoadBalancers"][0]
        tg = elb.create_target_group(Name="bench-fn", TargetType="lambda")["TargetGroups"][0][
            "TargetGroupArn"
        ]
        fn = deploy_function(server, "bench-alb", HANDLER)
        allow(server, fn, tg)
        elb.register_targets(TargetGroupArn=tg, Targets=[{"Id": fn}])
        fixed = {
            "Type": "fixed-response",
            "FixedResponseConfig": {"StatusCode": "200", "MessageBody": "fixed"},
        }
        listener = elb.create_listener(
            LoadBalancerArn=lb["LoadBalancerArn"], Protocol="HTTP", Port=80, DefaultActions=[fixed]
        )["Listeners"][0]["ListenerArn"]
        for priority in range(1, 10):
            elb.create_rule(
                ListenerArn=listener,
                Priority=priority,
                Conditions=[{"Field": "path-pattern", "Values": [f"/other{priority}/*"]}],
                Actions=[fixed],
            )
        elb.create_rule(
            ListenerArn=listener,
            Priority=10,
            Conditions=[{"Field": "path-pattern", "Values": ["/fn/*"]}],
            Actions=[{"Type": "forward", "TargetGroupArn": tg}],
        )
        vpc = ec2.describe_subnets(SubnetIds=subnets[:1])["Subnets"][0]["VpcId"]
        nlb = elb.create_load_balancer(Name="bench-nlb", Type="network", Subnets=subnets[:1])[
            "LoadBalancers"
        ][0]
        to_alb = elb.create_target_group(
            Name="bench-alb", TargetType="alb", Protocol="TCP", Port=80, VpcId=vpc
        )["TargetGroups"][0]["TargetGroupArn"]
        elb.register_targets(TargetGroupArn=to_alb, Targets=[{"Id": lb["LoadBalancerArn"]}])
        elb.create_listener(
            LoadBalancerArn=nlb["LoadBalancerArn"],
            Protocol="TCP",
            Port=80,
            DefaultActions=[{"Type": "forward", "TargetGroupArn": to_alb}],
        )
        for label, host, path, expect in (
            ("Lambda target", lb["DNSName"], "/fn/x", b"/fn/x"),
            ("fixed response", lb["DNSName"], "/x", b"fixed"),
            ("fixed response through an NLB", nlb["DNSName"], "/x", b"fixed"),
        ):
            times = measure(server.port, host, path, expect)
            print(
                f"ALB round trip ({label}, warm, {ROUNDS} requests): "
                f"p50 {pct(times, 0.5):.2f} ms, p99 {pct(times, 0.99):.2f} ms"
            )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
