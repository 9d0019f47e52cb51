"""API Gateway v2's custom domain names and API mappings: AWS's shapes and refusals, one record seen by
both APIs (a name made with v1 is listed by v2 and the other way round; a v2 mapping may map a REST API),
requests whose Host is the name served by the mapped HTTP API stage (longest key, stripped), through
boto3, the aws CLI and curl, and all of it kept over a restart."""

from __future__ import annotations

import http.client
import json
import os
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
from httpapi_helpers import allow, deploy_function

from labcloud.testing.server_process import LabcloudProcess

CERT = "arn:aws:acm:us-east-1:000000000000:certificate/12345678-aaaa-bbbb-cccc-1234567890ab"
OTHER_CERT = "arn:aws:acm:us-east-1:000000000000:certificate/87654321-aaaa-bbbb-cccc-1234567890ab"
REGIONAL = [{"CertificateArn": CERT, "EndpointType": "REGIONAL", "SecurityPolicy": "TLS_1_2"}]


def code_of(call: Any, **kwargs: Any) -> tuple[str, int]:
    with pytest.raises(Exception) as raised:
        call(**kwargs)
    error = raised.value.response  # type: ignore[attr-defined]
    return error["Error"]["Code"], error["ResponseMetadata"]["HTTPStatusCode"]


def rest_api(server: LabcloudProcess, name: str) -> str:
    """A REST API whose GET /{proxy+} answers {"api": name, "stage": ..., "proxy": ...} (MOCK), stage prod."""
    apigw = server.boto3_client("apigateway")
    api = apigw.create_rest_api(name=name)
    api_id = api["id"]
    greedy = apigw.create_resource(restApiId=api_id, parentId=api["rootResourceId"], pathPart="{proxy+}")[
        "id"
    ]
    apigw.put_method(restApiId=api_id, resourceId=greedy, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api_id,
        resourceId=greedy,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )
    apigw.put_integration_response(
        restApiId=api_id,
        resourceId=greedy,
        httpMethod="GET",
        statusCode="200",
        responseTemplates={
            "application/json": f'{{"api": "{name}", "stage": "$context.stage", "proxy": "$input.params(\'proxy\')"}}'
        },
    )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    return str(api_id)


def by_host(server: LabcloudProcess, host: str, path: str) -> tuple[int, Any]:
    port = int(server.endpoint.rsplit(":", 1)[1])
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        connection.request("GET", path, headers={"Host": f"{host}:{port}"})
        response = connection.getresponse()
        body = response.read()
        return response.status, json.loads(body) if body else None
    finally:
        connection.close()


def test_domain_names_are_one_record_seen_by_both_apis(labcloud: LabcloudProcess, v2: Any) -> None:
    v1 = labcloud.boto3_client("apigateway")
    created = v2.create_domain_name(
        DomainName="api.v2.example.test", DomainNameConfigurations=REGIONAL, Tags={"team": "web"}
    )
    assert created["ResponseMetadata"]["HTTPStatusCode"] == 201
    conf = created["DomainNameConfigurations"][0]
    assert created["DomainName"] == "api.v2.example.test" and created["Tags"] == {"team": "web"}
    assert created["ApiMappingSelectionExpression"] == "$request.basepath"
    assert created["DomainNameArn"] == "arn:aws:apigateway:us-east-1::/domainnames/api.v2.example.test"
    assert conf["EndpointType"] == "REGIONAL" and conf["CertificateArn"] == CERT
    assert conf["DomainNameStatus"] == "AVAILABLE" and conf["SecurityPolicy"] == "TLS_1_2"
    assert conf["ApiGatewayDomainName"].startswith("d-")
    assert conf["ApiGatewayDomainName"].endswith(".execute-api.us-east-1.amazonaws.com")
    assert conf["HostedZoneId"] == "Z1UJRXOUMOOFQ8"  # API Gateway's regional zone in us-east-1
    assert v2.get_domain_name(DomainName="api.v2.example.test")["DomainNameConfigurations"] == [conf]

    # v1 sees v2's name, v2 sees v1's (EDGE included)
    seen = v1.get_domain_name(domainName="api.v2.example.test")
    assert seen["regionalDomainName"] == conf["ApiGatewayDomainName"]
    assert seen["regionalHostedZoneId"] == conf["HostedZoneId"] and seen["regionalCertificateArn"] == CERT
    v1.create_domain_name(domainName="edge.v1.example.test", certificateArn=CERT)
    listed = {d["DomainName"]: d for d in v2.get_domain_names()["Items"]}
    assert {"api.v2.example.test", "edge.v1.example.test"} <= set(listed)
    edge = listed["edge.v1.example.test"]["DomainNameConfigurations"][0]
    assert edge["EndpointType"] == "EDGE" and edge["HostedZoneId"] == "Z2FDTNDATAQYW2"
    assert edge["ApiGatewayDomainName"].endswith(".cloudfront.net")
    page = v2.get_domain_names(MaxResults="1")
    assert len(page["Items"]) == 1 and "NextToken" in page
    rest = v2.get_domain_names(NextToken=page["NextToken"])["Items"]
    assert {d["DomainName"] for d in page["Items"] + rest} == set(listed)

    updated = v2.update_domain_name(
        DomainName="api.v2.example.test",
        DomainNameConfigurations=[{"CertificateArn": OTHER_CERT, "EndpointType": "REGIONAL"}],
    )
    assert updated["DomainNameConfigurations"][0]["CertificateArn"] == OTHER_CERT
    assert v1.get_domain_name(domainName="api.v2.example.test")["regionalCertificateArn"] == OTHER_CERT

    arn = created["DomainNameArn"]
    v2.tag_resource(ResourceArn=arn, Tags={"stage": "dev"})
    v2.untag_resource(ResourceArn=arn, TagKeys=["team"])
    assert v2.get_tags(ResourceArn=arn)["Tags"] == {"stage": "dev"}
    assert v2.get_domain_name(DomainName="api.v2.example.test")["Tags"] == {"stage": "dev"}
    assert v1.get_domain_name(domainName="api.v2.example.test")["tags"] == {"stage": "dev"}
    assert code_of(v2.tag_resource, ResourceArn=arn, Tags={"aws:x": "1"}) == ("BadRequestException", 400)
    gone = "arn:aws:apigateway:us-east-1::/domainnames/none.example.test"
    assert code_of(v2.get_tags, ResourceArn=gone) == ("NotFoundException", 404)

    v1.delete_domain_name(domainName="api.v2.example.test")
    assert code_of(v2.get_domain_name, DomainName="api.v2.example.test") == ("NotFoundException", 404)
    v2.delete_domain_name(DomainName="edge.v1.example.test")
    assert code_of(v1.get_domain_name, domainName="edge.v1.example.test") == ("NotFoundException", 404)
    assert code_of(v2.delete_domain_name, DomainName="edge.v1.example.test") == ("NotFoundException", 404)


def test_domain_name_refusals(labcloud: LabcloudProcess, v2: Any) -> None:
    bad = "BadRequestException", 400
    create = v2.create_domain_name
    assert code_of(create, DomainName="m.example.test", DomainNameConfigurations=REGIONAL,
                   MutualTlsAuthentication={"TruststoreUri": "s3://b/k"}) == bad  # fmt: skip
    assert code_of(create, DomainName="e.example.test",
                   DomainNameConfigurations=[{"CertificateArn": CERT, "EndpointType": "EDGE"}]) == bad  # fmt: skip
    assert code_of(create, DomainName="t.example.test", DomainNameConfigurations=REGIONAL * 2) == bad
    assert (
        code_of(create, DomainName="n.example.test", DomainNameConfigurations=[{"EndpointType": "REGIONAL"}])
        == bad
    )
    assert (
        code_of(create, DomainName="c.example.test", DomainNameConfigurations=[{"CertificateArn": "nope"}])
        == bad
    )
    assert code_of(create, DomainName="s.example.test",
                   DomainNameConfigurations=[{"CertificateArn": CERT, "SecurityPolicy": "TLS_0_9"}]) == bad  # fmt: skip
    assert code_of(create, DomainName="h.example.test",
                   DomainNameConfigurations=[{"CertificateArn": CERT, "HostedZoneId": "Z1"}]) == bad  # fmt: skip
    assert code_of(create, DomainName="localhost", DomainNameConfigurations=REGIONAL) == bad
    assert code_of(create, DomainName="r.example.test", DomainNameConfigurations=REGIONAL,
                   RoutingMode="ROUTING_RULE_ONLY") == bad  # fmt: skip
    v2.create_domain_name(DomainName="dup.example.test", DomainNameConfigurations=REGIONAL)
    assert code_of(create, DomainName="dup.example.test", DomainNameConfigurations=REGIONAL) == bad
    assert code_of(v2.get_domain_name, DomainName="none.example.test") == ("NotFoundException", 404)
    assert code_of(v2.update_domain_name, DomainName="none.example.test",
                   DomainNameConfigurations=REGIONAL) == ("NotFoundException", 404)  # fmt: skip


def test_api_mappings_serve_http_and_rest_apis(labcloud: LabcloudProcess, v2: Any) -> None:
    fn = deploy_function(labcloud, "domain-echo")
    api_id = v2.create_api(Name="mapped", ProtocolType="HTTP", Target=fn)["ApiId"]  # $default stage
    allow(labcloud, "domain-echo", api_id)
    v2.create_stage(ApiId=api_id, StageName="prod", AutoDeploy=True)
    shop = rest_api(labcloud, "shop")
    v2.create_domain_name(DomainName="svc.example.test", DomainNameConfigurations=REGIONAL)

    root = v2.create_api_mapping(DomainName="svc.example.test", ApiId=api_id, Stage="$default")
    assert root["ResponseMetadata"]["HTTPStatusCode"] == 201
    assert {k: root[k] for k in ("ApiId", "ApiMappingKey", "Stage")} == {
        "ApiId": api_id, "ApiMappingKey": "", "Stage": "$default"}  # fmt: skip
    v1m = v2.create_api_mapping(DomainName="svc.example.test", ApiId=api_id, Stage="prod", ApiMappingKey="v1")
    shop_map = v2.create_api_mapping(
        DomainName="svc.example.test", ApiId=shop, Stage="prod", ApiMappingKey="shop/x"
    )
    ids = {root["ApiMappingId"], v1m["ApiMappingId"], shop_map["ApiMappingId"]}
    assert {m["ApiMappingId"] for m in v2.get_api_mappings(DomainName="svc.example.test")["Items"]} == ids
    got = v2.get_api_mapping(DomainName="svc.example.test", ApiMappingId=shop_map["ApiMappingId"])
    assert (got["ApiId"], got["ApiMappingKey"], got["Stage"]) == (shop, "shop/x", "prod")
    # v1 lists them as base path mappings
    v1 = labcloud.boto3_client("apigateway")
    paths = {
        m["basePath"]: m["restApiId"]
        for m in v1.get_base_path_mappings(domainName="svc.example.test")["items"]
    }
    assert paths == {"(none)": api_id, "v1": api_id, "shop/x": shop}

    status, event = by_host(labcloud, "svc.example.test", "/hello")
    assert status == 200 and event["requestContext"]["stage"] == "$default" and event["rawPath"] == "/hello"
    status, event = by_host(labcloud, "svc.example.test", "/v1/items/7")
    assert (
        status == 200 and event["requestContext"]["stage"] == "prod" and event["rawPath"].endswith("/items/7")
    )
    assert by_host(labcloud, "svc.example.test", "/shop/x/a/b") == (
        200, {"api": "shop", "stage": "prod", "proxy": "a/b"})  # fmt: skip
    # whole segments: /v1x is the empty key's
    assert by_host(labcloud, "svc.example.test", "/v1x")[1]["rawPath"] == "/v1x"

    port = labcloud.endpoint.rsplit(":", 1)[1]
    curl = subprocess.run(
        ["curl", "-s", "-H", f"Host: svc.example.test:{port}", f"http://127.0.0.1:{port}/v1/curl"],
        capture_output=True, text=True, timeout=60, check=True)  # fmt: skip
    assert json.loads(curl.stdout)["requestContext"]["stage"] == "prod"

    # the key moves with an update; its id stays
    moved = v2.update_api_mapping(
        DomainName="svc.example.test", ApiMappingId=v1m["ApiMappingId"], ApiId=api_id, ApiMappingKey="v2"
    )
    assert moved["ApiMappingId"] == v1m["ApiMappingId"] and moved["ApiMappingKey"] == "v2"  # fmt: skip
    assert by_host(labcloud, "svc.example.test", "/v2/z")[1]["requestContext"]["stage"] == "prod"
    assert by_host(labcloud, "svc.example.test", "/v1/z")[1]["requestContext"]["stage"] == "$default"
    v2.delete_api_mapping(DomainName="svc.example.test", ApiMappingId=root["ApiMappingId"])
    assert by_host(labcloud, "svc.example.test", "/hello")[0] == 403  # no mapping takes the path

    env = {**os.environ, "AWS_ACCESS_KEY_ID": "000000000000", "AWS_SECRET_ACCESS_KEY": "test",
           "AWS_DEFAULT_REGION": "us-east-1"}  # fmt: skip
    cli = subprocess.run(
        ["aws", "--endpoint-url", labcloud.endpoint, "apigatewayv2", "get-api-mappings",
         "--domain-name", "svc.example.test"],
        capture_output=True, text=True, timeout=120, env=env, check=True)  # fmt: skip
    assert {m["ApiMappingKey"] for m in json.loads(cli.stdout)["Items"]} == {"v2", "shop/x"}


def test_api_mapping_refusals(labcloud: LabcloudProcess, v2: Any) -> None:
    api_id = v2.create_api(Name="plain", ProtocolType="HTTP")["ApiId"]
    v2.create_stage(ApiId=api_id, StageName="prod")
    ws = v2.create_api(Name="ws", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action")
    v2.create_stage(ApiId=ws["ApiId"], StageName="prod")
    v2.create_domain_name(DomainName="maps.example.test", DomainNameConfigurations=REGIONAL)
    create = v2.create_api_mapping
    nf, bad = ("NotFoundException", 404), ("BadRequestException", 400)
    assert code_of(create, DomainName="gone.example.test", ApiId=api_id, Stage="prod") == nf
    assert code_of(create, DomainName="maps.example.test", ApiId="nosuchapi1", Stage="prod") == nf
    assert code_of(create, DomainName="maps.example.test", ApiId=api_id, Stage="nostage") == nf
    assert (
        code_of(create, DomainName="maps.example.test", ApiId=api_id, Stage="prod", ApiMappingKey="/a") == bad
    )
    assert (
        code_of(create, DomainName="maps.example.test", ApiId=api_id, Stage="prod", ApiMappingKey="a/b")
        == bad
    )
    assert (
        code_of(create, DomainName="maps.example.test", ApiId=api_id, Stage="prod", ApiMappingKey="a b")
        == bad
    )
    assert code_of(create, DomainName="maps.example.test", ApiId=ws["ApiId"], Stage="prod") == bad
    create(DomainName="maps.example.test", ApiId=api_id, Stage="prod", ApiMappingKey="a")
    assert code_of(create, DomainName="maps.example.test", ApiId=api_id, Stage="prod", ApiMappingKey="a") == (
        "ConflictException", 409)  # fmt: skip
    assert code_of(v2.get_api_mapping, DomainName="maps.example.test", ApiMappingId="zzzzzz") == nf
    assert code_of(v2.delete_api_mapping, DomainName="maps.example.test", ApiMappingId="zzzzzz") == nf
    assert (
        code_of(v2.update_api_mapping, DomainName="maps.example.test", ApiMappingId="zzzzzz", ApiId=api_id)
        == nf
    )


def test_domains_and_mappings_survive_a_restart_and_iam_scopes_them(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data", extra_args=["--enforce-iam"]).start()
    try:
        v2 = server.boto3_client("apigatewayv2")
        shop = rest_api(server, "durable")
        v2.create_domain_name(DomainName="kept.example.test", DomainNameConfigurations=REGIONAL)
        mapping = v2.create_api_mapping(
            DomainName="kept.example.test", ApiId=shop, Stage="prod", ApiMappingKey="s"
        )
        server.kill()
        server.start()
        v2 = server.boto3_client("apigatewayv2")
        assert (
            v2.get_domain_name(DomainName="kept.example.test")["DomainNameConfigurations"][0][
                "CertificateArn"
            ]
            == CERT
        )
        kept = v2.get_api_mapping(DomainName="kept.example.test", ApiMappingId=mapping["ApiMappingId"])
        assert (kept["ApiId"], kept["ApiMappingKey"]) == (shop, "s")
        assert by_host(server, "kept.example.test", "/s/a")[1] == {
            "api": "durable",
            "stage": "prod",
            "proxy": "a",
        }
        # IAM: HTTP verbs on arn:aws:apigateway:<region>::/domainnames/NAME[/apimappings[/ID]]
        policy = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "apigateway:GET",
                  "Resource": "arn:aws:apigateway:us-east-1::/domainnames/kept.example.test/apimappings*"}]}  # fmt: skip
        iam = server.boto3_client("iam")
        iam.create_user(UserName="reader")
        iam.put_user_policy(UserName="reader", PolicyName="read", PolicyDocument=json.dumps(policy))
        key = iam.create_access_key(UserName="reader")["AccessKey"]
        reader = server.boto3_client(
            "apigatewayv2", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        assert [
            m["ApiMappingKey"] for m in reader.get_api_mappings(DomainName="kept.example.test")["Items"]
        ] == ["s"]
        assert reader.get_api_mapping(DomainName="kept.example.test", ApiMappingId=mapping["ApiMappingId"])[
            "Stage"
        ]
        denied = ("AccessDeniedException", 403)
        assert code_of(reader.get_domain_name, DomainName="kept.example.test") == denied
        assert code_of(reader.get_domain_names) == denied
        assert code_of(reader.delete_api_mapping, DomainName="kept.example.test",
                       ApiMappingId=mapping["ApiMappingId"]) == denied  # fmt: skip
        assert (
            code_of(reader.create_domain_name, DomainName="x.example.test", DomainNameConfigurations=REGIONAL)
            == denied
        )
    finally:
        server.stop()


def wait_stack(cfn: Any, name: str) -> dict[str, Any]:
    deadline = time.monotonic() + 120
    while True:
        stack: dict[str, Any] = cfn.describe_stacks(StackName=name)["Stacks"][0]
        if not stack["StackStatus"].endswith("_IN_PROGRESS") or time.monotonic() > deadline:
            return stack
        time.sleep(0.2)


def stack_template(cert: str, key: str) -> str:
    return json.dumps(
        {
            "Resources": {
                "Api": {
                    "Type": "AWS::ApiGatewayV2::Api",
                    "Properties": {"Name": "cfn-dom", "ProtocolType": "HTTP"},
                },
                "Stage": {
                    "Type": "AWS::ApiGatewayV2::Stage",
                    "Properties": {"ApiId": {"Ref": "Api"}, "StageName": "prod"},
                },
                "Domain": {
                    "Type": "AWS::ApiGatewayV2::DomainName",
                    "Properties": {
                        "DomainName": "cfn.v2.example.test",
                        "DomainNameConfigurations": [{"CertificateArn": cert, "EndpointType": "REGIONAL"}],
                        "Tags": {"team": "web"},
                    },
                },
                "Mapping": {
                    "Type": "AWS::ApiGatewayV2::ApiMapping",
                    "Properties": {
                        "DomainName": {"Ref": "Domain"},
                        "ApiId": {"Ref": "Api"},
                        "Stage": {"Ref": "Stage"},
                        "ApiMappingKey": key,
                    },
                },
            },
            "Outputs": {
                "Regional": {"Value": {"Fn::GetAtt": ["Domain", "RegionalDomainName"]}},
                "Zone": {"Value": {"Fn::GetAtt": ["Domain", "RegionalHostedZoneId"]}},
                "Mapping": {"Value": {"Ref": "Mapping"}},
                "Api": {"Value": {"Ref": "Api"}},
            },
        }
    )


def test_cloudformation_domain_name_and_api_mapping(labcloud: LabcloudProcess, v2: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    stack_id = cfn.create_stack(StackName="v2-domains", TemplateBody=stack_template(CERT, "v1"))["StackId"]
    stack = wait_stack(cfn, "v2-domains")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    conf = v2.get_domain_name(DomainName="cfn.v2.example.test")["DomainNameConfigurations"][0]
    assert outputs["Regional"] == conf["ApiGatewayDomainName"] and outputs["Zone"] == "Z1UJRXOUMOOFQ8"
    mapping = v2.get_api_mapping(DomainName="cfn.v2.example.test", ApiMappingId=outputs["Mapping"])
    assert (mapping["ApiId"], mapping["Stage"], mapping["ApiMappingKey"]) == (outputs["Api"], "prod", "v1")

    cfn.update_stack(StackName="v2-domains", TemplateBody=stack_template(OTHER_CERT, "v2"))
    stack = wait_stack(cfn, "v2-domains")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}["Mapping"] == outputs[
        "Mapping"
    ]  # in place
    mapping = v2.get_api_mapping(DomainName="cfn.v2.example.test", ApiMappingId=outputs["Mapping"])
    assert mapping["ApiMappingKey"] == "v2"
    got = v2.get_domain_name(DomainName="cfn.v2.example.test")
    assert got["DomainNameConfigurations"][0]["CertificateArn"] == OTHER_CERT and got["Tags"] == {
        "team": "web"
    }

    cfn.delete_stack(StackName="v2-domains")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert code_of(v2.get_domain_name, DomainName="cfn.v2.example.test") == ("NotFoundException", 404)


def test_cloudformation_refusal_fails_the_resource(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    template = {
        "Resources": {
            "Domain": {
                "Type": "AWS::ApiGatewayV2::DomainName",
                "Properties": {
                    "DomainName": "edge.v2.example.test",
                    "DomainNameConfigurations": [{"CertificateArn": CERT, "EndpointType": "EDGE"}],
                },
            }
        }
    }
    cfn.create_stack(StackName="v2-edge", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "v2-edge")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="v2-edge")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["LogicalResourceId"] == "Domain"]
    assert any("REGIONAL" in r for r in reasons), reasons
