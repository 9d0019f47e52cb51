"""Custom domain names and API mappings, API Gateway v2's side of them.

On AWS a custom domain name is one resource that both APIs see: v2's GetDomainNames lists the names made
with v1 and v1's lists v2's, and an API mapping may map an HTTP API's stage or a REST API's. So the record
is API Gateway's (v1): these operations translate v2's shapes and reach it through the ``DomainNames``
interface it offers (``apigateway/interfaces.py``), never its tables; an API mapping is kept there as a
base path mapping with its v2 id, and v1's router serves both (the app hands a request to the service
owning the mapped API id). The checks are v1's, plus v2's: REGIONAL endpoints only (EDGE is v1's),
one configuration, API mapping keys of one segment for HTTP APIs. Mutual TLS (``MutualTlsAuthentication``)
is v1's ``mutualTlsAuthentication``: the truststore is read through the interface before the record is
written. Routing rules, IPv6 and WebSocket API mappings are refused with BadRequestException."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.apigateway.interfaces import DomainNames
from labcloud.services.apigatewayv2.errors import bad_request, not_found
from labcloud.services.apigatewayv2.ids import new_id
from labcloud.services.apigatewayv2.state import HttpApiState

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        CreateApiMappingRequest,
        CreateApiMappingResponse,
        CreateDomainNameRequest,
        CreateDomainNameResponse,
        DeleteApiMappingRequest,
        DeleteApiMappingResponse,
        DeleteDomainNameRequest,
        DeleteDomainNameResponse,
        GetApiMappingRequest,
        GetApiMappingResponse,
        GetApiMappingsRequest,
        GetApiMappingsResponse,
        GetDomainNameRequest,
        GetDomainNameResponse,
        GetDomainNamesRequest,
        GetDomainNamesResponse,
        UpdateApiMappingRequest,
        UpdateApiMappingResponse,
        UpdateDomainNameRequest,
        UpdateDomainNameResponse,
    )

NONE = "(none)"
#: The v1 request member carrying a truststore read through the door (``apigateway/truststore.py``).
TRUSTSTORE = "_truststore"
_KEY = re.compile(r"^[A-Za-z0-9._~-]+(/[A-Za-z0-9._~-]+)*$")
#: What a configuration may carry on input (the rest of DomainNameConfiguration is output only).
_INPUT = {
    "CertificateArn",
    "CertificateName",
    "EndpointType",
    "SecurityPolicy",
    "IpAddressType",
    "OwnershipVerificationCertificateArn",
}
CLOUDFRONT_ZONE = "Z2FDTNDATAQYW2"


def domain_door(state: HttpApiState) -> DomainNames:
    door = state.calls.interface(DomainNames)
    if door is None:
        raise AwsError("ServiceUnavailableException", "Custom domain names are not available", status=503)
    return door


# ---------------------------------------------------------------- domain names


def _v2(doc: dict[str, Any]) -> dict[str, Any]:
    """A v1 domain name document as v2 shows it."""
    kind = str(((doc.get("endpointConfiguration") or {}).get("types") or ["EDGE"])[0])
    conf: dict[str, Any] = {
        "EndpointType": kind,
        "DomainNameStatus": doc.get("domainNameStatus", "AVAILABLE"),
        "SecurityPolicy": doc.get("securityPolicy", "TLS_1_2"),
        "IpAddressType": "ipv4",
    }
    if kind == "REGIONAL":
        conf["ApiGatewayDomainName"] = doc.get("regionalDomainName")
        conf["CertificateArn"] = doc.get("regionalCertificateArn")
        conf["HostedZoneId"] = doc.get("regionalHostedZoneId")
        if doc.get("regionalCertificateName"):
            conf["CertificateName"] = doc["regionalCertificateName"]
    else:
        conf["ApiGatewayDomainName"] = doc.get("distributionDomainName")
        conf["CertificateArn"] = doc.get("certificateArn")
        conf["HostedZoneId"] = doc.get("distributionHostedZoneId", CLOUDFRONT_ZONE)
        if doc.get("certificateName"):
            conf["CertificateName"] = doc["certificateName"]
        if doc.get("certificateUploadDate"):
            conf["CertificateUploadDate"] = doc["certificateUploadDate"]
    if doc.get("ownershipVerificationCertificateArn"):
        conf["OwnershipVerificationCertificateArn"] = doc["ownershipVerificationCertificateArn"]
    answer: dict[str, Any] = {
        "ApiMappingSelectionExpression": "$request.basepath",
        "DomainName": doc["domainName"],
        "DomainNameArn": doc.get("domainNameArn"),
        "DomainNameConfigurations": [{k: v for k, v in conf.items() if v is not None}],
        "RoutingMode": "API_MAPPING_ONLY",
        "Tags": dict(doc.get("tags") or {}),
    }
    tls = doc.get("mutualTlsAuthentication") or {}
    if tls.get("truststoreUri"):
        answer["MutualTlsAuthentication"] = {
            "TruststoreUri": tls["truststoreUri"],
            **({"TruststoreVersion": tls["truststoreVersion"]} if tls.get("truststoreVersion") else {}),
            **(
                {"TruststoreWarnings": list(tls["truststoreWarnings"])}
                if tls.get("truststoreWarnings")
                else {}
            ),
        }
    return answer


def _tls_input(request: dict[str, Any]) -> dict[str, Any] | None:
    """v1's ``mutualTlsAuthentication`` for v2's ``MutualTlsAuthentication`` (None when not given)."""
    given = request.get("MutualTlsAuthentication")
    if given is None:
        return None
    config: dict[str, Any] = {}
    if given.get("TruststoreUri"):
        config["truststoreUri"] = given["TruststoreUri"]
    if given.get("TruststoreVersion"):
        if not config:
            raise bad_request("A TruststoreVersion needs the TruststoreUri it is a version of")
        config["truststoreVersion"] = given["TruststoreVersion"]
    return config


async def _read(door: DomainNames, ctx: RequestContext, config: dict[str, Any] | None) -> Any:
    if not config:
        return None
    return await door.truststore(ctx, str(config["truststoreUri"]), config.get("truststoreVersion"))


def _configuration(request: dict[str, Any]) -> dict[str, Any]:
    if request.get("RoutingMode", "API_MAPPING_ONLY") != "API_MAPPING_ONLY":
        raise bad_request(
            "labcloud routes custom domain names by API mappings only (RoutingMode API_MAPPING_ONLY)"
        )
    configurations = list(request.get("DomainNameConfigurations") or [])
    if len(configurations) != 1:
        raise bad_request("DomainNameConfigurations must hold exactly one configuration")
    conf = dict(configurations[0])
    extra = sorted(set(conf) - _INPUT)
    if extra:
        raise bad_request(f"{', '.join(extra)} cannot be set: it is reported by API Gateway")
    if conf.get("EndpointType", "REGIONAL") != "REGIONAL":
        raise bad_request("labcloud serves REGIONAL API Gateway v2 domain names only (EndpointType REGIONAL)")
    if conf.get("IpAddressType", "ipv4") != "ipv4":
        raise bad_request("labcloud serves custom domain names over ipv4 only (IpAddressType ipv4)")
    if not conf.get("CertificateArn"):
        raise bad_request(
            "A REGIONAL domain name configuration needs CertificateArn: the ARN of its certificate"
        )
    return conf


async def create_domain_name(
    state: HttpApiState, request: CreateDomainNameRequest, ctx: RequestContext
) -> CreateDomainNameResponse:
    conf = _configuration(cast("dict[str, Any]", request))
    door = domain_door(state)
    tls = _tls_input(cast("dict[str, Any]", request))
    v1: dict[str, Any] = {
        "domainName": request["DomainName"],
        "regionalCertificateArn": conf["CertificateArn"],
        "securityPolicy": conf.get("SecurityPolicy", "TLS_1_2"),
        "endpointConfiguration": {"types": ["REGIONAL"]},
    }
    if conf.get("CertificateName"):
        v1["regionalCertificateName"] = conf["CertificateName"]
    if conf.get("OwnershipVerificationCertificateArn"):
        v1["ownershipVerificationCertificateArn"] = conf["OwnershipVerificationCertificateArn"]
    if request.get("Tags"):
        v1["tags"] = dict(request["Tags"])
    if tls:
        v1["mutualTlsAuthentication"] = tls
        v1[TRUSTSTORE] = await _read(door, ctx, tls)
    return cast("CreateDomainNameResponse", _v2(door.domain("CreateDomainName", v1, ctx)))


def get_domain_name(
    state: HttpApiState, request: GetDomainNameRequest, ctx: RequestContext
) -> GetDomainNameResponse:
    found = domain_door(state).domain("GetDomainName", {"domainName": request["DomainName"]}, ctx)
    return cast("GetDomainNameResponse", _v2(found))


def get_domain_names(
    state: HttpApiState, request: GetDomainNamesRequest, ctx: RequestContext
) -> GetDomainNamesResponse:
    v1: dict[str, Any] = {"limit": _limit(request.get("MaxResults"))}
    if request.get("NextToken"):
        v1["position"] = request["NextToken"]
    found = domain_door(state).domain("GetDomainNames", v1, ctx)
    # private names (API Gateway's DomainNameV2) are REST API names only: v2 does not list them
    answer: dict[str, Any] = {
        "Items": [_v2(d) for d in found.get("items") or [] if not d.get("domainNameId")]
    }
    if found.get("position"):
        answer["NextToken"] = found["position"]
    return cast("GetDomainNamesResponse", answer)


async def update_domain_name(
    state: HttpApiState, request: UpdateDomainNameRequest, ctx: RequestContext
) -> UpdateDomainNameResponse:
    """The certificate and security policy of the one REGIONAL configuration, and its mutual TLS (a
    ``MutualTlsAuthentication`` with an empty ``TruststoreUri`` turns it off)."""
    door = domain_door(state)
    name = request["DomainName"]
    current = door.domain("GetDomainName", {"domainName": name}, ctx)
    tls = _tls_input(cast("dict[str, Any]", request))
    patches: list[dict[str, Any]] = []
    if "DomainNameConfigurations" not in request:
        _configuration({**request, "DomainNameConfigurations": [{"CertificateArn": "-"}]})  # the other checks
    else:
        conf = _configuration(cast("dict[str, Any]", request))
        patches.append({"op": "replace", "path": "/regionalCertificateArn", "value": conf["CertificateArn"]})
        if conf.get("SecurityPolicy"):
            patches.append({"op": "replace", "path": "/securityPolicy", "value": conf["SecurityPolicy"]})
    if (patches or tls is not None) and (current.get("endpointConfiguration") or {}).get("types") != [
        "REGIONAL"
    ]:
        raise bad_request(
            "labcloud updates REGIONAL domain names through API Gateway v2: use API Gateway for EDGE"
        )
    v1: dict[str, Any] = {"domainName": name}
    if tls is not None:
        before = current.get("mutualTlsAuthentication") or {}
        for member in ("truststoreUri", "truststoreVersion"):
            if tls.get(member) != before.get(member):
                patches.append(
                    {
                        "op": "replace",
                        "path": f"/mutualTlsAuthentication/{member}",
                        "value": tls.get(member, ""),
                    }
                )
        v1[TRUSTSTORE] = await _read(door, ctx, tls)
    if not patches:
        return cast("UpdateDomainNameResponse", _v2(current))
    updated = door.domain("UpdateDomainName", {**v1, "patchOperations": patches}, ctx)
    return cast("UpdateDomainNameResponse", _v2(updated))


def delete_domain_name(
    state: HttpApiState, request: DeleteDomainNameRequest, ctx: RequestContext
) -> DeleteDomainNameResponse:
    domain_door(state).domain("DeleteDomainName", {"domainName": request["DomainName"]}, ctx)
    return {}


def _limit(value: str | None) -> int:
    if value is None:
        return 500
    try:
        size = int(value)
    except ValueError:
        raise bad_request(f"Invalid MaxResults: {value}") from None
    if size < 1 or size > 500:
        raise bad_request("MaxResults must be between 1 and 500")
    return size


# ---------------------------------------------------------------- API mappings


def _key(value: str | None) -> str:
    """The base path of an ApiMappingKey (``(none)`` for the empty key)."""
    if not value:
        return NONE
    if not _KEY.match(value):
        raise bad_request(f"Invalid ApiMappingKey specified: {value}")
    return value


def _mapping(found: dict[str, Any]) -> dict[str, Any]:
    return {
        "ApiId": found["restApiId"],
        "ApiMappingId": found["apiMappingId"],
        "ApiMappingKey": "" if found["basePath"] == NONE else found["basePath"],
        "Stage": found.get("stage") or "",
    }


def _find(door: DomainNames, ctx: RequestContext, domain: str, mapping_id: str) -> dict[str, Any]:
    for found in door.mappings(ctx, domain):
        if found["apiMappingId"] == mapping_id:
            return found
    raise not_found(f"Invalid ApiMapping identifier specified {ctx.account_id}:{mapping_id}")


def _is_rest_api(state: HttpApiState, ctx: RequestContext, api_id: str, stage: str, key: str) -> bool:
    """False for one of this service's HTTP APIs (checked here), True for a REST API (API Gateway checks it)."""
    api = state.apis.api(api_id)
    if api is None or (api.account_id, api.region) != (ctx.account_id, ctx.region):
        return True
    if api.doc.get("ProtocolType") == "WEBSOCKET":
        raise bad_request("labcloud does not map WebSocket APIs to custom domain names")
    if state.apis.part(api.id, "stage", stage) is None:
        raise not_found(f"Invalid stage identifier specified {ctx.account_id}:{stage}")
    if "/" in key:
        raise bad_request("Multi-level ApiMappingKeys are supported for REST APIs only")
    return False


def create_api_mapping(
    state: HttpApiState, request: CreateApiMappingRequest, ctx: RequestContext
) -> CreateApiMappingResponse:
    key = _key(request.get("ApiMappingKey"))
    rest = _is_rest_api(state, ctx, request["ApiId"], request["Stage"], key)
    mapping = {
        "apiMappingId": new_id(6),
        "basePath": key,
        "restApiId": request["ApiId"],
        "stage": request["Stage"],
    }
    domain_door(state).put_mapping(ctx, request["DomainName"], mapping, replaces=None, rest_api=rest)
    return cast("CreateApiMappingResponse", _mapping(mapping))


def get_api_mapping(
    state: HttpApiState, request: GetApiMappingRequest, ctx: RequestContext
) -> GetApiMappingResponse:
    found = _find(domain_door(state), ctx, request["DomainName"], request["ApiMappingId"])
    return cast("GetApiMappingResponse", _mapping(found))


def get_api_mappings(
    state: HttpApiState, request: GetApiMappingsRequest, ctx: RequestContext
) -> GetApiMappingsResponse:
    items = [_mapping(m) for m in domain_door(state).mappings(ctx, request["DomainName"])]
    items.sort(key=lambda m: m["ApiMappingId"])
    size = _limit(request.get("MaxResults"))
    start = 0
    if request.get("NextToken"):
        ids = [m["ApiMappingId"] for m in items]
        if request["NextToken"] not in ids:
            raise bad_request("Invalid NextToken")
        start = ids.index(request["NextToken"])
    answer: dict[str, Any] = {"Items": items[start : start + size]}
    if start + size < len(items):
        answer["NextToken"] = items[start + size]["ApiMappingId"]
    return cast("GetApiMappingsResponse", answer)


def update_api_mapping(
    state: HttpApiState, request: UpdateApiMappingRequest, ctx: RequestContext
) -> UpdateApiMappingResponse:
    door = domain_door(state)
    found = _find(door, ctx, request["DomainName"], request["ApiMappingId"])
    key = _key(request["ApiMappingKey"]) if "ApiMappingKey" in request else str(found["basePath"])
    stage = request.get("Stage") or str(found.get("stage") or "")
    rest = _is_rest_api(state, ctx, request["ApiId"], stage, key)
    mapping = {
        "apiMappingId": found["apiMappingId"],
        "basePath": key,
        "restApiId": request["ApiId"],
        "stage": stage,
    }
    door.put_mapping(ctx, request["DomainName"], mapping, replaces=str(found["basePath"]), rest_api=rest)
    return cast("UpdateApiMappingResponse", _mapping(mapping))


def delete_api_mapping(
    state: HttpApiState, request: DeleteApiMappingRequest, ctx: RequestContext
) -> DeleteApiMappingResponse:
    door = domain_door(state)
    found = _find(door, ctx, request["DomainName"], request["ApiMappingId"])
    door.delete_mapping(ctx, request["DomainName"], str(found["basePath"]))
    return {}
