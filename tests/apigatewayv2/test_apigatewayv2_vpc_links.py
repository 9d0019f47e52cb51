"""HTTP APIs' VPC links against a running labcloud (boto3 and the aws CLI): subnets and security groups
checked against EC2's records, PENDING then AVAILABLE, tags, renames, deletion refused while an
integration uses the link, VPC_LINK integrations (invoked: AWS's 503 for an unreachable private target,
labcloud having no load balancers), each error's exact code, and a link kept over a restart."""

from __future__ import annotations

import json
import subprocess
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from httpapi_helpers import http, url

from labcloud.testing.server_process import LabcloudProcess

LISTENER = (
    "arn:aws:elasticloadbalancing:us-east-1:000000000000:listener/app/web/50dc6c495c0c9188/0467ef3c8400ae65"
)


def code_of(call: Any, **kwargs: Any) -> tuple[str, int]:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    error = caught.value.response
    return error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]


def network(server: LabcloudProcess, cidr: str = "10.0.0.0/16") -> tuple[str, str, str]:
    ec2 = server.boto3_client("ec2")
    vpc = ec2.create_vpc(CidrBlock=cidr)["Vpc"]["VpcId"]
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock=cidr.replace("0.0/16", "1.0/24"))["Subnet"]["SubnetId"]
    group = ec2.create_security_group(GroupName=f"link-{vpc}", Description="d", VpcId=vpc)["GroupId"]
    return vpc, subnet, group


def test_vpc_link_lifecycle(labcloud: LabcloudProcess, v2: Any) -> None:
    _, subnet, group = network(labcloud)
    created = v2.create_vpc_link(
        Name="private", SubnetIds=[subnet], SecurityGroupIds=[group], Tags={"team": "a"}
    )
    link = created["VpcLinkId"]
    assert (created["VpcLinkStatus"], created["VpcLinkVersion"]) == ("PENDING", "V2")
    assert (created["SubnetIds"], created["SecurityGroupIds"], created["Tags"]) == (
        [subnet],
        [group],
        {"team": "a"},
    )
    got = v2.get_vpc_link(VpcLinkId=link)
    assert (got["VpcLinkStatus"], got["VpcLinkStatusMessage"]) == (
        "AVAILABLE",
        "VPC link is ready to route traffic",
    )
    assert [i["VpcLinkId"] for i in v2.get_vpc_links()["Items"]] == [link]
    assert v2.update_vpc_link(VpcLinkId=link, Name="renamed")["Name"] == "renamed"
    arn = f"arn:aws:apigateway:us-east-1::/vpclinks/{link}"
    v2.tag_resource(ResourceArn=arn, Tags={"env": "dev"})
    assert v2.get_tags(ResourceArn=arn)["Tags"] == {"team": "a", "env": "dev"}
    v2.untag_resource(ResourceArn=arn, TagKeys=["team"])
    assert v2.get_vpc_link(VpcLinkId=link)["Tags"] == {"env": "dev"}
    v2.delete_vpc_link(VpcLinkId=link)
    assert v2.get_vpc_links()["Items"] == []
    assert code_of(v2.get_vpc_link, VpcLinkId=link) == ("NotFoundException", 404)


def test_vpc_link_errors(labcloud: LabcloudProcess, v2: Any) -> None:
    _, subnet, group = network(labcloud)
    _, other_subnet, other_group = network(labcloud, "10.1.0.0/16")
    for bad in (
        {"SubnetIds": ["subnet-0000000000000000"]},
        {"SubnetIds": [subnet], "SecurityGroupIds": ["sg-00000000000000000"]},
        {"SubnetIds": [subnet, other_subnet]},
        {"SubnetIds": [subnet], "SecurityGroupIds": [other_group]},
        {"SubnetIds": []},
        {"SubnetIds": [subnet], "Tags": {"aws:x": "1"}},
    ):
        assert code_of(v2.create_vpc_link, Name="x", **bad) == ("BadRequestException", 400), bad
    assert code_of(v2.create_vpc_link, Name="", SubnetIds=[subnet]) == ("BadRequestException", 400)
    with pytest.raises(ClientError) as caught:
        v2.get_vpc_link(VpcLinkId="nope")
    assert (
        caught.value.response["Error"]["Message"] == "Invalid VpcLink identifier specified 000000000000:nope"
    )
    assert code_of(v2.update_vpc_link, VpcLinkId="nope", Name="n") == ("NotFoundException", 404)
    assert code_of(v2.delete_vpc_link, VpcLinkId="nope") == ("NotFoundException", 404)
    # another account sees none of it
    link = v2.create_vpc_link(Name="mine", SubnetIds=[subnet], SecurityGroupIds=[group])["VpcLinkId"]
    other = labcloud.boto3_client("apigatewayv2", aws_access_key_id="111111111111")
    assert code_of(other.get_vpc_link, VpcLinkId=link) == ("NotFoundException", 404)
    assert other.get_vpc_links()["Items"] == []


def test_vpc_link_integration_answers_503(labcloud: LabcloudProcess, v2: Any) -> None:
    _, subnet, group = network(labcloud)
    link = v2.create_vpc_link(Name="private", SubnetIds=[subnet], SecurityGroupIds=[group])["VpcLinkId"]
    api = v2.create_api(Name="private", ProtocolType="HTTP")["ApiId"]
    given = {
        "ApiId": api,
        "IntegrationType": "HTTP_PROXY",
        "ConnectionType": "VPC_LINK",
        "IntegrationMethod": "ANY",
        "PayloadFormatVersion": "1.0",
    }
    assert code_of(v2.create_integration, **given, ConnectionId="nope", IntegrationUri=LISTENER) == (
        "BadRequestException",
        400,
    )
    assert code_of(
        v2.create_integration, **given, ConnectionId=link, IntegrationUri="http://127.0.0.1:1/x"
    ) == (
        "BadRequestException",
        400,
    )
    assert code_of(
        v2.create_integration,
        **{**given, "ConnectionType": "INTERNET"},
        ConnectionId=link,
        IntegrationUri="http://127.0.0.1:1/",
    ) == (
        "BadRequestException",
        400,
    )
    integration = v2.create_integration(**given, ConnectionId=link, IntegrationUri=LISTENER)
    assert (integration["ConnectionType"], integration["ConnectionId"]) == ("VPC_LINK", link)
    assert (
        v2.get_integration(ApiId=api, IntegrationId=integration["IntegrationId"])["IntegrationUri"]
        == LISTENER
    )
    v2.create_route(
        ApiId=api, RouteKey="ANY /{proxy+}", Target=f"integrations/{integration['IntegrationId']}"
    )
    v2.create_stage(ApiId=api, StageName="$default", AutoDeploy=True)
    status, _, body = http(url(labcloud, api, "/orders"))
    assert (status, json.loads(body)) == (503, {"message": "Service Unavailable"})
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        document = json.loads(response.read())
    link_arn = f"arn:aws:apigateway:us-east-1::/vpclinks/{link}"
    [node] = [n for n in document["nodes"] if n["id"] == link_arn]
    assert (node["kind"], node["label"], node["facts"]) == (
        "apigatewayv2.vpclink",
        "private",
        {"status": "AVAILABLE"},
    )
    edges = {(e["kind"], e["from"], e["to"], e["label"]) for e in document["edges"]}
    assert ("vpc-link", f"arn:aws:apigateway:us-east-1::/apis/{api}", link_arn, "ANY /{proxy+}") in edges
    assert ("in-subnet", link_arn, subnet, "") in edges
    assert code_of(v2.delete_vpc_link, VpcLinkId=link) == ("BadRequestException", 400)
    # an export names the link, and imports back through it (a link of nobody is refused)
    exported = v2.export_api(ApiId=api, Specification="OAS30", OutputType="JSON")["body"].read()
    operation = json.loads(exported)["paths"]["/{proxy+}"]["x-amazon-apigateway-any-method"]
    assert operation["x-amazon-apigateway-integration"]["connectionId"] == link
    copy = v2.import_api(Body=exported.decode())["ApiId"]
    [imported] = v2.get_integrations(ApiId=copy)["Items"]
    assert (imported["ConnectionType"], imported["ConnectionId"], imported["IntegrationUri"]) == (
        "VPC_LINK",
        link,
        LISTENER,
    )
    assert code_of(v2.import_api, Body=exported.decode().replace(link, "nope")) == (
        "BadRequestException",
        400,
    )
    assert code_of(
        v2.update_integration, ApiId=api, IntegrationId=integration["IntegrationId"], ConnectionId="nope"
    ) == ("BadRequestException", 400)


def test_vpc_link_from_the_cli(labcloud: LabcloudProcess, v2: Any) -> None:
    _, subnet, group = network(labcloud)
    made = subprocess.run(
        [
            "aws",
            "apigatewayv2",
            "create-vpc-link",
            "--name",
            "cli",
            "--subnet-ids",
            subnet,
            "--security-group-ids",
            group,
        ],
        env=labcloud.cli_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert made.returncode == 0, made.stderr
    link = json.loads(made.stdout)["VpcLinkId"]
    got = subprocess.run(
        ["aws", "apigatewayv2", "get-vpc-link", "--vpc-link-id", link],
        env=labcloud.cli_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert json.loads(got.stdout)["VpcLinkStatus"] == "AVAILABLE"
    missing = subprocess.run(
        ["aws", "apigatewayv2", "get-vpc-link", "--vpc-link-id", "nope"],
        env=labcloud.cli_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert missing.returncode != 0 and "NotFoundException" in missing.stderr


def test_vpc_link_kept_over_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        _, subnet, group = network(server)
        v2 = server.boto3_client("apigatewayv2")
        link = v2.create_vpc_link(Name="kept", SubnetIds=[subnet], SecurityGroupIds=[group], Tags={"k": "v"})
        server.kill()
        server.start()
        got = server.boto3_client("apigatewayv2").get_vpc_link(VpcLinkId=link["VpcLinkId"])
        assert (got["Name"], got["SubnetIds"], got["Tags"]) == ("kept", [subnet], {"k": "v"})
    finally:
        server.stop()


def test_iam_decides_on_vpc_link_and_model_arns() -> None:
    """Under --enforce-iam: HTTP verbs on ``/vpclinks[/<id>]`` and ``/apis/<id>/models/<id>``."""
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        _, subnet, group = network(server)
        admin = server.boto3_client("apigatewayv2")
        api = admin.create_api(
            Name="ws", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.a"
        )
        model = admin.create_model(ApiId=api["ApiId"], Name="M", Schema='{"type": "object"}')["ModelId"]
        policy = {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Action": ["apigateway:POST", "apigateway:GET"],
                    "Resource": "arn:aws:apigateway:us-east-1::/vpclinks*",
                },
                {
                    "Effect": "Allow",
                    "Action": "apigateway:GET",
                    "Resource": f"arn:aws:apigateway:us-east-1::/apis/{api['ApiId']}/models/{model}",
                },
            ],
        }
        iam = server.boto3_client("iam")
        iam.create_user(UserName="linker")
        iam.put_user_policy(UserName="linker", PolicyName="links", PolicyDocument=json.dumps(policy))
        key = iam.create_access_key(UserName="linker")["AccessKey"]
        linker = server.boto3_client(
            "apigatewayv2", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        link = linker.create_vpc_link(Name="mine", SubnetIds=[subnet], SecurityGroupIds=[group])["VpcLinkId"]
        assert linker.get_vpc_link(VpcLinkId=link)["Name"] == "mine"
        assert linker.get_model(ApiId=api["ApiId"], ModelId=model)["Name"] == "M"
        for denied in (
            lambda: linker.delete_vpc_link(VpcLinkId=link),
            lambda: linker.get_model_template(ApiId=api["ApiId"], ModelId=model),
            lambda: linker.get_models(ApiId=api["ApiId"]),
        ):
            with pytest.raises(ClientError) as caught:
                denied()
            assert caught.value.response["Error"]["Code"] == "AccessDeniedException"
    finally:
        server.stop()
