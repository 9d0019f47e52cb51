"""The data plane: a distribution served at ``/_labcloud/cloudfront/<id>/<path>`` (docs/cloudfront.md).

A request picks its cache behaviour by path pattern (the CacheBehaviors in order, then the default),
is refused 403 for a method the behaviour does not allow, is answered from the edge cache while a kept
answer's TTL lasts (``X-Cache: Hit from cloudfront``), else from the origin: an S3 bucket read through
the hub as the origin's OAC (``cloudfront.amazonaws.com`` with ``aws:SourceArn`` = the distribution's ARN)
or OAI (its IAM user), else anonymously, so the bucket policy decides as on AWS. A custom origin that is
labcloud's own API Gateway, function URL or load balancer domain name is reached through that front door
in-process; any other answers 502. CustomErrorResponses replace an origin error. :class:`DistributionDoor`
serves the same on the host ``<id>.cloudfront.localhost``.
"""

from __future__ import annotations

import base64
import fnmatch
import os
import re
from typing import Any, cast

from labcloud import clock
from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.front_doors import ExecuteApi, FunctionUrls, HttpApis, LoadBalancers
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.protocol.xml_text import escape
from labcloud.services.cloudfront import distributions as dists
from labcloud.services.cloudfront.edge_cache import Cached
from labcloud.services.cloudfront.repo import rows
from labcloud.services.cloudfront.state import CloudFrontState
from labcloud.services.wafv2.interfaces import WafRequest, WebAclFilter

METHODS = ("GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE")
#: TTLs of a behaviour without a cache policy (its MinTTL/DefaultTTL/MaxTTL when given).
LEGACY_TTLS = (0, 86400, 31536000)
_S3_DOMAIN = re.compile(
    r"^(?P<bucket>[a-z0-9.\-]+?)\.s3(?:[.-](?P<region>[a-z0-9-]+))?\.(?:amazonaws\.com|localhost)(?::\d+)?$"
)
_API = re.compile(r"^(?P<id>[a-z0-9]+)\.execute-api(?:\.[a-z0-9-]+)?\.(?:amazonaws\.com|localhost)$")
_URL = re.compile(r"^(?P<id>[a-z0-9]+)\.lambda-url\.[a-z0-9-]+\.(?:on\.aws|localhost)$")
_ALB = re.compile(r"^[a-z0-9.-]+\.elb\.(?:amazonaws\.com|localhost)$")
#: Request headers CloudFront does not pass on to a custom origin as the viewer sent them.
_HOP_HEADERS = frozenset({"host", "connection", "content-length", "transfer-encoding", "authorization"})
_MAX_AGE = re.compile(r"(?:s-maxage|max-age)=(\d+)")


class Answer:
    """One answer of the edge: status, headers and body."""

    __slots__ = ("status", "headers", "body")

    def __init__(self, status: int, headers: list[tuple[str, str]], body: bytes) -> None:
        self.status = status
        self.headers = headers
        self.body = body


def routes(state: CloudFrontState) -> list[InternalRoute]:
    async def serve(request: InternalRequest) -> InternalResponse:
        return await handle(state, request, request.params["id"], "/" + request.params.get("path", ""))

    found: list[InternalRoute] = []
    for method in METHODS:
        found.append(InternalRoute(method, "/cloudfront/{id}/{path:path}", serve))
        found.append(InternalRoute(method, "/cloudfront/{id}", serve))
    return found


def _error(status: int, code: str, message: str) -> Answer:
    body = (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>{escape(code)}</Code>'
        f"<Message>{escape(message)}</Message></Error>"
    )
    return Answer(status, [("Content-Type", "application/xml")], body.encode())


def pattern_matches(pattern: str, path: str) -> bool:
    """CloudFront's path patterns: case-sensitive, ``*`` any characters (``/`` too), ``?`` one; the
    leading ``/`` optional."""
    pattern = pattern if pattern.startswith("/") else "/" + pattern
    return fnmatch.fnmatchcase(path, pattern.replace("[", "[[]"))


def behaviour_for(config: dict[str, Any], path: str) -> dict[str, Any]:
    for behaviour in (config.get("CacheBehaviors") or {}).get("Items") or []:
        if pattern_matches(str(behaviour["PathPattern"]), path):
            return dict(behaviour)
    return dict(config["DefaultCacheBehavior"])


def _allowed(behaviour: dict[str, Any]) -> tuple[set[str], set[str]]:
    allowed = behaviour.get("AllowedMethods") or {}
    methods = {str(m).upper() for m in allowed.get("Items") or ["GET", "HEAD"]}
    cached = {str(m).upper() for m in (allowed.get("CachedMethods") or {}).get("Items") or ["GET", "HEAD"]}
    return methods, cached & methods


def _ttls(state: CloudFrontState, behaviour: dict[str, Any]) -> tuple[tuple[int, int, int], dict[str, Any]]:
    policy_id = behaviour.get("CachePolicyId")
    if policy_id:
        policy = dists.cache_policy(state, policy_id) or {}
        ttls = (
            int(policy.get("MinTTL", 0)),
            int(policy.get("DefaultTTL", 86400)),
            int(policy.get("MaxTTL", 31536000)),
        )
        return ttls, dict(policy.get("ParametersInCacheKeyAndForwardedToOrigin") or {})
    ttls = (
        int(behaviour.get("MinTTL", LEGACY_TTLS[0])),
        int(behaviour.get("DefaultTTL", LEGACY_TTLS[1])),
        int(behaviour.get("MaxTTL", LEGACY_TTLS[2])),
    )
    forwarded = behaviour.get("ForwardedValues") or {}
    keys: dict[str, Any] = {
        "QueryStringsConfig": {"QueryStringBehavior": "all" if forwarded.get("QueryString") else "none"},
        "HeadersConfig": {
            "HeaderBehavior": "whitelist" if (forwarded.get("Headers") or {}).get("Items") else "none",
            "Headers": forwarded.get("Headers") or {},
        },
    }
    return ttls, keys


def cache_key(keys: dict[str, Any], request: InternalRequest) -> str:
    """The parts of the request the cache policy puts in the key (beside the path)."""
    parts: list[str] = []
    queries = keys.get("QueryStringsConfig") or {}
    behaviour = queries.get("QueryStringBehavior", "none")
    names = set((queries.get("QueryStrings") or {}).get("Items") or [])
    for name in sorted(request.query):
        if (
            behaviour == "all"
            or (behaviour == "whitelist" and name in names)
            or (behaviour == "allExcept" and name not in names)
        ):
            parts.append(f"q:{name}={','.join(request.query[name])}")
    headers = keys.get("HeadersConfig") or {}
    if headers.get("HeaderBehavior") == "whitelist":
        lowered = {k.lower(): v for k, v in request.headers.items()}
        for name in sorted(str(h).lower() for h in (headers.get("Headers") or {}).get("Items") or []):
            parts.append(f"h:{name}={lowered.get(name, '')}")
    return "&".join(parts)


def _ttl_of(ttls: tuple[int, int, int], headers: list[tuple[str, str]]) -> int:
    minimum, default, maximum = ttls
    control = next((v for k, v in headers if k.lower() == "cache-control"), "").lower()
    if any(word in control for word in ("no-store", "no-cache", "private")):
        return minimum
    found = _MAX_AGE.findall(control)
    if found:
        return max(minimum, min(maximum, int(found[0])))
    return default


def _edge_headers(answer: Answer, cache: str) -> list[tuple[str, str]]:
    pop = os.urandom(16).hex()
    cf_id = base64.urlsafe_b64encode(os.urandom(42)).decode()
    return [
        *answer.headers,
        ("X-Cache", f"{cache} from cloudfront"),
        ("Via", f"1.1 {pop}.cloudfront.net (CloudFront)"),
        ("X-Amz-Cf-Pop", "LAB1-C1"),
        ("X-Amz-Cf-Id", cf_id),
    ]


def _response(answer: Answer, cache: str, head: bool) -> InternalResponse:
    headers = _edge_headers(answer, cache)
    content_type = next((v for k, v in headers if k.lower() == "content-type"), "application/octet-stream")
    rest = [(k, v) for k, v in headers if k.lower() != "content-type"]
    return InternalResponse(answer.status, b"" if head else answer.body, content_type, rest)


_WAF_BLOCKED = (
    b'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n'
    b"<HTML><HEAD><TITLE>ERROR: The request could not be satisfied</TITLE></HEAD><BODY>\n"
    b'<H1>403 ERROR</H1>\n<H2>The request could not be satisfied.</H2>\n<HR noshade size="1px">\n'
    b"Request blocked.\n</BODY></HTML>"
)


def _waf_blocked(
    state: CloudFrontState, doc: dict[str, Any], request: InternalRequest, path: str
) -> Answer | None:
    """AWS WAF's verdict when the distribution's ``WebACLId`` names a web ACL (a wafv2 ARN), before the
    cache: None to go on, else the web ACL's CustomResponse or CloudFront's 403 "Request blocked." page."""
    acl_arn = str(doc["DistributionConfig"].get("WebACLId") or "")
    if not acl_arn.startswith("arn:aws:wafv2:"):
        return None
    waf = state.find_interface(WebAclFilter)
    if waf is None:
        return None
    query = "&".join(f"{k}={v}" for k, values in request.query.items() for v in values)
    seen = WafRequest(request.method, path, query, request.headers, request.body, "127.0.0.1")
    block = cast("WebAclFilter", waf).inspect_acl(acl_arn, str(doc["ARN"]), seen)
    if block is None:
        return None
    if block.custom:
        return Answer(block.status, [("Content-Type", block.content_type), *block.headers], block.body)
    return Answer(403, [("Content-Type", "text/html")], _WAF_BLOCKED)


async def handle(
    state: CloudFrontState, request: InternalRequest, distribution_id: str, path: str
) -> InternalResponse:
    """Answer one viewer request, and publish it as a ``cloudfront.request`` event (AWS/CloudFront's
    metrics are made from those: ``cloudwatch/publishing/cloudfront.py``)."""
    doc = rows.get(state.store, "distribution", distribution_id)
    response = await _serve(state, request, doc, distribution_id, path)
    if doc is not None:
        with state.store.transaction():
            state.bus.publish(
                "cloudfront.request",
                service="cloudfront",
                account_id=str(doc.get("_account") or state.settings.account_id),
                region="us-east-1",
                resource=doc["ARN"],
                data={
                    "distribution_id": doc["Id"],
                    "method": request.method,
                    "path": path,
                    "status": response.status,
                    "bytes": len(response.body),
                    "cache": next((v for k, v in response.headers if k == "X-Cache"), "").split(" ", 1)[0],
                },
            )
    return response


async def _serve(
    state: CloudFrontState,
    request: InternalRequest,
    doc: dict[str, Any] | None,
    distribution_id: str,
    path: str,
) -> InternalResponse:
    head = request.method == "HEAD"
    if doc is None:
        return _response(
            _error(404, "NoSuchDistribution", f"No distribution {distribution_id}."), "Error", head
        )
    config = doc["DistributionConfig"]
    if not config["Enabled"]:
        return _response(_error(403, "DistributionDisabled", "The distribution is disabled."), "Error", head)
    blocked = _waf_blocked(state, doc, request, path)
    if blocked is not None:
        return _response(blocked, "Error", head)
    if path == "/" and config.get("DefaultRootObject"):
        path = "/" + str(config["DefaultRootObject"])
    behaviour = behaviour_for(config, path)
    methods, cached_methods = _allowed(behaviour)
    if request.method not in methods:
        message = "This distribution is not configured to allow the HTTP request method that was used for this request."
        return _response(_error(403, "MethodNotAllowed", message), "Error", head)
    ttls, keys = _ttls(state, behaviour)
    key = cache_key(keys, request)
    cacheable = request.method in cached_methods and ttls[2] > 0
    now = clock.now()
    if cacheable:
        kept = state.cache.get(doc["Id"], path, key, now)
        if kept is not None:
            headers = [*kept.headers, ("Age", str(int(now - kept.stored)))]
            return _response(Answer(kept.status, headers, kept.body), "Hit", head)
    answer = await _from_origin(state, doc, behaviour, request, path)
    if answer.status >= 400:
        return _response(await _custom_error(state, doc, request, answer), "Error", head)
    if cacheable and answer.status in (200, 203, 300, 301, 410):
        ttl = _ttl_of(ttls, answer.headers)
        if ttl > 0:
            state.cache.put(
                doc["Id"], path, key, Cached(answer.status, answer.headers, answer.body, now, now + ttl)
            )
    return _response(answer, "Miss", head)


async def _custom_error(
    state: CloudFrontState, doc: dict[str, Any], request: InternalRequest, answer: Answer
) -> Answer:
    for custom in (doc["DistributionConfig"].get("CustomErrorResponses") or {}).get("Items") or []:
        if int(custom["ErrorCode"]) != answer.status:
            continue
        status = int(custom.get("ResponseCode") or answer.status)
        page = custom.get("ResponsePagePath")
        if not page:
            return Answer(status, answer.headers, answer.body)
        behaviour = behaviour_for(doc["DistributionConfig"], str(page))
        found = await _from_origin(state, doc, behaviour, request, str(page))
        if found.status >= 400:
            return answer
        return Answer(status, found.headers, found.body)
    return answer


async def _from_origin(
    state: CloudFrontState,
    doc: dict[str, Any],
    behaviour: dict[str, Any],
    request: InternalRequest,
    path: str,
) -> Answer:
    origins = {o["Id"]: o for o in doc["DistributionConfig"]["Origins"]["Items"]}
    origin = origins[behaviour["TargetOriginId"]]
    domain = str(origin["DomainName"]).lower()
    s3 = _S3_DOMAIN.match(domain)
    if origin.get("S3OriginConfig") is not None and s3 is not None:
        return await _from_bucket(state, doc, origin, s3.group("bucket"), path, request.method)
    if origin.get("CustomOriginConfig") is not None:
        answered = await _from_door(state, origin, domain, request, path)
        if answered is not None:
            return answered
    return _error(
        502,
        "BadGateway",
        f"labcloud reaches only S3 buckets and its own API Gateway, function URL and load balancer domain "
        f"names; the origin {origin['DomainName']} cannot be reached.",
    )


async def _from_door(
    state: CloudFrontState, origin: dict[str, Any], domain: str, request: InternalRequest, path: str
) -> Answer | None:
    """The answer of labcloud's own front door for a custom origin's domain name, or None for a domain
    labcloud does not serve."""
    from urllib.parse import urlencode

    full = str(origin.get("OriginPath") or "") + path
    headers = {k.lower(): v for k, v in request.headers.items() if k.lower() not in _HOP_HEADERS}
    headers["host"] = domain
    wire = WireRequest(
        request.method,
        full,
        urlencode([(k, v) for k, values in request.query.items() for v in values]),
        headers,
        request.body,
        raw_path=full,
    )
    response: WireResponse | None = None
    if (api := _API.match(domain)) is not None:
        http_apis = cast_door(state, HttpApis)
        if http_apis is not None and http_apis.owns(api.group("id")):
            response = await http_apis.handle(wire, api.group("id"), full)
        else:
            rest = cast_door(state, ExecuteApi)
            response = None if rest is None else await rest.handle(wire, api.group("id"), full)
    elif (url := _URL.match(domain)) is not None:
        urls = cast_door(state, FunctionUrls)
        response = None if urls is None else await urls.handle(wire, url.group("id"), full)
    elif _ALB.match(domain) is not None:
        balancers = cast_door(state, LoadBalancers)
        response = None if balancers is None else await balancers.handle(wire, domain, None, full)
    if response is None:
        return None
    body = response.body
    if response.stream is not None:
        body = b"".join([chunk async for chunk in response.stream])
    kept = [(k, v) for k, v in response.headers if k.lower() not in ("content-length", "connection")]
    return Answer(response.status, [("Content-Type", response.content_type), *kept], body)


def cast_door(state: CloudFrontState, kind: type[Any]) -> Any:
    """The front door ``kind`` if its service offers it."""
    return state.find_interface(kind)


def _principal(account_id: str, origin: dict[str, Any]) -> tuple[Principal, dict[str, Any]]:
    if origin.get("OriginAccessControlId"):
        arn = "cloudfront.amazonaws.com"
        return Principal(account_id=account_id, arn=arn, kind="service", name=arn), {}
    identity = (origin.get("S3OriginConfig") or {}).get("OriginAccessIdentity") or ""
    if identity:
        oai = identity.rsplit("/", 1)[-1]
        arn = f"arn:aws:iam::cloudfront:user/CloudFront Origin Access Identity {oai}"
        return Principal(account_id=account_id, arn=arn, kind="service", name=arn), {}
    return Principal(account_id=account_id, arn="*", kind="service", name="anonymous"), {}


def _canonical_user(state: CloudFrontState, account: str, origin: dict[str, Any]) -> str | None:
    identity = (origin.get("S3OriginConfig") or {}).get("OriginAccessIdentity") or ""
    if not identity:
        return None
    doc = rows.get(state.store, "oai", identity.rsplit("/", 1)[-1], account)
    return None if doc is None else str(doc["S3CanonicalUserId"])


async def _from_bucket(
    state: CloudFrontState, doc: dict[str, Any], origin: dict[str, Any], bucket: str, path: str, method: str
) -> Answer:
    if method not in ("GET", "HEAD"):
        return _error(403, "MethodNotAllowed", "labcloud reads S3 origins with GET and HEAD only.")
    account = str(doc.get("_account") or state.settings.account_id)
    principal, _ = _principal(account, origin)
    extra = (
        {"aws:SourceArn": doc["ARN"], "aws:SourceAccount": account}
        if origin.get("OriginAccessControlId")
        else {}
    )
    key = (str(origin.get("OriginPath") or "") + path).lstrip("/")
    from urllib.parse import unquote

    key = unquote(key)
    try:
        got = await state.caller.call(
            "s3",
            "GetObject",
            {"Bucket": bucket, "Key": key},
            account_id=account,
            region="us-east-1",
            principal=principal,
            extra=extra,
        )
    except AwsError as error:
        canonical = _canonical_user(state, account, origin)
        if error.code != "AccessDenied" or canonical is None:
            return _error(error.status or 400, error.code, error.message)
        # S3 knows an OAI by its IAM user and by its canonical user id: a policy may name either
        try:
            got = await state.caller.call(
                "s3",
                "GetObject",
                {"Bucket": bucket, "Key": key},
                account_id=account,
                region="us-east-1",
                principal=Principal(account_id=account, arn=canonical, kind="service", name=canonical),
            )
        except AwsError as again:
            return _error(again.status or 400, again.code, again.message)
    parts: list[bytes] = []
    async for chunk in got["Body"]:
        parts.append(chunk)
    headers = [("Content-Type", str(got.get("ContentType") or "binary/octet-stream"))]
    if got.get("ETag"):
        headers.append(("ETag", str(got["ETag"])))
    if got.get("CacheControl"):
        headers.append(("Cache-Control", str(got["CacheControl"])))
    return Answer(200, headers, b"".join(parts))


class DistributionDoor:
    """:class:`~labcloud.front_doors.Distributions` over this service's state: the host form."""

    def __init__(self, state: CloudFrontState) -> None:
        self.state = state

    async def handle(self, request: WireRequest, distribution_id: str, path: str) -> WireResponse:
        from urllib.parse import parse_qs, unquote

        internal = InternalRequest(
            request.method,
            path,
            parse_qs(request.query_string, keep_blank_values=True),
            request.headers,
            request.body,
        )
        answered = await handle(self.state, internal, distribution_id, unquote(path.split("?", 1)[0]) or "/")
        return WireResponse(answered.status, answered.body, answered.headers, answered.content_type)
