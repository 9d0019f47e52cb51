"""AWS WAF in front of a REST API stage: associations, and requests really filtered by the web ACL's rules
(byte/regex matches, IP sets and forwarded addresses, size, And/Or/Not, labels, Count, custom responses,
rate-based rules on labcloud's clock, SQLi/XSS approximations, geo match), sampled requests and events."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.pytest_plugin import ServerClock
from labcloud.testing.server_process import LabcloudProcess


def vis(name: str, sampled: bool = True) -> dict[str, Any]:
    return {"SampledRequestsEnabled": sampled, "CloudWatchMetricsEnabled": False, "MetricName": name}


def rule(
    name: str, priority: int, statement: dict[str, Any], action: str = "Block", **extra: Any
) -> dict[str, Any]:
    return {
        "Name": name,
        "Priority": priority,
        "Statement": statement,
        "Action": {action: extra.pop("action_body", {})},
        "VisibilityConfig": vis(name),
        **extra,
    }


def byte(
    search: str, field: dict[str, Any], position: str = "CONTAINS", transform: str = "NONE"
) -> dict[str, Any]:
    return {
        "ByteMatchStatement": {
            "SearchString": search,
            "FieldToMatch": field,
            "TextTransformations": [{"Priority": 0, "Type": transform}],
            "PositionalConstraint": position,
        }
    }


def mock_api(apigw: Any) -> tuple[str, str]:
    """GET/POST /items (MOCK, 200) deployed to ``prod``: (api id, the stage's ARN)."""
    api = apigw.create_rest_api(name="shop")
    api_id = api["id"]
    resource = apigw.create_resource(restApiId=api_id, parentId=api["rootResourceId"], pathPart="items")["id"]
    for method in ("GET", "POST"):
        apigw.put_method(restApiId=api_id, resourceId=resource, httpMethod=method, authorizationType="NONE")
        apigw.put_integration(
            restApiId=api_id,
            resourceId=resource,
            httpMethod=method,
            type="MOCK",
            requestTemplates={"application/json": '{"statusCode": 200}'},
        )
        apigw.put_method_response(restApiId=api_id, resourceId=resource, httpMethod=method, statusCode="200")
        apigw.put_integration_response(
            restApiId=api_id,
            resourceId=resource,
            httpMethod=method,
            statusCode="200",
            responseTemplates={"application/json": '{"ok": true}'},
        )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    return api_id, f"arn:aws:apigateway:us-east-1::/restapis/{api_id}/stages/prod"


def call(
    server: LabcloudProcess,
    api_id: str,
    path: str = "/items",
    method: str = "GET",
    body: bytes | None = None,
    **headers: str,
) -> tuple[int, dict[str, str], bytes]:
    url = f"{server.endpoint}/_labcloud/execute-api/{api_id}/prod{path}"
    request = urllib.request.Request(
        url, data=body, method=method, headers={k.replace("_", "-"): v for k, v in headers.items()}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def protect(
    wafv2: Any, stage_arn: str, rules: list[dict[str, Any]], default: str = "Allow", **extra: Any
) -> dict[str, Any]:
    acl = wafv2.create_web_acl(
        Name="guard",
        Scope="REGIONAL",
        DefaultAction={default: {}},
        Rules=rules,
        VisibilityConfig=vis("guard"),
        **extra,
    )["Summary"]
    wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=stage_arn)
    return dict(acl)


def test_associations_with_rest_api_stages(labcloud: LabcloudProcess, wafv2: Any, apigw: Any) -> None:
    api_id, stage_arn = mock_api(apigw)
    acl = protect(wafv2, stage_arn, [])
    assert wafv2.get_web_acl_for_resource(ResourceArn=stage_arn)["WebACL"]["ARN"] == acl["ARN"]
    assert wafv2.list_resources_for_web_acl(WebACLArn=acl["ARN"], ResourceType="API_GATEWAY")[
        "ResourceArns"
    ] == [stage_arn]
    assert (
        wafv2.list_resources_for_web_acl(WebACLArn=acl["ARN"])["ResourceArns"] == []
    )  # default: load balancers
    with pytest.raises(ClientError) as caught:
        wafv2.delete_web_acl(Name="guard", Scope="REGIONAL", Id=acl["Id"], LockToken=acl["LockToken"])
    assert caught.value.response["Error"]["Code"] == "WAFAssociatedItemException"
    missing = stage_arn.replace("/prod", "/nope")
    with pytest.raises(ClientError) as caught:
        wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=missing)
    assert caught.value.response["Error"]["Code"] == "WAFNonexistentItemException"
    pool = "arn:aws:cognito-idp:us-east-1:000000000000:userpool/us-east-1_abcdefghi"
    with pytest.raises(ClientError) as caught:
        wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=pool)
    refused = caught.value.response
    assert (refused["Error"]["Code"], refused["Field"], refused["Parameter"]) == (
        "WAFInvalidParameterException",
        "RESOURCE_TYPE",
        "COGNITO_USER_POOL",
    )
    wafv2.disassociate_web_acl(ResourceArn=stage_arn)
    assert "WebACL" not in wafv2.get_web_acl_for_resource(ResourceArn=stage_arn)
    wafv2.delete_web_acl(Name="guard", Scope="REGIONAL", Id=acl["Id"], LockToken=acl["LockToken"])
    assert call(labcloud, api_id)[0] == 200


def test_rules_by_priority_labels_count_and_custom_responses(
    labcloud: LabcloudProcess, wafv2: Any, apigw: Any
) -> None:
    api_id, stage_arn = mock_api(apigw)
    assert call(labcloud, api_id)[0] == 200
    rules = [
        rule(
            "tag-bots",
            0,
            byte("curl", {"SingleHeader": {"Name": "User-Agent"}}, transform="LOWERCASE"),
            "Count",
            RuleLabels=[{"Name": "bot"}],
        ),
        rule("allow-health", 1, byte("/prod/items/health", {"UriPath": {}}, "EXACTLY"), "Allow"),
        rule(
            "block-bots",
            2,
            {"LabelMatchStatement": {"Scope": "LABEL", "Key": "bot"}},
            action_body={
                "CustomResponse": {
                    "ResponseCode": 429,
                    "CustomResponseBodyKey": "slow",
                    "ResponseHeaders": [{"Name": "reason", "Value": "bot"}],
                }
            },
        ),
        rule(
            "big-or-admin",
            3,
            {
                "OrStatement": {
                    "Statements": [
                        {
                            "SizeConstraintStatement": {
                                "FieldToMatch": {"Body": {}},
                                "ComparisonOperator": "GT",
                                "Size": 100,
                                "TextTransformations": [{"Priority": 0, "Type": "NONE"}],
                            }
                        },
                        {
                            "AndStatement": {
                                "Statements": [
                                    {
                                        "RegexMatchStatement": {
                                            "RegexString": "^adm(in)?$",
                                            "FieldToMatch": {"SingleQueryArgument": {"Name": "role"}},
                                            "TextTransformations": [{"Priority": 0, "Type": "URL_DECODE"}],
                                        }
                                    },
                                    {"NotStatement": {"Statement": byte("POST", {"Method": {}}, "EXACTLY")}},
                                ]
                            }
                        },
                    ]
                }
            },
        ),
    ]
    acl = protect(
        wafv2,
        stage_arn,
        rules,
        CustomResponseBodies={
            "slow": {"ContentType": "APPLICATION_JSON", "Content": '{"error":"slow down"}'}
        },
    )
    assert call(labcloud, api_id)[0] == 200
    status, headers, body = call(labcloud, api_id, User_Agent="curl/8.0")
    assert (status, body, headers["x-amzn-waf-reason"]) == (429, b'{"error":"slow down"}', "bot")
    assert headers["content-type"].startswith("application/json")
    # the Allow at priority 1 ends the evaluation before the label's Block (the path has no such route: 403)
    status, headers, body = call(labcloud, api_id, "/items/health", User_Agent="curl/8.0")
    assert status == 403 and headers["x-amzn-errortype"] == "MissingAuthenticationTokenException"
    status, headers, body = call(labcloud, api_id, "/items?role=admin")
    assert (status, json.loads(body), headers["x-amzn-errortype"]) == (
        403,
        {"message": "Forbidden"},
        "ForbiddenException",
    )
    assert call(labcloud, api_id, "/items?role=admin", "POST", b"{}")[0] == 200
    assert call(labcloud, api_id, "/items", "POST", b"x" * 101)[0] == 403
    assert call(labcloud, api_id, "/items?role=administrator")[0] == 200

    now = datetime.now(timezone.utc)
    window = {"StartTime": now - timedelta(hours=1), "EndTime": now + timedelta(hours=1)}
    sampled = wafv2.get_sampled_requests(
        WebAclArn=acl["ARN"], RuleMetricName="block-bots", Scope="REGIONAL", TimeWindow=window, MaxItems=100
    )
    assert sampled["PopulationSize"] == 1
    one = sampled["SampledRequests"][0]
    assert (
        one["Action"] == "BLOCK" and one["ResponseCodeSent"] == 429 and one["Request"]["URI"] == "/prod/items"
    )
    assert one["Labels"] == [{"Name": "awswaf:000000000000:webacl:guard:bot"}]
    counted = wafv2.get_sampled_requests(
        WebAclArn=acl["ARN"], RuleMetricName="tag-bots", Scope="REGIONAL", TimeWindow=window, MaxItems=100
    )
    assert [s["Action"] for s in counted["SampledRequests"]] == ["COUNT", "COUNT"]
    allowed = wafv2.get_sampled_requests(
        WebAclArn=acl["ARN"], RuleMetricName="guard", Scope="REGIONAL", TimeWindow=window, MaxItems=100
    )
    assert {s["Action"] for s in allowed["SampledRequests"]} == {"ALLOW"}


def test_ip_sets_forwarded_addresses_and_the_default_block(
    labcloud: LabcloudProcess, wafv2: Any, apigw: Any
) -> None:
    api_id, stage_arn = mock_api(apigw)
    local = wafv2.create_ip_set(
        Name="local", Scope="REGIONAL", IPAddressVersion="IPV4", Addresses=["127.0.0.0/8"]
    )["Summary"]
    office = wafv2.create_ip_set(
        Name="office", Scope="REGIONAL", IPAddressVersion="IPV4", Addresses=["203.0.113.0/24"]
    )["Summary"]
    forwarded = {"HeaderName": "X-Forwarded-For", "FallbackBehavior": "NO_MATCH", "Position": "FIRST"}
    rules = [
        rule(
            "office",
            0,
            {"IPSetReferenceStatement": {"ARN": office["ARN"], "IPSetForwardedIPConfig": forwarded}},
            "Allow",
        ),
        rule("no-geo", 1, {"GeoMatchStatement": {"CountryCodes": ["US", "FR"]}}, "Allow"),
        rule(
            "local-xss",
            2,
            {
                "AndStatement": {
                    "Statements": [
                        {"IPSetReferenceStatement": {"ARN": local["ARN"]}},
                        {
                            "XssMatchStatement": {
                                "FieldToMatch": {"QueryString": {}},
                                "TextTransformations": [{"Priority": 0, "Type": "URL_DECODE"}],
                            }
                        },
                    ]
                }
            },
        ),
        rule(
            "local-sqli",
            3,
            {
                "SqliMatchStatement": {
                    "FieldToMatch": {"AllQueryArguments": {}},
                    "TextTransformations": [{"Priority": 0, "Type": "URL_DECODE"}],
                }
            },
        ),
        rule("local", 4, {"IPSetReferenceStatement": {"ARN": local["ARN"]}}, "Allow"),
    ]
    protect(wafv2, stage_arn, rules, default="Block")
    assert call(labcloud, api_id)[0] == 200  # the client address labcloud sees is 127.0.0.1
    assert call(labcloud, api_id, "/items?q=%3Cscript%3Ealert(1)%3C/script%3E")[0] == 403
    assert call(labcloud, api_id, "/items?id=1%27%20OR%201%3D1--")[0] == 403
    assert call(labcloud, api_id, "/items?id=42&name=o%27brien")[0] == 200
    # forwarded from the office: allowed before the XSS rule
    assert call(labcloud, api_id, "/items?q=%3Cscript%3E", X_Forwarded_For="203.0.113.9, 10.0.0.1")[0] == 200


def test_rate_based_rules_count_on_the_clock(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock, wafv2: Any, apigw: Any
) -> None:
    api_id, stage_arn = mock_api(apigw)
    limit = {
        "Limit": 10,
        "AggregateKeyType": "FORWARDED_IP",
        "EvaluationWindowSec": 60,
        "ForwardedIPConfig": {"HeaderName": "X-Forwarded-For", "FallbackBehavior": "NO_MATCH"},
    }
    protect(wafv2, stage_arn, [rule("flood", 0, {"RateBasedStatement": limit})])
    for _ in range(10):
        assert call(labcloud, api_id, X_Forwarded_For="198.51.100.7")[0] == 200
    assert call(labcloud, api_id, X_Forwarded_For="198.51.100.7")[0] == 403
    assert (
        call(labcloud, api_id, X_Forwarded_For="198.51.100.8")[0] == 200
    )  # another client has its own count
    assert call(labcloud, api_id)[0] == 200  # no header: NO_MATCH
    labcloud_clock.advance(61)
    assert call(labcloud, api_id, X_Forwarded_For="198.51.100.7")[0] == 200


def test_aws_wafv2_metrics_per_web_acl_and_rule(labcloud: LabcloudProcess, wafv2: Any, apigw: Any) -> None:
    api_id, stage_arn = mock_api(apigw)
    measured = {"SampledRequestsEnabled": False, "CloudWatchMetricsEnabled": True}
    rules = [
        dict(
            rule("count-q", 0, byte("q=", {"QueryString": {}}), "Count"),
            VisibilityConfig=dict(measured, MetricName="count-q"),
        ),
        dict(
            rule("post", 1, byte("POST", {"Method": {}}, "EXACTLY")),
            VisibilityConfig=dict(measured, MetricName="post"),
        ),
    ]
    acl = wafv2.create_web_acl(
        Name="metered",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=rules,
        VisibilityConfig=dict(measured, MetricName="metered"),
    )["Summary"]
    wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=stage_arn)
    assert [call(labcloud, api_id, p)[0] for p in ("/items", "/items?q=1", "/items?q=2")] == [200, 200, 200]
    assert call(labcloud, api_id, "/items", "POST", b"{}")[0] == 403
    cloudwatch = labcloud.boto3_client("cloudwatch")
    now = datetime.now(timezone.utc)

    def total(name: str, rule_dim: str) -> float:
        points = cloudwatch.get_metric_statistics(
            Namespace="AWS/WAFV2",
            MetricName=name,
            Dimensions=[
                {"Name": "WebACL", "Value": "metered"},
                {"Name": "Rule", "Value": rule_dim},
                {"Name": "Region", "Value": "us-east-1"},
            ],
            StartTime=now - timedelta(minutes=10),
            EndTime=now + timedelta(minutes=1),
            Period=60,
            Statistics=["Sum"],
        )["Datapoints"]
        return float(sum(p["Sum"] for p in points))

    wanted = {
        ("AllowedRequests", "ALL"): 3.0,
        ("AllowedRequests", "metered"): 3.0,
        ("BlockedRequests", "post"): 1.0,
        ("BlockedRequests", "ALL"): 1.0,
        ("CountedRequests", "count-q"): 2.0,
    }
    deadline = time.monotonic() + 30
    while {k: total(*k) for k in wanted} != wanted and time.monotonic() < deadline:
        time.sleep(1)
    assert {k: total(*k) for k in wanted} == wanted


def test_an_application_load_balancer_is_filtered_before_its_rules(
    labcloud: LabcloudProcess, wafv2: Any
) -> None:
    ec2 = labcloud.boto3_client("ec2")
    found = ec2.describe_subnets(Filters=[{"Name": "default-for-az", "Values": ["true"]}])["Subnets"]
    subnets = sorted({s["AvailabilityZone"]: s["SubnetId"] for s in found}.values())[:2]
    elb = labcloud.boto3_client("elbv2")
    lb = elb.create_load_balancer(Name="guarded", Subnets=subnets, Type="application")["LoadBalancers"][0]
    fixed = {"Type": "fixed-response", "FixedResponseConfig": {"StatusCode": "200", "MessageBody": "hello"}}
    elb.create_listener(
        LoadBalancerArn=lb["LoadBalancerArn"], Protocol="HTTP", Port=80, DefaultActions=[fixed]
    )
    acl = wafv2.create_web_acl(
        Name="alb",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=[rule("admin", 0, byte("/admin", {"UriPath": {}}, "STARTS_WITH"))],
        VisibilityConfig=vis("alb"),
    )["Summary"]
    wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=lb["LoadBalancerArn"])
    assert wafv2.list_resources_for_web_acl(WebACLArn=acl["ARN"])["ResourceArns"] == [lb["LoadBalancerArn"]]
    url = f"{labcloud.endpoint}/_labcloud/elb/{lb['DNSName']}"

    def get(path: str) -> tuple[int, bytes]:
        try:
            with urllib.request.urlopen(url + path, timeout=60) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    assert get("/") == (200, b"hello")
    drawn = labcloud.get("/_labcloud/map")
    assert {n["id"]: n["kind"] for n in drawn["nodes"]}[acl["ARN"]] == "wafv2.webacl"
    assert ("protects", acl["ARN"], lb["LoadBalancerArn"]) in {
        (e["kind"], e["from"], e["to"]) for e in drawn["edges"]
    }
    status, body = get("/admin/users")
    assert status == 403 and b"<h1>403 Forbidden</h1>" in body
    gone = lb["LoadBalancerArn"].rsplit("/", 1)[0] + "/0123456789abcdef"
    with pytest.raises(ClientError) as caught:
        wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=gone)
    assert caught.value.response["Error"]["Code"] == "WAFNonexistentItemException"


def test_an_appsync_api_is_filtered_before_authorization(labcloud: LabcloudProcess, wafv2: Any) -> None:
    appsync = labcloud.boto3_client("appsync")
    api = appsync.create_graphql_api(name="guarded", authenticationType="API_KEY")["graphqlApi"]
    acl = wafv2.create_web_acl(
        Name="gql",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=[rule("introspection", 0, byte("__schema", {"Body": {}}))],
        VisibilityConfig=vis("gql"),
    )["Summary"]
    wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=api["arn"])
    assert wafv2.list_resources_for_web_acl(WebACLArn=acl["ARN"], ResourceType="APPSYNC")["ResourceArns"] == [
        api["arn"]
    ]
    url = api["uris"]["GRAPHQL"]

    def post(query: str) -> tuple[int, Any]:
        body = json.dumps({"query": query}).encode()
        request = urllib.request.Request(
            url, data=body, method="POST", headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    status, answer = post("{ __typename }")  # no API key: AppSync's own 401
    assert status == 401 and answer["errors"][0]["errorType"] == "UnauthorizedException"
    status, answer = post("{ __schema { types { name } } }")
    assert status == 403 and answer["errors"][0]["errorType"] == "WAFForbiddenException"
    gone = api["arn"].rsplit("/", 1)[0] + "/nosuchapi"
    with pytest.raises(ClientError) as caught:
        wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=gone)
    assert caught.value.response["Error"]["Code"] == "WAFNonexistentItemException"
