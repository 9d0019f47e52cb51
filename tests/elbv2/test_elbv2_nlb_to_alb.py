"""A Network Load Balancer in front of an Application Load Balancer (target type ``alb``): the checks AWS
makes on the target group, its one ALB target and the NLB listener, the ALB target's health, and a request
to the NLB's TCP listener served by the ALB's listener on the target's port. Authentication actions stay
refused by name on rules too."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError
from elb_helpers import http, lb_url

from labcloud.testing.server_process import LabcloudProcess


def _code(call: Any, **params: Any) -> str:
    with pytest.raises(ClientError) as error:
        call(**params)
    return str(error.value.response["Error"]["Code"])


def _fixed(body: str) -> list[dict[str, Any]]:
    return [{"Type": "fixed-response", "FixedResponseConfig": {"StatusCode": "200", "MessageBody": body}}]


def test_an_nlb_forwards_tcp_to_an_alb_target(
    labcloud: LabcloudProcess, elb: Any, subnets: list[str]
) -> None:
    ec2 = labcloud.boto3_client("ec2")
    vpc = ec2.describe_subnets(SubnetIds=subnets[:1])["Subnets"][0]["VpcId"]
    alb = elb.create_load_balancer(Name="n2a-alb", Subnets=subnets)["LoadBalancers"][0]
    alb_arn = alb["LoadBalancerArn"]
    http_listener = elb.create_listener(
        LoadBalancerArn=alb_arn, Protocol="HTTP", Port=80, DefaultActions=_fixed("from the alb")
    )["Listeners"][0]
    nlb = elb.create_load_balancer(Name="n2a-nlb", Type="network", Subnets=subnets[:1])["LoadBalancers"][0]
    nlb_arn = nlb["LoadBalancerArn"]

    # the group: TCP only, health checked over HTTP(S) with AWS's defaults for ALB targets
    group = {"TargetType": "alb", "Protocol": "TCP", "Port": 80, "VpcId": vpc}
    assert (
        _code(elb.create_target_group, Name="n2a-http", **{**group, "Protocol": "HTTP"}) == "ValidationError"
    )
    assert (
        _code(elb.create_target_group, Name="n2a-hc", **group, HealthCheckProtocol="TCP") == "ValidationError"
    )
    tg = elb.create_target_group(Name="n2a", **group)["TargetGroups"][0]
    tg_arn = tg["TargetGroupArn"]
    assert (tg["TargetType"], tg["HealthCheckProtocol"], tg["Matcher"]) == (
        "alb",
        "HTTP",
        {"HttpCode": "200-399"},
    )

    # its one target: an ALB of the group's VPC with a listener on the port
    register = elb.register_targets
    assert (
        _code(register, TargetGroupArn=tg_arn, Targets=[{"Id": alb_arn}, {"Id": nlb_arn}]) == "TooManyTargets"
    )
    assert _code(register, TargetGroupArn=tg_arn, Targets=[{"Id": nlb_arn}]) == "InvalidTarget"
    assert _code(register, TargetGroupArn=tg_arn, Targets=[{"Id": alb_arn + "0"}]) == "InvalidTarget"
    zone = {"Id": alb_arn, "AvailabilityZone": "us-east-1a"}
    assert _code(register, TargetGroupArn=tg_arn, Targets=[zone]) == "ValidationError"
    assert (
        _code(register, TargetGroupArn=tg_arn, Targets=[{"Id": alb_arn, "Port": 8080}]) == "ValidationError"
    )
    other_vpc = ec2.create_vpc(CidrBlock="10.42.0.0/16")["Vpc"]["VpcId"]
    zones = [z["ZoneName"] for z in ec2.describe_availability_zones()["AvailabilityZones"]][:2]
    elsewhere = [
        ec2.create_subnet(VpcId=other_vpc, CidrBlock=f"10.42.{i}.0/24", AvailabilityZone=zone)["Subnet"][
            "SubnetId"
        ]
        for i, zone in enumerate(zones)
    ]
    far = elb.create_load_balancer(Name="n2a-far", Subnets=elsewhere)["LoadBalancers"][0]["LoadBalancerArn"]
    elb.create_listener(LoadBalancerArn=far, Protocol="HTTP", Port=80, DefaultActions=_fixed("far"))
    assert _code(register, TargetGroupArn=tg_arn, Targets=[{"Id": far}]) == "InvalidTarget"
    register(TargetGroupArn=tg_arn, Targets=[{"Id": alb_arn}])
    second = elb.create_load_balancer(Name="n2a-second", Subnets=subnets)["LoadBalancers"][0][
        "LoadBalancerArn"
    ]
    elb.create_listener(LoadBalancerArn=second, Protocol="HTTP", Port=80, DefaultActions=_fixed("second"))
    assert _code(register, TargetGroupArn=tg_arn, Targets=[{"Id": second}]) == "TooManyTargets"

    def health() -> dict[str, Any]:
        [one] = elb.describe_target_health(TargetGroupArn=tg_arn)["TargetHealthDescriptions"]
        assert one["Target"] == {"Id": alb_arn, "Port": 80}
        return dict(one["TargetHealth"])

    assert health()["Reason"] == "Target.NotInUse"

    # the NLB listener: TCP only; an ALB's listener cannot forward to the group
    forward = [{"Type": "forward", "TargetGroupArn": tg_arn}]
    assert (
        _code(elb.create_listener, LoadBalancerArn=nlb_arn, Protocol="UDP", Port=53, DefaultActions=forward)
        == "IncompatibleProtocols"
    )
    assert (
        _code(elb.create_listener, LoadBalancerArn=alb_arn, Protocol="HTTP", Port=81, DefaultActions=forward)
        == "IncompatibleProtocols"
    )
    tcp = elb.create_listener(LoadBalancerArn=nlb_arn, Protocol="TCP", Port=80, DefaultActions=forward)
    assert _code(elb.modify_listener, ListenerArn=tcp["Listeners"][0]["ListenerArn"], Protocol="UDP") == (
        "IncompatibleProtocols"
    )
    assert (
        _code(elb.modify_target_group, TargetGroupArn=tg_arn, HealthCheckProtocol="TCP") == "ValidationError"
    )
    assert health() == {"State": "healthy"}
    assert elb.describe_target_groups(TargetGroupArns=[tg_arn])["TargetGroups"][0]["LoadBalancerArns"] == [
        nlb_arn
    ]

    # a request to the NLB's listener is served by the ALB's listener on that port
    status, headers, body = http(lb_url(labcloud, nlb["DNSName"], "/any", 80))
    assert (status, body, headers["server"]) == (200, b"from the alb", "awselb/2.0")
    assert http(lb_url(labcloud, nlb["DNSName"], "/any"))[::2] == (200, b"from the alb")
    assert http(lb_url(labcloud, nlb["DNSName"], "/any", 81))[0] == 404  # no listener on that port
    edges = {(edge["kind"], edge["from"], edge["to"]) for edge in labcloud.get("/_labcloud/map")["edges"]}
    assert {("forward", nlb_arn, tg_arn), ("forward", tg_arn, alb_arn)} <= edges

    # a registered ALB cannot be deleted; without its listener it is unhealthy and the NLB has nowhere to go
    assert _code(elb.delete_load_balancer, LoadBalancerArn=alb_arn) == "ResourceInUse"
    elb.delete_listener(ListenerArn=http_listener["ListenerArn"])
    assert health()["Reason"] == "Target.FailedHealthChecks"
    assert http(lb_url(labcloud, nlb["DNSName"], "/any", 80))[0] == 503
    elb.deregister_targets(TargetGroupArn=tg_arn, Targets=[{"Id": alb_arn, "Port": 80}])
    elb.delete_load_balancer(LoadBalancerArn=alb_arn)


def test_authentication_actions_are_refused_by_name_on_rules(elb: Any, subnets: list[str]) -> None:
    alb = elb.create_load_balancer(Name="n2a-auth", Subnets=subnets)["LoadBalancers"][0]
    listener = elb.create_listener(
        LoadBalancerArn=alb["LoadBalancerArn"], Protocol="HTTP", Port=80, DefaultActions=_fixed("open")
    )["Listeners"][0]
    oidc = {
        "Type": "authenticate-oidc",
        "Order": 1,
        "AuthenticateOidcConfig": {
            "Issuer": "https://idp.example.com",
            "AuthorizationEndpoint": "https://idp.example.com/auth",
            "TokenEndpoint": "https://idp.example.com/token",
            "UserInfoEndpoint": "https://idp.example.com/userinfo",
            "ClientId": "client",
            "ClientSecret": "secret",
        },
    }
    cognito = {
        "Type": "authenticate-cognito",
        "Order": 1,
        "AuthenticateCognitoConfig": {
            "UserPoolArn": "arn:aws:cognito-idp:us-east-1:000000000000:userpool/us-east-1_abc",
            "UserPoolClientId": "client",
            "UserPoolDomain": "login",
        },
    }
    then = {**_fixed("secret")[0], "Order": 2}
    path = [{"Field": "path-pattern", "Values": ["/private/*"]}]
    for auth in (oidc, cognito):
        assert (
            _code(
                elb.create_rule,
                ListenerArn=listener["ListenerArn"],
                Priority=1,
                Conditions=path,
                Actions=[auth, then],
            )
            == "InvalidLoadBalancerAction"
        )
        assert (
            _code(elb.modify_listener, ListenerArn=listener["ListenerArn"], DefaultActions=[auth, then])
            == "InvalidLoadBalancerAction"
        )
