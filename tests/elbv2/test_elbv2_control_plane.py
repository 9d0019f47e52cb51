"""ELBv2's control plane through boto3 and the aws CLI: load balancers, target groups, listeners, rules,
attributes and tags, each error code AWS answers."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError
from elb_helpers import allow, deploy_function, http, lb_url

from labcloud.testing.server_process import LabcloudProcess


def code(error: pytest.ExceptionInfo[ClientError]) -> str:
    return str(error.value.response["Error"]["Code"])


def fixed(status: str = "404") -> list[dict[str, Any]]:
    return [{"Type": "fixed-response", "FixedResponseConfig": {"StatusCode": status}}]


def test_load_balancers_their_checks_and_attributes(elb: Any, subnets: list[str]) -> None:
    lb = elb.create_load_balancer(Name="ctl-web", Subnets=subnets, Tags=[{"Key": "team", "Value": "a"}])[
        "LoadBalancers"
    ][0]
    assert lb["Type"] == "application" and lb["Scheme"] == "internet-facing"
    assert lb["State"] == {"Code": "active"}
    assert lb["DNSName"].startswith("ctl-web-") and lb["DNSName"].endswith(".us-east-1.elb.localhost")
    assert sorted(z["SubnetId"] for z in lb["AvailabilityZones"]) == sorted(subnets)
    assert lb["SecurityGroups"]  # the VPC's default group
    arn = lb["LoadBalancerArn"]
    assert ":loadbalancer/app/ctl-web/" in arn
    assert elb.describe_load_balancers(Names=["ctl-web"])["LoadBalancers"][0]["LoadBalancerArn"] == arn
    with pytest.raises(ClientError) as error:
        elb.create_load_balancer(Name="ctl-web", Subnets=subnets)
    assert code(error) == "DuplicateLoadBalancerName"
    with pytest.raises(ClientError) as error:
        elb.create_load_balancer(Name="ctl-one", Subnets=subnets[:1])
    assert code(error) == "ValidationError"  # an ALB needs two zones
    with pytest.raises(ClientError) as error:
        elb.create_load_balancer(Name="ctl-bad", Subnets=["subnet-0000000000000000f", subnets[0]])
    assert code(error) == "SubnetNotFound"
    with pytest.raises(ClientError) as error:
        elb.create_load_balancer(Name="ctl-sg", Subnets=subnets, SecurityGroups=["sg-0000000000000000f"])
    assert code(error) == "InvalidSecurityGroup"
    with pytest.raises(ClientError) as error:
        elb.create_load_balancer(Name="-bad-", Subnets=subnets)
    assert code(error) == "ValidationError"
    with pytest.raises(ClientError) as error:
        elb.create_load_balancer(Name="ctl-gw", Subnets=subnets, Type="gateway")
    assert code(error) == "ValidationError"
    with pytest.raises(ClientError) as error:
        elb.describe_load_balancers(Names=["nope"])
    assert code(error) == "LoadBalancerNotFound"
    net = elb.create_load_balancer(Name="ctl-net", Subnets=subnets[:1], Type="network", Scheme="internal")[
        "LoadBalancers"
    ][0]
    assert ":loadbalancer/net/ctl-net/" in net["LoadBalancerArn"]
    assert net["DNSName"].startswith("internal-ctl-net-")
    attrs = {
        a["Key"]: a["Value"] for a in elb.describe_load_balancer_attributes(LoadBalancerArn=arn)["Attributes"]
    }
    assert attrs["idle_timeout.timeout_seconds"] == "60" and attrs["deletion_protection.enabled"] == "false"
    elb.modify_load_balancer_attributes(
        LoadBalancerArn=arn, Attributes=[{"Key": "deletion_protection.enabled", "Value": "true"}]
    )
    with pytest.raises(ClientError) as error:
        elb.delete_load_balancer(LoadBalancerArn=arn)
    assert code(error) == "OperationNotPermitted"
    with pytest.raises(ClientError) as error:
        elb.modify_load_balancer_attributes(
            LoadBalancerArn=arn, Attributes=[{"Key": "no.such", "Value": "1"}]
        )
    assert code(error) == "ValidationError"
    with pytest.raises(ClientError) as error:  # refused, not kept and ignored
        elb.modify_load_balancer_attributes(
            LoadBalancerArn=arn, Attributes=[{"Key": "access_logs.s3.enabled", "Value": "true"}]
        )
    assert code(error) == "ValidationError"
    elb.modify_load_balancer_attributes(
        LoadBalancerArn=arn, Attributes=[{"Key": "deletion_protection.enabled", "Value": "false"}]
    )
    elb.delete_load_balancer(LoadBalancerArn=arn)
    elb.delete_load_balancer(LoadBalancerArn=arn)  # gone already: still a success, as on AWS
    with pytest.raises(ClientError) as error:
        elb.describe_load_balancers(LoadBalancerArns=[arn])
    assert code(error) == "LoadBalancerNotFound"


def test_target_groups_targets_and_health(labcloud: LabcloudProcess, elb: Any, subnets: list[str]) -> None:
    vpc = labcloud.boto3_client("ec2").describe_vpcs()["Vpcs"][0]["VpcId"]
    tg = elb.create_target_group(Name="ctl-fn", TargetType="lambda")["TargetGroups"][0]
    assert tg["HealthCheckEnabled"] is False and "Port" not in tg
    arn = tg["TargetGroupArn"]
    with pytest.raises(ClientError) as error:
        elb.create_target_group(Name="ctl-fn", TargetType="lambda", HealthCheckEnabled=True)
    assert code(error) == "DuplicateTargetGroupName"
    with pytest.raises(ClientError) as error:
        elb.create_target_group(Name="ctl-fn2", TargetType="lambda", Port=80)
    assert code(error) == "ValidationError"
    with pytest.raises(ClientError) as error:
        elb.create_target_group(
            Name="ctl-ip", TargetType="ip", Protocol="HTTP", Port=80, VpcId="vpc-0000000000000000f"
        )
    assert code(error) == "ValidationError"
    ip = elb.create_target_group(Name="ctl-ip", TargetType="ip", Protocol="HTTP", Port=8080, VpcId=vpc)[
        "TargetGroups"
    ][0]
    assert ip["HealthCheckPort"] == "traffic-port" and ip["Matcher"] == {"HttpCode": "200"}
    with pytest.raises(ClientError) as error:
        elb.describe_target_groups(Names=["nope"])
    assert code(error) == "TargetGroupNotFound"
    with pytest.raises(ClientError) as error:
        elb.describe_target_group_attributes(TargetGroupArn=arn.replace("ctl-fn", "ctl-zz"))
    assert code(error) == "TargetGroupNotFound"

    fn = deploy_function(labcloud, "ctl-echo")
    with pytest.raises(ClientError) as error:  # no permission for elasticloadbalancing.amazonaws.com yet
        elb.register_targets(TargetGroupArn=arn, Targets=[{"Id": fn}])
    assert code(error) == "AccessDenied"
    with pytest.raises(ClientError) as error:
        elb.register_targets(TargetGroupArn=arn, Targets=[{"Id": fn + "-missing"}])
    assert code(error) == "InvalidTarget"
    allow(labcloud, fn, arn)
    elb.register_targets(TargetGroupArn=arn, Targets=[{"Id": fn}])
    with pytest.raises(ClientError) as error:
        elb.register_targets(TargetGroupArn=arn, Targets=[{"Id": fn}, {"Id": fn + "x"}])
    assert code(error) == "TooManyTargets"
    health = elb.describe_target_health(TargetGroupArn=arn)["TargetHealthDescriptions"]
    assert health == [
        {
            "Target": {"Id": fn},
            "TargetHealth": {
                "State": "unused",
                "Reason": "Target.NotInUse",
                "Description": "Target group is not configured to receive traffic from the load balancer",
            },
        }
    ]
    elb.register_targets(TargetGroupArn=ip["TargetGroupArn"], Targets=[{"Id": "10.0.0.5"}])
    with pytest.raises(ClientError) as error:
        elb.register_targets(TargetGroupArn=ip["TargetGroupArn"], Targets=[{"Id": "not-an-ip"}])
    assert code(error) == "InvalidTarget"
    ip_health = elb.describe_target_health(TargetGroupArn=ip["TargetGroupArn"])["TargetHealthDescriptions"]
    assert (
        ip_health[0]["Target"] == {"Id": "10.0.0.5", "Port": 8080}
        and ip_health[0]["HealthCheckPort"] == "8080"
    )
    elb.deregister_targets(TargetGroupArn=ip["TargetGroupArn"], Targets=[{"Id": "10.0.0.5"}])
    with pytest.raises(ClientError) as error:
        elb.deregister_targets(TargetGroupArn=ip["TargetGroupArn"], Targets=[{"Id": "10.0.0.5"}])
    assert code(error) == "InvalidTarget"

    attrs = elb.describe_target_group_attributes(TargetGroupArn=arn)["Attributes"]
    assert attrs == [{"Key": "lambda.multi_value_headers.enabled", "Value": "false"}]
    elb.modify_target_group_attributes(
        TargetGroupArn=arn, Attributes=[{"Key": "lambda.multi_value_headers.enabled", "Value": "true"}]
    )
    with pytest.raises(ClientError) as error:
        elb.modify_target_group_attributes(
            TargetGroupArn=arn, Attributes=[{"Key": "stickiness.enabled", "Value": "true"}]
        )
    assert code(error) == "ValidationError"

    lb = elb.create_load_balancer(Name="ctl-tg-lb", Subnets=subnets)["LoadBalancers"][0]
    listener = elb.create_listener(
        LoadBalancerArn=lb["LoadBalancerArn"],
        Protocol="HTTP",
        Port=80,
        DefaultActions=[{"Type": "forward", "TargetGroupArn": arn}],
    )["Listeners"][0]
    assert elb.describe_target_groups(TargetGroupArns=[arn])["TargetGroups"][0]["LoadBalancerArns"] == [
        lb["LoadBalancerArn"]
    ]
    with pytest.raises(ClientError) as error:
        elb.delete_target_group(TargetGroupArn=arn)
    assert code(error) == "ResourceInUse"
    elb.delete_listener(ListenerArn=listener["ListenerArn"])
    elb.delete_target_group(TargetGroupArn=arn)
    with pytest.raises(ClientError) as error:
        elb.describe_target_groups(TargetGroupArns=[arn])
    assert code(error) == "TargetGroupNotFound"


def test_listeners_rules_priorities_and_tags(labcloud: LabcloudProcess, elb: Any, subnets: list[str]) -> None:
    lb = elb.create_load_balancer(Name="ctl-rules", Subnets=subnets)["LoadBalancers"][0]
    lb_arn = lb["LoadBalancerArn"]
    listener = elb.create_listener(LoadBalancerArn=lb_arn, Protocol="HTTP", Port=80, DefaultActions=fixed())[
        "Listeners"
    ][0]
    arn = listener["ListenerArn"]
    with pytest.raises(ClientError) as error:
        elb.create_listener(LoadBalancerArn=lb_arn, Protocol="HTTP", Port=80, DefaultActions=fixed("500"))
    assert code(error) == "DuplicateListener"
    with pytest.raises(ClientError) as error:
        elb.create_listener(LoadBalancerArn=lb_arn, Protocol="HTTPS", Port=443, DefaultActions=fixed())
    assert code(error) == "ValidationError"  # an HTTPS listener needs a certificate (test_elbv2_https.py)
    with pytest.raises(ClientError) as error:
        elb.create_listener(
            LoadBalancerArn=lb_arn,
            Protocol="HTTP",
            Port=81,
            DefaultActions=[
                {
                    "Type": "forward",
                    "TargetGroupArn": lb_arn.replace("loadbalancer/app/ctl-rules", "targetgroup/x"),
                }
            ],
        )
    assert code(error) == "TargetGroupNotFound"
    with pytest.raises(ClientError) as error:
        elb.create_listener(
            LoadBalancerArn=lb_arn,
            Protocol="HTTP",
            Port=82,
            DefaultActions=[
                {
                    "Type": "authenticate-cognito",
                    "AuthenticateCognitoConfig": {
                        "UserPoolArn": "a",
                        "UserPoolClientId": "b",
                        "UserPoolDomain": "c",
                    },
                }
            ],
        )
    assert code(error) == "InvalidLoadBalancerAction"
    with pytest.raises(ClientError) as error:
        elb.describe_listeners(ListenerArns=[arn + "0"])
    assert code(error) == "ListenerNotFound"
    first = elb.create_rule(
        ListenerArn=arn,
        Priority=10,
        Conditions=[{"Field": "path-pattern", "PathPatternConfig": {"Values": ["/a/*"]}}],
        Actions=fixed("200"),
    )["Rules"][0]
    assert first["Conditions"][0]["Values"] == ["/a/*"]
    second = elb.create_rule(
        ListenerArn=arn,
        Priority=20,
        Conditions=[{"Field": "http-request-method", "HttpRequestMethodConfig": {"Values": ["POST"]}}],
        Actions=fixed("201"),
    )["Rules"][0]
    with pytest.raises(ClientError) as error:
        elb.create_rule(
            ListenerArn=arn,
            Priority=10,
            Conditions=[{"Field": "path-pattern", "Values": ["/b"]}],
            Actions=fixed(),
        )
    assert code(error) == "PriorityInUse"
    with pytest.raises(ClientError) as error:
        elb.create_rule(
            ListenerArn=arn, Priority=30, Conditions=[{"Field": "nope", "Values": ["/b"]}], Actions=fixed()
        )
    assert code(error) == "ValidationError"
    rules = elb.describe_rules(ListenerArn=arn)["Rules"]
    assert [r["Priority"] for r in rules] == ["10", "20", "default"]
    default = rules[-1]
    assert default["IsDefault"] is True and default["Conditions"] == []
    with pytest.raises(ClientError) as error:
        elb.delete_rule(RuleArn=default["RuleArn"])
    assert code(error) == "OperationNotPermitted"
    with pytest.raises(ClientError) as error:
        elb.set_rule_priorities(RulePriorities=[{"RuleArn": first["RuleArn"], "Priority": 20}])
    assert code(error) == "PriorityInUse"
    swapped = elb.set_rule_priorities(
        RulePriorities=[
            {"RuleArn": first["RuleArn"], "Priority": 20},
            {"RuleArn": second["RuleArn"], "Priority": 5},
        ]
    )["Rules"]
    assert sorted(r["Priority"] for r in swapped) == ["20", "5"]
    assert [r["RuleArn"] for r in elb.describe_rules(ListenerArn=arn)["Rules"]][:2] == [
        second["RuleArn"],
        first["RuleArn"],
    ]
    elb.modify_rule(
        RuleArn=first["RuleArn"], Conditions=[{"Field": "host-header", "Values": ["*.example.com"]}]
    )
    assert elb.describe_rules(RuleArns=[first["RuleArn"]])["Rules"][0]["Conditions"][0][
        "HostHeaderConfig"
    ] == {"Values": ["*.example.com"]}
    elb.modify_listener(ListenerArn=arn, DefaultActions=fixed("503"))
    assert (
        elb.describe_rules(RuleArns=[default["RuleArn"]])["Rules"][0]["Actions"][0]["FixedResponseConfig"][
            "StatusCode"
        ]
        == "503"
    )
    elb.delete_rule(RuleArn=second["RuleArn"])
    with pytest.raises(ClientError) as error:
        elb.describe_rules(RuleArns=[second["RuleArn"]])
    assert code(error) == "RuleNotFound"

    elb.add_tags(ResourceArns=[lb_arn, arn], Tags=[{"Key": "env", "Value": "dev"}])
    with pytest.raises(ClientError) as error:
        elb.add_tags(ResourceArns=[lb_arn], Tags=[{"Key": "k", "Value": "1"}, {"Key": "k", "Value": "2"}])
    assert code(error) == "DuplicateTagKeys"
    described = elb.describe_tags(ResourceArns=[lb_arn, arn])["TagDescriptions"]
    assert [d["Tags"] for d in described] == [[{"Key": "env", "Value": "dev"}]] * 2
    elb.remove_tags(ResourceArns=[lb_arn], TagKeys=["env"])
    assert elb.describe_tags(ResourceArns=[lb_arn])["TagDescriptions"][0]["Tags"] == []

    # the aws CLI speaks the same API (query protocol, signing name elasticloadbalancing)
    out = labcloud.aws_json("elbv2", "describe-listeners", "--load-balancer-arn", lb_arn)
    assert [item["Port"] for item in out["Listeners"]] == [80]
    failed = labcloud.aws("elbv2", "delete-listener", "--listener-arn", arn + "0", check=False)
    assert failed.returncode != 0 and "ListenerNotFound" in failed.stderr
    elb.delete_load_balancer(LoadBalancerArn=lb_arn)
    with pytest.raises(ClientError) as error:
        elb.describe_listeners(ListenerArns=[arn])
    assert code(error) == "ListenerNotFound"


def test_listener_attributes_and_capacity_reservation(
    labcloud: LabcloudProcess, elb: Any, subnets: list[str]
) -> None:
    lb = elb.create_load_balancer(Name="ctl-attrs", Subnets=subnets)["LoadBalancers"][0]
    arn = lb["LoadBalancerArn"]
    reservation = elb.describe_capacity_reservation(LoadBalancerArn=arn)
    assert reservation["CapacityReservationState"] == [] and "MinimumLoadBalancerCapacity" not in reservation
    with pytest.raises(ClientError) as error:
        elb.describe_capacity_reservation(LoadBalancerArn=arn + "0")
    assert code(error) == "LoadBalancerNotFound"
    listener = elb.create_listener(
        LoadBalancerArn=arn, Protocol="HTTP", Port=80, DefaultActions=fixed("200")
    )["Listeners"][0]["ListenerArn"]
    assert elb.describe_listener_attributes(ListenerArn=listener)["Attributes"] == [
        {"Key": "routing.http.response.server.enabled", "Value": "true"}
    ]
    assert http(lb_url(labcloud, lb["DNSName"], "/"))[1]["server"] == "awselb/2.0"
    elb.modify_listener_attributes(
        ListenerArn=listener, Attributes=[{"Key": "routing.http.response.server.enabled", "Value": "false"}]
    )
    assert "server" not in http(lb_url(labcloud, lb["DNSName"], "/"))[1]
    with pytest.raises(ClientError) as error:
        elb.modify_listener_attributes(ListenerArn=listener, Attributes=[{"Key": "no.such", "Value": "x"}])
    assert code(error) == "ValidationError"
    with pytest.raises(ClientError) as error:  # refused: labcloud's listeners add no such header
        elb.modify_listener_attributes(
            ListenerArn=listener,
            Attributes=[{"Key": "routing.http.response.x_frame_options.header_value", "Value": "DENY"}],
        )
    assert code(error) == "ValidationError"
    with pytest.raises(ClientError) as error:
        elb.describe_listener_attributes(ListenerArn=listener + "0")
    assert code(error) == "ListenerNotFound"
    with pytest.raises(ClientError) as error:  # outside the table: not implemented, said so
        elb.modify_capacity_reservation(
            LoadBalancerArn=arn, MinimumLoadBalancerCapacity={"CapacityUnits": 100}
        )
    assert code(error) == "NotImplementedException"


def test_protocol_version_http1_is_accepted_and_others_refused(labcloud: LabcloudProcess, elb: Any) -> None:
    vpc = labcloud.boto3_client("ec2").describe_vpcs(Filters=[{"Name": "is-default", "Values": ["true"]}])[
        "Vpcs"
    ][0]
    made = elb.create_target_group(
        Name="pv-http1",
        Protocol="HTTP",
        Port=80,
        VpcId=vpc["VpcId"],
        TargetType="ip",
        ProtocolVersion="HTTP1",
    )["TargetGroups"][0]
    assert made["ProtocolVersion"] == "HTTP1"  # what Terraform sends for an HTTP group by default
    for name, protocol, version in (("pv-grpc", "HTTP", "GRPC"), ("pv-tcp", "TCP", "HTTP1")):
        with pytest.raises(ClientError) as caught:
            elb.create_target_group(
                Name=name,
                Protocol=protocol,
                Port=80,
                VpcId=vpc["VpcId"],
                TargetType="ip",
                ProtocolVersion=version,
            )
        assert code(caught) == "ValidationError"
