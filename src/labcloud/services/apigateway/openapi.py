"""OpenAPI 3 / Swagger 2 definitions with ``x-amazon-apigateway-*`` extensions read into an API's parts.

What is read: ``info`` (name, description, version), ``x-amazon-apigateway-binary-media-types``, every
path (resources, ``{param}``, ``{proxy+}``), its operations (``x-amazon-apigateway-any-method`` is ANY)
with their parameters and responses, and each operation's ``x-amazon-apigateway-integration``
(``aws_proxy``, ``aws``, ``mock``, ``http_proxy``, ``http``: type, httpMethod, uri, request templates, responses,
passthrough, timeout). Security schemes with ``x-amazon-apigateway-authorizer`` (TOKEN and REQUEST
Lambda authorizers, as SAM's ``Auth`` writes them) become the API's authorizers, ``awsSigv4`` schemes
``AWS_IAM``, ``x-api-key`` header schemes ``apiKeyRequired``; an operation's ``security`` (or the document's) names them. Other schemes are refused.
Schemas (``components.schemas``, ``definitions``) become models, a request body's ``$ref`` the method's
request model, ``x-amazon-apigateway-request-validators`` the API's validators."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from labcloud import json_document
from labcloud.services.apigateway.errors import bad_request

OPERATIONS = ("get", "put", "post", "delete", "options", "head", "patch", "x-amazon-apigateway-any-method")
_PARAMETER_PLACES = {"path": "path", "query": "querystring", "header": "header"}


@dataclass(slots=True)
class Operation:
    path: str
    http_method: str
    method: dict[str, Any]
    #: PutIntegration's parameters, or None when the operation has no integration.
    integration: dict[str, Any] | None
    #: statusCode → PutIntegrationResponse's parameters
    integration_responses: dict[str, dict[str, Any]] = field(default_factory=dict)


@dataclass(slots=True)
class Definition:
    api: dict[str, Any]
    operations: list[Operation]
    paths: list[str]
    #: scheme name → CreateAuthorizer's parameters (without restApiId)
    authorizers: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: model name → its JSON schema (``components.schemas`` / ``definitions``), refs still the document's
    models: dict[str, Any] = field(default_factory=dict)
    #: validator name → CreateRequestValidator's parameters (``x-amazon-apigateway-request-validators``)
    validators: dict[str, dict[str, bool]] = field(default_factory=dict)
    #: PutGatewayResponse's parameters (``x-amazon-apigateway-gateway-responses``)
    gateway_responses: list[dict[str, Any]] = field(default_factory=list)


#: A method's ``requestValidatorName``: the validator the import resolves to its id.
VALIDATOR_NAME = "requestValidatorName"
_LOCAL_REF = ("#/components/schemas/", "#/definitions/")


def model_name(ref: Any) -> str | None:
    """The model a document-local ``$ref`` names (None for anything else)."""
    for prefix in _LOCAL_REF:
        if isinstance(ref, str) and ref.startswith(prefix):
            return ref.removeprefix(prefix)
    return None


#: A method's ``authorizerName``: the scheme whose authorizer the import resolves to its id.
AUTHORIZER_NAME = "authorizerName"


def _schemes(document: dict[str, Any]) -> tuple[dict[str, dict[str, Any]], set[str], set[str]]:
    """The Lambda authorizers the security schemes define, the names of the SigV4 (AWS_IAM) schemes and
    of the API key schemes (``x-api-key`` in a header: ``apiKeyRequired``)."""
    schemes = (document.get("securityDefinitions") or {}) | (
        (document.get("components") or {}).get("securitySchemes") or {}
    )
    authorizers: dict[str, dict[str, Any]] = {}
    sigv4: set[str] = set()
    keys: set[str] = set()
    for name, scheme in schemes.items():
        if not isinstance(scheme, dict):
            raise bad_request(f"Invalid OpenAPI input: security scheme '{name}'")
        if str(scheme.get("x-amazon-apigateway-authtype", "")).lower() == "awssigv4":
            sigv4.add(str(name))
            continue
        raw = scheme.get("x-amazon-apigateway-authorizer")
        is_key = scheme.get("type") == "apiKey" and scheme.get("in") == "header"
        if raw is None and is_key and str(scheme.get("name", "")).lower() == "x-api-key":
            keys.add(str(name))
            continue
        if not isinstance(raw, dict):
            raise bad_request(
                f"labcloud serves Lambda and Cognito authorizers and awsSigv4 only: security scheme '{name}' is none"
            )
        kind = str(raw.get("type", "")).upper()
        params: dict[str, Any] = {"name": str(name), "type": kind}
        for member in (
            "authorizerUri",
            "authorizerCredentials",
            "identitySource",
            "identityValidationExpression",
            "providerARNs",
        ):
            if raw.get(member) is not None:
                params[member] = raw[member]
        if raw.get("authorizerResultTtlInSeconds") is not None:
            params["authorizerResultTtlInSeconds"] = int(raw["authorizerResultTtlInSeconds"])
        if (
            kind in ("TOKEN", "COGNITO_USER_POOLS")
            and "identitySource" not in params
            and scheme.get("in") == "header"
        ):
            params["identitySource"] = f"method.request.header.{scheme.get('name')}"
        if scheme.get("x-amazon-apigateway-authtype"):
            params["authType"] = str(scheme["x-amazon-apigateway-authtype"])
        authorizers[str(name)] = params
    return authorizers, sigv4, keys


def _secure(
    method: dict[str, Any], security: Any, authorizers: dict[str, Any], sigv4: set[str], keys: set[str]
) -> None:
    for requirement in security or []:
        for name in requirement if isinstance(requirement, dict) else ():
            if name in authorizers:
                cognito = authorizers[name].get("type") == "COGNITO_USER_POOLS"
                method["authorizationType"] = "COGNITO_USER_POOLS" if cognito else "CUSTOM"
                method[AUTHORIZER_NAME] = name
                scopes = requirement[name]
                if cognito and isinstance(scopes, list) and scopes:
                    method["authorizationScopes"] = [str(scope) for scope in scopes]
            elif name in sigv4:
                method["authorizationType"] = "AWS_IAM"
            elif name in keys:
                method["apiKeyRequired"] = True
            else:
                raise bad_request(f"Invalid OpenAPI input: security requirement '{name}' names no scheme")


def aws_variables(account_id: str, region: str) -> dict[str, str]:
    """The AWS variables API Gateway resolves when it imports a definition, by their ``${...}`` names."""
    return {"AWS::AccountId": account_id, "AWS::Partition": "aws", "AWS::Region": region}


def parse_body(body: bytes, variables: dict[str, str] | None = None) -> dict[str, Any]:
    """The definition's document; ``variables`` (``aws_variables``) replace their ``${name}`` first, as
    API Gateway's import does (an integration ``uri`` of ``arn:${AWS::Partition}:apigateway:${AWS::Region}:...``).
    """
    text = body.decode("utf-8", errors="replace").strip()
    for name, value in (variables or {}).items():
        text = text.replace("${" + name + "}", value)
    if not text:
        raise bad_request("Invalid OpenAPI input: the body is empty")
    try:
        document = json_document.loads(text)  # bounded nesting: too deep is a ValueError
    except ValueError:
        import yaml  # only for a YAML definition: not paid at start-up

        try:
            document = yaml.safe_load(text)
        except (yaml.YAMLError, RecursionError):
            raise bad_request("Invalid OpenAPI input: neither JSON nor YAML") from None
    if not isinstance(document, dict) or not ("swagger" in document or "openapi" in document):
        raise bad_request("Invalid OpenAPI input: no 'swagger' or 'openapi' version member")
    return document


def _method_of(operation: dict[str, Any], http_method: str) -> dict[str, Any]:
    method: dict[str, Any] = {"authorizationType": "NONE"}
    if operation.get("operationId"):
        method["operationName"] = operation["operationId"]
    parameters: dict[str, bool] = {}
    for parameter in operation.get("parameters") or []:
        place = _PARAMETER_PLACES.get(str(parameter.get("in", "")))
        if place is not None and parameter.get("name"):
            parameters[f"method.request.{place}.{parameter['name']}"] = bool(parameter.get("required", False))
    if parameters:
        method["requestParameters"] = parameters
    models: dict[str, str] = {}
    content = (operation.get("requestBody") or {}).get("content") or {}
    for content_type, media in content.items() if isinstance(content, dict) else ():
        name = model_name(((media or {}).get("schema") or {}).get("$ref"))
        if name:
            models[str(content_type)] = name
    for parameter in operation.get("parameters") or []:
        name = (
            model_name((parameter.get("schema") or {}).get("$ref")) if parameter.get("in") == "body" else None
        )
        if name:
            for content_type in operation.get("consumes") or ["application/json"]:
                models[str(content_type)] = name
    if models:
        method["requestModels"] = models
    return method


def _integration_of(raw: dict[str, Any]) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    kind = str(raw.get("type", "")).upper()
    integration: dict[str, Any] = {"type": kind}
    if raw.get("httpMethod"):
        integration["integrationHttpMethod"] = str(raw["httpMethod"]).upper()
    for member in (
        "uri",
        "requestTemplates",
        "requestParameters",
        "passthroughBehavior",
        "contentHandling",
        "credentials",
        "connectionType",
        "connectionId",
        "integrationTarget",
        "cacheNamespace",
        "cacheKeyParameters",
        "responseTransferMode",
        "tlsConfig",
    ):
        if raw.get(member) is not None:
            integration[member] = raw[member]
    if raw.get("timeoutInMillis") is not None:
        integration["timeoutInMillis"] = int(raw["timeoutInMillis"])
    if integration.get("passthroughBehavior"):
        integration["passthroughBehavior"] = str(integration["passthroughBehavior"]).upper()
    if integration.get("connectionType"):
        integration["connectionType"] = str(integration["connectionType"]).upper()
    responses: dict[str, dict[str, Any]] = {}
    for pattern, response in (raw.get("responses") or {}).items():
        status = str(response.get("statusCode", ""))
        if not status:
            raise bad_request(f"Invalid OpenAPI input: integration response '{pattern}' has no statusCode")
        answer: dict[str, Any] = {}
        if pattern != "default":
            answer["selectionPattern"] = pattern
        for member in ("responseTemplates", "responseParameters", "contentHandling"):
            if response.get(member) is not None:
                answer[member] = response[member]
        responses[status] = answer
    return integration, responses


def read(document: dict[str, Any]) -> Definition:
    info = document.get("info") or {}
    api: dict[str, Any] = {"name": str(info.get("title") or "")}
    if not api["name"]:
        raise bad_request("Invalid OpenAPI input: info.title is required")
    if info.get("description"):
        api["description"] = str(info["description"])
    if info.get("version") is not None:
        api["version"] = str(info["version"])
    if document.get("x-amazon-apigateway-binary-media-types"):
        api["binaryMediaTypes"] = [str(t) for t in document["x-amazon-apigateway-binary-media-types"]]
    policy = document.get("x-amazon-apigateway-policy")
    if policy:
        api["policy"] = policy if isinstance(policy, str) else json.dumps(policy)
    authorizers, sigv4, keys = _schemes(document)
    validators: dict[str, dict[str, bool]] = {}
    for name, raw in (document.get("x-amazon-apigateway-request-validators") or {}).items():
        validators[str(name)] = {
            "validateRequestBody": bool((raw or {}).get("validateRequestBody", False)),
            "validateRequestParameters": bool((raw or {}).get("validateRequestParameters", False)),
        }
    models = dict(document.get("definitions") or {}) | dict(
        (document.get("components") or {}).get("schemas") or {}
    )
    operations: list[Operation] = []
    paths: list[str] = []
    for path, item in (document.get("paths") or {}).items():
        if not str(path).startswith("/") or not isinstance(item, dict):
            raise bad_request(f"Invalid OpenAPI input: path '{path}'")
        paths.append(str(path))
        for name, operation in item.items():
            if name not in OPERATIONS or not isinstance(operation, dict):
                continue
            http_method = "ANY" if name == "x-amazon-apigateway-any-method" else name.upper()
            method = _method_of(operation, http_method)
            _secure(method, operation.get("security", document.get("security")), authorizers, sigv4, keys)
            validator = operation.get(
                "x-amazon-apigateway-request-validator", document.get("x-amazon-apigateway-request-validator")
            )
            if validator is not None:
                if str(validator) not in validators:
                    raise bad_request(
                        f"Invalid OpenAPI input: request validator '{validator}' is not defined"
                    )
                method[VALIDATOR_NAME] = str(validator)
            raw = operation.get("x-amazon-apigateway-integration")
            integration, responses = _integration_of(raw) if isinstance(raw, dict) else (None, {})
            found = Operation(str(path), http_method, method, integration, responses)
            statuses = [str(code) for code in (operation.get("responses") or {}) if str(code).isdigit()]
            found.method["methodResponses"] = {
                code: {"statusCode": code, **_response_parameters(operation["responses"][code])}
                for code in statuses
            }
            operations.append(found)
    responses = document.get("x-amazon-apigateway-gateway-responses") or {}
    if not isinstance(responses, dict):
        raise bad_request("Invalid OpenAPI input: x-amazon-apigateway-gateway-responses")
    gateway_responses = [
        {"responseType": str(kind), **(raw if isinstance(raw, dict) else {})}
        for kind, raw in responses.items()
    ]
    return Definition(api, operations, paths, authorizers, models, validators, gateway_responses)


def _response_parameters(response: Any) -> dict[str, Any]:
    """A method response's header parameters and its models (OpenAPI 3 ``content``, Swagger ``schema``)."""
    if not isinstance(response, dict):
        return {}
    out: dict[str, Any] = {}
    headers = response.get("headers")
    if headers:
        out["responseParameters"] = {f"method.response.header.{name}": False for name in headers}
    models: dict[str, str] = {}
    content = response.get("content")
    for content_type, media in content.items() if isinstance(content, dict) else ():
        name = model_name(((media or {}).get("schema") or {}).get("$ref"))
        if name:
            models[str(content_type)] = name
    name = model_name(
        (response.get("schema") or {}).get("$ref") if isinstance(response.get("schema"), dict) else None
    )
    if name:
        models["application/json"] = name
    if models:
        out["responseModels"] = models
    return out
