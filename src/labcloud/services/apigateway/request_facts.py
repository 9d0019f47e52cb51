"""One request to an invoke URL as the data plane sees it: the API, stage, route and the request's parts,
and the ``requestContext`` AWS gives integrations (Lambda proxy events, ``$context`` in templates)."""

from __future__ import annotations

import fnmatch
import secrets
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

from labcloud import clock
from labcloud.protocol.wire import WireRequest
from labcloud.services.apigateway.client_cert import client_cert
from labcloud.services.apigateway.repo.apis import ApiRecord
from labcloud.services.apigateway.routing import Route

_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@dataclass(slots=True)
class Facts:
    request: WireRequest
    api: ApiRecord
    stage: dict[str, Any]
    route: Route
    #: The path after the stage, percent-decoded (``/pets/1``).
    path: str
    request_id: str
    gateway_id: str
    started: float = field(default_factory=clock.now)
    #: ``X-Amzn-Trace-Id`` of this request (passed to the integration and answered to the client).
    trace_id: str = ""
    #: ``requestContext.authorizer`` once an authorizer allowed the request (principalId, its context).
    authorizer: dict[str, Any] | None = None
    #: ``requestContext.identity`` members an AWS_IAM caller's signature established (user, userArn...).
    caller: dict[str, Any] = field(default_factory=dict)
    #: The AWS_IAM caller's principal (a Lambda integration with caller credentials invokes as it).
    caller_principal: Any = None
    #: The Lambda authorizer's ``usageIdentifierKey`` (the API key when ``apiKeySource`` is AUTHORIZER).
    usage_key: str | None = None
    #: How long the integration took (milliseconds; 0 when the gateway answered before it).
    integration_latency_ms: float = 0.0
    #: What decided the request's authorization, for the view (``type``, ``name``, ``decision``
    #: allowed/denied/error, ``cached``); None for methods without authorization.
    auth: dict[str, Any] | None = None
    #: The stage cache's part: "hit", "miss", or None when the method is not cached.
    cache: str | None = None
    #: The VPC endpoint a request to a private custom domain name is taken to arrive through
    #: (``private_access.py``): its ``aws:SourceVpce``.
    source_vpce: str | None = None

    def __post_init__(self) -> None:
        if not self.trace_id:
            self.trace_id = f"Root=1-{int(self.started):08x}-{secrets.token_hex(12)}"
            if self.stage.get("tracingEnabled"):  # the stage samples it under its own segment (no X-Ray here)
                self.trace_id += f";Parent={secrets.token_hex(8)};Sampled=1"

    @property
    def stage_name(self) -> str:
        return str(self.stage["stageName"])

    @property
    def variables(self) -> dict[str, str]:
        return dict(self.stage.get("variables") or {})

    @property
    def http_method(self) -> str:
        return self.request.method.upper()

    @property
    def domain(self) -> str:
        """``domainName``: the custom domain name a request came through, else the invoke URL's host."""
        return (
            self.request.custom_domain_name() or f"{self.api.id}.execute-api.{self.api.region}.amazonaws.com"
        )

    @property
    def domain_prefix(self) -> str:
        return self.domain.split(".", 1)[0]

    def source_arn(self) -> str:
        """The ARN a Lambda permission's SourceArn is matched against (method and resource path)."""
        resource_path = str(self.route.resource["path"]).lstrip("/")
        return (
            f"arn:aws:execute-api:{self.api.region}:{self.api.account_id}:{self.api.id}/"
            f"{self.stage_name}/{self.http_method}/{resource_path}"
        )

    def method_arn(self) -> str:
        """The ARN of this very request (``.../<stage>/<METHOD>/<path as called>``), which authorizers'
        policies and ``execute-api:Invoke`` permissions are evaluated against."""
        return (
            f"arn:aws:execute-api:{self.api.region}:{self.api.account_id}:{self.api.id}/"
            f"{self.stage_name}/{self.http_method}{self.path}"
        )

    def is_binary(self) -> bool:
        """Whether the request's Content-Type is one of the API's binary media types."""
        content_type = self.request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
        return any(
            fnmatch.fnmatch(content_type, t.lower()) for t in self.api.doc.get("binaryMediaTypes") or []
        )

    def request_context(self) -> dict[str, Any]:
        context = self._context()
        if self.authorizer is not None:
            context["authorizer"] = self.authorizer
        cert = client_cert(self.request.tls)
        if cert is not None:  # a custom domain name with mutual TLS
            context["identity"]["clientCert"] = cert
        return context

    def _context(self) -> dict[str, Any]:
        moment = time.gmtime(self.started)
        request_time = (
            f"{moment.tm_mday:02d}/{_MONTHS[moment.tm_mon - 1]}/{moment.tm_year}:"
            f"{moment.tm_hour:02d}:{moment.tm_min:02d}:{moment.tm_sec:02d} +0000"
        )
        return {
            "resourceId": self.route.resource["id"],
            "resourcePath": self.route.resource["path"],
            "httpMethod": self.http_method,
            "extendedRequestId": self.gateway_id,
            "requestTime": request_time,
            "path": f"/{self.stage_name}{self.path}",
            "accountId": self.api.account_id,
            "protocol": "HTTP/1.1",
            "stage": self.stage_name,
            "domainPrefix": self.domain_prefix,
            "requestTimeEpoch": int(self.started * 1000),
            "requestId": self.request_id,
            "identity": {
                "cognitoIdentityPoolId": None,
                "accountId": None,
                "cognitoIdentityId": None,
                "caller": None,
                "sourceIp": self.request.client_host,
                "principalOrgId": None,
                "accessKey": None,
                "cognitoAuthenticationType": None,
                "cognitoAuthenticationProvider": None,
                "userArn": None,
                "userAgent": self.request.headers.get("user-agent"),
                "user": None,
                **self.caller,
            },
            "domainName": self.domain,
            "deploymentId": self.stage["deploymentId"],
            "apiId": self.api.id,
        }


def decoded_path(raw: str) -> str:
    return unquote(raw) or "/"
