"""AWS/ApplicationELB, AWS/Route53 and AWS/CertificateManager, published by labcloud from real traffic
through an ALB's front door, Route 53's recorded health check statuses and ACM's certificates (read with
GetMetricStatistics, GetMetricData and ListMetrics; an alarm on HTTPCode_Target_5XX_Count goes to ALARM)."""

from __future__ import annotations

import datetime as dt
import json
import time
import urllib.request
import uuid
from collections.abc import Callable
from typing import Any

from acm_helpers import cert_pem, key_pem, make_certificate
from elb_helpers import allow, deploy_function, http, lb_url

from labcloud.testing.server_process import LabcloudProcess

UTC = dt.timezone.utc
APP = """
def handler(event, context):
    if event["path"] == "/api/raise":
        raise RuntimeError("boom")
    status = 500 if event["path"] == "/api/fail" else 200
    return {"statusCode": status, "headers": {"Content-Type": "text/plain"}, "body": "x" * 10}
"""


def _until(read: Callable[[], Any], done: Callable[[Any], bool], what: str) -> Any:
    deadline = time.monotonic() + 60
    got = read()
    while not done(got) and time.monotonic() < deadline:
        time.sleep(0.3)
        got = read()
    assert done(got), f"{what}: {got}"
    return got


def _stat(cw: Any, ns: str, name: str, dims: dict[str, str], stat: str, now: dt.datetime) -> float | None:
    points = cw.get_metric_statistics(
        Namespace=ns,
        MetricName=name,
        Dimensions=[{"Name": k, "Value": v} for k, v in dims.items()],
        StartTime=now - dt.timedelta(minutes=10),
        EndTime=now + dt.timedelta(minutes=10),
        Period=3600,
        Statistics=[stat],
    )["Datapoints"]
    return float(points[0][stat]) if points else None


def test_alb_traffic_publishes_application_elb_metrics_and_alarms(server: LabcloudProcess) -> None:
    elb = server.boto3_client("elbv2")
    cw = server.boto3_client("cloudwatch")
    ec2 = server.boto3_client("ec2")
    subnets = sorted(
        {
            s["AvailabilityZone"]: s["SubnetId"]
            for s in ec2.describe_subnets(Filters=[{"Name": "default-for-az", "Values": ["true"]}])["Subnets"]
        }.items()
    )
    lb = elb.create_load_balancer(Name="metrics-alb", Subnets=[s for _, s in subnets[:2]])["LoadBalancers"][0]
    tg = elb.create_target_group(Name="metrics-fn", TargetType="lambda", HealthCheckEnabled=True)[
        "TargetGroups"
    ][0]["TargetGroupArn"]
    fn = deploy_function(server, "metrics-alb-app", APP)
    allow(server, fn, tg)
    elb.register_targets(TargetGroupArn=tg, Targets=[{"Id": fn}])
    listener = elb.create_listener(
        LoadBalancerArn=lb["LoadBalancerArn"],
        Protocol="HTTP",
        Port=80,
        DefaultActions=[
            {
                "Type": "fixed-response",
                "FixedResponseConfig": {"StatusCode": "404", "ContentType": "text/plain"},
            }
        ],
    )["Listeners"][0]["ListenerArn"]
    elb.create_rule(
        ListenerArn=listener,
        Priority=10,
        Conditions=[{"Field": "path-pattern", "Values": ["/api/*"]}],
        Actions=[{"Type": "forward", "TargetGroupArn": tg}],
    )
    elb.create_rule(
        ListenerArn=listener,
        Priority=20,
        Conditions=[{"Field": "path-pattern", "Values": ["/old"]}],
        Actions=[{"Type": "redirect", "RedirectConfig": {"Path": "/new", "StatusCode": "HTTP_301"}}],
    )
    lb_dim = lb["LoadBalancerArn"].split(":loadbalancer/")[1]
    tg_dim = tg.split(":")[-1]
    assert lb_dim.startswith("app/metrics-alb/") and tg_dim.startswith("targetgroup/metrics-fn/")
    cw.put_metric_alarm(
        AlarmName="alb-target-5xx",
        Namespace="AWS/ApplicationELB",
        MetricName="HTTPCode_Target_5XX_Count",
        Dimensions=[{"Name": "LoadBalancer", "Value": lb_dim}],
        Statistic="Sum",
        Period=10,
        EvaluationPeriods=1,
        Threshold=1,
        ComparisonOperator="GreaterThanOrEqualToThreshold",
        TreatMissingData="notBreaching",
    )
    statuses = [http(lb_url(server, lb["DNSName"], path))[0] for path in ("/api/a", "/api/b", "/api/fail")]
    statuses += [http(lb_url(server, lb["DNSName"], path))[0] for path in ("/api/raise", "/nowhere", "/old")]
    assert statuses == [200, 200, 500, 502, 404, 301]

    now = dt.datetime.now(UTC)
    ns = "AWS/ApplicationELB"
    by_lb = {"LoadBalancer": lb_dim}
    by_tg = {"TargetGroup": tg_dim, "LoadBalancer": lb_dim}
    _until(lambda: _stat(cw, ns, "RequestCount", by_lb, "Sum", now), lambda v: v == 6, "RequestCount")
    # the 10-second alarm breaches once (and may be OK again by the time it is read): its history says so
    _until(
        lambda: [
            item["HistorySummary"]
            for item in cw.describe_alarm_history(AlarmName="alb-target-5xx", HistoryItemType="StateUpdate")[
                "AlarmHistoryItems"
            ]
        ],
        lambda summaries: any(s.endswith("to ALARM") for s in summaries),
        "alarm history",
    )
    expected = {
        ("RequestCount", "tg"): 4.0,
        ("HTTPCode_Target_2XX_Count", "lb"): 2.0,
        ("HTTPCode_Target_5XX_Count", "lb"): 1.0,
        ("HTTPCode_Target_5XX_Count", "tg"): 1.0,
        ("HTTPCode_ELB_5XX_Count", "lb"): 1.0,
        ("HTTPCode_ELB_502_Count", "lb"): 1.0,
        ("HTTPCode_ELB_4XX_Count", "lb"): 1.0,
        ("HTTPCode_ELB_3XX_Count", "lb"): 1.0,
        ("LambdaUserError", "tg"): 1.0,
    }
    for (name, where), value in expected.items():
        assert _stat(cw, ns, name, by_tg if where == "tg" else by_lb, "Sum", now) == value, name
    assert _stat(cw, ns, "TargetResponseTime", by_tg, "SampleCount", now) == 3.0
    assert (_stat(cw, ns, "ProcessedBytes", by_lb, "Sum", now) or 0) > 0
    assert (_stat(cw, ns, "LambdaTargetProcessedBytes", by_lb, "Sum", now) or 0) > 0
    assert _stat(cw, ns, "LambdaInternalError", by_tg, "Sum", now) is None
    _until(lambda: _stat(cw, ns, "HealthyHostCount", by_tg, "Maximum", now), lambda v: v == 1, "healthy")
    assert _stat(cw, ns, "UnHealthyHostCount", by_tg, "Maximum", now) == 0
    zoned = cw.list_metrics(
        Namespace=ns, MetricName="RequestCount", Dimensions=[{"Name": "AvailabilityZone"}]
    )["Metrics"]
    assert {frozenset((d["Name"], d["Value"]) for d in m["Dimensions"]) for m in zoned} == {
        frozenset({("LoadBalancer", lb_dim), ("AvailabilityZone", subnets[0][0])}),
        frozenset({("LoadBalancer", lb_dim), ("TargetGroup", tg_dim), ("AvailabilityZone", subnets[0][0])}),
    }
    answer = cw.get_metric_data(
        MetricDataQueries=[
            {
                "Id": "latency",
                "MetricStat": {
                    "Metric": {
                        "Namespace": ns,
                        "MetricName": "TargetResponseTime",
                        "Dimensions": [{"Name": "LoadBalancer", "Value": lb_dim}],
                    },
                    "Period": 60,
                    "Stat": "Maximum",
                    "Unit": "Seconds",
                },
            }
        ],
        StartTime=now - dt.timedelta(minutes=10),
        EndTime=now + dt.timedelta(minutes=10),
    )["MetricDataResults"][0]
    assert answer["Values"] and all(v >= 0 for v in answer["Values"])


def test_route53_health_check_status_follows_the_recorded_status(server: LabcloudProcess) -> None:
    route53 = server.boto3_client("route53")
    cw = server.boto3_client("cloudwatch", region_name="us-east-1")
    check = route53.create_health_check(
        CallerReference=str(uuid.uuid4()),
        HealthCheckConfig={"Type": "HTTP", "FullyQualifiedDomainName": "example.com", "Port": 80},
    )["HealthCheck"]["Id"]
    dims = {"HealthCheckId": check}

    def latest(name: str) -> float | None:
        result = cw.get_metric_data(
            MetricDataQueries=[
                {
                    "Id": "m",
                    "MetricStat": {
                        "Metric": {
                            "Namespace": "AWS/Route53",
                            "MetricName": name,
                            "Dimensions": [{"Name": "HealthCheckId", "Value": check}],
                        },
                        "Period": 1,
                        "Stat": "Minimum",
                    },
                }
            ],
            StartTime=dt.datetime.now(UTC) - dt.timedelta(seconds=30),
            EndTime=dt.datetime.now(UTC) + dt.timedelta(seconds=5),
            ScanBy="TimestampDescending",
        )["MetricDataResults"][0]["Values"]
        return float(result[0]) if result else None

    _until(lambda: latest("HealthCheckStatus"), lambda v: v == 1.0, "healthy at first")
    assert latest("HealthCheckPercentageHealthy") == 100.0
    request = urllib.request.Request(
        f"{server.endpoint}/_labcloud/route53/health-checks/{check}/status",
        data=json.dumps({"status": "Failure"}).encode(),
        method="PUT",
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        assert json.loads(answer.read())["healthy"] is False
    _until(lambda: latest("HealthCheckStatus"), lambda v: v == 0.0, "unhealthy once recorded")
    _until(lambda: latest("HealthCheckPercentageHealthy"), lambda v: v == 0.0, "0 percent")
    assert cw.list_metrics(Namespace="AWS/Route53", Dimensions=[{"Name": "HealthCheckId", "Value": check}])[
        "Metrics"
    ]
    assert _stat(cw, "AWS/Route53", "HealthCheckStatus", dims, "Maximum", dt.datetime.now(UTC)) == 1.0


def test_days_to_expiry_on_import_and_each_day_of_the_clock(server: LabcloudProcess) -> None:
    acm = server.boto3_client("acm")
    cw = server.boto3_client("cloudwatch")
    key, certificate = make_certificate(["metrics.example.com"], days=100)
    arn = acm.import_certificate(Certificate=cert_pem(certificate), PrivateKey=key_pem(key))["CertificateArn"]

    def days_at(when: dt.datetime) -> float | None:
        return _stat(cw, "AWS/CertificateManager", "DaysToExpiry", {"CertificateArn": arn}, "Minimum", when)

    now = dt.datetime.now(UTC)
    assert _until(lambda: days_at(now), lambda v: v is not None, "DaysToExpiry on import") == 98.0
    try:
        moved = dt.datetime.fromtimestamp(server.advance_clock("10d")["now"], UTC)
        _until(lambda: days_at(moved), lambda v: v == 88.0, "DaysToExpiry ten days later")
    finally:
        server.reset_clock()
