"""A route's authorization members: ``AuthorizationType`` (``NONE``, ``AWS_IAM``, ``JWT`` or ``CUSTOM``), the
``AuthorizerId`` of this API's authorizer of the matching type, and ``AuthorizationScopes`` (JWT only)."""

from __future__ import annotations

from typing import Any

from labcloud.services.apigatewayv2.errors import bad_request
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.state import HttpApiState

#: The authorizer type each route authorization type needs.
_NEEDS = {"JWT": "JWT", "CUSTOM": "REQUEST"}


def members(state: HttpApiState, api: ApiRecord, request: dict[str, Any]) -> dict[str, Any]:
    """The route document's authorization members for a CreateRoute request (checked)."""
    kind = request.get("AuthorizationType") or "NONE"
    authorizer_id = request.get("AuthorizerId")
    scopes = list(request.get("AuthorizationScopes") or [])
    if kind in ("NONE", "AWS_IAM"):
        if authorizer_id:
            raise bad_request("AuthorizerId requires AuthorizationType JWT or CUSTOM")
        if scopes:
            raise bad_request("AuthorizationScopes are supported only with AuthorizationType JWT")
        return {"AuthorizationType": kind}
    if kind not in _NEEDS:
        raise bad_request(f"Invalid AuthorizationType {kind}: NONE, JWT, CUSTOM or AWS_IAM")
    if not authorizer_id:
        raise bad_request(f"AuthorizerId is required for AuthorizationType {kind}")
    authorizer = state.apis.part(api.id, "authorizer", str(authorizer_id))
    if authorizer is None:
        raise bad_request(f"Invalid authorizer id specified: {authorizer_id}")
    if authorizer.doc["AuthorizerType"] != _NEEDS[kind]:
        raise bad_request(
            f"AuthorizationType {kind} needs an authorizer of type {_NEEDS[kind]}, "
            f"not {authorizer.doc['AuthorizerType']}"
        )
    if scopes and kind != "JWT":
        raise bad_request("AuthorizationScopes are supported only with AuthorizationType JWT")
    doc: dict[str, Any] = {"AuthorizationType": kind, "AuthorizerId": authorizer.id}
    if scopes:
        doc["AuthorizationScopes"] = scopes
    return doc
