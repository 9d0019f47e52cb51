"""What API Gateway offers the rest of labcloud on the hub (``hub.offer``/``hub.interface``).

The app hands requests for an invoke URL (``protocol/execute_api.py`` tells which) to
:class:`ExecuteApi`, a front door whose contract the core defines (``labcloud/front_doors.py``), and
requests to custom domain names are mapped to an API and stage by :class:`CustomDomains`;
WebSocket APIs check API keys against usage plans through :class:`ApiKeys`; API Gateway v2 shares the
custom domain names (one record per name, as on AWS) through :class:`DomainNames`.
Nothing outside this package touches API Gateway's tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from labcloud.context import RequestContext
from labcloud.front_doors import CustomDomains, ExecuteApi

__all__ = ["ApiKeys", "CustomDomains", "DomainNames", "ExecuteApi", "KeyVerdict"]


@dataclass(frozen=True, slots=True)
class KeyVerdict:
    """An API key's admission for one request: ``status`` None when admitted (then ``key_id``), else
    AWS's status, message and ``x-amzn-ErrorType`` (403 Forbidden, 429 Too Many Requests / Limit Exceeded)."""

    status: int | None
    message: str = ""
    error_type: str = ""
    key_id: str | None = None


class ApiKeys(Protocol):
    """API keys and usage plans (REST's) for other API kinds: WebSocket APIs' ``ApiKeyRequired`` routes."""

    def admit(self, account_id: str, region: str, api_id: str, stage: str, value: str | None) -> KeyVerdict:
        """Whether the key ``value`` may make one request to the stage now (an admitted request is counted)."""
        ...


class DomainNames(Protocol):
    """Custom domain names for API Gateway v2's operations (already authorized by its pipeline): one
    record per name, in this service's vocabulary (``domainName``, ``regionalCertificateArn``...) and
    with its checks; errors are raised as AWS's (NotFoundException, BadRequestException, ConflictException)."""

    def domain(self, operation: str, request: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
        """Run CreateDomainName, GetDomainName, GetDomainNames, UpdateDomainName or DeleteDomainName
        (Create and Update: with ``request["_truststore"]``, what :meth:`truststore` read, for mutual TLS)."""
        ...

    async def truststore(self, ctx: RequestContext, uri: str, version: str | None) -> dict[str, Any]:
        """The mutual TLS truststore at ``uri`` (an S3 URI; ``version`` its object version), read and
        checked (BadRequestException when it cannot be read or holds no certificate)."""
        ...

    def mappings(self, ctx: RequestContext, domain: str) -> list[dict[str, Any]]:
        """The name's mappings: ``apiMappingId``, ``basePath`` (``(none)`` for the empty key), ``restApiId``, ``stage``."""
        ...

    def put_mapping(
        self,
        ctx: RequestContext,
        domain: str,
        mapping: dict[str, Any],
        *,
        replaces: str | None,
        rest_api: bool,
    ) -> None:
        """Store a mapping (``apiMappingId``, ``basePath``, ``restApiId``, ``stage``), in place of the one at
        base path ``replaces`` if given; ``rest_api``: the target is a REST API this service checks."""
        ...

    def delete_mapping(self, ctx: RequestContext, domain: str, base_path: str) -> None: ...

    def tags(
        self, ctx: RequestContext, domain: str, add: dict[str, str], remove: list[str]
    ) -> dict[str, str]:
        """The name's tags after adding ``add`` and removing the keys ``remove`` (both may be empty)."""
        ...
