"""AWS::S3::Bucket's LifecycleConfiguration, WebsiteConfiguration and MetricsConfigurations take effect on
create, change on update and go when removed; WebsiteURL and DomainName answer labcloud's endpoints; what S3 refuses fails
the resource with S3's message."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

from botocore.exceptions import ClientError
from cfn_helpers import events, wait_stack


def _deploy(cfn: Any, name: str, props: dict[str, Any], update: bool = False) -> dict[str, Any]:
    template = {
        "Resources": {"Site": {"Type": "AWS::S3::Bucket", "Properties": {"BucketName": "cfn-site", **props}}},
        "Outputs": {
            "Url": {"Value": {"Fn::GetAtt": ["Site", "WebsiteURL"]}},
            "Domain": {"Value": {"Fn::GetAtt": ["Site", "DomainName"]}},
        },
    }
    call = cfn.update_stack if update else cfn.create_stack
    call(StackName=name, TemplateBody=json.dumps(template))
    return wait_stack(cfn, name)


LIFECYCLE = {
    "TransitionDefaultMinimumObjectSize": "varies_by_storage_class",
    "Rules": [
        {
            "Id": "tmp",
            "Status": "Enabled",
            "Prefix": "tmp/",
            "ExpirationInDays": 7,
            "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 2},
        },
        {
            "Id": "big-logs",
            "Status": "Enabled",
            "Prefix": "logs/",
            "ObjectSizeGreaterThan": "1024",
            "Transitions": [{"StorageClass": "Glacier", "TransitionInDays": 30}],
        },
    ],
}
WEBSITE = {
    "IndexDocument": "index.html",
    "ErrorDocument": "404.html",
    "RoutingRules": [
        {
            "RoutingRuleCondition": {"KeyPrefixEquals": "old/"},
            "RedirectRule": {"ReplaceKeyPrefixWith": "new/", "HttpRedirectCode": "302"},
        }
    ],
}


def test_create_update_remove(cfn: Any, labcloud: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    metrics = [{"Id": "EntireBucket"}, {"Id": "logs", "Prefix": "logs/"}]
    stack = _deploy(
        cfn,
        "site",
        {
            "LifecycleConfiguration": LIFECYCLE,
            "WebsiteConfiguration": WEBSITE,
            "MetricsConfigurations": metrics,
        },
    )
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    assert s3.list_bucket_metrics_configurations(Bucket="cfn-site")["MetricsConfigurationList"] == [
        {"Id": "EntireBucket"},
        {"Id": "logs", "Filter": {"Prefix": "logs/"}},
    ]
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    port = labcloud.endpoint.rsplit(":", 1)[1]
    assert outputs["Url"] == f"http://cfn-site.s3-website-us-east-1.localhost:{port}"
    assert outputs["Domain"] == f"cfn-site.s3.localhost:{port}"
    got = s3.get_bucket_lifecycle_configuration(Bucket="cfn-site")
    assert got["TransitionDefaultMinimumObjectSize"] == "varies_by_storage_class"
    assert got["Rules"] == [
        {
            "ID": "tmp",
            "Status": "Enabled",
            "Filter": {"Prefix": "tmp/"},
            "Expiration": {"Days": 7},
            "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 2},
        },
        {
            "ID": "big-logs",
            "Status": "Enabled",
            "Filter": {"And": {"Prefix": "logs/", "ObjectSizeGreaterThan": 1024}},
            "Transitions": [{"Days": 30, "StorageClass": "GLACIER"}],
        },
    ]
    site = s3.get_bucket_website(Bucket="cfn-site")
    assert site["IndexDocument"] == {"Suffix": "index.html"} and site["ErrorDocument"] == {"Key": "404.html"}
    assert site["RoutingRules"] == [
        {
            "Condition": {"KeyPrefixEquals": "old/"},
            "Redirect": {"ReplaceKeyPrefixWith": "new/", "HttpRedirectCode": "302"},
        }
    ]
    # the WebsiteURL output reaches the site (anonymous: the routing rule answers before any object lookup)
    request = urllib.request.Request(
        f"{labcloud.endpoint}/old/x", headers={"Host": outputs["Url"].split("//")[1]}
    )

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: Any) -> None:
            return None

    try:
        urllib.request.build_opener(NoRedirect).open(request)
        raise AssertionError("expected a redirect")
    except urllib.error.HTTPError as answer:
        assert answer.code == 302 and answer.headers["location"].endswith("/new/x")

    # update: one rule, and a redirect-all website
    lifecycle = {"Rules": [{"Id": "all", "Status": "Enabled", "ExpirationInDays": 30}]}
    website = {"RedirectAllRequestsTo": {"HostName": "example.com", "Protocol": "https"}}
    metrics = [{"Id": "logs", "Prefix": "app-logs/"}]
    stack = _deploy(
        cfn,
        "site",
        {
            "LifecycleConfiguration": lifecycle,
            "WebsiteConfiguration": website,
            "MetricsConfigurations": metrics,
        },
        update=True,
    )
    assert stack["StackStatus"] == "UPDATE_COMPLETE"
    assert s3.list_bucket_metrics_configurations(Bucket="cfn-site")["MetricsConfigurationList"] == [
        {"Id": "logs", "Filter": {"Prefix": "app-logs/"}}
    ]
    assert s3.get_bucket_lifecycle_configuration(Bucket="cfn-site")["Rules"] == [
        {"ID": "all", "Status": "Enabled", "Filter": {"Prefix": ""}, "Expiration": {"Days": 30}}
    ]
    assert s3.get_bucket_website(Bucket="cfn-site")["RedirectAllRequestsTo"] == {
        "HostName": "example.com",
        "Protocol": "https",
    }
    # update: both removed
    assert _deploy(cfn, "site", {}, update=True)["StackStatus"] == "UPDATE_COMPLETE"
    assert "MetricsConfigurationList" not in s3.list_bucket_metrics_configurations(Bucket="cfn-site")
    for call, code in (
        (s3.get_bucket_lifecycle_configuration, "NoSuchLifecycleConfiguration"),
        (s3.get_bucket_website, "NoSuchWebsiteConfiguration"),
    ):
        try:
            call(Bucket="cfn-site")
            raise AssertionError(f"expected {code}")
        except ClientError as error:
            assert error.response["Error"]["Code"] == code
    cfn.delete_stack(StackName="site")


def test_what_s3_refuses_fails_the_resource(cfn: Any) -> None:
    bad = {"Rules": [{"Id": "a", "Status": "Enabled", "Prefix": "x"}]}  # no action
    assert _deploy(cfn, "bad-rules", {"LifecycleConfiguration": bad})["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        reason or "" for logical, status, reason in events(cfn, "bad-rules") if status == "CREATE_FAILED"
    ]
    assert any("At least one action needs to be specified in a rule" in r for r in reasons), reasons
    tagged = [{"Id": "t", "TagFilters": [{"Key": "k", "Value": "v"}]}]
    assert (
        _deploy(cfn, "bad-metrics", {"MetricsConfigurations": tagged})["StackStatus"] == "ROLLBACK_COMPLETE"
    )
    reasons = [
        reason or "" for logical, status, reason in events(cfn, "bad-metrics") if status == "CREATE_FAILED"
    ]
    assert any("tags or access points" in r for r in reasons), reasons
