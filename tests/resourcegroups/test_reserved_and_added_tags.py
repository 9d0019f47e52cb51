"""Tag refusals the tag sources meet: SQS and DynamoDB refuse ``aws:``-prefixed tags as their quotas pages
say (directly and through the Tagging API), and API Gateway's TagResource on the ARNs it now takes (API keys,
usage plans, client certificates, public domain names) with its NotFoundException for ones it does not hold."""

from __future__ import annotations

from typing import Any

from rg_helpers import refused

from labcloud.testing.server_process import LabcloudProcess

KEY = [{"AttributeName": "k", "KeyType": "HASH"}]
ATTRIBUTES = [{"AttributeName": "k", "AttributeType": "S"}]


def test_sqs_refuses_aws_prefixed_tag_keys_and_values(labcloud: LabcloudProcess) -> None:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="reserved-q", tags={"app": "x"})["QueueUrl"]
    for tags in ({"aws:owner": "me"}, {"AWS:Owner": "me"}, {"owner": "aws:me"}):
        code, message = refused(sqs.tag_queue, QueueUrl=url, Tags=tags)
        assert code == "InvalidParameterValue" and "aws:" in message, tags
    assert sqs.list_queue_tags(QueueUrl=url)["Tags"] == {"app": "x"}
    code, _ = refused(sqs.create_queue, QueueName="reserved-new", tags={"aws:owner": "me"})
    assert code == "InvalidParameterValue"
    assert "QueueUrls" not in sqs.list_queues(QueueNamePrefix="reserved-new")


def test_dynamodb_refuses_aws_prefixed_tag_keys(labcloud: LabcloudProcess) -> None:
    ddb = labcloud.boto3_client("dynamodb")
    arn = ddb.create_table(
        TableName="reserved-t", KeySchema=KEY, AttributeDefinitions=ATTRIBUTES, BillingMode="PAY_PER_REQUEST"
    )["TableDescription"]["TableArn"]
    for key in ("aws:owner", "AWS:owner"):
        code, message = refused(ddb.tag_resource, ResourceArn=arn, Tags=[{"Key": key, "Value": "me"}])
        assert code == "ValidationException" and "aws:" in message, key
    ddb.tag_resource(ResourceArn=arn, Tags=[{"Key": "owner", "Value": "aws:me"}])  # a value may start with it
    assert ddb.list_tags_of_resource(ResourceArn=arn)["Tags"] == [{"Key": "owner", "Value": "aws:me"}]
    code, _ = refused(
        ddb.create_table,
        TableName="reserved-new",
        KeySchema=KEY,
        AttributeDefinitions=ATTRIBUTES,
        BillingMode="PAY_PER_REQUEST",
        Tags=[{"Key": "aws:owner", "Value": "me"}],
    )
    assert code == "ValidationException"
    assert "reserved-new" not in ddb.list_tables()["TableNames"]


def test_the_tagging_api_reports_the_services_refusal(labcloud: LabcloudProcess, tagging: Any) -> None:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="reserved-api")["QueueUrl"]
    queue = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    table = labcloud.boto3_client("dynamodb").create_table(
        TableName="reserved-api",
        KeySchema=KEY,
        AttributeDefinitions=ATTRIBUTES,
        BillingMode="PAY_PER_REQUEST",
    )["TableDescription"]["TableArn"]
    failed = tagging.tag_resources(ResourceARNList=[queue, table], Tags={"aws:owner": "me"})[
        "FailedResourcesMap"
    ]
    assert set(failed) == {queue, table}
    assert failed[queue]["ErrorCode"] == "InvalidParameterException"
    assert "InvalidParameterValue" in failed[queue]["ErrorMessage"]
    assert "ValidationException" in failed[table]["ErrorMessage"]


def test_api_gateway_tags_keys_plans_certificates_and_public_names(labcloud: LabcloudProcess) -> None:
    apigw = labcloud.boto3_client("apigateway")
    key = apigw.create_api_key(name="tag-key")["id"]
    plan = apigw.create_usage_plan(name="tag-plan")["id"]
    cert = apigw.generate_client_certificate()["clientCertificateId"]
    name = apigw.create_domain_name(
        domainName="tags.example.test",
        regionalCertificateArn="arn:aws:acm:us-east-1:000000000000:certificate/1",
        endpointConfiguration={"types": ["REGIONAL"]},
    )["domainNameArn"]
    arns = [
        f"arn:aws:apigateway:us-east-1::/apikeys/{key}",
        f"arn:aws:apigateway:us-east-1::/usageplans/{plan}",
        f"arn:aws:apigateway:us-east-1::/clientcertificates/{cert}",
        name,
    ]
    for arn in arns:
        apigw.tag_resource(resourceArn=arn, tags={"team": "api", "cost": "1"})
        apigw.untag_resource(resourceArn=arn, tagKeys=["cost"])
        assert apigw.get_tags(resourceArn=arn)["tags"] == {"team": "api"}, arn
    assert apigw.get_api_key(apiKey=key)["tags"] == {"team": "api"}
    assert apigw.get_usage_plan(usagePlanId=plan)["tags"] == {"team": "api"}
    assert apigw.get_domain_name(domainName="tags.example.test")["tags"] == {"team": "api"}
    missing = {
        "arn:aws:apigateway:us-east-1::/apikeys/nokey": "API Key",
        "arn:aws:apigateway:us-east-1::/usageplans/noplan": "Usage Plan",
        "arn:aws:apigateway:us-east-1::/clientcertificates/nocert": "client certificate",
        "arn:aws:apigateway:us-east-1::/domainnames/none.example.test": "domain name",
        f"arn:aws:apigateway:eu-west-1::/apikeys/{key}": "API Key",
    }
    for arn, what in missing.items():
        code, message = refused(apigw.tag_resource, resourceArn=arn, tags={"a": "b"})
        assert code == "NotFoundException" and what in message, arn
    code, _ = refused(apigw.tag_resource, resourceArn=arns[0], tags={"aws:team": "x"})
    assert code == "BadRequestException"
