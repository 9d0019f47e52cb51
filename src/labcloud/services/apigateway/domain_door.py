"""``interfaces.DomainNames``: the custom domain names API Gateway v2's operations share with this
service. On AWS a custom domain name is one resource both APIs see, so there is one record, kept here
(``domain_ops.py``, ``domains.py``): v2 creates, reads, updates and deletes names through this door, with
v1's own checks (a mutual TLS truststore read first with :meth:`DomainDoor.truststore` and passed in
the request as ``truststore.LOADED``), and keeps its API mappings as base path mappings (each with its v2 id, and, for an HTTP
API, the API id v2 has checked). The router (``domains.py``) then serves both kinds: the app hands the
request to whichever service owns the mapped API id."""

from __future__ import annotations

import hashlib
from typing import Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway import domains, truststore
from labcloud.services.apigateway.errors import conflict, not_found
from labcloud.services.apigateway.publish import emit_domain
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState

#: The operations of ``domain_ops`` the door runs for v2 (in v1's vocabulary).
_DOMAIN_OPERATIONS = (
    "CreateDomainName",
    "GetDomainName",
    "GetDomainNames",
    "UpdateDomainName",
    "DeleteDomainName",
)


def mapping_id(domain: str, base_path: str, doc: dict[str, Any]) -> str:
    """A mapping's v2 id: the one v2 gave it, else one derived from its name and base path (stable)."""
    given = doc.get("_apiMappingId")
    if given:
        return str(given)
    return hashlib.sha256(f"{domain}\n{base_path}".encode()).hexdigest()[:6]


class DomainDoor:
    def __init__(self, state: ApigwState) -> None:
        self.state = state

    def domain(self, operation: str, request: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
        if operation not in _DOMAIN_OPERATIONS:
            raise ValueError(f"not a domain name operation: {operation}")
        from labcloud.services.apigateway import domain_ops

        fn: Any = {
            "CreateDomainName": domain_ops.create_with,
            "GetDomainName": domain_ops.get_domain_name,
            "GetDomainNames": domain_ops.get_domain_names,
            "UpdateDomainName": domain_ops.update_with,
            "DeleteDomainName": domain_ops.delete_domain_name,
        }[operation]
        return dict(cast("dict[str, Any]", fn(self.state, cast(Any, request), ctx)))

    async def truststore(self, ctx: RequestContext, uri: str, version: str | None) -> dict[str, Any]:
        return await truststore.load(self.state.calls, ctx, uri, version)

    def mappings(self, ctx: RequestContext, domain: str) -> list[dict[str, Any]]:
        found = self._domain(ctx, domain)
        return [
            {
                "apiMappingId": mapping_id(found.id, m.id, m.doc),
                "basePath": m.id,
                "restApiId": m.doc["restApiId"],
                "stage": m.doc.get("stage"),
            }
            for m in parts.list_parts(self.state.store, domains.mapping_scope(found.id), domains.MAPPING)
        ]

    def put_mapping(
        self,
        ctx: RequestContext,
        domain: str,
        mapping: dict[str, Any],
        *,
        replaces: str | None,
        rest_api: bool,
    ) -> None:
        from labcloud.services.apigateway import domain_ops

        base_path = domain_ops._base_path(mapping["basePath"])
        doc: dict[str, Any] = {"basePath": base_path, "restApiId": mapping["restApiId"]}
        if mapping.get("stage"):
            doc["stage"] = mapping["stage"]
        with self.state.store.transaction():
            found = self._domain(ctx, domain)
            if rest_api:
                domain_ops._check_target(self.state, ctx, doc)
            scope = domains.mapping_scope(found.id)
            if base_path != replaces and parts.find_part(self.state.store, scope, domains.MAPPING, base_path):
                raise conflict("ApiMapping key already exists for this domain name")
            if replaces is not None:
                parts.delete_part(self.state.store, scope, domains.MAPPING, replaces)
            stored = {**doc, "_apiMappingId": mapping["apiMappingId"]}
            parts.insert_part(
                self.state.store, PartRecord(scope, domains.MAPPING, base_path, stored), clock.now()
            )
            if replaces is None:
                emit_domain(
                    self.state,
                    "apigateway.basepathmapping.created",
                    ctx.account_id,
                    ctx.region,
                    found.id,
                    base_path=base_path,
                    rest_api_id=doc["restApiId"],
                    stage=doc.get("stage"),
                )
        domains.rebuild(self.state)

    def delete_mapping(self, ctx: RequestContext, domain: str, base_path: str) -> None:
        with self.state.store.transaction():
            found = self._domain(ctx, domain)
            if (
                parts.find_part(self.state.store, domains.mapping_scope(found.id), domains.MAPPING, base_path)
                is None
            ):
                raise not_found("Invalid ApiMapping identifier specified")
            parts.delete_part(self.state.store, domains.mapping_scope(found.id), domains.MAPPING, base_path)
            emit_domain(
                self.state,
                "apigateway.basepathmapping.deleted",
                ctx.account_id,
                ctx.region,
                found.id,
                base_path=base_path,
            )
        domains.rebuild(self.state)

    def tags(
        self, ctx: RequestContext, domain: str, add: dict[str, str], remove: list[str]
    ) -> dict[str, str]:
        with self.state.store.transaction():
            found = self._domain(ctx, domain)
            tags = {k: v for k, v in {**(found.doc.get("tags") or {}), **add}.items() if k not in remove}
            if tags != (found.doc.get("tags") or {}):
                found.doc = {**found.doc, "tags": tags}
                parts.save_part(self.state.store, found)
        return tags

    def _domain(self, ctx: RequestContext, name: str) -> PartRecord:
        from labcloud.services.apigateway import domain_ops

        return domain_ops._domain_of(self.state, ctx, name.lower().rstrip("."))
