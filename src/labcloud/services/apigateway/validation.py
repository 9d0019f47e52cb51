"""Request validation at the invoke URL, as the method's request validator asks: required
``method.request.{querystring,header,path}.*`` parameters present (400 ``Missing required request
parameters: [a, b]``), and the body valid JSON matching the model ``requestModels`` names for the
request's Content-Type (``application/json`` when none is sent, ``$default`` otherwise), checked as
JSON Schema draft 4 with ``jsonschema`` (400 ``Invalid request body``). Models may ``$ref`` the API's
other models by their AWS URL (``https://apigateway.amazonaws.com/restapis/<api>/models/<name>``)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.apigateway.lambda_authorizer import Refused
from labcloud.services.apigateway.model_ops import MODEL, VALIDATOR
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.state import ApigwState


def _missing(facts: Facts) -> list[str]:
    request = facts.request
    query = {name for name, _ in request.query}
    missing = []
    for key, required in (facts.route.method.get("requestParameters") or {}).items():
        if not required:
            continue
        _, _, rest = str(key).partition("method.request.")
        place, _, name = rest.partition(".")
        if place == "querystring" and name not in query:
            missing.append(name)
        elif place == "header" and name.lower() not in request.headers:
            missing.append(name)
        elif place == "path" and not facts.route.path_parameters.get(name):
            missing.append(name)
    return missing


#: (api, model, every model's name and schema) → its compiled validator (None: not a usable schema).
_COMPILED: dict[tuple[str, str, tuple[tuple[str, str], ...]], Any] = {}
MAX_COMPILED = 512


def _validator(api_id: str, model_name: str, models: dict[str, str]) -> Any:
    key = (api_id, model_name, tuple(sorted(models.items())))
    if key in _COMPILED:
        return _COMPILED[key]
    from jsonschema import Draft4Validator
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT4

    base = f"https://apigateway.amazonaws.com/restapis/{api_id}/models/"
    resources: list[tuple[str, Any]] = []
    for name, schema in models.items():
        try:
            resources.append((base + name, Resource.from_contents(json.loads(schema), DRAFT4)))
        except ValueError:
            continue
    try:
        compiled: Any = Draft4Validator(
            json.loads(models[model_name]), registry=Registry().with_resources(resources)
        )
    except ValueError:
        compiled = None
    if len(_COMPILED) >= MAX_COMPILED:
        _COMPILED.clear()
    _COMPILED[key] = compiled
    return compiled


def _body_valid(state: ApigwState, facts: Facts, model_name: str) -> bool:
    models = {
        str(p.doc.get("name")): str(p.doc.get("schema") or "{}")
        for p in parts.list_parts(state.store, facts.api.id, MODEL)
    }
    if model_name not in models:
        return True  # deleted since the deployment: nothing to check against
    try:
        body = json.loads(facts.request.body or b"null")
    except ValueError:
        return False
    validator = _validator(facts.api.id, model_name, models)
    if validator is None:
        return False
    try:
        return bool(validator.is_valid(body))
    except Exception:  # noqa: BLE001 - an unresolvable $ref: the body cannot be shown valid
        return False


def check(state: ApigwState, facts: Facts) -> None:
    """Raises 400 when the method's request validator finds the request invalid."""
    method = facts.route.method
    validator_id = method.get("requestValidatorId")
    if not validator_id:
        return
    found = parts.find_part(state.store, facts.api.id, VALIDATOR, str(validator_id))
    if found is None:
        return
    if found.doc.get("validateRequestParameters"):
        missing = _missing(facts)
        if missing:
            raise Refused(
                400,
                f"Missing required request parameters: [{', '.join(missing)}]",
                "BadRequestException",
                "BAD_REQUEST_PARAMETERS",
            )
    models = method.get("requestModels") or {}
    if found.doc.get("validateRequestBody") and models:
        content_type = facts.request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
        name = models.get(content_type or "application/json") or models.get("$default")
        if name and not _body_valid(state, facts, str(name)):
            raise Refused(400, "Invalid request body", "BadRequestException", "BAD_REQUEST_BODY")
