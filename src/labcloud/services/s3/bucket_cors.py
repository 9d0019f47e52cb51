"""A bucket's CORS configuration: Put/Get/DeleteBucketCors, validated as S3 does, and the rule matching
that answers browsers (``cors_http`` applies it to preflights and to requests carrying ``Origin``).

The configuration is the ``cors`` document of the bucket's settings. S3's limits: 1 to 100 rules, an
``ID`` of at most 255 characters, methods among GET/PUT/POST/DELETE/HEAD, at most one ``*`` in each
allowed origin and allowed header, a non-negative ``MaxAgeSeconds``, 64 KB of configuration. A rule
matches when the request's ``Origin`` matches one of its origins, its method (a preflight's
``Access-Control-Request-Method``) is one of its methods and (for a preflight) every header in
``Access-Control-Request-Headers`` matches one of its allowed headers; the first matching rule wins.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3.errors import invalid_request, malformed_xml
from labcloud.services.s3.repo import settings
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        DeleteBucketCorsRequest,
        DeleteBucketCorsResponse,
        GetBucketCorsRequest,
        GetBucketCorsResponse,
        PutBucketCorsRequest,
        PutBucketCorsResponse,
    )

SETTING = "cors"
METHODS = ("GET", "PUT", "POST", "DELETE", "HEAD")
MAX_RULES = 100
MAX_ID = 255
MAX_BYTES = 64 * 1024


def no_such_cors(bucket: str) -> AwsError:
    return AwsError(
        "NoSuchCORSConfiguration", "The CORS configuration does not exist", status=404, BucketName=bucket
    )


def _strings(rule: Mapping[str, Any], member: str) -> list[str]:
    values = rule.get(member) or []
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise malformed_xml()
    return list(values)


def checked_rules(rules: Any) -> list[dict[str, Any]]:
    """The rules as stored, or S3's error for a configuration it refuses."""
    if not isinstance(rules, list) or not rules or len(rules) > MAX_RULES:
        raise malformed_xml()
    kept: list[dict[str, Any]] = []
    for rule in rules:
        if not isinstance(rule, Mapping):
            raise malformed_xml()
        methods, origins = _strings(rule, "AllowedMethods"), _strings(rule, "AllowedOrigins")
        if not methods or not origins:
            raise malformed_xml()
        for method in methods:
            if method not in METHODS:
                raise invalid_request(
                    f"Found unsupported HTTP method in CORS config. Unsupported method is {method}"
                )
        for origin in origins:
            if origin.count("*") > 1:
                raise invalid_request(f'AllowedOrigin "{origin}" can not have more than one wildcard.')
        headers = _strings(rule, "AllowedHeaders")
        for header in headers:
            if header.count("*") > 1:
                raise invalid_request(f'AllowedHeader "{header}" can not have more than one wildcard.')
        out: dict[str, Any] = {}
        if rule.get("ID") is not None:
            if not isinstance(rule["ID"], str) or len(rule["ID"]) > MAX_ID:
                raise invalid_request("The ID of a CORS rule must be at most 255 characters long.")
            out["ID"] = rule["ID"]
        if headers:
            out["AllowedHeaders"] = headers
        out["AllowedMethods"] = methods
        out["AllowedOrigins"] = origins
        expose = _strings(rule, "ExposeHeaders")
        if expose:
            out["ExposeHeaders"] = expose
        if rule.get("MaxAgeSeconds") is not None:
            age = rule["MaxAgeSeconds"]
            if not isinstance(age, int) or isinstance(age, bool) or age < 0:
                raise malformed_xml()
            out["MaxAgeSeconds"] = age
        kept.append(out)
    if len(json.dumps(kept)) > MAX_BYTES:
        raise AwsError("MaxMessageLengthExceeded", "Your request was too big.", status=400)
    return kept


def put_bucket_cors(
    state: S3State, request: PutBucketCorsRequest, ctx: RequestContext
) -> PutBucketCorsResponse:
    config = cast("dict[str, Any]", request.get("CORSConfiguration") or {})
    rules = checked_rules(config.get("CORSRules"))
    with state.store.transaction():
        state.bucket(request["Bucket"])
        settings.put(state.store, request["Bucket"], SETTING, rules)
    return {}


def get_bucket_cors(
    state: S3State, request: GetBucketCorsRequest, ctx: RequestContext
) -> GetBucketCorsResponse:
    state.bucket(request["Bucket"])
    rules = settings.get(state.store, request["Bucket"], SETTING)
    if rules is None:
        raise no_such_cors(request["Bucket"])
    return cast("GetBucketCorsResponse", {"CORSRules": rules})


def delete_bucket_cors(
    state: S3State, request: DeleteBucketCorsRequest, ctx: RequestContext
) -> DeleteBucketCorsResponse:
    with state.store.transaction():
        state.bucket(request["Bucket"])
        settings.delete(state.store, request["Bucket"], SETTING)
    return {}


@lru_cache(maxsize=1024)
def _pattern(wildcard: str, fold: bool) -> re.Pattern[str]:
    return re.compile(
        ".*".join(re.escape(part) for part in wildcard.split("*")), re.IGNORECASE if fold else 0
    )


def _matches(wildcard: str, value: str, fold: bool = False) -> bool:
    return _pattern(wildcard, fold).fullmatch(value) is not None


@dataclass(frozen=True, slots=True)
class Match:
    """The rule a CORS request matched, and the origin the answer allows (``*`` or the request's)."""

    rule: Mapping[str, Any]
    allow_origin: str


def matching_rule(
    rules: Sequence[Mapping[str, Any]], origin: str, method: str, headers: Sequence[str] = ()
) -> Match | None:
    """The first rule allowing this origin, method and (for a preflight) request headers."""
    for rule in rules:
        allowed = [o for o in rule["AllowedOrigins"] if _matches(o, origin)]
        if not allowed or method not in rule["AllowedMethods"]:
            continue
        patterns = rule.get("AllowedHeaders") or []
        if all(any(_matches(p, h, fold=True) for p in patterns) for h in headers):
            return Match(rule, "*" if "*" in allowed else origin)
    return None
