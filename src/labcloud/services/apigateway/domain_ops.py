"""Custom domain names and their base path mappings: create, get, list, update, delete, with AWS's
shapes; requests to the names are routed by ``domains.py``.

A name belongs to one account and region, and, since it is a ``Host`` on this machine, to one of them
only. The certificate ARN (``certificateArn`` for EDGE, ``regionalCertificateArn`` for REGIONAL: one is
required, as on AWS), ``ownershipVerificationCertificateArn`` and ``securityPolicy`` are checked and
reported: over TLS the name is served with a certificate of labcloud's local CA. A REGIONAL name's
``mutualTlsAuthentication`` (TLS_1_2 only) names a truststore in S3, read and checked by
``truststore.py`` when it is set (Create, Update ``/mutualTlsAuthentication/truststoreUri`` and
``/truststoreVersion``; an empty URI turns mutual TLS off) and kept with the record, which the TLS
listener verifies client certificates against (``domains.py``). Names labcloud cannot route
(``localhost`` and ``*.localhost``, IP addresses, wildcards), uploaded certificates, policies on public
names and routing rules are refused with BadRequestException. PRIVATE names, addressed by name and
``domainNameId``, are ``private_domain_ops.py``'s. API Gateway v2 shares these records
(one resource on AWS) through ``domain_door.py``; its API mappings are base path mappings here."""

from __future__ import annotations

import ipaddress
import re
import secrets
import string
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway import domain_tls, domains, private_domain_ops, truststore
from labcloud.services.apigateway.errors import bad_request, conflict, not_found
from labcloud.services.apigateway.lookup import api_of, page
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.publish import emit_domain
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        CreateBasePathMappingRequest,
        CreateBasePathMappingResponse,
        CreateDomainNameRequest,
        CreateDomainNameResponse,
        DeleteBasePathMappingRequest,
        DeleteBasePathMappingResponse,
        DeleteDomainNameRequest,
        DeleteDomainNameResponse,
        GetBasePathMappingRequest,
        GetBasePathMappingsRequest,
        GetBasePathMappingsResponse,
        GetDomainNameRequest,
        GetDomainNamesRequest,
        GetDomainNamesResponse,
        UpdateBasePathMappingRequest,
        UpdateDomainNameRequest,
    )

_NAME = re.compile(r"^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$")
_CERTIFICATE = re.compile(r"^arn:aws:acm:[a-z0-9-]+:\d{12}:certificate/[A-Za-z0-9-]{1,128}$")
_BASE_PATH = re.compile(r"^[A-Za-z0-9._~-]+(/[A-Za-z0-9._~-]+)*$")
POLICIES = ("TLS_1_0", "TLS_1_2")
#: CloudFront's hosted zone, which every edge-optimized name's distribution is in.
CLOUDFRONT_ZONE = "Z2FDTNDATAQYW2"
#: API Gateway's regional hosted zones (Route 53 alias targets), as AWS lists them per region.
REGIONAL_ZONES = {
    "us-east-1": "Z1UJRXOUMOOFQ8",
    "us-east-2": "ZOJJZC49E0EPZ",
    "us-west-1": "Z2MUQ32089INYE",
    "us-west-2": "Z2OJLYMUO9EFXC",
    "eu-west-1": "ZLY8HYME6SFDD",
    "eu-west-2": "ZJ5UAJN8Y3Z2Q",
    "eu-central-1": "Z1U9ULNL0V5AJ3",
    "ap-southeast-1": "ZL327KTPIQFUL",
    "ap-southeast-2": "Z2RPCDW04V8134",
    "ap-northeast-1": "Z1YSHQZHG15GKL",
}
REFUSED = (
    "certificateBody",
    "certificatePrivateKey",
    "certificateChain",
    "endpointAccessMode",
)
DOMAIN_PATHS = Paths(
    scalars={"certificateArn": "str", "regionalCertificateArn": "str", "securityPolicy": "str"}
)
PRIVATE_PATHS = Paths(
    scalars={"certificateArn": "str", "securityPolicy": "str", "policy": "str", "managementPolicy": "str"}
)
MAPPING_PATHS = Paths(scalars={"basePath": "str", "restapiId": "str", "stage": "str"})


def regional_zone(region: str) -> str:
    """The region's API Gateway hosted zone; for a region not in the table, a stable made-up one."""
    known = REGIONAL_ZONES.get(region)
    if known is not None:
        return known
    return "Z" + "".join(c for c in region.upper() if c.isalnum())[:13].ljust(13, "0")


def _public(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}


def _token(size: int) -> str:
    return "".join(secrets.choice(string.ascii_lowercase + string.digits) for _ in range(size))


def _check_name(name: str) -> None:
    if name.startswith("*."):
        raise bad_request("labcloud does not route wildcard custom domain names: name each host")
    try:
        ipaddress.ip_address(name)
    except ValueError:
        pass
    else:
        raise bad_request(f"Invalid domain name: {name} is an IP address")
    if name == "localhost" or name.endswith(".localhost") or not _NAME.match(name):
        raise bad_request(f"Invalid domain name: {name}")


def _check_certificates(doc: dict[str, Any], kind: str) -> None:
    for member in ("certificateArn", "regionalCertificateArn"):
        value = doc.get(member)
        if value is not None and not _CERTIFICATE.match(str(value)):
            raise bad_request(f"Invalid certificate ARN specified: {value}")
    wanted = "regionalCertificateArn" if kind == "REGIONAL" else "certificateArn"
    if not doc.get(wanted):
        raise bad_request(f"A {kind} domain name needs {wanted}: the ARN of its certificate")
    if doc.get("securityPolicy", "TLS_1_2") not in POLICIES:
        raise bad_request(f"Invalid security policy specified. Valid values are {', '.join(POLICIES)}")
    owner = doc.get("ownershipVerificationCertificateArn")
    if owner is not None and not _CERTIFICATE.match(str(owner)):
        raise bad_request(f"Invalid certificate ARN specified: {owner}")
    domain_tls.check(doc, kind)


def _domain_of(state: ApigwState, ctx: RequestContext, name: str, domain_id: str | None = None) -> PartRecord:
    """The caller's name: a public one by its name, a private one by its name and ``domainNameId``."""
    name = name.lower().rstrip(".")
    if domain_id:
        name = private_domain_ops.key(name, private_domain_ops.check_id(domain_id))
    found = parts.find_part(state.store, domains.SCOPE, domains.KIND, name)
    if found is None or (found.doc.get("_account"), found.doc.get("_region")) != (ctx.account_id, ctx.region):
        raise not_found("Invalid domain name identifier specified")
    return found


async def create_domain_name(
    state: ApigwState, request: CreateDomainNameRequest, ctx: RequestContext
) -> CreateDomainNameResponse:
    """Reads the truststore first (an S3 call), then writes the record (:func:`create_with`)."""
    config = cast("dict[str, Any] | None", request.get("mutualTlsAuthentication"))
    if config and config.get("truststoreVersion") and not config.get("truststoreUri"):
        raise bad_request("A truststoreVersion needs the truststoreUri it is a version of")
    if config and config.get("truststoreUri"):
        truststore.parse_uri(str(config["truststoreUri"]))  # a malformed URI is refused before any read
    loaded = await domain_tls.loaded(state, ctx, config)
    return create_with(state, {**request, truststore.LOADED: loaded}, ctx)


def create_with(state: ApigwState, request: dict[str, Any], ctx: RequestContext) -> CreateDomainNameResponse:
    """CreateDomainName once its truststore (if any) is read: ``request[truststore.LOADED]``."""
    name = request["domainName"].lower().rstrip(".")
    _check_name(name)
    for member in REFUSED:
        if request.get(member):
            raise bad_request(f"labcloud does not support {member} on domain names")
    if request.get("routingMode", "BASE_PATH_MAPPING_ONLY") != "BASE_PATH_MAPPING_ONLY":
        raise bad_request("labcloud routes custom domain names by base path mappings only")
    types = list((request.get("endpointConfiguration") or {}).get("types") or ["EDGE"])
    if len(types) != 1 or types[0] not in ("EDGE", "REGIONAL", "PRIVATE"):
        raise bad_request("Invalid endpoint configuration: give one type, EDGE, REGIONAL or PRIVATE")
    kind = types[0]
    if request.get("policy") and kind != "PRIVATE":
        raise bad_request("A policy is supported only for private custom domain names")
    if (request.get("endpointConfiguration") or {}).get("vpcEndpointIds"):
        raise bad_request("labcloud does not support vpcEndpointIds on domain names")
    address_type = (request.get("endpointConfiguration") or {}).get("ipAddressType")
    if address_type is not None and address_type not in ("ipv4", "dualstack"):
        raise bad_request("Invalid IP address type specified. Valid values are ipv4,dualstack")
    if kind == "PRIVATE":
        if request.get("mutualTlsAuthentication") or request.get("ownershipVerificationCertificateArn"):
            raise bad_request("Mutual TLS authentication is supported only for REGIONAL custom domain names")
        if request.get("regionalCertificateArn"):
            raise bad_request("A private custom domain name takes certificateArn, not regionalCertificateArn")
        private = private_domain_ops.new_private(dict(request), ctx, name)
        if address_type is not None:
            private["endpointConfiguration"]["ipAddressType"] = address_type
        return _create(state, ctx, private, kind)
    doc: dict[str, Any] = {
        "domainName": name,
        "domainNameArn": f"arn:aws:apigateway:{ctx.region}::/domainnames/{name}",
        "endpointConfiguration": {
            "types": [kind],
            **({"ipAddressType": address_type} if address_type else {}),
        },
        "domainNameStatus": "AVAILABLE",
        "securityPolicy": request.get("securityPolicy") or "TLS_1_2",
    }
    if kind == "EDGE":
        doc["certificateArn"] = request.get("certificateArn")
        doc["certificateUploadDate"] = clock.now()
        doc["distributionDomainName"] = f"d{_token(13)}.cloudfront.net"
        doc["distributionHostedZoneId"] = CLOUDFRONT_ZONE
        if request.get("certificateName"):
            doc["certificateName"] = request["certificateName"]
    else:
        doc["regionalCertificateArn"] = request.get("regionalCertificateArn")
        doc["regionalDomainName"] = f"d-{_token(10)}.execute-api.{ctx.region}.amazonaws.com"
        doc["regionalHostedZoneId"] = regional_zone(ctx.region)
        if request.get("regionalCertificateName"):
            doc["regionalCertificateName"] = request["regionalCertificateName"]
    if request.get("ownershipVerificationCertificateArn"):
        doc["ownershipVerificationCertificateArn"] = request["ownershipVerificationCertificateArn"]
    if request.get("tags"):
        doc["tags"] = checked_tags(request["tags"])
    doc = domain_tls.with_truststore(
        doc, request.get("mutualTlsAuthentication"), request.get(truststore.LOADED)
    )
    return _create(state, ctx, doc, kind)


def _create(
    state: ApigwState, ctx: RequestContext, doc: dict[str, Any], kind: str
) -> CreateDomainNameResponse:
    _check_certificates(doc, kind)
    name = str(doc["domainName"])
    record_key = private_domain_ops.key(name, doc["domainNameId"]) if kind == "PRIVATE" else name
    with state.store.transaction():
        if domains.taken(state, name):
            raise bad_request("The domain name you provided already exists.")
        stored_doc = {**doc, "_account": ctx.account_id, "_region": ctx.region}
        parts.insert_part(
            state.store, PartRecord(domains.SCOPE, domains.KIND, record_key, stored_doc), clock.now()
        )
        emit_domain(state, "apigateway.domainname.created", ctx.account_id, ctx.region, record_key)
    domains.rebuild(state)
    return cast("CreateDomainNameResponse", _public(doc))


def get_domain_name(
    state: ApigwState, request: GetDomainNameRequest, ctx: RequestContext
) -> CreateDomainNameResponse:
    found = _domain_of(state, ctx, request["domainName"], request.get("domainNameId"))
    return cast("CreateDomainNameResponse", _public(found.doc))


def get_domain_names(
    state: ApigwState, request: GetDomainNamesRequest, ctx: RequestContext
) -> GetDomainNamesResponse:
    """SELF: the caller's names; OTHER_ACCOUNTS: private names whose management policy shares them with
    the caller's account."""
    owner = request.get("resourceOwner", "SELF")
    if owner not in ("SELF", "OTHER_ACCOUNTS"):
        raise bad_request("Invalid resource owner specified. Valid values are SELF,OTHER_ACCOUNTS")
    docs = []
    for found in parts.list_parts(state.store, domains.SCOPE, domains.KIND):
        place = (found.doc.get("_account"), found.doc.get("_region"))
        if owner == "SELF" and place == (ctx.account_id, ctx.region):
            docs.append(_public(found.doc))
        elif (
            owner == "OTHER_ACCOUNTS"
            and place[0] != ctx.account_id
            and place[1] == ctx.region
            and private_domain_ops.shares_with(found.doc, ctx.account_id)
        ):
            docs.append(_public(found.doc))
    items, position = page(docs, request.get("position"), request.get("limit"), "domainName")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetDomainNamesResponse", answer)


async def update_domain_name(
    state: ApigwState, request: UpdateDomainNameRequest, ctx: RequestContext
) -> CreateDomainNameResponse:
    """Reads a truststore the patches name first (an S3 call), then updates the record (:func:`update_with`)."""
    found = _domain_of(state, ctx, request["domainName"], request.get("domainNameId"))
    current = found.doc.get("mutualTlsAuthentication")
    _, config = domain_tls.patches(list(request.get("patchOperations") or []), current)
    loaded = await domain_tls.loaded(state, ctx, config) if config != current else None
    return update_with(state, {**request, truststore.LOADED: loaded}, ctx)


def update_with(state: ApigwState, request: dict[str, Any], ctx: RequestContext) -> CreateDomainNameResponse:
    """``/certificateArn``, ``/regionalCertificateArn``, ``/securityPolicy``,
    ``/mutualTlsAuthentication/truststoreUri`` and ``/truststoreVersion``; a private name's
    ``/certificateArn``, ``/securityPolicy``, ``/policy`` and ``/managementPolicy``.
    ``request[truststore.LOADED]``: the truststore read for a changed mutual TLS configuration."""
    with state.store.transaction():
        found = _domain_of(state, ctx, request["domainName"], request.get("domainNameId"))
        kind = str(found.doc["endpointConfiguration"]["types"][0])
        paths = PRIVATE_PATHS if kind == "PRIVATE" else DOMAIN_PATHS
        current = found.doc.get("mutualTlsAuthentication")
        operations, config = domain_tls.patches(list(request.get("patchOperations") or []), current)
        doc = apply(found.doc, operations, paths)
        if config != current:
            doc = domain_tls.with_truststore(doc, config, request.get(truststore.LOADED))
        _check_certificates(doc, kind)
        if kind == "PRIVATE":
            private_domain_ops.check_policies(doc, ctx.account_id, ctx.region)
        found.doc = doc
        parts.save_part(state.store, found)
    domains.rebuild(state)
    return cast("CreateDomainNameResponse", _public(doc))


def delete_domain_name(
    state: ApigwState, request: DeleteDomainNameRequest, ctx: RequestContext
) -> DeleteDomainNameResponse:
    """The name and its base path mappings."""
    with state.store.transaction():
        found = _domain_of(state, ctx, request["domainName"], request.get("domainNameId"))
        parts.delete_scope(state.store, domains.mapping_scope(found.id))
        private_domain_ops.drop_associations(state, found.id)
        parts.delete_part(state.store, domains.SCOPE, domains.KIND, found.id)
        emit_domain(state, "apigateway.domainname.deleted", ctx.account_id, ctx.region, found.id)
    domains.rebuild(state)
    return {}


# ---------------------------------------------------------------- base path mappings


def _base_path(value: str | None) -> str:
    path = (value or "").strip("/")
    if not path or path == domains.NONE:
        return domains.NONE
    if not _BASE_PATH.match(path):
        raise bad_request(f"Invalid base path specified: {value}")
    return path


def _check_target(state: ApigwState, ctx: RequestContext, doc: dict[str, Any], private: bool = False) -> None:
    api = api_of(state, ctx, str(doc.get("restApiId") or ""))
    types = list((api.doc.get("endpointConfiguration") or {}).get("types") or [])
    if private and types != ["PRIVATE"]:
        raise bad_request("A private custom domain name maps private REST APIs only")
    if doc.get("stage") and stored.find_stage(state.store, api.id, str(doc["stage"])) is None:
        raise bad_request("Invalid stage identifier specified")


def _is_private(domain: PartRecord) -> bool:
    return bool(domain.doc.get("domainNameId"))


def _mapping_of(state: ApigwState, domain: str, base_path: str) -> PartRecord:
    found = parts.find_part(
        state.store, domains.mapping_scope(domain), domains.MAPPING, _base_path(base_path)
    )
    if found is None:
        raise not_found("Invalid base path mapping identifier specified")
    return found


def create_base_path_mapping(
    state: ApigwState, request: CreateBasePathMappingRequest, ctx: RequestContext
) -> CreateBasePathMappingResponse:
    base_path = _base_path(request.get("basePath"))
    doc: dict[str, Any] = {"basePath": base_path, "restApiId": request["restApiId"]}
    if request.get("stage"):
        doc["stage"] = request["stage"]
    with state.store.transaction():
        domain = _domain_of(state, ctx, request["domainName"], request.get("domainNameId"))
        _check_target(state, ctx, doc, _is_private(domain))
        scope = domains.mapping_scope(domain.id)
        if parts.find_part(state.store, scope, domains.MAPPING, base_path) is not None:
            raise conflict("Base path already exists for this domain name")
        parts.insert_part(state.store, PartRecord(scope, domains.MAPPING, base_path, doc), clock.now())
        emit_domain(
            state,
            "apigateway.basepathmapping.created",
            ctx.account_id,
            ctx.region,
            domain.id,
            base_path=base_path,
            rest_api_id=doc["restApiId"],
            stage=doc.get("stage"),
        )
    domains.rebuild(state)
    return cast("CreateBasePathMappingResponse", doc)


def get_base_path_mapping(
    state: ApigwState, request: GetBasePathMappingRequest, ctx: RequestContext
) -> CreateBasePathMappingResponse:
    domain = _domain_of(state, ctx, request["domainName"], request.get("domainNameId"))
    return cast(
        "CreateBasePathMappingResponse", _public(_mapping_of(state, domain.id, request["basePath"]).doc)
    )


def get_base_path_mappings(
    state: ApigwState, request: GetBasePathMappingsRequest, ctx: RequestContext
) -> GetBasePathMappingsResponse:
    domain = _domain_of(state, ctx, request["domainName"], request.get("domainNameId"))
    docs = [
        _public(m.doc)
        for m in parts.list_parts(state.store, domains.mapping_scope(domain.id), domains.MAPPING)
    ]
    items, position = page(docs, request.get("position"), request.get("limit"), "basePath")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetBasePathMappingsResponse", answer)


def update_base_path_mapping(
    state: ApigwState, request: UpdateBasePathMappingRequest, ctx: RequestContext
) -> CreateBasePathMappingResponse:
    """``/basePath``, ``/restapiId`` (AWS's spelling) and ``/stage`` (remove: no stage)."""
    with state.store.transaction():
        domain = _domain_of(state, ctx, request["domainName"], request.get("domainNameId"))
        found = _mapping_of(state, domain.id, request["basePath"])
        current = {**found.doc, "restapiId": found.doc["restApiId"]}
        patched = apply(current, list(request.get("patchOperations") or []), MAPPING_PATHS)
        doc: dict[str, Any] = {
            "basePath": _base_path(patched.get("basePath")),
            "restApiId": patched["restapiId"],
        }
        if patched.get("stage"):
            doc["stage"] = patched["stage"]
        _check_target(state, ctx, doc, _is_private(domain))
        doc.update((k, v) for k, v in found.doc.items() if k.startswith("_"))  # v2's mapping id
        scope = domains.mapping_scope(domain.id)
        if doc["basePath"] != found.id:
            if parts.find_part(state.store, scope, domains.MAPPING, doc["basePath"]) is not None:
                raise conflict("Base path already exists for this domain name")
            parts.delete_part(state.store, scope, domains.MAPPING, found.id)
            parts.insert_part(
                state.store, PartRecord(scope, domains.MAPPING, doc["basePath"], doc), clock.now()
            )
        else:
            found.doc = doc
            parts.save_part(state.store, found)
    domains.rebuild(state)
    return cast("CreateBasePathMappingResponse", _public(doc))


def delete_base_path_mapping(
    state: ApigwState, request: DeleteBasePathMappingRequest, ctx: RequestContext
) -> DeleteBasePathMappingResponse:
    with state.store.transaction():
        domain = _domain_of(state, ctx, request["domainName"], request.get("domainNameId"))
        found = _mapping_of(state, domain.id, request["basePath"])
        parts.delete_part(state.store, domains.mapping_scope(domain.id), domains.MAPPING, found.id)
        emit_domain(
            state,
            "apigateway.basepathmapping.deleted",
            ctx.account_id,
            ctx.region,
            domain.id,
            base_path=found.id,
        )
    domains.rebuild(state)
    return {}
