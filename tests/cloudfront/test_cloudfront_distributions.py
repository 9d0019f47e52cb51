"""Distributions over boto3: create, get, update with If-Match, status on labcloud's clock, delete once
disabled, lists, tags, and each error code of the checks."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError
from cf_helpers import CACHING_DISABLED, config, s3_origin


def _code(call: Any, *args: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as err:
        call(*args, **kwargs)
    return str(err.value.response["Error"]["Code"])


def test_create_get_update_deploy_and_delete(cf: Any, labcloud_clock: Any) -> None:
    made = cf.create_distribution(DistributionConfig=config("r1", DefaultRootObject="index.html"))
    dist = made["Distribution"]
    assert dist["Status"] == "InProgress"
    assert dist["DomainName"] == f"{dist['Id'].lower()}.cloudfront.net"
    assert dist["ARN"].endswith(f":distribution/{dist['Id']}")
    assert made["Location"].endswith(f"/2020-05-31/distribution/{dist['Id']}")
    labcloud_clock.advance("2s")
    got = cf.get_distribution(Id=dist["Id"])
    assert got["Distribution"]["Status"] == "Deployed"
    assert got["ETag"] == made["ETag"]
    current = cf.get_distribution_config(Id=dist["Id"])
    assert current["DistributionConfig"]["DefaultRootObject"] == "index.html"
    assert current["DistributionConfig"]["PriceClass"] == "PriceClass_All"
    disabled = {**current["DistributionConfig"], "Enabled": False}
    assert (
        _code(cf.update_distribution, Id=dist["Id"], DistributionConfig=disabled) == "InvalidIfMatchVersion"
    )
    assert (
        _code(cf.update_distribution, Id=dist["Id"], DistributionConfig=disabled, IfMatch="EWRONG")
        == "PreconditionFailed"
    )
    renamed = {**disabled, "CallerReference": "other"}
    assert (
        _code(cf.update_distribution, Id=dist["Id"], DistributionConfig=renamed, IfMatch=current["ETag"])
        == "IllegalUpdate"
    )
    updated = cf.update_distribution(Id=dist["Id"], DistributionConfig=disabled, IfMatch=current["ETag"])
    assert updated["ETag"] != current["ETag"]
    assert updated["Distribution"]["Status"] == "InProgress"
    # disabled, but not deployed yet
    assert _code(cf.delete_distribution, Id=dist["Id"], IfMatch=updated["ETag"]) == "DistributionNotDisabled"
    labcloud_clock.advance("2s")
    assert _code(cf.delete_distribution, Id=dist["Id"]) == "InvalidIfMatchVersion"
    assert _code(cf.delete_distribution, Id=dist["Id"], IfMatch=current["ETag"]) == "PreconditionFailed"
    cf.delete_distribution(Id=dist["Id"], IfMatch=updated["ETag"])
    assert _code(cf.get_distribution, Id=dist["Id"]) == "NoSuchDistribution"
    assert _code(cf.get_distribution_config, Id=dist["Id"]) == "NoSuchDistribution"


def test_an_enabled_distribution_is_not_deleted(cf: Any, labcloud_clock: Any) -> None:
    made = cf.create_distribution(DistributionConfig=config("r1"))
    labcloud_clock.advance("2s")
    assert (
        _code(cf.delete_distribution, Id=made["Distribution"]["Id"], IfMatch=made["ETag"])
        == "DistributionNotDisabled"
    )


def test_list_pages_and_tags(cf: Any) -> None:
    ids = [cf.create_distribution(DistributionConfig=config(f"r{i}"))["Distribution"]["Id"] for i in range(3)]
    first = cf.list_distributions(MaxItems="2")["DistributionList"]
    assert [d["Id"] for d in first["Items"]] == ids[:2]
    assert first["IsTruncated"] is True
    rest = cf.list_distributions(Marker=first["NextMarker"])["DistributionList"]
    assert [d["Id"] for d in rest["Items"]] == ids[2:]
    assert rest["IsTruncated"] is False
    assert _code(cf.list_distributions, Marker="ENOSUCH") == "InvalidArgument"
    tagged = cf.create_distribution_with_tags(
        DistributionConfigWithTags={
            "DistributionConfig": config("tagged"),
            "Tags": {"Items": [{"Key": "team", "Value": "web"}]},
        }
    )["Distribution"]
    arn = tagged["ARN"]
    cf.tag_resource(Resource=arn, Tags={"Items": [{"Key": "env", "Value": "lab"}]})
    assert cf.list_tags_for_resource(Resource=arn)["Tags"]["Items"] == [
        {"Key": "team", "Value": "web"},
        {"Key": "env", "Value": "lab"},
    ]
    cf.untag_resource(Resource=arn, TagKeys={"Items": ["team"]})
    assert cf.list_tags_for_resource(Resource=arn)["Tags"]["Items"] == [{"Key": "env", "Value": "lab"}]
    gone = arn.rsplit("/", 1)[0] + "/ENOSUCHDIST123"
    assert _code(cf.list_tags_for_resource, Resource=gone) == "NoSuchResource"
    assert _code(cf.list_tags_for_resource, Resource="not-an-arn") == "InvalidArgument"
    assert (
        _code(cf.tag_resource, Resource=arn, Tags={"Items": [{"Key": "aws:x", "Value": "v"}]})
        == "InvalidTagging"
    )


def test_the_checks_answer_aws_codes(cf: Any) -> None:
    create = cf.create_distribution
    cf.create_distribution(
        DistributionConfig=config("taken", Aliases={"Quantity": 1, "Items": ["www.lab.example"]})
    )
    assert _code(create, DistributionConfig=config("taken")) == "DistributionAlreadyExists"
    cases: list[tuple[dict[str, Any], str]] = [
        (config("a", Aliases={"Quantity": 1, "Items": ["WWW.lab.example"]}), "CNAMEAlreadyExists"),
        ({**config("b"), "Origins": {"Quantity": 2, "Items": [s3_origin("x")]}}, "InconsistentQuantities"),
        (config("c", behaviour={"TargetOriginId": "elsewhere"}), "NoSuchOrigin"),
        (
            config("d", behaviour={"CachePolicyId": "00000000-0000-0000-0000-000000000000"}),
            "NoSuchCachePolicy",
        ),
        (config("e", behaviour={"OriginRequestPolicyId": "nope"}), "NoSuchOriginRequestPolicy"),
        (config("f", behaviour={"ResponseHeadersPolicyId": "nope"}), "NoSuchResponseHeadersPolicy"),
        (config("g", s3_origin("x", OriginAccessControlId="ENOSUCH")), "NoSuchOriginAccessControl"),
        (
            config("h", s3_origin("x", oai="origin-access-identity/cloudfront/ENOSUCH")),
            "InvalidOriginAccessIdentity",
        ),
        (config("i", DefaultRootObject="/index.html"), "InvalidDefaultRootObject"),
        (
            config("j", CustomErrorResponses={"Quantity": 1, "Items": [{"ErrorCode": 418}]}),
            "InvalidErrorCode",
        ),
        (
            config(
                "k",
                behaviour={
                    "FunctionAssociations": {
                        "Quantity": 1,
                        "Items": [
                            {
                                "FunctionARN": "arn:aws:cloudfront::000000000000:function/f",
                                "EventType": "viewer-request",
                            }
                        ],
                    }
                },
            ),
            "InvalidArgument",
        ),
        (
            config(
                "l",
                behaviour={
                    "LambdaFunctionAssociations": {
                        "Quantity": 1,
                        "Items": [
                            {
                                "LambdaFunctionARN": "arn:aws:lambda:us-east-1:000000000000:function:f:1",
                                "EventType": "origin-request",
                            }
                        ],
                    }
                },
            ),
            "InvalidArgument",
        ),
        (config("m", behaviour={"CachePolicyId": ""}), "InvalidArgument"),
        (
            config("n", behaviour={"AllowedMethods": {"Quantity": 2, "Items": ["GET", "POST"]}}),
            "InvalidArgument",
        ),
        (config("o", Staging=True), "InvalidArgument"),
    ]
    for given, code in cases:
        assert _code(create, DistributionConfig=given) == code, given["CallerReference"]
    messages = []
    for reference in ("k", "l"):
        with pytest.raises(ClientError) as err:
            create(DistributionConfig=dict(cases[10 if reference == "k" else 11][0]))
        messages.append(err.value.response["Error"]["Message"])
    assert "CloudFront Functions" in messages[0] and "Lambda@Edge" in messages[1]


def test_too_many_distributions(cf: Any) -> None:
    for i in range(200):
        cf.create_distribution(DistributionConfig=config(f"many{i}"))
    assert _code(cf.create_distribution, DistributionConfig=config("one-more")) == "TooManyDistributions"


def test_managed_and_custom_cache_policies(cf: Any) -> None:
    managed = cf.list_cache_policies(Type="managed")["CachePolicyList"]["Items"]
    names = {p["CachePolicy"]["CachePolicyConfig"]["Name"] for p in managed}
    assert {"Managed-CachingOptimized", "Managed-CachingDisabled"} <= names
    disabled = cf.get_cache_policy(Id=CACHING_DISABLED)["CachePolicy"]["CachePolicyConfig"]
    assert (disabled["MinTTL"], disabled["DefaultTTL"], disabled["MaxTTL"]) == (0, 0, 0)
    assert _code(cf.get_cache_policy, Id="nope") == "NoSuchCachePolicy"
    assert _code(cf.list_cache_policies, Type="mine") == "InvalidArgument"
    keys = {
        "EnableAcceptEncodingGzip": False,
        "HeadersConfig": {"HeaderBehavior": "none"},
        "CookiesConfig": {"CookieBehavior": "none"},
        "QueryStringsConfig": {"QueryStringBehavior": "none"},
    }
    body = {
        "Name": "short",
        "MinTTL": 0,
        "DefaultTTL": 5,
        "MaxTTL": 10,
        "ParametersInCacheKeyAndForwardedToOrigin": keys,
    }
    made = cf.create_cache_policy(CachePolicyConfig=body)
    policy_id = made["CachePolicy"]["Id"]
    assert [
        p["CachePolicy"]["Id"] for p in cf.list_cache_policies(Type="custom")["CachePolicyList"]["Items"]
    ] == [policy_id]
    assert _code(cf.create_cache_policy, CachePolicyConfig=body) == "CachePolicyAlreadyExists"
    assert (
        _code(cf.create_cache_policy, CachePolicyConfig={**body, "Name": "bad", "MinTTL": 20})
        == "InvalidArgument"
    )
    for i in range(19):
        cf.create_cache_policy(CachePolicyConfig={**body, "Name": f"p{i}"})
    assert _code(cf.create_cache_policy, CachePolicyConfig={**body, "Name": "p20"}) == "TooManyCachePolicies"
    cf.create_distribution(DistributionConfig=config("uses", behaviour={"CachePolicyId": policy_id}))
    assert _code(cf.delete_cache_policy, Id=policy_id, IfMatch=made["ETag"]) == "CachePolicyInUse"
    assert _code(cf.delete_cache_policy, Id=CACHING_DISABLED, IfMatch="E1") == "IllegalDelete"
    assert _code(cf.delete_cache_policy, Id="nope", IfMatch="E1") == "NoSuchCachePolicy"
    other = cf.list_cache_policies(Type="custom")["CachePolicyList"]["Items"][1]["CachePolicy"]["Id"]
    etag = cf.get_cache_policy(Id=other)["ETag"]
    cf.delete_cache_policy(Id=other, IfMatch=etag)
    assert _code(cf.get_cache_policy, Id=other) == "NoSuchCachePolicy"
    origin = cf.list_origin_request_policies(Type="managed")["OriginRequestPolicyList"]["Items"]
    assert "Managed-CORS-S3Origin" in {
        p["OriginRequestPolicy"]["OriginRequestPolicyConfig"]["Name"] for p in origin
    }
    assert cf.get_origin_request_policy(Id="88a5eaf4-2fd4-4709-b370-b4c650ea3fcf")["OriginRequestPolicy"]
    assert _code(cf.get_origin_request_policy, Id="nope") == "NoSuchOriginRequestPolicy"
    headers = cf.list_response_headers_policies()["ResponseHeadersPolicyList"]["Items"]
    assert headers and cf.get_response_headers_policy(Id="60669652-455b-4ae9-85a4-c4c02393f86c")
    assert _code(cf.get_response_headers_policy, Id="nope") == "NoSuchResponseHeadersPolicy"


def test_origin_access_controls_and_identities(cf: Any) -> None:
    oac_config = {
        "Name": "site",
        "SigningProtocol": "sigv4",
        "SigningBehavior": "always",
        "OriginAccessControlOriginType": "s3",
    }
    oac = cf.create_origin_access_control(OriginAccessControlConfig=oac_config)
    oac_id = oac["OriginAccessControl"]["Id"]
    assert (
        cf.get_origin_access_control(Id=oac_id)["OriginAccessControl"]["OriginAccessControlConfig"]["Name"]
        == "site"
    )
    assert (
        _code(cf.create_origin_access_control, OriginAccessControlConfig=oac_config)
        == "OriginAccessControlAlreadyExists"
    )
    bad = {**oac_config, "Name": "bad", "OriginAccessControlOriginType": "ftp"}
    assert _code(cf.create_origin_access_control, OriginAccessControlConfig=bad) == "InvalidArgument"
    assert _code(cf.get_origin_access_control, Id="ENOSUCH") == "NoSuchOriginAccessControl"
    oai = cf.create_cloud_front_origin_access_identity(
        CloudFrontOriginAccessIdentityConfig={"CallerReference": "o", "Comment": "site"}
    )
    oai_id = oai["CloudFrontOriginAccessIdentity"]["Id"]
    again = cf.create_cloud_front_origin_access_identity(
        CloudFrontOriginAccessIdentityConfig={"CallerReference": "o", "Comment": "site"}
    )
    assert again["CloudFrontOriginAccessIdentity"]["Id"] == oai_id
    assert (
        _code(
            cf.create_cloud_front_origin_access_identity,
            CloudFrontOriginAccessIdentityConfig={"CallerReference": "o", "Comment": "other"},
        )
        == "CloudFrontOriginAccessIdentityAlreadyExists"
    )
    assert (
        cf.list_cloud_front_origin_access_identities()["CloudFrontOriginAccessIdentityList"]["Quantity"] == 1
    )
    assert (
        _code(cf.get_cloud_front_origin_access_identity, Id="ENOSUCH")
        == "NoSuchCloudFrontOriginAccessIdentity"
    )
    both = s3_origin("x", OriginAccessControlId=oac_id, oai=f"origin-access-identity/cloudfront/{oai_id}")
    assert (
        _code(cf.create_distribution, DistributionConfig=config("both", both))
        == "IllegalOriginAccessConfiguration"
    )
    cf.create_distribution(DistributionConfig=config("oac", s3_origin("x", OriginAccessControlId=oac_id)))
    cf.create_distribution(
        DistributionConfig=config("oai", s3_origin("x", oai=f"origin-access-identity/cloudfront/{oai_id}"))
    )
    assert (
        _code(cf.delete_origin_access_control, Id=oac_id, IfMatch=oac["ETag"]) == "OriginAccessControlInUse"
    )
    assert _code(cf.delete_origin_access_control, Id=oac_id) == "InvalidIfMatchVersion"
    assert (
        _code(cf.delete_cloud_front_origin_access_identity, Id=oai_id, IfMatch=oai["ETag"])
        == "CloudFrontOriginAccessIdentityInUse"
    )
    assert (
        _code(cf.delete_cloud_front_origin_access_identity, Id=oai_id, IfMatch="EOLD") == "PreconditionFailed"
    )
    spare = cf.create_origin_access_control(OriginAccessControlConfig={**oac_config, "Name": "spare"})
    cf.delete_origin_access_control(Id=spare["OriginAccessControl"]["Id"], IfMatch=spare["ETag"])
    assert cf.list_origin_access_controls()["OriginAccessControlList"]["Quantity"] == 1
    for i in range(99):
        cf.create_origin_access_control(OriginAccessControlConfig={**oac_config, "Name": f"n{i}"})
    assert (
        _code(cf.create_origin_access_control, OriginAccessControlConfig={**oac_config, "Name": "n100"})
        == "TooManyOriginAccessControls"
    )
    for i in range(99):
        cf.create_cloud_front_origin_access_identity(
            CloudFrontOriginAccessIdentityConfig={"CallerReference": f"c{i}", "Comment": ""}
        )
    assert (
        _code(
            cf.create_cloud_front_origin_access_identity,
            CloudFrontOriginAccessIdentityConfig={"CallerReference": "c100", "Comment": ""},
        )
        == "TooManyCloudFrontOriginAccessIdentities"
    )


def test_invalidations(cf: Any, labcloud_clock: Any) -> None:
    dist_id = cf.create_distribution(DistributionConfig=config("inv"))["Distribution"]["Id"]
    batch = {"Paths": {"Quantity": 2, "Items": ["/index.html", "/img/*"]}, "CallerReference": "i1"}
    made = cf.create_invalidation(DistributionId=dist_id, InvalidationBatch=batch)["Invalidation"]
    assert made["Status"] == "InProgress"
    same = cf.create_invalidation(DistributionId=dist_id, InvalidationBatch=batch)["Invalidation"]
    assert same["Id"] == made["Id"]
    changed = {**batch, "Paths": {"Quantity": 1, "Items": ["/x"]}}
    assert (
        _code(cf.create_invalidation, DistributionId=dist_id, InvalidationBatch=changed)
        == "InvalidationBatchAlreadyExists"
    )
    labcloud_clock.advance("2s")
    assert cf.get_invalidation(DistributionId=dist_id, Id=made["Id"])["Invalidation"]["Status"] == "Completed"
    listed = cf.list_invalidations(DistributionId=dist_id)["InvalidationList"]
    assert [i["Id"] for i in listed["Items"]] == [made["Id"]]
    wrong = {"Paths": {"Quantity": 2, "Items": ["/a"]}, "CallerReference": "i2"}
    assert (
        _code(cf.create_invalidation, DistributionId=dist_id, InvalidationBatch=wrong)
        == "InconsistentQuantities"
    )
    relative = {"Paths": {"Quantity": 1, "Items": ["a*b"]}, "CallerReference": "i3"}
    assert (
        _code(cf.create_invalidation, DistributionId=dist_id, InvalidationBatch=relative) == "InvalidArgument"
    )
    paths = [f"/p{i}" for i in range(3001)]
    big = {"Paths": {"Quantity": len(paths), "Items": paths}, "CallerReference": "i4"}
    assert _code(cf.create_invalidation, DistributionId=dist_id, InvalidationBatch=big) == "BatchTooLarge"
    assert _code(cf.get_invalidation, DistributionId=dist_id, Id="INOSUCH") == "NoSuchInvalidation"
    assert _code(cf.list_invalidations, DistributionId="ENOSUCH") == "NoSuchDistribution"
