"""The ``aws`` CLI against the Tagging API and Resource Groups, groups and tags surviving a restart, IAM's
``tag:`` and ``resource-groups:`` actions (and each service's own action when tagging through the Tagging
API), and the view's map."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from rg_helpers import refused, shop_resources

from labcloud.testing.server_process import LabcloudProcess

QUERY = json.dumps(
    {"ResourceTypeFilters": ["AWS::AllSupported"], "TagFilters": [{"Key": "app", "Values": ["shop"]}]}
)


def test_the_aws_cli_tags_finds_and_groups(labcloud: LabcloudProcess) -> None:
    shop = shop_resources(labcloud)
    found = labcloud.aws_json(
        "resourcegroupstaggingapi",
        "get-resources",
        "--tag-filters",
        "Key=app,Values=shop",
        "--resource-type-filters",
        "sqs",
        "sns",
    )
    assert sorted(r["ResourceARN"] for r in found["ResourceTagMappingList"]) == sorted(
        [shop["sqs"], shop["sns"]]
    )
    tagged = labcloud.aws_json(
        "resourcegroupstaggingapi",
        "tag-resources",
        "--resource-arn-list",
        shop["sqs"],
        shop["s3"],
        "--tags",
        "cost=7",
    )
    assert tagged["FailedResourcesMap"] == {}
    assert labcloud.aws_json("resourcegroupstaggingapi", "get-tag-values", "--key", "cost")["TagValues"] == [
        "7"
    ]
    assert "cost" in labcloud.aws_json("resourcegroupstaggingapi", "get-tag-keys")["TagKeys"]
    labcloud.aws_json(
        "resourcegroupstaggingapi",
        "untag-resources",
        "--resource-arn-list",
        shop["sqs"],
        "--tag-keys",
        "cost",
    )
    assert labcloud.aws_json("resourcegroupstaggingapi", "get-tag-values", "--key", "cost")["TagValues"] == [
        "7"
    ]
    created = labcloud.aws_json(
        "resource-groups",
        "create-group",
        "--name",
        "cli",
        "--resource-query",
        json.dumps({"Type": "TAG_FILTERS_1_0", "Query": QUERY}),
    )
    assert created["Group"]["Name"] == "cli"
    listed = labcloud.aws_json("resource-groups", "list-group-resources", "--group", "cli")
    assert len(listed["Resources"]) == len(shop)
    assert labcloud.aws_json("resource-groups", "list-groups")["Groups"][0]["Name"] == "cli"
    expired = labcloud.aws(
        "resourcegroupstaggingapi", "get-resources", "--pagination-token", "made-up", check=False
    )
    assert expired.returncode != 0 and "InvalidParameterException" in expired.stderr
    cli = "resource-groups"
    arn = created["Group"]["GroupArn"]
    updated = labcloud.aws_json(cli, "update-group", "--group", "cli", "--description", "by the CLI")
    assert updated["Group"]["Description"] == "by the CLI"
    assert labcloud.aws_json(cli, "get-group", "--group", arn)["Group"]["Description"] == "by the CLI"
    sqs_only = json.dumps(
        {"ResourceTypeFilters": ["AWS::SQS::Queue"], "TagFilters": [{"Key": "app", "Values": ["shop"]}]}
    )
    labcloud.aws_json(
        cli,
        "update-group-query",
        "--group",
        "cli",
        "--resource-query",
        json.dumps({"Type": "TAG_FILTERS_1_0", "Query": sqs_only}),
    )
    query = labcloud.aws_json(cli, "get-group-query", "--group", "cli")["GroupQuery"]["ResourceQuery"]
    assert json.loads(query["Query"])["ResourceTypeFilters"] == ["AWS::SQS::Queue"]
    searched = labcloud.aws_json(
        cli,
        "search-resources",
        "--resource-query",
        json.dumps({"Type": "TAG_FILTERS_1_0", "Query": sqs_only}),
    )
    assert [r["ResourceArn"] for r in searched["ResourceIdentifiers"]] == [shop["sqs"]]
    labcloud.aws_json(cli, "tag", "--arn", arn, "--tags", "k=v")
    assert labcloud.aws_json(cli, "get-tags", "--arn", arn)["Tags"] == {"k": "v"}
    labcloud.aws_json(cli, "untag", "--arn", arn, "--keys", "k")
    assert labcloud.aws_json(cli, "get-tags", "--arn", arn)["Tags"] == {}
    assert (
        labcloud.aws_json(cli, "get-account-settings")["AccountSettings"]["GroupLifecycleEventsStatus"]
        == "INACTIVE"
    )
    assert labcloud.aws_json(cli, "get-group-configuration", "--group", "cli")["GroupConfiguration"] == {}
    refused_config = labcloud.aws(
        cli,
        "put-group-configuration",
        "--group",
        "cli",
        "--configuration",
        "Type=AWS::EC2::CapacityReservationPool",
        check=False,
    )
    assert refused_config.returncode != 0 and "BadRequestException" in refused_config.stderr
    assert labcloud.aws_json(cli, "delete-group", "--group", "cli")["Group"]["Name"] == "cli"
    failed = labcloud.aws("resource-groups", "get-group", "--group", "nope", check=False)
    assert failed.returncode != 0 and "NotFoundException" in failed.stderr
    failed = labcloud.aws(
        "resourcegroupstaggingapi", "get-resources", "--include-compliance-details", check=False
    )
    assert failed.returncode != 0 and "InvalidParameterException" in failed.stderr


def test_groups_and_tags_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        shop = shop_resources(server)
        rg = server.boto3_client("resource-groups")
        arn = rg.create_group(
            Name="kept",
            Description="kept group",
            ResourceQuery={"Type": "TAG_FILTERS_1_0", "Query": QUERY},
            Tags={"t": "1"},
        )["Group"]["GroupArn"]
        tagging = server.boto3_client("resourcegroupstaggingapi")
        assert (
            tagging.tag_resources(ResourceARNList=[shop["sns"]], Tags={"after": "yes"})["FailedResourcesMap"]
            == {}
        )
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        rg = again.boto3_client("resource-groups")
        assert rg.get_group(Group="kept")["Group"]["Description"] == "kept group"
        assert rg.get_tags(Arn=arn)["Tags"] == {"t": "1"}
        assert len(rg.list_group_resources(Group="kept")["Resources"]) == len(shop)
        tagging = again.boto3_client("resourcegroupstaggingapi")
        found = tagging.get_resources(TagFilters=[{"Key": "after"}])["ResourceTagMappingList"]
        assert [r["ResourceARN"] for r in found] == [shop["sns"]]
    finally:
        again.stop()


@pytest.fixture(scope="module")
def enforcing() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        yield server
    finally:
        server.stop()


def _user(server: LabcloudProcess, name: str, statements: list[dict[str, Any]]) -> dict[str, str]:
    iam = server.boto3_client("iam")
    iam.create_user(UserName=name)
    key = iam.create_access_key(UserName=name)["AccessKey"]
    policy = {"Version": "2012-10-17", "Statement": statements}
    iam.put_user_policy(UserName=name, PolicyName="p", PolicyDocument=json.dumps(policy))
    return {"aws_access_key_id": key["AccessKeyId"], "aws_secret_access_key": key["SecretAccessKey"]}


def test_iam_grants_tag_actions_and_each_services_own(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    shop = shop_resources(enforcing)
    keys = _user(
        enforcing,
        "tagger",
        [
            {"Effect": "Allow", "Action": ["tag:GetResources", "tag:TagResources"], "Resource": "*"},
            {"Effect": "Allow", "Action": "sns:TagResource", "Resource": shop["sns"]},
        ],
    )
    tagging: Any = enforcing.boto3_client("resourcegroupstaggingapi", **keys)
    assert len(tagging.get_resources(TagFilters=[{"Key": "app"}])["ResourceTagMappingList"]) == len(shop)
    answer = tagging.tag_resources(ResourceARNList=[shop["sns"], shop["sqs"]], Tags={"by": "tagger"})
    failed = answer["FailedResourcesMap"]
    assert set(failed) == {shop["sqs"]}
    assert (
        failed[shop["sqs"]]["StatusCode"] == 403
        and "sqs:tagqueue" in failed[shop["sqs"]]["ErrorMessage"].lower()
    )
    code, message = refused(tagging.get_tag_keys)
    assert code == "AccessDeniedException" and "tag:GetTagKeys" in message
    assert (
        refused(tagging.untag_resources, ResourceARNList=[shop["sns"]], TagKeys=["by"])[0]
        == "AccessDeniedException"
    )


def test_iam_grants_resource_groups_actions_on_group_arns(enforcing: LabcloudProcess) -> None:
    enforcing.reset()
    root = enforcing.boto3_client("resource-groups")
    query = {"Type": "TAG_FILTERS_1_0", "Query": QUERY}
    mine = root.create_group(Name="mine", ResourceQuery=query)["Group"]["GroupArn"]
    root.create_group(Name="theirs", ResourceQuery=query)
    keys = _user(
        enforcing,
        "grouper",
        [
            {
                "Effect": "Allow",
                "Action": ["resource-groups:GetGroup", "resource-groups:ListGroupResources"],
                "Resource": mine,
            },
            {"Effect": "Allow", "Action": "resource-groups:ListGroups", "Resource": "*"},
        ],
    )
    rg: Any = enforcing.boto3_client("resource-groups", **keys)
    assert rg.get_group(Group="mine")["Group"]["GroupArn"] == mine
    # listing a tag group's members also asks tag:GetResources of the caller, as AWS does
    code, message = refused(rg.list_group_resources, Group=mine)
    assert code == "AccessDeniedException" and "tag:GetResources" in message
    reader = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "tag:GetResources", "Resource": "*"}],
    }
    enforcing.boto3_client("iam").put_user_policy(
        UserName="grouper", PolicyName="tags", PolicyDocument=json.dumps(reader)
    )
    assert rg.list_group_resources(Group=mine)["Resources"] == []
    assert len(rg.list_groups()["Groups"]) == 2
    code, message = refused(rg.get_group, Group="theirs")
    assert code == "AccessDeniedException" and "resource-groups:GetGroup" in message
    assert refused(rg.delete_group, Group="mine")[0] == "AccessDeniedException"
    assert refused(rg.create_group, Name="new", ResourceQuery=query)[0] == "AccessDeniedException"


def test_the_map_draws_groups_and_their_members(labcloud: LabcloudProcess) -> None:
    shop = shop_resources(labcloud)
    arn = labcloud.boto3_client("resource-groups").create_group(
        Name="drawn", ResourceQuery={"Type": "TAG_FILTERS_1_0", "Query": QUERY}
    )["Group"]["GroupArn"]
    drawn = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in drawn["nodes"]}
    assert nodes[arn]["kind"] == "resourcegroups.group"
    assert nodes[arn]["facts"] == {"query_type": "TAG_FILTERS_1_0", "members": len(shop)}
    members = {e["to"] for e in drawn["edges"] if e["kind"] == "in-group" and e["from"] == arn}
    assert members == set(shop.values())
