"""What AWS WAF offers other services on the hub: :class:`WebAclFilter`, asked by a front door (API
Gateway's REST data plane, CloudFront's edge) before it serves a request to a resource that may have a web ACL."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


@dataclass(frozen=True, slots=True)
class WafRequest:
    """One request as WAF inspects it: ``uri`` is the path as the client sent it (with a REST API's
    stage), ``query_string`` undecoded, header names lower-cased, ``client_ip`` the address labcloud saw."""

    method: str
    uri: str
    query_string: str
    headers: dict[str, str]
    body: bytes
    client_ip: str


@dataclass(frozen=True, slots=True)
class WafBlock:
    """A blocked request's answer: ``custom`` when a CustomResponse gave it (sent as is), else the front
    door answers its own way (API Gateway's 403 ``Forbidden``, the WAF_FILTERED gateway response)."""

    status: int
    body: bytes = b""
    content_type: str = "text/plain"
    headers: list[tuple[str, str]] = field(default_factory=list)
    custom: bool = False


class WebAclFilter(Protocol):
    def inspect(self, resource_arn: str, request: WafRequest) -> WafBlock | None:
        """Evaluates the web ACL associated with ``resource_arn`` (if any) against ``request``: None to let
        it through, or how to answer it when a rule or the default action blocks it."""
        ...

    def inspect_acl(self, acl_arn: str, resource_arn: str, request: WafRequest) -> WafBlock | None:
        """Evaluates the web ACL ``acl_arn`` itself for ``resource_arn`` (a CloudFront distribution names its
        CLOUDFRONT web ACL in its ``WebACLId``): None when it lets the request through or does not exist."""
        ...

    def scope_of(self, acl_arn: str) -> str | None:
        """The Scope (REGIONAL or CLOUDFRONT) of the web ACL ``acl_arn``, None when there is none."""
        ...
