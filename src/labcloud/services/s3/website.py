"""A bucket's static website configuration (Put/Get/DeleteBucketWebsite), kept in the bucket settings table
(``website``) and checked as S3 checks it.

Either ``RedirectAllRequestsTo`` alone, or an ``IndexDocument`` (a suffix with no ``/``), an optional
``ErrorDocument`` and up to 50 ``RoutingRules`` (each a ``Redirect`` saying at least one thing, not both
``ReplaceKeyWith`` and ``ReplaceKeyPrefixWith``, a 3xx ``HttpRedirectCode``; a ``Condition``, when
present, not empty, its ``HttpErrorCodeReturnedEquals`` a 4xx or 5xx). ``website_serve`` answers the
website endpoint from the stored document.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3.errors import invalid_argument, invalid_request, malformed_xml
from labcloud.services.s3.repo import settings
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        DeleteBucketWebsiteRequest,
        DeleteBucketWebsiteResponse,
        GetBucketWebsiteRequest,
        GetBucketWebsiteResponse,
        PutBucketWebsiteRequest,
        PutBucketWebsiteResponse,
    )

SETTING = "website"
MAX_ROUTING_RULES = 50
PROTOCOLS = ("http", "https")


def no_configuration(bucket: str) -> AwsError:
    return AwsError(
        "NoSuchWebsiteConfiguration",
        "The specified bucket does not have a website configuration",
        status=404,
        BucketName=bucket,
    )


def _protocol(value: Any) -> None:
    if value is not None and value not in PROTOCOLS:
        raise invalid_argument("Invalid protocol, protocol can be http or https.", "Protocol", str(value))


def _redirect(spec: dict[str, Any]) -> dict[str, Any]:
    members = ("HostName", "HttpRedirectCode", "Protocol", "ReplaceKeyPrefixWith", "ReplaceKeyWith")
    kept = {k: spec[k] for k in members if spec.get(k) is not None}
    if not kept:
        raise invalid_request(
            "A Redirect must contain at least one of HostName, HttpRedirectCode, Protocol, "
            "ReplaceKeyPrefixWith or ReplaceKeyWith."
        )
    if "ReplaceKeyWith" in kept and "ReplaceKeyPrefixWith" in kept:
        raise invalid_request("You can only define ReplaceKeyPrefix or ReplaceKey but not both.")
    _protocol(kept.get("Protocol"))
    code = kept.get("HttpRedirectCode")
    if code is not None and not (str(code).isdigit() and 300 <= int(code) <= 399):
        raise invalid_argument(
            "The provided HTTP redirect code is not valid. It should be a 3XX value.",
            "HttpRedirectCode",
            str(code),
        )
    return kept


def _condition(spec: dict[str, Any]) -> dict[str, Any]:
    kept = {k: spec[k] for k in ("KeyPrefixEquals", "HttpErrorCodeReturnedEquals") if spec.get(k) is not None}
    if not kept:
        raise invalid_request(
            "Condition cannot be empty. To redirect all requests without a condition, the "
            "condition element shouldn't be present."
        )
    code = kept.get("HttpErrorCodeReturnedEquals")
    if code is not None and not (str(code).isdigit() and 400 <= int(code) <= 599):
        raise invalid_argument(
            "The provided HTTP error code is not valid. Valid codes are 4XX or 5XX.",
            "HttpErrorCodeReturnedEquals",
            str(code),
        )
    return kept


def checked(config: dict[str, Any] | None) -> dict[str, Any]:
    """A PutBucketWebsite body → the stored document (raises S3's errors)."""
    config = config or {}
    redirect_all = config.get("RedirectAllRequestsTo")
    if redirect_all is not None:
        if any(config.get(k) for k in ("IndexDocument", "ErrorDocument", "RoutingRules")):
            raise invalid_request(
                "RedirectAllRequestsTo cannot be provided in conjunction with other Routing Rules."
            )
        if not redirect_all.get("HostName"):
            raise malformed_xml()
        _protocol(redirect_all.get("Protocol"))
        return {"RedirectAllRequestsTo": {k: v for k, v in redirect_all.items() if v is not None}}
    suffix = (config.get("IndexDocument") or {}).get("Suffix")
    if suffix is None:
        raise invalid_argument(
            "A value for IndexDocument Suffix must be provided if RedirectAllRequestsTo is empty",
            "IndexDocument",
        )
    if not suffix or "/" in suffix:
        raise invalid_argument("The IndexDocument Suffix is not well formed", "IndexDocument", suffix)
    doc: dict[str, Any] = {"IndexDocument": {"Suffix": suffix}}
    error_key = (config.get("ErrorDocument") or {}).get("Key")
    if config.get("ErrorDocument") is not None:
        if not error_key:
            raise invalid_argument(
                "The ErrorDocument Key is not well formed", "ErrorDocument", error_key or ""
            )
        doc["ErrorDocument"] = {"Key": error_key}
    rules = list(config.get("RoutingRules") or [])
    if len(rules) > MAX_ROUTING_RULES:
        raise invalid_request("The number of routing rules must not exceed the allowed limit of 50 rules.")
    kept_rules = []
    for rule in rules:
        if not rule.get("Redirect"):
            raise malformed_xml()
        kept_rule: dict[str, Any] = {}
        if rule.get("Condition") is not None:
            kept_rule["Condition"] = _condition(rule["Condition"])
        kept_rule["Redirect"] = _redirect(rule["Redirect"])
        kept_rules.append(kept_rule)
    if kept_rules:
        doc["RoutingRules"] = kept_rules
    return doc


def put_bucket_website(
    state: S3State, request: PutBucketWebsiteRequest, ctx: RequestContext
) -> PutBucketWebsiteResponse:
    doc = checked(cast("dict[str, Any]", request.get("WebsiteConfiguration")))
    with state.store.transaction():
        state.bucket(request["Bucket"])
        settings.put(state.store, request["Bucket"], SETTING, doc)
    return {}


def get_bucket_website(
    state: S3State, request: GetBucketWebsiteRequest, ctx: RequestContext
) -> GetBucketWebsiteResponse:
    state.bucket(request["Bucket"])
    doc = settings.get(state.store, request["Bucket"], SETTING)
    if doc is None:
        raise no_configuration(request["Bucket"])
    return cast("GetBucketWebsiteResponse", doc)


def delete_bucket_website(
    state: S3State, request: DeleteBucketWebsiteRequest, ctx: RequestContext
) -> DeleteBucketWebsiteResponse:
    with state.store.transaction():
        state.bucket(request["Bucket"])
        settings.delete(state.store, request["Bucket"], SETTING)
    return {}
