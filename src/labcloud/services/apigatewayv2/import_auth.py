"""Authorizers in an imported OpenAPI document: ``components.securitySchemes`` with an
``x-amazon-apigateway-authorizer`` (``jwt`` or ``request``) become the API's authorizers, and each
operation's ``security`` (else the document's) names the route's authorizer and, for JWT, its scopes.
A requirement named ``NONE`` (SAM's ``Authorizer: NONE``) leaves the route open; a scheme with
``x-amazon-apigateway-authtype: awsSigv4`` (SAM's ``EnableIamAuthorizer``) makes its routes ``AWS_IAM``;
any other scheme without the extension (a plain API key) is refused."""

from __future__ import annotations

from typing import Any

from labcloud import clock
from labcloud.services.apigatewayv2 import ids
from labcloud.services.apigatewayv2.authorizer_ops import checked
from labcloud.services.apigatewayv2.errors import bad_request
from labcloud.services.apigatewayv2.repo.apis import ApiRecord, PartRecord
from labcloud.services.apigatewayv2.state import HttpApiState

_MEMBERS = {
    "authorizerUri": "AuthorizerUri",
    "authorizerCredentials": "AuthorizerCredentialsArn",
    "authorizerPayloadFormatVersion": "AuthorizerPayloadFormatVersion",
    "enableSimpleResponses": "EnableSimpleResponses",
}


def _authorizer(name: str, scheme: Any) -> dict[str, Any]:
    spec = scheme.get("x-amazon-apigateway-authorizer") if isinstance(scheme, dict) else None
    if not isinstance(spec, dict):
        raise bad_request(
            f"securitySchemes.{name}: labcloud imports x-amazon-apigateway-authorizer schemes only"
        )
    sources = spec.get("identitySource") or []
    if isinstance(sources, str):
        sources = [s.strip() for s in sources.split(",") if s.strip()]
    doc: dict[str, Any] = {
        "Name": name,
        "AuthorizerType": str(spec.get("type", "")).upper(),
        "IdentitySource": sources,
    }
    jwt = spec.get("jwtConfiguration")
    if isinstance(jwt, dict):
        doc["JwtConfiguration"] = {"Issuer": jwt.get("issuer"), "Audience": list(jwt.get("audience") or [])}
    for member, field in _MEMBERS.items():
        if spec.get(member) is not None:
            doc[field] = spec[member]
    if spec.get("authorizerPayloadFormatVersion") is not None:
        doc["AuthorizerPayloadFormatVersion"] = str(spec["authorizerPayloadFormatVersion"])
    if spec.get("authorizerResultTtlInSeconds") is not None:
        doc["AuthorizerResultTtlInSeconds"] = int(spec["authorizerResultTtlInSeconds"])
    return checked(doc)


def import_authorizers(state: HttpApiState, api: ApiRecord, doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The document's authorizers, saved: their documents by scheme name."""
    schemes = (doc.get("components") or {}).get("securitySchemes") or {}
    made: dict[str, dict[str, Any]] = {}
    for name, scheme in schemes.items():
        if (
            isinstance(scheme, dict)
            and str(scheme.get("x-amazon-apigateway-authtype", "")).lower() == "awssigv4"
        ):
            made[str(name)] = {"AuthorizerType": "AWS_IAM"}  # IAM decides: no authorizer to save
            continue
        authorizer = {"AuthorizerId": ids.new_id(6), **_authorizer(str(name), scheme)}
        state.apis.save_part(
            PartRecord(api.id, "authorizer", authorizer["AuthorizerId"], clock.now(), authorizer)
        )
        made[str(name)] = authorizer
    return made


def route_members(security: Any, authorizers: dict[str, dict[str, Any]], where: str) -> dict[str, Any]:
    """The CreateRoute members an operation's security requirements give its route."""
    if not security:
        return {}
    if not isinstance(security, list) or len(security) != 1 or not isinstance(security[0], dict):
        raise bad_request(f"{where}: labcloud supports one security requirement per operation")
    requirement = security[0]
    if len(requirement) != 1:
        raise bad_request(f"{where}: labcloud supports one security scheme per requirement")
    name, scopes = next(iter(requirement.items()))
    if name == "NONE":
        return {}
    authorizer = authorizers.get(str(name))
    if authorizer is None:
        raise bad_request(f"{where}: security names {name}, which securitySchemes does not define")
    if authorizer["AuthorizerType"] == "AWS_IAM":
        if scopes:
            raise bad_request(f"{where}: scopes are supported only with JWT authorizers")
        return {"AuthorizationType": "AWS_IAM"}
    if authorizer["AuthorizerType"] == "JWT":
        members: dict[str, Any] = {"AuthorizationType": "JWT", "AuthorizerId": authorizer["AuthorizerId"]}
        if scopes:
            members["AuthorizationScopes"] = list(scopes)
        return members
    if scopes:
        raise bad_request(f"{where}: scopes are supported only with JWT authorizers")
    return {"AuthorizationType": "CUSTOM", "AuthorizerId": authorizer["AuthorizerId"]}
