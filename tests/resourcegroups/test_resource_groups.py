"""Resource Groups through boto3: groups created, read, updated, listed, queried and deleted; tag queries
answered from resources of several services, stack queries from CloudFormation's stack resources (QueryErrors
for a missing stack); tags on groups; configurations and AWS's refusals with their codes."""

from __future__ import annotations

import json
from typing import Any

from rg_helpers import refused, shop_resources

from labcloud.testing.server_process import LabcloudProcess


def _tag_query(*types: str, key: str = "app", values: tuple[str, ...] = ("shop",)) -> dict[str, str]:
    query = {
        "ResourceTypeFilters": list(types) or ["AWS::AllSupported"],
        "TagFilters": [{"Key": key, "Values": list(values)}],
    }
    return {"Type": "TAG_FILTERS_1_0", "Query": json.dumps(query)}


def _listed(rg: Any, group: str, **params: Any) -> list[str]:
    answer = rg.list_group_resources(Group=group, **params)
    return [r["Identifier"]["ResourceArn"] for r in answer["Resources"]]


def test_a_tag_group_holds_the_tagged_resources_of_every_service(labcloud: LabcloudProcess, rg: Any) -> None:
    shop = shop_resources(labcloud, "shop")
    shop_resources(labcloud, "blog")
    created = rg.create_group(
        Name="shop", Description="the shop", ResourceQuery=_tag_query(), Tags={"team": "a"}
    )
    arn = created["Group"]["GroupArn"]
    assert arn == "arn:aws:resource-groups:us-east-1:000000000000:group/shop"
    assert created["Tags"] == {"team": "a"} and created["ResourceQuery"]["Type"] == "TAG_FILTERS_1_0"
    assert sorted(_listed(rg, "shop")) == sorted(shop.values())
    identified = rg.list_group_resources(Group=arn)["ResourceIdentifiers"]
    types = {i["ResourceArn"]: i["ResourceType"] for i in identified}
    assert types[shop["sqs"]] == "AWS::SQS::Queue" and types[shop["s3"]] == "AWS::S3::Bucket"
    assert types[shop["iam"]] == "AWS::IAM::Role" and types[shop["logs"]] == "AWS::Logs::LogGroup"
    only = _listed(rg, "shop", Filters=[{"Name": "resource-type", "Values": ["AWS::SNS::Topic"]}])
    assert only == [shop["sns"]]
    # pages of two
    first = rg.list_group_resources(Group="shop", MaxResults=2)
    assert len(first["Resources"]) == 2 and first["NextToken"]
    rest = [
        r["Identifier"]["ResourceArn"]
        for page in rg.get_paginator("list_group_resources").paginate(
            Group="shop", PaginationConfig={"PageSize": 3}
        )
        for r in page["Resources"]
    ]
    assert sorted(rest) == sorted(shop.values())
    # a resource tagged later joins the group
    labcloud.boto3_client("sqs").create_queue(QueueName="late", tags={"app": "shop"})
    assert len(_listed(rg, "shop")) == len(shop) + 1
    narrowed = rg.update_group_query(
        Group="shop", ResourceQuery=_tag_query("AWS::SQS::Queue", "AWS::S3::Bucket")
    )
    assert json.loads(narrowed["GroupQuery"]["ResourceQuery"]["Query"])["ResourceTypeFilters"] == [
        "AWS::SQS::Queue",
        "AWS::S3::Bucket",
    ]
    assert sorted(_listed(rg, "shop")) == sorted(
        [shop["sqs"], shop["s3"], shop["sqs"][: -len("shop-q")] + "late"]
    )
    assert rg.get_group_query(Group="shop")["GroupQuery"]["GroupName"] == "shop"


def test_search_resources_answers_a_query_without_a_group(labcloud: LabcloudProcess, rg: Any) -> None:
    shop = shop_resources(labcloud)
    found = rg.search_resources(ResourceQuery=_tag_query("AWS::DynamoDB::Table"))
    assert found["ResourceIdentifiers"] == [
        {"ResourceArn": shop["dynamodb"], "ResourceType": "AWS::DynamoDB::Table"}
    ]
    assert found["QueryErrors"] == []
    assert rg.search_resources(ResourceQuery=_tag_query(values=("nothing",)))["ResourceIdentifiers"] == []


def test_a_stack_group_holds_the_stacks_resources(labcloud: LabcloudProcess, rg: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    template = {
        "Resources": {
            "Queue": {"Type": "AWS::SQS::Queue"},
            "Topic": {"Type": "AWS::SNS::Topic"},
            "Table": {
                "Type": "AWS::DynamoDB::Table",
                "Properties": {
                    "KeySchema": [{"AttributeName": "k", "KeyType": "HASH"}],
                    "AttributeDefinitions": [{"AttributeName": "k", "AttributeType": "S"}],
                    "BillingMode": "PAY_PER_REQUEST",
                },
            },
        }
    }
    stack = cfn.create_stack(StackName="members", TemplateBody=json.dumps(template))["StackId"]
    cfn.get_waiter("stack_create_complete").wait(StackName="members", WaiterConfig={"Delay": 1})
    physical = {
        r["LogicalResourceId"]: r["PhysicalResourceId"]
        for r in cfn.describe_stack_resources(StackName="members")["StackResources"]
    }
    query = {"Type": "CLOUDFORMATION_STACK_1_0", "Query": json.dumps({"StackIdentifier": stack})}
    rg.create_group(Name="members", ResourceQuery=query)
    listed = rg.list_group_resources(Group="members")
    types = {i["Identifier"]["ResourceType"]: i["Identifier"]["ResourceArn"] for i in listed["Resources"]}
    assert set(types) == {"AWS::SQS::Queue", "AWS::SNS::Topic", "AWS::DynamoDB::Table"}
    assert types["AWS::SNS::Topic"] == physical["Topic"]
    assert types["AWS::DynamoDB::Table"].endswith(f":table/{physical['Table']}")
    assert types["AWS::SQS::Queue"].endswith(":" + physical["Queue"].rsplit("/", 1)[-1])
    only_queue = {
        "Type": "CLOUDFORMATION_STACK_1_0",
        "Query": json.dumps({"StackIdentifier": stack, "ResourceTypeFilters": ["AWS::SQS::Queue"]}),
    }
    assert [
        r["ResourceType"] for r in rg.search_resources(ResourceQuery=only_queue)["ResourceIdentifiers"]
    ] == ["AWS::SQS::Queue"]
    missing = {
        "Type": "CLOUDFORMATION_STACK_1_0",
        "Query": json.dumps({"StackIdentifier": stack.replace("stack/members/", "stack/gone/")}),
    }
    answer = rg.search_resources(ResourceQuery=missing)
    assert answer["ResourceIdentifiers"] == []
    assert answer["QueryErrors"][0]["ErrorCode"] == "CLOUDFORMATION_STACK_NOT_EXISTING"
    code, _ = refused(
        rg.search_resources,
        ResourceQuery={
            "Type": "CLOUDFORMATION_STACK_1_0",
            "Query": json.dumps({"StackIdentifier": "members"}),
        },
    )
    assert code == "BadRequestException"


def test_update_list_and_delete_groups(labcloud: LabcloudProcess, rg: Any) -> None:
    for name in ("alpha", "beta", "gamma"):
        rg.create_group(Name=name, ResourceQuery=_tag_query(), Owner="team-" + name)
    updated = rg.update_group(Group="beta", Description="second", Criticality=3, DisplayName="Beta")["Group"]
    assert updated == {
        "GroupArn": "arn:aws:resource-groups:us-east-1:000000000000:group/beta",
        "Name": "beta",
        "Description": "second",
        "Criticality": 3,
        "Owner": "team-beta",
        "DisplayName": "Beta",
    }
    assert rg.get_group(Group="beta")["Group"] == updated
    listed = rg.list_groups()
    assert [g["Name"] for g in listed["Groups"]] == ["alpha", "beta", "gamma"]
    assert [g["GroupName"] for g in listed["GroupIdentifiers"]] == ["alpha", "beta", "gamma"]
    assert [
        g["Name"] for g in rg.list_groups(Filters=[{"Name": "owner", "Values": ["team-gamma"]}])["Groups"]
    ] == ["gamma"]
    assert (
        rg.list_groups(Filters=[{"Name": "resource-type", "Values": ["AWS::EC2::Instance"]}])["Groups"] == []
    )
    paged = [
        g["Name"]
        for page in rg.get_paginator("list_groups").paginate(PaginationConfig={"PageSize": 2})
        for g in page["Groups"]
    ]
    assert paged == ["alpha", "beta", "gamma"]
    deleted = rg.delete_group(Group="arn:aws:resource-groups:us-east-1:000000000000:group/alpha")["Group"]
    assert deleted["Name"] == "alpha"
    assert [g["Name"] for g in rg.list_groups()["Groups"]] == ["beta", "gamma"]
    assert refused(rg.get_group, Group="alpha")[0] == "NotFoundException"
    assert refused(rg.delete_group, Group="alpha")[0] == "NotFoundException"


def test_tags_on_groups(labcloud: LabcloudProcess, rg: Any) -> None:
    arn = rg.create_group(Name="tagged", ResourceQuery=_tag_query(), Tags={"a": "1"})["Group"]["GroupArn"]
    assert rg.tag(Arn=arn, Tags={"b": "2"}) | {"ResponseMetadata": None} == {
        "Arn": arn,
        "Tags": {"b": "2"},
        "ResponseMetadata": None,
    }
    assert rg.get_tags(Arn=arn)["Tags"] == {"a": "1", "b": "2"}
    assert rg.untag(Arn=arn, Keys=["a"])["Keys"] == ["a"]
    assert rg.get_tags(Arn=arn)["Tags"] == {"b": "2"}
    # a group is a tagged resource of the Tagging API too
    tagging = labcloud.boto3_client("resourcegroupstaggingapi")
    found = tagging.get_resources(ResourceTypeFilters=["resource-groups:group"])["ResourceTagMappingList"]
    assert found == [{"ResourceARN": arn, "Tags": [{"Key": "b", "Value": "2"}]}]
    assert tagging.tag_resources(ResourceARNList=[arn], Tags={"c": "3"})["FailedResourcesMap"] == {}
    assert rg.get_tags(Arn=arn)["Tags"] == {"b": "2", "c": "3"}
    assert refused(rg.tag, Arn=arn, Tags={"aws:x": "y"})[0] == "BadRequestException"
    assert refused(rg.tag, Arn=arn, Tags={f"k{i}": "v" for i in range(49)})[0] == "BadRequestException"
    assert refused(rg.get_tags, Arn=arn.replace("tagged", "gone"))[0] == "NotFoundException"


def test_refusals_with_aws_codes(labcloud: LabcloudProcess, rg: Any) -> None:
    rg.create_group(Name="taken", ResourceQuery=_tag_query())
    assert refused(rg.create_group, Name="taken", ResourceQuery=_tag_query())[0] == "BadRequestException"
    assert (
        refused(rg.create_group, Name="AWSReserved", ResourceQuery=_tag_query())[0] == "BadRequestException"
    )
    assert refused(rg.create_group, Name="bad name!", ResourceQuery=_tag_query())[0] == "BadRequestException"
    assert refused(rg.create_group, Name="noquery")[0] == "BadRequestException"
    wrong_type = {
        "Type": "TAG_FILTERS_1_0",
        "Query": json.dumps({"ResourceTypeFilters": ["AWS::Nope::Thing"], "TagFilters": [{"Key": "a"}]}),
    }
    code, message = refused(rg.create_group, Name="x", ResourceQuery=wrong_type)
    assert code == "BadRequestException" and "AWS::Nope::Thing" in message
    not_json = {"Type": "TAG_FILTERS_1_0", "Query": "{not json"}
    assert refused(rg.create_group, Name="x", ResourceQuery=not_json)[0] == "BadRequestException"
    no_filters = {
        "Type": "TAG_FILTERS_1_0",
        "Query": json.dumps({"ResourceTypeFilters": ["AWS::AllSupported"]}),
    }
    assert refused(rg.create_group, Name="x", ResourceQuery=no_filters)[0] == "BadRequestException"
    code, message = refused(
        rg.create_group,
        Name="configured",
        Configuration=[{"Type": "AWS::EC2::CapacityReservationPool"}],
    )
    assert code == "BadRequestException" and "configuration" in message
    code, _ = refused(
        rg.put_group_configuration,
        Group="taken",
        Configuration=[{"Type": "AWS::EC2::CapacityReservationPool"}],
    )
    assert code == "BadRequestException"
    assert rg.get_group_configuration(Group="taken")["GroupConfiguration"] == {}
    assert refused(rg.group_resources, Group="taken", ResourceArns=["arn:aws:sqs:us-east-1:000000000000:q"])[
        0
    ] == ("BadRequestException")
    assert refused(rg.update_group, Group="taken", Criticality=11)[0] == "BadRequestException"
    assert refused(rg.list_groups, NextToken="made-up")[0] == "BadRequestException"
    assert refused(rg.list_groups, Filters=[{"Name": "color", "Values": ["red"]}])[0] == "BadRequestException"
    assert refused(rg.get_group_query, Group="nothing")[0] == "NotFoundException"
    settings = rg.get_account_settings()["AccountSettings"]
    assert settings["GroupLifecycleEventsStatus"] == "INACTIVE"
    code, _ = refused(rg.update_account_settings, GroupLifecycleEventsDesiredStatus="ACTIVE")
    assert code == "BadRequestException"


def test_search_pages_and_bounds(labcloud: LabcloudProcess, rg: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    for i in range(5):
        sqs.create_queue(QueueName=f"s{i}", tags={"app": "shop"})
    first = rg.search_resources(ResourceQuery=_tag_query(), MaxResults=2)
    assert len(first["ResourceIdentifiers"]) == 2 and first["NextToken"]
    pages = [
        r["ResourceArn"]
        for page in rg.get_paginator("search_resources").paginate(
            ResourceQuery=_tag_query(), PaginationConfig={"PageSize": 2}
        )
        for r in page["ResourceIdentifiers"]
    ]
    assert pages == sorted(pages) and len(pages) == 5
    assert refused(rg.search_resources, ResourceQuery=_tag_query(), MaxResults=51)[0] == "BadRequestException"
    assert (
        refused(rg.search_resources, ResourceQuery=_tag_query(), NextToken="nope")[0] == "BadRequestException"
    )
    rg.create_group(Name="g", ResourceQuery=_tag_query())
    code, _ = refused(rg.list_group_resources, Group="g", Filters=[{"Name": "tag", "Values": ["x"]}])
    assert code == "BadRequestException"
    assert (
        rg.update_account_settings(GroupLifecycleEventsDesiredStatus="INACTIVE")["AccountSettings"][
            "GroupLifecycleEventsDesiredStatus"
        ]
        == "INACTIVE"
    )
