"""An application load balancer's HTTP listener served by labcloud: rules in priority order with their
conditions, forward to a Lambda target group (the ALB event, single and multi-value headers, the
function's answer), fixed responses, redirects, 502/503 as an ALB answers; curl through the Host form; a
restart keeps everything."""

from __future__ import annotations

import base64
import json
import subprocess
from pathlib import Path
from typing import Any

from elb_helpers import allow, deploy_function, http, lb_url

from labcloud.testing.server_process import LabcloudProcess


def _front_door(server: Any, elb: Any, subnets: list[str], name: str) -> tuple[str, str, str, str]:
    """(DNS name, listener ARN, target group ARN, function ARN): an ALB whose /api/* forwards to the echo."""
    lb = elb.create_load_balancer(Name=name, Subnets=subnets)["LoadBalancers"][0]
    tg = elb.create_target_group(Name=f"{name}-fn", TargetType="lambda")["TargetGroups"][0]["TargetGroupArn"]
    fn = deploy_function(server, f"{name}-echo")
    allow(server, fn, tg)
    elb.register_targets(TargetGroupArn=tg, Targets=[{"Id": fn}])
    listener = elb.create_listener(
        LoadBalancerArn=lb["LoadBalancerArn"],
        Protocol="HTTP",
        Port=80,
        DefaultActions=[
            {
                "Type": "fixed-response",
                "FixedResponseConfig": {
                    "StatusCode": "404",
                    "ContentType": "application/json",
                    "MessageBody": '{"no": 1}',
                },
            }
        ],
    )["Listeners"][0]["ListenerArn"]
    elb.create_rule(
        ListenerArn=listener,
        Priority=10,
        Conditions=[{"Field": "path-pattern", "Values": ["/api/*"]}],
        Actions=[{"Type": "forward", "TargetGroupArn": tg}],
    )
    return lb["DNSName"], listener, tg, fn


def test_rules_forward_to_lambda_with_the_alb_event(
    labcloud: LabcloudProcess, elb: Any, subnets: list[str]
) -> None:
    dns, listener, tg, _fn = _front_door(labcloud, elb, subnets, "dp-one")
    status, headers, body = http(lb_url(labcloud, dns, "/elsewhere"))
    assert (status, body, headers["content-type"], headers["server"]) == (
        404,
        b'{"no": 1}',
        "application/json",
        "awselb/2.0",
    )
    status, headers, body = http(
        lb_url(labcloud, dns, "/api/items?a=1&a=2&q=x%20y"),
        method="POST",
        body=b'{"k": 1}',
        headers={"Content-Type": "application/json", "X-Custom": "v"},
    )
    assert status == 201 and headers["X-Echo"] == "yes" and "X-Multi" not in headers
    event = json.loads(body)
    assert event["requestContext"] == {"elb": {"targetGroupArn": tg}}
    assert (event["httpMethod"], event["path"]) == ("POST", "/api/items")
    assert event["queryStringParameters"] == {"a": "2", "q": "x%20y"}  # last value, still encoded
    assert event["headers"]["x-custom"] == "v" and event["headers"]["x-forwarded-port"] == "80"
    assert event["headers"]["x-forwarded-proto"] == "http" and event["headers"]["x-amzn-trace-id"].startswith(
        "Root=1-"
    )
    assert (event["body"], event["isBase64Encoded"]) == ('{"k": 1}', False)
    assert "multiValueHeaders" not in event
    # binary bodies arrive base64-encoded
    _s, _h, body = http(
        lb_url(labcloud, dns, "/api/bin"),
        method="PUT",
        body=b"\x00\xff",
        headers={"Content-Type": "application/octet-stream"},
    )
    event = json.loads(body)
    assert event["isBase64Encoded"] is True and base64.b64decode(event["body"]) == b"\x00\xff"

    # multi-value headers: the event carries lists and the function's multiValueHeaders are used
    elb.modify_target_group_attributes(
        TargetGroupArn=tg, Attributes=[{"Key": "lambda.multi_value_headers.enabled", "Value": "true"}]
    )
    status, headers, body = http(lb_url(labcloud, dns, "/api/m?a=1&a=2"))
    event = json.loads(body)
    assert event["multiValueQueryStringParameters"] == {"a": ["1", "2"]}
    assert "queryStringParameters" not in event and event["multiValueHeaders"]["x-forwarded-port"] == ["80"]
    assert headers["X-Multi"] == "a, b" and "X-Echo" not in headers

    # conditions: host, header, method, query string, source IP; fixed responses and redirects
    def rule(priority: int, conditions: list[dict[str, Any]], action: dict[str, Any]) -> None:
        elb.create_rule(ListenerArn=listener, Priority=priority, Conditions=conditions, Actions=[action])

    def answer(status: str, text: str) -> dict[str, Any]:
        return {"Type": "fixed-response", "FixedResponseConfig": {"StatusCode": status, "MessageBody": text}}

    rule(
        1,
        [{"Field": "host-header", "HostHeaderConfig": {"Values": ["*.example.COM"]}}],
        answer("200", "host"),
    )
    rule(
        2,
        [{"Field": "http-header", "HttpHeaderConfig": {"HttpHeaderName": "X-Env", "Values": ["beta*"]}}],
        answer("200", "header"),
    )
    rule(
        3,
        [{"Field": "query-string", "QueryStringConfig": {"Values": [{"Key": "v", "Value": "2"}]}}],
        answer("200", "query"),
    )
    rule(
        4,
        [{"Field": "http-request-method", "HttpRequestMethodConfig": {"Values": ["DELETE"]}}],
        answer("405", "method"),
    )
    rule(
        5, [{"Field": "source-ip", "SourceIpConfig": {"Values": ["10.0.0.0/8"]}}], answer("403", "elsewhere")
    )
    rule(
        6,
        [{"Field": "path-pattern", "Values": ["/old/*"]}],
        {
            "Type": "redirect",
            "RedirectConfig": {"StatusCode": "HTTP_301", "Path": "/new/#{path}", "Host": "example.org"},
        },
    )
    assert http(lb_url(labcloud, dns, "/x"), headers={"Host": "shop.example.com"})[::2] == (200, b"host")
    assert http(lb_url(labcloud, dns, "/x"), headers={"X-Env": "Beta-7"})[::2] == (200, b"header")
    assert http(lb_url(labcloud, dns, "/x?v=2"))[::2] == (200, b"query")
    assert http(lb_url(labcloud, dns, "/api/x"), method="DELETE")[::2] == (405, b"method")  # before /api/*
    status, headers, _b = http(lb_url(labcloud, dns, "/old/page?x=1"))
    assert status == 301 and headers["location"] == "http://example.org:80/new/old/page?x=1"
    assert http(lb_url(labcloud, dns, "/api/x", port=8080))[0] == 404  # no listener on that port
    assert http(lb_url(labcloud, "nope-1.us-east-1.elb.localhost", "/"))[0] == 404

    # curl through the Host form: the DNS name in Host reaches the listener on port 80
    out = subprocess.run(
        ["curl", "-s", "-i", "-H", f"Host: {dns}", f"{labcloud.endpoint}/api/curl?c=1"],
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout
    assert out.startswith("HTTP/1.1 201") and '"path": "/api/curl"' in out


def test_failures_answer_as_an_alb(labcloud: LabcloudProcess, elb: Any, subnets: list[str]) -> None:
    dns, listener, tg, fn = _front_door(labcloud, elb, subnets, "dp-two")
    lam = labcloud.boto3_client("lambda")
    lam.remove_permission(FunctionName=fn, StatementId="elb")
    assert http(lb_url(labcloud, dns, "/api/x"))[0] == 502  # the function no longer lets ELB invoke it
    allow(labcloud, fn, tg)
    assert http(lb_url(labcloud, dns, "/api/x"))[0] == 201
    broken = deploy_function(
        labcloud, "dp-two-broken", "def handler(event, context):\n    return 'not an object'\n"
    )
    tg2 = elb.create_target_group(Name="dp-two-broken", TargetType="lambda")["TargetGroups"][0][
        "TargetGroupArn"
    ]
    allow(labcloud, broken, tg2)
    elb.register_targets(TargetGroupArn=tg2, Targets=[{"Id": broken}])
    elb.create_rule(
        ListenerArn=listener,
        Priority=1,
        Conditions=[{"Field": "path-pattern", "Values": ["/broken"]}],
        Actions=[{"Type": "forward", "TargetGroupArn": tg2}],
    )
    assert http(lb_url(labcloud, dns, "/broken"))[0] == 502
    # a Lambda target takes 1 MB of request body at most: 413, the function is not called
    assert http(lb_url(labcloud, dns, "/api/big"), method="POST", body=b"x" * (1024 * 1024 + 1))[0] == 413
    vpc = labcloud.boto3_client("ec2").describe_vpcs()["Vpcs"][0]["VpcId"]
    ip = elb.create_target_group(Name="dp-two-ip", TargetType="ip", Protocol="HTTP", Port=80, VpcId=vpc)[
        "TargetGroups"
    ][0]["TargetGroupArn"]
    elb.register_targets(TargetGroupArn=ip, Targets=[{"Id": "10.1.2.3"}])
    elb.create_rule(
        ListenerArn=listener,
        Priority=2,
        Conditions=[{"Field": "path-pattern", "Values": ["/ip"]}],
        Actions=[{"Type": "forward", "TargetGroupArn": ip}],
    )
    assert http(lb_url(labcloud, dns, "/ip"))[0] == 503  # ip targets are never reached by labcloud
    assert (
        elb.describe_target_health(TargetGroupArn=ip)["TargetHealthDescriptions"][0]["TargetHealth"]["State"]
        == "unhealthy"
    )


def test_a_restart_keeps_load_balancers_and_their_listeners(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        elb = server.boto3_client("elbv2")
        ec2 = server.boto3_client("ec2")
        found = ec2.describe_subnets(Filters=[{"Name": "default-for-az", "Values": ["true"]}])["Subnets"]
        subnets = sorted({s["AvailabilityZone"]: s["SubnetId"] for s in found}.values())[:2]
        dns, _listener, tg, _fn = _front_door(server, elb, subnets, "dp-kept")
        elb.add_tags(ResourceArns=[tg], Tags=[{"Key": "kept", "Value": "yes"}])
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        elb = again.boto3_client("elbv2")
        assert elb.describe_load_balancers(Names=["dp-kept"])["LoadBalancers"][0]["DNSName"] == dns
        assert elb.describe_tags(ResourceArns=[tg])["TagDescriptions"][0]["Tags"] == [
            {"Key": "kept", "Value": "yes"}
        ]
        assert http(lb_url(again, dns, "/api/after"))[0] == 201
    finally:
        again.stop()
