"""Tags given to a Create* call (CreateRestApi, CreateStage, CreateApiKey, CreateUsagePlan, CreateDomainName,
CreateVpcLink, GenerateClientCertificate) meet the limits TagResource applies: at most 50, no ``aws:`` key,
keys of at most 128 characters and values of at most 256; each breach is a BadRequestException and creates
nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tag_limits import AT_THE_LIMITS, assert_every_breach_refused

from labcloud.testing.server_process import LabcloudProcess

CERT = "arn:aws:acm:us-east-1:000000000000:certificate/12345678-aaaa-bbbb-cccc-1234567890ab"


def _nlb(server: LabcloudProcess) -> str:
    subnet = server.boto3_client("ec2").describe_subnets(
        Filters=[{"Name": "default-for-az", "Values": ["true"]}]
    )["Subnets"][0]["SubnetId"]
    return str(
        server.boto3_client("elbv2").create_load_balancer(
            Name="create-tags-nlb", Subnets=[subnet], Type="network"
        )["LoadBalancers"][0]["LoadBalancerArn"]
    )


def _creators(apigw: Any, nlb: str) -> dict[str, Callable[[dict[str, str]], Any]]:
    api = apigw.create_rest_api(name="create-tags-host")["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    apigw.put_method(restApiId=api, resourceId=root, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(restApiId=api, resourceId=root, httpMethod="GET", type="MOCK")
    deployment = apigw.create_deployment(restApiId=api)["id"]
    return {
        "CreateRestApi": lambda tags: apigw.create_rest_api(name="create-tags", tags=tags),
        "CreateStage": lambda tags: apigw.create_stage(
            restApiId=api, stageName="tagged", deploymentId=deployment, tags=tags
        ),
        "CreateApiKey": lambda tags: apigw.create_api_key(name="create-tags", tags=tags),
        "CreateUsagePlan": lambda tags: apigw.create_usage_plan(name="create-tags", tags=tags),
        "CreateDomainName": lambda tags: apigw.create_domain_name(
            domainName="create-tags.example.test",
            regionalCertificateArn=CERT,
            endpointConfiguration={"types": ["REGIONAL"]},
            tags=tags,
        ),
        "CreateVpcLink": lambda tags: apigw.create_vpc_link(name="create-tags", targetArns=[nlb], tags=tags),
        "GenerateClientCertificate": lambda tags: apigw.generate_client_certificate(tags=tags),
    }


def _counts(apigw: Any) -> tuple[int, ...]:
    return (
        len(apigw.get_rest_apis()["items"]),
        len(apigw.get_api_keys()["items"]),
        len(apigw.get_usage_plans()["items"]),
        len(apigw.get_domain_names()["items"]),
        len(apigw.get_vpc_links()["items"]),
        len(apigw.get_client_certificates()["items"]),
    )


def test_every_create_refuses_tags_tag_resource_would(labcloud: LabcloudProcess) -> None:
    apigw = labcloud.boto3_client("apigateway")
    creators = _creators(apigw, _nlb(labcloud))
    before = _counts(apigw)
    assert_every_breach_refused(creators)
    assert _counts(apigw) == before
    # the limits themselves are allowed
    key = apigw.create_api_key(name="create-tags-ok", tags=AT_THE_LIMITS)
    assert key["tags"] == AT_THE_LIMITS
    arn = f"arn:aws:apigateway:us-east-1::/apikeys/{key['id']}"
    assert apigw.get_tags(resourceArn=arn)["tags"] == AT_THE_LIMITS
