"""REST API private integration benchmark: warm HTTP round trip (p50/p99) of a REST API's HTTP_PROXY
integration through a VPC link (API Gateway -> the link's NLB -> the ALB behind it -> a fixed response, all
in the process), beside the same ALB's fixed response asked directly, and the same API route as an
INTERNET HTTP_PROXY integration to the ALB's DNS name (a second HTTP request over loopback, from a worker
thread).

Run: python bench/bench_apigateway_vpc_link.py   (starts its own labcloud; prints numbers, asserts nothing)
One kept-alive HTTP connection sends GET requests on labcloud's port. Target: the VPC link hop adds no more
than the INTERNET integration's loopback request does (it makes no second HTTP request).
"""

from __future__ import annotations

import http.client
import time

from labcloud.testing.server_process import LabcloudProcess

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
        if index >= 50:  # the first requests warm the connection and the caches
            times.append(elapsed)
    conn.close()
    return times


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        elb, ec2 = server.boto3_client("elbv2"), server.boto3_client("ec2")
        found = ec2.describe_subnets(Filters=[{"Name": "default-for-az", "Values": ["true"]}])["Subnets"]
        subnets = sorted({s["AvailabilityZone"]: s["SubnetId"] for s in found}.values())[:2]
        alb = elb.create_load_balancer(Name="bench-alb", Subnets=subnets, Scheme="internal")["LoadBalancers"][
            0
        ]
        fixed = {
            "Type": "fixed-response",
            "FixedResponseConfig": {"StatusCode": "200", "MessageBody": "fixed"},
        }
        elb.create_listener(
            LoadBalancerArn=alb["LoadBalancerArn"], Protocol="HTTP", Port=80, DefaultActions=[fixed]
        )
        nlb = elb.create_load_balancer(
            Name="bench-nlb", Type="network", Subnets=subnets[:1], Scheme="internal"
        )["LoadBalancers"][0]
        vpc = found[0]["VpcId"]
        group = elb.create_target_group(
            Name="bench-to-alb", TargetType="alb", Protocol="TCP", Port=80, VpcId=vpc
        )
        tg = group["TargetGroups"][0]["TargetGroupArn"]
        elb.register_targets(TargetGroupArn=tg, Targets=[{"Id": alb["LoadBalancerArn"]}])
        elb.create_listener(
            LoadBalancerArn=nlb["LoadBalancerArn"],
            Protocol="TCP",
            Port=80,
            DefaultActions=[{"Type": "forward", "TargetGroupArn": tg}],
        )
        apigw = server.boto3_client("apigateway")
        link = apigw.create_vpc_link(name="bench", targetArns=[nlb["LoadBalancerArn"]])["id"]
        api = apigw.create_rest_api(name="bench-private")["id"]
        root = apigw.get_resources(restApiId=api)["items"][0]["id"]
        for part, through in (("link", "VPC_LINK"), ("internet", "INTERNET")):
            resource = apigw.create_resource(restApiId=api, parentId=root, pathPart=part)["id"]
            apigw.put_method(restApiId=api, resourceId=resource, httpMethod="GET", authorizationType="NONE")
            target = nlb["DNSName"] if through == "VPC_LINK" else f"{alb['DNSName']}:{server.port}"
            extra = {"connectionType": "VPC_LINK", "connectionId": link} if through == "VPC_LINK" else {}
            apigw.put_integration(
                restApiId=api,
                resourceId=resource,
                httpMethod="GET",
                type="HTTP_PROXY",
                integrationHttpMethod="GET",
                uri=f"http://{target}/",
                **extra,
            )
        apigw.create_deployment(restApiId=api, stageName="bench")
        invoke = f"{api}.execute-api.localhost"
        rows = [
            ("ALB fixed response, directly", alb["DNSName"], "/"),
            ("REST API -> VPC link -> NLB -> ALB", invoke, "/bench/link"),
            ("REST API -> INTERNET HTTP_PROXY -> ALB", invoke, "/bench/internet"),
        ]
        print(f"{'path':42} {'p50 ms':>8} {'p99 ms':>8}")
        for label, host, path in rows:
            times = measure(server.port, host, path, b"fixed")
            print(f"{label:42} {pct(times, 0.5):8.2f} {pct(times, 0.99):8.2f}")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
