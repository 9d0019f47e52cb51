"""AWS::CloudFront::Distribution, CloudFrontOriginAccessIdentity, OriginAccessControl and CachePolicy,
through CloudFront's own operations (docs/cloudfront.md).

Templates write CloudFront's lists as plain lists; the API wants ``{Quantity, Items}``: :func:`api_config`
converts a template's ``DistributionConfig``. ``Ref`` is the resource's id; a distribution's ``DomainName``
and ``Id``, an OAI's ``S3CanonicalUserId``, a cache policy's ``LastModifiedTime`` are attributes. Deleting a
distribution disables it first and waits for it to deploy (a second of labcloud's clock), as CloudFormation
does on AWS.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    new_token,
    tags_list,
    wait_until,
)


def _quantity(values: Any) -> dict[str, Any]:
    items = list(values or [])
    return {"Quantity": len(items), "Items": items} if items else {"Quantity": 0}


def _behaviour(given: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in given.items():
        if key in ("AllowedMethods", "CachedMethods"):
            continue
        if key in ("TrustedSigners", "TrustedKeyGroups"):
            out[key] = {"Enabled": bool(value), **_quantity(value)}
        elif key in ("FunctionAssociations", "LambdaFunctionAssociations"):
            out[key] = _quantity(value)
        elif key == "ForwardedValues":
            forwarded = dict(value)
            cookies = dict(forwarded.get("Cookies") or {"Forward": "none"})
            if "WhitelistedNames" in cookies:
                cookies["WhitelistedNames"] = _quantity(cookies["WhitelistedNames"])
            forwarded["Cookies"] = cookies
            for listed in ("Headers", "QueryStringCacheKeys"):
                if listed in forwarded:
                    forwarded[listed] = _quantity(forwarded[listed])
            out[key] = forwarded
        else:
            out[key] = value
    if given.get("AllowedMethods"):
        allowed = _quantity(given["AllowedMethods"])
        allowed["CachedMethods"] = _quantity(given.get("CachedMethods") or ["GET", "HEAD"])
        out["AllowedMethods"] = allowed
    return out


def _origin(given: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in given.items() if k != "OriginCustomHeaders"}
    custom = out.get("CustomOriginConfig")
    if custom is not None:
        custom = dict(custom)
        custom.setdefault("HTTPPort", 80)
        custom.setdefault("HTTPSPort", 443)
        if "OriginSSLProtocols" in custom:
            custom["OriginSSLProtocols"] = _quantity(custom["OriginSSLProtocols"])
        out["CustomOriginConfig"] = custom
    if "S3OriginConfig" in out:
        out["S3OriginConfig"] = {"OriginAccessIdentity": "", **(out["S3OriginConfig"] or {})}
    if given.get("OriginCustomHeaders"):
        out["CustomHeaders"] = _quantity(given["OriginCustomHeaders"])
    return out


def api_config(props: dict[str, Any], reference: str) -> dict[str, Any]:
    """A template's DistributionConfig as CloudFront's API takes it."""
    given = dict(props)
    if given.get("OriginGroups"):
        raise ResourceFailed("labcloud does not implement OriginGroups (origin failover)")
    for legacy in ("CustomOrigin", "S3Origin", "ContinuousDeploymentPolicyId"):
        if given.get(legacy):
            raise ResourceFailed(f"labcloud does not implement {legacy} of a distribution")
    config: dict[str, Any] = {
        "CallerReference": reference,
        "Comment": str(given.get("Comment") or ""),
        "Enabled": given.get("Enabled", True),
        "Origins": _quantity([_origin(o) for o in given.get("Origins") or []]),
        "DefaultCacheBehavior": _behaviour(dict(given.get("DefaultCacheBehavior") or {})),
        "Aliases": _quantity(given.get("Aliases")),
        "CacheBehaviors": _quantity([_behaviour(b) for b in given.get("CacheBehaviors") or []]),
        "CustomErrorResponses": _quantity(
            [
                {**r, **({"ResponseCode": str(r["ResponseCode"])} if "ResponseCode" in r else {})}
                for r in given.get("CustomErrorResponses") or []
            ]
        ),
    }
    for key in ("DefaultRootObject", "HttpVersion", "PriceClass", "WebACLId", "Staging"):
        if given.get(key) is not None:
            config[key] = given[key]
    if given.get("IPV6Enabled") is not None:
        config["IsIPV6Enabled"] = given["IPV6Enabled"]
    certificate = given.get("ViewerCertificate")
    if certificate:
        names = {
            "AcmCertificateArn": "ACMCertificateArn",
            "SslSupportMethod": "SSLSupportMethod",
            "IamCertificateId": "IAMCertificateId",
        }
        config["ViewerCertificate"] = {names.get(k, k): v for k, v in certificate.items()}
    restriction = (given.get("Restrictions") or {}).get("GeoRestriction")
    if restriction:
        config["Restrictions"] = {
            "GeoRestriction": {
                "RestrictionType": restriction["RestrictionType"],
                **_quantity(restriction.get("Locations")),
            }
        }
    if given.get("Logging"):
        config["Logging"] = {"Enabled": True, "IncludeCookies": False, "Prefix": "", **given["Logging"]}
    return config


class Distribution(Handler):
    type = "AWS::CloudFront::Distribution"
    known = frozenset({"DistributionConfig", "Tags"})
    required = ("DistributionConfig",)
    attributes = frozenset({"DomainName", "Id"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        reference = f"{rc.stack_name}-{rc.logical_id}-{rc.token or new_token()}"
        config = api_config(dict(props["DistributionConfig"]), reference)
        tags = tags_list(props)
        if tags:
            made = await rc.call(
                "cloudfront",
                "CreateDistributionWithTags",
                {"DistributionConfigWithTags": {"DistributionConfig": config, "Tags": {"Items": tags}}},
            )
        else:
            made = await rc.call("cloudfront", "CreateDistribution", {"DistributionConfig": config})
        dist = made["Distribution"]
        return Created(dist["Id"], {"Id": dist["Id"], "DomainName": dist["DomainName"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        current = await rc.call("cloudfront", "GetDistributionConfig", {"Id": physical_id})
        reference = current["DistributionConfig"]["CallerReference"]
        config = api_config(dict(new["DistributionConfig"]), reference)
        await rc.call(
            "cloudfront",
            "UpdateDistribution",
            {"Id": physical_id, "IfMatch": current["ETag"], "DistributionConfig": config},
        )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        current = await rc.call_quiet("cloudfront", "GetDistributionConfig", {"Id": physical_id})
        if current is None:
            return
        etag = current["ETag"]
        if current["DistributionConfig"]["Enabled"]:
            disabled = {**current["DistributionConfig"], "Enabled": False}
            updated = await rc.call(
                "cloudfront",
                "UpdateDistribution",
                {"Id": physical_id, "IfMatch": etag, "DistributionConfig": disabled},
            )
            etag = updated["ETag"]

        async def deployed() -> bool:
            got = await rc.call("cloudfront", "GetDistribution", {"Id": physical_id})
            return bool(got["Distribution"]["Status"] == "Deployed")

        await wait_until(deployed, f"distribution {physical_id}")
        await rc.call_quiet("cloudfront", "DeleteDistribution", {"Id": physical_id, "IfMatch": etag})


async def _delete_at_etag(rc: ResourceCall, kind: str, physical_id: str) -> None:
    """CloudFront deletes a ``kind`` (``Get<kind>``/``Delete<kind>``) only at its current ETag (IfMatch): read
    it, then delete at it; one already gone is deleted."""
    got = await rc.call_quiet("cloudfront", f"Get{kind}", {"Id": physical_id})
    if got is not None:
        await rc.call_quiet("cloudfront", f"Delete{kind}", {"Id": physical_id, "IfMatch": got["ETag"]})


class OriginAccessIdentity(Handler):
    type = "AWS::CloudFront::CloudFrontOriginAccessIdentity"
    known = frozenset({"CloudFrontOriginAccessIdentityConfig"})
    required = ("CloudFrontOriginAccessIdentityConfig",)
    attributes = frozenset({"Id", "S3CanonicalUserId"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        config = {
            "CallerReference": f"{rc.stack_name}-{rc.logical_id}-{rc.token or new_token()}",
            "Comment": str((props["CloudFrontOriginAccessIdentityConfig"] or {}).get("Comment") or ""),
        }
        made = await rc.call(
            "cloudfront",
            "CreateCloudFrontOriginAccessIdentity",
            {"CloudFrontOriginAccessIdentityConfig": config},
        )
        found = made["CloudFrontOriginAccessIdentity"]
        return Created(found["Id"], {"Id": found["Id"], "S3CanonicalUserId": found["S3CanonicalUserId"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        raise ResourceFailed("labcloud does not update an origin access identity in place: replace it")

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await _delete_at_etag(rc, "CloudFrontOriginAccessIdentity", physical_id)


class OriginAccessControl(Handler):
    type = "AWS::CloudFront::OriginAccessControl"
    known = frozenset({"OriginAccessControlConfig"})
    required = ("OriginAccessControlConfig",)
    replace_on = frozenset({"OriginAccessControlConfig"})
    attributes = frozenset({"Id"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        made = await rc.call(
            "cloudfront",
            "CreateOriginAccessControl",
            {"OriginAccessControlConfig": dict(props["OriginAccessControlConfig"])},
        )
        oac_id = made["OriginAccessControl"]["Id"]
        return Created(oac_id, {"Id": oac_id})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await _delete_at_etag(rc, "OriginAccessControl", physical_id)


def _cache_policy_config(given: dict[str, Any]) -> dict[str, Any]:
    config = dict(given)
    keys = dict(config.get("ParametersInCacheKeyAndForwardedToOrigin") or {})
    for part, listed in (
        ("HeadersConfig", "Headers"),
        ("CookiesConfig", "Cookies"),
        ("QueryStringsConfig", "QueryStrings"),
    ):
        if part in keys and listed in keys[part]:
            keys[part] = {**keys[part], listed: _quantity(keys[part][listed])}
    config["ParametersInCacheKeyAndForwardedToOrigin"] = keys
    return config


class CachePolicy(Handler):
    type = "AWS::CloudFront::CachePolicy"
    known = frozenset({"CachePolicyConfig"})
    required = ("CachePolicyConfig",)
    replace_on = frozenset({"CachePolicyConfig"})
    attributes = frozenset({"Id", "LastModifiedTime"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        made = await rc.call(
            "cloudfront",
            "CreateCachePolicy",
            {"CachePolicyConfig": _cache_policy_config(dict(props["CachePolicyConfig"]))},
        )
        policy = made["CachePolicy"]
        return Created(
            policy["Id"], {"Id": policy["Id"], "LastModifiedTime": str(policy["LastModifiedTime"])}
        )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await _delete_at_etag(rc, "CachePolicy", physical_id)


HANDLERS = (Distribution(), OriginAccessIdentity(), OriginAccessControl(), CachePolicy())
