"""Tags given to API Gateway v2's Create* calls (CreateApi for HTTP and WebSocket APIs, ImportApi, CreateStage,
CreateVpcLink) meet the limits TagResource applies: at most 50, no ``aws:`` key, keys of at most 128
characters and values of at most 256; each breach is a BadRequestException and creates nothing."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "apigateway"))
from tag_limits import AT_THE_LIMITS, assert_every_breach_refused  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess


def _network(server: LabcloudProcess) -> tuple[list[str], list[str]]:
    ec2 = server.boto3_client("ec2")
    subnets = ec2.describe_subnets(Filters=[{"Name": "default-for-az", "Values": ["true"]}])["Subnets"]
    group = ec2.describe_security_groups(Filters=[{"Name": "group-name", "Values": ["default"]}])[
        "SecurityGroups"
    ][0]["GroupId"]
    return [subnets[0]["SubnetId"]], [group]


def _creators(server: LabcloudProcess, v2: Any) -> dict[str, Callable[[dict[str, str]], Any]]:
    host = v2.create_api(Name="create-tags-host", ProtocolType="HTTP")["ApiId"]
    subnets, groups = _network(server)

    def imported(tags: dict[str, str]) -> Any:
        listed = [{"name": k, "x-amazon-apigateway-tag-value": v} for k, v in tags.items()]
        document = {"openapi": "3.0.1", "info": {"title": "create-tags-import", "version": "1"}, "paths": {}}
        return v2.import_api(Body=json.dumps({**document, "tags": listed}))

    return {
        "CreateApi HTTP": lambda tags: v2.create_api(Name="create-tags", ProtocolType="HTTP", Tags=tags),
        "CreateApi WEBSOCKET": lambda tags: v2.create_api(
            Name="create-tags-ws",
            ProtocolType="WEBSOCKET",
            RouteSelectionExpression="$request.body.action",
            Tags=tags,
        ),
        "ImportApi": imported,
        "CreateStage": lambda tags: v2.create_stage(ApiId=host, StageName="tagged", Tags=tags),
        "CreateVpcLink": lambda tags: v2.create_vpc_link(
            Name="create-tags", SubnetIds=subnets, SecurityGroupIds=groups, Tags=tags
        ),
    }


def test_every_create_refuses_tags_tag_resource_would(labcloud: LabcloudProcess, v2: Any) -> None:
    creators = _creators(labcloud, v2)
    before = (len(v2.get_apis()["Items"]), len(v2.get_vpc_links()["Items"]))
    assert_every_breach_refused(creators)
    assert (len(v2.get_apis()["Items"]), len(v2.get_vpc_links()["Items"])) == before
    host = next(a["ApiId"] for a in v2.get_apis()["Items"] if a["Name"] == "create-tags-host")
    assert [s["StageName"] for s in v2.get_stages(ApiId=host)["Items"]] == []
    made = v2.create_api(Name="create-tags-ok", ProtocolType="HTTP", Tags=AT_THE_LIMITS)
    assert made["Tags"] == AT_THE_LIMITS
    arn = f"arn:aws:apigateway:us-east-1::/apis/{made['ApiId']}"
    assert v2.get_tags(ResourceArn=arn)["Tags"] == AT_THE_LIMITS
