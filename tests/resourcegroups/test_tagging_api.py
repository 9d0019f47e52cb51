"""The Resource Groups Tagging API through boto3: resources of several services found by tag filters,
resource type filters as AWS spells them and ARN lists; pages and their tokens (expired on labcloud's clock);
tag keys and values; TagResources and UntagResources over a mix of ARNs, each failure in FailedResourcesMap
with the service's own error; AWS's refusals with their codes."""

from __future__ import annotations

from typing import Any

from rg_helpers import refused, shop_resources

from labcloud.testing.server_process import LabcloudProcess


def _arns(answer: dict[str, Any]) -> list[str]:
    return [r["ResourceARN"] for r in answer["ResourceTagMappingList"]]


def test_tag_filters_find_resources_of_every_service(labcloud: LabcloudProcess, tagging: Any) -> None:
    shop = shop_resources(labcloud, "shop")
    blog = shop_resources(labcloud, "blog")
    labcloud.boto3_client("sqs").create_queue(QueueName="untagged")
    found = tagging.get_resources(TagFilters=[{"Key": "app", "Values": ["shop"]}])
    assert sorted(_arns(found)) == sorted(shop.values())
    assert found["PaginationToken"] == ""
    either = tagging.get_resources(TagFilters=[{"Key": "app", "Values": ["shop", "blog"]}])
    assert sorted(_arns(either)) == sorted([*shop.values(), *blog.values()])
    any_value = tagging.get_resources(TagFilters=[{"Key": "app"}])
    assert len(_arns(any_value)) == 14
    # no filter: every tagged resource; the untagged queue is not one
    assert sorted(_arns(tagging.get_resources())) == sorted(_arns(any_value))
    mapping = {r["ResourceARN"]: r["Tags"] for r in found["ResourceTagMappingList"]}
    assert mapping[shop["sqs"]] == [{"Key": "app", "Value": "shop"}]
    # every filter must match (AND), one of a filter's values (OR)
    labcloud.boto3_client("sqs").tag_queue(
        QueueUrl=labcloud.boto3_client("sqs").get_queue_url(QueueName="shop-q")["QueueUrl"],
        Tags={"tier": "web"},
    )
    both = tagging.get_resources(TagFilters=[{"Key": "app", "Values": ["shop"]}, {"Key": "tier"}])
    assert _arns(both) == [shop["sqs"]]


def test_resource_type_filters_as_aws_spells_them(labcloud: LabcloudProcess, tagging: Any) -> None:
    shop = shop_resources(labcloud)
    fn_role = shop["iam"]
    labcloud.boto3_client("lambda").create_function(
        FunctionName="shop-fn",
        Runtime="python3.12",
        Role=fn_role,
        Handler="index.handler",
        Code={"ZipFile": _zip()},
        Tags={"app": "shop"},
    )
    assert _arns(tagging.get_resources(ResourceTypeFilters=["sqs"])) == [shop["sqs"]]
    assert _arns(tagging.get_resources(ResourceTypeFilters=["s3"])) == [shop["s3"]]
    function = _arns(tagging.get_resources(ResourceTypeFilters=["lambda:function"]))
    assert function == [f"{shop['sqs'].rsplit(':', 1)[0].replace(':sqs:', ':lambda:')}:function:shop-fn"]
    assert _arns(tagging.get_resources(ResourceTypeFilters=["lambda"])) == function
    two = tagging.get_resources(ResourceTypeFilters=["dynamodb:table", "sns"])
    assert sorted(_arns(two)) == sorted([shop["dynamodb"], shop["sns"]])
    assert _arns(tagging.get_resources(ResourceTypeFilters=["ec2:instance"])) == []
    code, _ = refused(tagging.get_resources, ResourceTypeFilters=["not a type"])
    assert code == "InvalidParameterException"


def _zip() -> bytes:
    import io
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("index.py", "def handler(event, context):\n    return event\n")
    return buffer.getvalue()


def test_resource_arn_list_and_its_refusals(labcloud: LabcloudProcess, tagging: Any) -> None:
    shop = shop_resources(labcloud)
    missing = shop["sqs"] + "-gone"
    found = tagging.get_resources(ResourceARNList=[shop["sns"], shop["s3"], missing])
    assert sorted(_arns(found)) == sorted([shop["sns"], shop["s3"]])
    code, message = refused(tagging.get_resources, ResourceARNList=[shop["sns"]], TagFilters=[{"Key": "app"}])
    assert code == "InvalidParameterException" and "ResourceARNList" in message
    assert refused(tagging.get_resources, ResourceARNList=["nope"])[0] == "InvalidParameterException"
    too_many = [f"{shop['sqs']}{i}" for i in range(101)]
    assert refused(tagging.get_resources, ResourceARNList=too_many)[0] == "InvalidParameterException"


def test_pages_follow_their_token_until_it_expires(labcloud: LabcloudProcess, tagging: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    for i in range(7):
        sqs.create_queue(QueueName=f"page-{i}", tags={"paged": "yes"})
    seen: list[str] = []
    first = tagging.get_resources(ResourcesPerPage=3)
    seen += _arns(first)
    token = first["PaginationToken"]
    while token:
        page = tagging.get_resources(ResourcesPerPage=3, PaginationToken=token)
        assert len(_arns(page)) <= 3
        seen += _arns(page)
        token = page["PaginationToken"]
    assert len(seen) == 7 and seen == sorted(seen)
    paginated = [
        r["ResourceARN"]
        for page in tagging.get_paginator("get_resources").paginate(PaginationConfig={"PageSize": 2})
        for r in page["ResourceTagMappingList"]
    ]
    assert paginated == seen
    # a token belongs to its query
    token = tagging.get_resources(ResourcesPerPage=2)["PaginationToken"]
    code, _ = refused(
        tagging.get_resources, ResourcesPerPage=2, PaginationToken=token, ResourceTypeFilters=["sns"]
    )
    assert code == "InvalidParameterException"
    assert refused(tagging.get_resources, PaginationToken="made-up")[0] == "InvalidParameterException"
    labcloud.advance_clock(16 * 60)
    code, _ = refused(tagging.get_resources, ResourcesPerPage=2, PaginationToken=token)
    assert code == "PaginationTokenExpiredException"


def test_page_bounds_and_compliance_refused(labcloud: LabcloudProcess, tagging: Any) -> None:
    assert refused(tagging.get_resources, ResourcesPerPage=101)[0] == "InvalidParameterException"
    assert refused(tagging.get_resources, TagsPerPage=99)[0] == "InvalidParameterException"
    code, message = refused(tagging.get_resources, IncludeComplianceDetails=True)
    assert code == "InvalidParameterException" and "IncludeComplianceDetails" in message
    too_many = [{"Key": f"k{i}"} for i in range(51)]
    assert refused(tagging.get_resources, TagFilters=too_many)[0] == "InvalidParameterException"
    many_values = [{"Key": "k", "Values": [str(i) for i in range(21)]}]
    assert refused(tagging.get_resources, TagFilters=many_values)[0] == "InvalidParameterException"
    sqs = labcloud.boto3_client("sqs")
    for i in range(3):
        sqs.create_queue(QueueName=f"tags-{i}", tags={f"k{j}": "v" for j in range(40)})
    # at 100 tags a page, two queues of 40 tags fit and the third waits for the next page
    page = tagging.get_resources(TagsPerPage=100)
    assert len(_arns(page)) == 2 and page["PaginationToken"]


def test_tag_keys_and_values(labcloud: LabcloudProcess, tagging: Any) -> None:
    shop_resources(labcloud, "shop")
    shop_resources(labcloud, "blog")
    labcloud.boto3_client("sns").create_topic(Name="other", Tags=[{"Key": "owner", "Value": "me"}])
    assert tagging.get_tag_keys()["TagKeys"] == ["app", "owner"]
    assert tagging.get_tag_values(Key="app")["TagValues"] == ["blog", "shop"]
    assert tagging.get_tag_values(Key="nothing")["TagValues"] == []


def test_tag_and_untag_a_mix_of_arns(labcloud: LabcloudProcess, tagging: Any) -> None:
    shop = shop_resources(labcloud)
    unknown_queue = shop["sqs"] + "-gone"
    unsupported = "arn:aws:ec2:us-east-1:000000000000:instance/i-0123456789"
    other_region = shop["sns"].replace("us-east-1", "eu-west-1")
    answer = tagging.tag_resources(
        ResourceARNList=[*shop.values(), unknown_queue, unsupported, other_region], Tags={"cost": "42"}
    )
    failed = answer["FailedResourcesMap"]
    assert set(failed) == {unknown_queue, unsupported, other_region}
    assert failed[unknown_queue]["ErrorCode"] == "InvalidParameterException"
    assert "QueueDoesNotExist" in failed[unknown_queue]["ErrorMessage"]
    assert failed[unsupported]["StatusCode"] == 400
    tagged = tagging.get_resources(TagFilters=[{"Key": "cost", "Values": ["42"]}])
    assert sorted(_arns(tagged)) == sorted(shop.values())
    # each service holds the tag itself
    bucket = shop["s3"].rsplit(":", 1)[-1]
    assert {"Key": "cost", "Value": "42"} in labcloud.boto3_client("s3").get_bucket_tagging(Bucket=bucket)[
        "TagSet"
    ]
    role = labcloud.boto3_client("iam").list_role_tags(RoleName="shop-role")["Tags"]
    assert {"Key": "cost", "Value": "42"} in role
    untagged = tagging.untag_resources(ResourceARNList=[*shop.values(), unknown_queue], TagKeys=["cost"])
    assert set(untagged["FailedResourcesMap"]) == {unknown_queue}
    assert _arns(tagging.get_resources(TagFilters=[{"Key": "cost"}])) == []
    assert labcloud.boto3_client("s3").get_bucket_tagging(Bucket=bucket)["TagSet"] == [
        {"Key": "app", "Value": "shop"}
    ]


def test_a_services_own_limits_fail_its_arn(labcloud: LabcloudProcess, tagging: Any) -> None:
    shop = shop_resources(labcloud)
    answer = tagging.tag_resources(ResourceARNList=[shop["sns"]], Tags={"aws:reserved": "x"})
    failed = answer["FailedResourcesMap"]
    assert set(failed) == {shop["sns"]}
    assert failed[shop["sns"]]["ErrorCode"] == "InvalidParameterException"
    assert failed[shop["sns"]]["StatusCode"] == 400 and "aws:" in failed[shop["sns"]]["ErrorMessage"]
    code, _ = refused(tagging.tag_resources, ResourceARNList=[shop["sns"]] * 21, Tags={"a": "b"})
    assert code == "InvalidParameterException"
    tags = {f"k{i}": "v" for i in range(51)}
    assert (
        refused(tagging.tag_resources, ResourceARNList=[shop["sns"]], Tags=tags)[0]
        == "InvalidParameterException"
    )
    assert refused(tagging.tag_resources, ResourceARNList=["not-an-arn"], Tags={"a": "b"})[0] == (
        "InvalidParameterException"
    )
