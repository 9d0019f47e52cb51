"""The data plane with urllib: S3 origins read as the OAC/OAI principal (the bucket policy decides),
behaviours by path pattern, the default root object, custom error responses, allowed methods, the edge
cache on labcloud's clock and invalidations."""

from __future__ import annotations

import datetime as dt
import json
import time
import urllib.request
from typing import Any

from cf_helpers import CACHING_DISABLED, config, http, s3_origin

from labcloud.testing.server_process import LabcloudProcess


def _bucket(labcloud: LabcloudProcess, name: str, statement: dict[str, Any] | None) -> Any:
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket=name)
    s3.put_object(Bucket=name, Key="index.html", Body=b"<h1>home</h1>", ContentType="text/html")
    s3.put_object(
        Bucket=name, Key="app.js", Body=b"js", ContentType="text/javascript", CacheControl="max-age=5"
    )
    s3.put_object(Bucket=name, Key="api/data.json", Body=b"{}", ContentType="application/json")
    if statement is not None:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": "s3:GetObject", **statement}],
        }
        s3.put_bucket_policy(Bucket=name, Policy=json.dumps(policy))
    return s3


def _url(labcloud: LabcloudProcess, dist_id: str, path: str = "/") -> str:
    return f"{labcloud.endpoint}/_labcloud/cloudfront/{dist_id}{path}"


def test_an_oac_reads_the_bucket_only_when_its_policy_names_the_distribution(
    labcloud: LabcloudProcess, cf: Any, labcloud_clock: Any
) -> None:
    oac = cf.create_origin_access_control(
        OriginAccessControlConfig={
            "Name": "site",
            "SigningProtocol": "sigv4",
            "SigningBehavior": "always",
            "OriginAccessControlOriginType": "s3",
        }
    )["OriginAccessControl"]["Id"]
    s3 = _bucket(labcloud, "oac-site", None)
    made = cf.create_distribution(
        DistributionConfig=config(
            "oac",
            s3_origin("oac-site", OriginAccessControlId=oac),
            DefaultRootObject="index.html",
            CustomErrorResponses={
                "Quantity": 1,
                "Items": [{"ErrorCode": 404, "ResponsePagePath": "/index.html", "ResponseCode": "200"}],
            },
            CacheBehaviors={
                "Quantity": 1,
                "Items": [
                    {
                        "PathPattern": "/api/*",
                        "TargetOriginId": "site",
                        "ViewerProtocolPolicy": "allow-all",
                        "CachePolicyId": CACHING_DISABLED,
                    }
                ],
            },
        )
    )["Distribution"]
    dist_id, arn = made["Id"], made["ARN"]
    status, headers, body = http(_url(labcloud, dist_id))
    assert status == 403
    assert b"<Code>AccessDenied</Code>" in body
    assert headers["X-Cache"] == "Error from cloudfront"
    # a policy for another distribution does not let this one in
    other = arn[: -len(dist_id)] + "EOTHERDISTRIB1"
    statement = {
        "Principal": {"Service": "cloudfront.amazonaws.com"},
        "Resource": "arn:aws:s3:::oac-site/*",
        "Condition": {"StringEquals": {"AWS:SourceArn": other}},
    }
    s3.put_bucket_policy(
        Bucket="oac-site",
        Policy=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": "s3:GetObject", **statement}],
            }
        ),
    )
    assert http(_url(labcloud, dist_id))[0] == 403
    statement["Condition"] = {"StringEquals": {"AWS:SourceArn": arn}}
    s3.put_bucket_policy(
        Bucket="oac-site",
        Policy=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": "s3:GetObject", **statement}],
            }
        ),
    )
    status, headers, body = http(_url(labcloud, dist_id))
    assert (status, body, headers["X-Cache"]) == (200, b"<h1>home</h1>", "Miss from cloudfront")
    assert headers["Content-Type"] == "text/html"
    assert headers["Via"].endswith(".cloudfront.net (CloudFront)")
    assert headers["X-Amz-Cf-Id"]
    # "/" was the default root object: /index.html is that same cached answer
    status, headers, body = http(_url(labcloud, dist_id, "/index.html"))
    assert (status, headers["X-Cache"]) == (200, "Hit from cloudfront")
    # a missing key becomes the SPA's index page (CustomErrorResponses)
    status, headers, body = http(_url(labcloud, dist_id, "/some/route"))
    assert (status, body) == (200, b"<h1>home</h1>")
    # /api/* uses CachingDisabled: never a hit
    assert http(_url(labcloud, dist_id, "/api/data.json"))[1]["X-Cache"] == "Miss from cloudfront"
    assert http(_url(labcloud, dist_id, "/api/data.json"))[1]["X-Cache"] == "Miss from cloudfront"
    # the origin's max-age=5 bounds app.js's TTL on labcloud's clock
    assert http(_url(labcloud, dist_id, "/app.js"))[1]["X-Cache"] == "Miss from cloudfront"
    assert http(_url(labcloud, dist_id, "/app.js"))[1]["X-Cache"] == "Hit from cloudfront"
    labcloud_clock.advance("6s")
    assert http(_url(labcloud, dist_id, "/app.js"))[1]["X-Cache"] == "Miss from cloudfront"
    # an invalidation forgets what it names, and only that
    s3.put_object(Bucket="oac-site", Key="index.html", Body=b"<h1>new</h1>", ContentType="text/html")
    assert http(_url(labcloud, dist_id, "/index.html"))[2] == b"<h1>home</h1>"
    cf.create_invalidation(
        DistributionId=dist_id,
        InvalidationBatch={"Paths": {"Quantity": 1, "Items": ["/index*"]}, "CallerReference": "x"},
    )
    status, headers, body = http(_url(labcloud, dist_id, "/index.html"))
    assert (body, headers["X-Cache"]) == (b"<h1>new</h1>", "Miss from cloudfront")
    assert http(_url(labcloud, dist_id, "/app.js"))[1]["X-Cache"] == "Hit from cloudfront"
    # methods outside AllowedMethods (GET, HEAD by default) are refused
    assert http(_url(labcloud, dist_id, "/index.html"), method="DELETE")[0] == 403
    status, headers, body = http(_url(labcloud, dist_id, "/index.html"), method="HEAD")
    assert (status, body) == (200, b"")


def test_an_oai_reads_as_its_iam_user_and_a_public_bucket_needs_none(
    labcloud: LabcloudProcess, cf: Any
) -> None:
    oai = cf.create_cloud_front_origin_access_identity(
        CloudFrontOriginAccessIdentityConfig={"CallerReference": "o", "Comment": ""}
    )["CloudFrontOriginAccessIdentity"]["Id"]
    user = f"arn:aws:iam::cloudfront:user/CloudFront Origin Access Identity {oai}"
    _bucket(labcloud, "oai-site", {"Principal": {"AWS": user}, "Resource": "arn:aws:s3:::oai-site/*"})
    via_oai = cf.create_distribution(
        DistributionConfig=config(
            "oai", s3_origin("oai-site", oai=f"origin-access-identity/cloudfront/{oai}")
        )
    )["Distribution"]["Id"]
    assert http(_url(labcloud, via_oai, "/index.html"))[:3:2] == (200, b"<h1>home</h1>")
    # the same bucket read without the OAI: no policy names an anonymous reader
    plain = cf.create_distribution(DistributionConfig=config("plain", s3_origin("oai-site")))["Distribution"][
        "Id"
    ]
    assert http(_url(labcloud, plain, "/index.html"))[0] == 403
    _bucket(labcloud, "public-site", {"Principal": "*", "Resource": "arn:aws:s3:::public-site/*"})
    public = cf.create_distribution(DistributionConfig=config("public", s3_origin("public-site")))[
        "Distribution"
    ]["Id"]
    assert http(_url(labcloud, public, "/index.html"))[0] == 200
    status, _, body = http(_url(labcloud, public, "/missing.html"))
    assert (status, b"<Code>NoSuchKey</Code>" in body) == (404, True)
    # a policy may name the OAI by its canonical user id instead
    canonical = cf.get_cloud_front_origin_access_identity(Id=oai)["CloudFrontOriginAccessIdentity"][
        "S3CanonicalUserId"
    ]
    _bucket(
        labcloud,
        "canonical-site",
        {"Principal": {"CanonicalUser": canonical}, "Resource": "arn:aws:s3:::canonical-site/*"},
    )
    by_canonical = cf.create_distribution(
        DistributionConfig=config(
            "canon", s3_origin("canonical-site", oai=f"origin-access-identity/cloudfront/{oai}")
        )
    )["Distribution"]["Id"]
    assert http(_url(labcloud, by_canonical, "/index.html"))[0] == 200


def test_custom_origins_unknown_and_disabled_distributions(
    labcloud: LabcloudProcess, cf: Any, labcloud_clock: Any
) -> None:
    custom = {
        "Id": "api",
        "DomainName": "example.com",
        "CustomOriginConfig": {"HTTPPort": 80, "HTTPSPort": 443, "OriginProtocolPolicy": "https-only"},
    }
    made = cf.create_distribution(DistributionConfig=config("custom", custom))
    dist_id = made["Distribution"]["Id"]
    status, headers, body = http(_url(labcloud, dist_id, "/x"))
    assert status == 502
    assert b"BadGateway" in body
    assert http(_url(labcloud, "ENOSUCHDISTRIB", "/x"))[0] == 404
    current = cf.get_distribution_config(Id=dist_id)
    cf.update_distribution(
        Id=dist_id,
        IfMatch=current["ETag"],
        DistributionConfig={**current["DistributionConfig"], "Enabled": False},
    )
    assert http(_url(labcloud, dist_id, "/x"))[0] == 403


def test_an_api_gateway_origin_and_the_distribution_host(labcloud: LabcloudProcess, cf: Any) -> None:
    apigw = labcloud.boto3_client("apigateway")
    api = apigw.create_rest_api(name="edge-api")["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    apigw.put_method(restApiId=api, resourceId=root, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api,
        resourceId=root,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )
    apigw.put_method_response(restApiId=api, resourceId=root, httpMethod="GET", statusCode="200")
    apigw.put_integration_response(
        restApiId=api,
        resourceId=root,
        httpMethod="GET",
        statusCode="200",
        responseTemplates={"application/json": '{"hello": "edge"}'},
    )
    apigw.create_deployment(restApiId=api, stageName="prod")
    origin = {
        "Id": "api",
        "DomainName": f"{api}.execute-api.us-east-1.amazonaws.com",
        "OriginPath": "/prod",
        "CustomOriginConfig": {"HTTPPort": 80, "HTTPSPort": 443, "OriginProtocolPolicy": "https-only"},
    }
    dist_id = cf.create_distribution(
        DistributionConfig=config("api", origin, behaviour={"CachePolicyId": CACHING_DISABLED})
    )["Distribution"]["Id"]
    status, headers, body = http(_url(labcloud, dist_id, "/"))
    assert (status, json.loads(body)) == (200, {"hello": "edge"})
    assert headers["X-Cache"] == "Miss from cloudfront"
    # the same distribution on its own host name
    port = labcloud.endpoint.rsplit(":", 1)[1]
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/", headers={"Host": f"{dist_id.lower()}.cloudfront.localhost:{port}"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        assert json.loads(response.read()) == {"hello": "edge"}
        assert response.headers["Via"].endswith("(CloudFront)")


def test_requests_become_aws_cloudfront_metrics(labcloud: LabcloudProcess, cf: Any) -> None:
    _bucket(labcloud, "metered-site", {"Principal": "*", "Resource": "arn:aws:s3:::metered-site/*"})
    dist_id = cf.create_distribution(DistributionConfig=config("metered", s3_origin("metered-site")))[
        "Distribution"
    ]["Id"]
    for path in ("/index.html", "/index.html", "/missing.html", "/app.js"):
        http(_url(labcloud, dist_id, path))
    cw = labcloud.boto3_client("cloudwatch")
    dims = [{"Name": "DistributionId", "Value": dist_id}, {"Name": "Region", "Value": "Global"}]

    def stat(name: str, kind: str) -> float | None:
        now = dt.datetime.now(dt.timezone.utc)
        points = cw.get_metric_statistics(
            Namespace="AWS/CloudFront",
            MetricName=name,
            Dimensions=dims,
            StartTime=now - dt.timedelta(minutes=5),
            EndTime=now + dt.timedelta(minutes=2),
            Period=600,
            Statistics=[kind],
        )["Datapoints"]
        return float(points[0][kind]) if points else None

    deadline = time.monotonic() + 30
    while stat("Requests", "Sum") != 4.0:  # the recorder flushes every few seconds
        assert time.monotonic() < deadline, stat("Requests", "Sum")
        time.sleep(0.2)
    assert stat("4xxErrorRate", "Average") == 25.0
    assert stat("5xxErrorRate", "Average") == 0.0
