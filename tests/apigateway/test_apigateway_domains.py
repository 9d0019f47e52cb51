"""Custom domain names and base path mappings: AWS's records and refusals, and requests whose Host is
the name routed to the mapped API and stage (with curl --resolve, as a user points a name at 127.0.0.1),
kept over a restart; CloudFormation's DomainName and BasePathMapping, and a SAM Api's Domain."""

from __future__ import annotations

import http.client
import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from apigw_helpers import wait_stack

from labcloud.testing.server_process import LabcloudProcess

CERT = "arn:aws:acm:us-east-1:000000000000:certificate/12345678-aaaa-bbbb-cccc-1234567890ab"


def mock_api(apigw: Any, name: str, stages: tuple[str, ...] = ("prod",)) -> str:
    """An API whose GET /{proxy+} and GET / answer {"api": name, "stage": ..., "path": ...}."""
    api = apigw.create_rest_api(name=name)
    api_id, root = api["id"], api["rootResourceId"]
    greedy = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="{proxy+}")["id"]
    for resource in (root, greedy):
        apigw.put_method(restApiId=api_id, resourceId=resource, httpMethod="GET", authorizationType="NONE")
        apigw.put_integration(
            restApiId=api_id,
            resourceId=resource,
            httpMethod="GET",
            type="MOCK",
            requestTemplates={"application/json": '{"statusCode": 200}'},
        )
        apigw.put_integration_response(
            restApiId=api_id,
            resourceId=resource,
            httpMethod="GET",
            statusCode="200",
            responseTemplates={
                "application/json": f'{{"api": "{name}", "stage": "$context.stage", "path": "$context.resourcePath", '
                '"proxy": "$input.params(\'proxy\')"}'
            },
        )
    for stage in stages:
        apigw.create_deployment(restApiId=api_id, stageName=stage)
    return api_id


def by_host(server: LabcloudProcess, host: str, path: str) -> tuple[int, Any]:
    """A GET to 127.0.0.1 with ``Host: <host>:<port>``, as a name pointed at this machine sends it."""
    port = int(server.endpoint.rsplit(":", 1)[1])
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", path, headers={"Host": f"{host}:{port}"})
        response = connection.getresponse()
        body = response.read()
        return response.status, json.loads(body) if body else None
    finally:
        connection.close()


def test_domain_names_and_mappings_route_requests(labcloud: LabcloudProcess, apigw: Any) -> None:
    shop = mock_api(apigw, "shop", ("prod", "beta"))
    blog = mock_api(apigw, "blog")
    created = apigw.create_domain_name(
        domainName="api.example.test",
        regionalCertificateArn=CERT,
        endpointConfiguration={"types": ["REGIONAL"]},
        tags={"team": "web"},
    )
    assert created["domainName"] == "api.example.test" and created["domainNameStatus"] == "AVAILABLE"
    assert created["regionalCertificateArn"] == CERT and created["securityPolicy"] == "TLS_1_2"
    assert created["regionalDomainName"].endswith(".execute-api.us-east-1.amazonaws.com")
    assert created["endpointConfiguration"] == {"types": ["REGIONAL"]} and created["tags"] == {"team": "web"}
    assert (
        apigw.get_domain_name(domainName="api.example.test")["regionalDomainName"]
        == created["regionalDomainName"]
    )
    edge = apigw.create_domain_name(domainName="edge.example.test", certificateArn=CERT)
    assert edge["distributionDomainName"].endswith(".cloudfront.net") and edge["certificateArn"] == CERT
    names = [d["domainName"] for d in apigw.get_domain_names()["items"]]
    assert {"api.example.test", "edge.example.test"} <= set(names)

    mapped = apigw.create_base_path_mapping(domainName="api.example.test", restApiId=shop, stage="prod")
    assert mapped["ResponseMetadata"]["HTTPStatusCode"] == 201
    assert {k: mapped[k] for k in ("basePath", "restApiId", "stage")} == {
        "basePath": "(none)",
        "restApiId": shop,
        "stage": "prod",
    }
    apigw.create_base_path_mapping(
        domainName="api.example.test", basePath="blog", restApiId=blog, stage="prod"
    )
    apigw.create_base_path_mapping(domainName="api.example.test", basePath="any", restApiId=shop)
    mappings = apigw.get_base_path_mappings(domainName="api.example.test")["items"]
    assert sorted((m["basePath"], m.get("stage")) for m in mappings) == [
        ("(none)", "prod"),
        ("any", None),
        ("blog", "prod"),
    ]

    assert by_host(labcloud, "api.example.test", "/items/1") == (
        200,
        {"api": "shop", "stage": "prod", "path": "/{proxy+}", "proxy": "items/1"},
    )
    assert by_host(labcloud, "api.example.test", "/blog/posts") == (
        200,
        {"api": "blog", "stage": "prod", "path": "/{proxy+}", "proxy": "posts"},
    )
    assert by_host(labcloud, "API.Example.test", "/blog")[1]["path"] == "/"
    # a base path must match whole segments: /blogger is the (none) mapping's
    assert by_host(labcloud, "api.example.test", "/blogger")[1]["api"] == "shop"
    # a mapping without a stage: the next segment names it
    assert by_host(labcloud, "api.example.test", "/any/beta/x")[1] == {
        "api": "shop",
        "stage": "beta",
        "path": "/{proxy+}",
        "proxy": "x",
    }
    assert by_host(labcloud, "api.example.test", "/any/nope/x")[0] == 403

    apigw.update_base_path_mapping(
        domainName="api.example.test",
        basePath="(none)",
        patchOperations=[{"op": "replace", "path": "/stage", "value": "beta"}],
    )
    assert by_host(labcloud, "api.example.test", "/x")[1]["stage"] == "beta"
    apigw.delete_base_path_mapping(domainName="api.example.test", basePath="(none)")
    # the name is still the gateway's: a path no mapping takes is its 403
    assert by_host(labcloud, "api.example.test", "/x") == (403, {"message": "Missing Authentication Token"})
    apigw.delete_domain_name(domainName="api.example.test")
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.get_domain_name(domainName="api.example.test")
    events = [
        (e["kind"], e["data"].get("base_path"))
        for e in labcloud.get("/_labcloud/events")["events"]
        if e["data"].get("domain_name") == "api.example.test"
    ]
    assert sorted(events, key=str) == sorted(
        [
            ("apigateway.domainname.created", None),
            ("apigateway.basepathmapping.created", "(none)"),
            ("apigateway.basepathmapping.created", "blog"),
            ("apigateway.basepathmapping.created", "any"),
            ("apigateway.basepathmapping.deleted", "(none)"),
            ("apigateway.domainname.deleted", None),
        ],
        key=str,
    )
    # an unknown host is not an API's: labcloud's AWS endpoint answers as before
    assert apigw.get_rest_api(restApiId=shop)["name"] == "shop"


def test_domain_names_are_on_the_map(labcloud: LabcloudProcess, apigw: Any) -> None:
    from test_apigateway_map import get_map

    api_id = mock_api(apigw, "mapped-on-map")
    apigw.create_domain_name(domainName="map.example.test", certificateArn=CERT)
    apigw.create_base_path_mapping(
        domainName="map.example.test", basePath="v1", restApiId=api_id, stage="prod"
    )
    document = get_map(labcloud)
    arn = "arn:aws:apigateway:us-east-1::/domainnames/map.example.test"
    node = next(n for n in document["nodes"] if n["id"] == arn)
    assert node["kind"] == "apigateway.domainname" and node["label"] == "map.example.test"
    edges = [e for e in document["edges"] if e["from"] == arn]
    assert [(e["kind"], e["to"], e["label"]) for e in edges] == [
        ("basepath", f"arn:aws:apigateway:us-east-1::/restapis/{api_id}", "/v1 → prod")
    ]


def test_curl_resolve_reaches_the_mapped_api(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = mock_api(apigw, "curled")
    apigw.create_domain_name(domainName="curl.example.test", certificateArn=CERT)
    apigw.create_base_path_mapping(
        domainName="curl.example.test", basePath="v1", restApiId=api_id, stage="prod"
    )
    port = labcloud.endpoint.rsplit(":", 1)[1]
    out = subprocess.run(
        [
            "curl",
            "-s",
            "--resolve",
            f"curl.example.test:{port}:127.0.0.1",
            f"http://curl.example.test:{port}/v1/hello",
        ],
        capture_output=True,
        check=True,
        timeout=30,
    )
    assert json.loads(out.stdout) == {"api": "curled", "stage": "prod", "path": "/{proxy+}", "proxy": "hello"}


@pytest.mark.parametrize(
    ("call", "code"),
    [
        (
            lambda c, a: c.create_domain_name(domainName="dup.example.test", certificateArn=CERT),
            "BadRequestException",
        ),
        (lambda c, a: c.create_domain_name(domainName="x.example.test"), "BadRequestException"),
        (
            lambda c, a: c.create_domain_name(
                domainName="x.example.test",
                certificateArn=CERT,
                endpointConfiguration={"types": ["REGIONAL"]},
            ),
            "BadRequestException",
        ),
        (
            lambda c, a: c.create_domain_name(domainName="x.example.test", certificateArn="arn:aws:s3:::b"),
            "BadRequestException",
        ),
        (
            lambda c, a: c.create_domain_name(domainName="api.localhost", certificateArn=CERT),
            "BadRequestException",
        ),
        (
            lambda c, a: c.create_domain_name(domainName="127.0.0.1", certificateArn=CERT),
            "BadRequestException",
        ),
        (
            lambda c, a: c.create_domain_name(domainName="*.example.test", certificateArn=CERT),
            "BadRequestException",
        ),
        (
            lambda c, a: c.create_domain_name(
                domainName="x.example.test",
                regionalCertificateArn=CERT,
                endpointConfiguration={"types": ["PRIVATE"]},
            ),
            "BadRequestException",
        ),
        (
            lambda c, a: c.create_domain_name(
                domainName="x.example.test", certificateArn=CERT, securityPolicy="TLS_0_9"
            ),
            "BadRequestException",
        ),
        (
            lambda c, a: c.create_domain_name(
                domainName="x.example.test",
                certificateBody="-----BEGIN",
                certificatePrivateKey="k",
                certificateName="n",
            ),
            "BadRequestException",
        ),
        (lambda c, a: c.get_domain_name(domainName="missing.example.test"), "NotFoundException"),
        (lambda c, a: c.delete_domain_name(domainName="missing.example.test"), "NotFoundException"),
        (
            lambda c, a: c.create_base_path_mapping(domainName="missing.example.test", restApiId=a),
            "NotFoundException",
        ),
        (
            lambda c, a: c.create_base_path_mapping(domainName="dup.example.test", restApiId="nope000000"),
            "NotFoundException",
        ),
        (
            lambda c, a: c.create_base_path_mapping(domainName="dup.example.test", restApiId=a, stage="nope"),
            "BadRequestException",
        ),
        (
            lambda c, a: c.create_base_path_mapping(
                domainName="dup.example.test", restApiId=a, basePath="a b"
            ),
            "BadRequestException",
        ),
        (
            lambda c, a: c.create_base_path_mapping(
                domainName="dup.example.test", restApiId=a, basePath="taken"
            ),
            "ConflictException",
        ),
        (
            lambda c, a: c.get_base_path_mapping(domainName="dup.example.test", basePath="nope"),
            "NotFoundException",
        ),
        (
            lambda c, a: c.update_base_path_mapping(
                domainName="dup.example.test",
                basePath="taken",
                patchOperations=[{"op": "replace", "path": "/certificateArn", "value": CERT}],
            ),
            "BadRequestException",
        ),
        (
            lambda c, a: c.delete_base_path_mapping(domainName="dup.example.test", basePath="nope"),
            "NotFoundException",
        ),
    ],
)
def test_domain_refusals(labcloud: LabcloudProcess, apigw: Any, call: Any, code: str) -> None:
    api_id = mock_api(apigw, "refusals")
    try:
        apigw.create_domain_name(domainName="dup.example.test", certificateArn=CERT)
        apigw.create_base_path_mapping(domainName="dup.example.test", restApiId=api_id, basePath="taken")
        with pytest.raises(apigw.exceptions.ClientError) as caught:
            call(apigw, api_id)
        assert caught.value.response["Error"]["Code"] == code
    finally:
        apigw.delete_domain_name(domainName="dup.example.test")


def test_another_account_does_not_see_or_take_the_name(labcloud: LabcloudProcess, apigw: Any) -> None:
    apigw.create_domain_name(domainName="mine.example.test", certificateArn=CERT)
    other = labcloud.boto3_client(
        "apigateway", aws_access_key_id="111111111111", aws_secret_access_key="test"
    )
    with pytest.raises(other.exceptions.NotFoundException):
        other.get_domain_name(domainName="mine.example.test")
    assert "mine.example.test" not in [d["domainName"] for d in other.get_domain_names()["items"]]
    with pytest.raises(other.exceptions.BadRequestException):
        other.create_domain_name(domainName="mine.example.test", certificateArn=CERT)


def test_mappings_route_after_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        apigw = server.boto3_client("apigateway")
        api_id = mock_api(apigw, "durable")
        apigw.create_domain_name(domainName="kept.example.test", certificateArn=CERT)
        apigw.create_base_path_mapping(domainName="kept.example.test", restApiId=api_id, stage="prod")
        server.kill()
        server.start()
        assert by_host(server, "kept.example.test", "/a")[1]["api"] == "durable"
    finally:
        server.stop()


def test_cloudformation_domain_name_and_base_path_mapping(labcloud: LabcloudProcess, apigw: Any) -> None:
    api_id = mock_api(apigw, "cfn-mapped")
    template = {
        "Resources": {
            "Domain": {
                "Type": "AWS::ApiGateway::DomainName",
                "Properties": {
                    "DomainName": "cfn.example.test",
                    "RegionalCertificateArn": CERT,
                    "EndpointConfiguration": {"Types": ["REGIONAL"]},
                },
            },
            "Mapping": {
                "Type": "AWS::ApiGateway::BasePathMapping",
                "Properties": {
                    "DomainName": {"Ref": "Domain"},
                    "RestApiId": api_id,
                    "Stage": "prod",
                    "BasePath": "v2",
                },
            },
        },
        "Outputs": {
            "Regional": {"Value": {"Fn::GetAtt": ["Domain", "RegionalDomainName"]}},
            "Name": {"Value": {"Ref": "Domain"}},
        },
    }
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="domains", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "domains")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["Name"] == "cfn.example.test"
    assert outputs["Regional"] == apigw.get_domain_name(domainName="cfn.example.test")["regionalDomainName"]
    assert by_host(labcloud, "cfn.example.test", "/v2/z")[1]["api"] == "cfn-mapped"
    cfn.delete_stack(StackName="domains")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    with pytest.raises(apigw.exceptions.NotFoundException):
        apigw.get_domain_name(domainName="cfn.example.test")


SAM_DOMAIN = """AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Resources:
  Api:
    Type: AWS::Serverless::Api
    Properties:
      StageName: live
      EndpointConfiguration: REGIONAL
      Domain:
        DomainName: sam.example.test
        CertificateArn: CERT_ARN
        EndpointConfiguration: REGIONAL
        BasePath: [/v1]
  Hello:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        import json
        def handler(event, context):
            return {"statusCode": 200, "body": json.dumps({"path": event["path"], "stage": event["requestContext"]["stage"]})}
      Events:
        Hello:
          Type: Api
          Properties:
            RestApiId: !Ref Api
            Path: /hello
            Method: get
""".replace("CERT_ARN", CERT)


def test_a_sam_api_with_a_domain_answers_at_its_name(labcloud: LabcloudProcess, apigw: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="sam-domain",
        TemplateBody=SAM_DOMAIN,
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "sam-domain")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    assert by_host(labcloud, "sam.example.test", "/v1/hello") == (200, {"path": "/hello", "stage": "live"})
    cfn.delete_stack(StackName="sam-domain")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert by_host(labcloud, "sam.example.test", "/v1/hello")[0] != 200
