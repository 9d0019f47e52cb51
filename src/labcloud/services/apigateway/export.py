"""A deployed stage written out as an OpenAPI 3.0.1 or Swagger 2.0 definition (GetExport), the inverse of
``openapi.py``: paths and methods from the stage's deployment snapshot, parameters, method responses,
models as schemas/definitions, security schemes, and the ``x-amazon-apigateway-*`` extensions the
``extensions`` parameter asks for (``integrations``: each method's integration; ``authorizers``: each
scheme's authorizer; ``apigateway``: both and the API-level ones: api key source, binary media types,
request validators, policy, gateway responses)."""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from typing import Any

from labcloud.services.apigateway.errors import bad_request

EXPORT_TYPES = ("oas30", "swagger")
EXTENSIONS = ("integrations", "authorizers", "apigateway")
ACCEPTS = ("application/json", "application/yaml")
_PLACES = {"path": "path", "querystring": "query", "header": "header"}
_MODEL_REF = re.compile(r"^https://apigateway\.amazonaws\.com/restapis/[^/]+/models/([^/]+)$")
SIGV4 = "sigv4"
API_KEY = "api_key"


@dataclass(slots=True)
class ApiParts:
    """What an export reads: the API, the deployed resources and the API's current parts."""

    api: dict[str, Any]
    resources: list[dict[str, Any]]
    deployed_at: float
    base_url: str
    stage: str
    models: list[dict[str, Any]]
    authorizers: list[dict[str, Any]]
    validators: list[dict[str, Any]]
    gateway_responses: list[dict[str, Any]]


def extensions_of(parameters: dict[str, str] | None) -> set[str]:
    """The ``extensions`` parameter read (comma separated); postman and unknown names refused."""
    chosen: set[str] = set()
    for name, value in (parameters or {}).items():
        if name != "extensions":
            raise bad_request(f"Invalid export parameter: {name}. Valid parameters are extensions")
        for item in (v.strip() for v in value.split(",") if v.strip()):
            if item == "postman":
                raise bad_request(
                    "labcloud does not export Postman extensions: use integrations, authorizers or apigateway"
                )
            if item not in EXTENSIONS:
                raise bad_request(
                    f"Invalid extensions value: {item}. Valid values are {', '.join(EXTENSIONS)}"
                )
            chosen.add(item)
    if "apigateway" in chosen:
        chosen |= {"integrations", "authorizers"}
    return chosen


def timestamp(seconds: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


class _Writer:
    def __init__(self, parts: ApiParts, oas3: bool, extensions: set[str]) -> None:
        self.parts = parts
        self.oas3 = oas3
        self.extensions = extensions
        self.schemes: dict[str, dict[str, Any]] = {}
        self.authorizers = {a["id"]: a for a in parts.authorizers}
        self.validators = {v["id"]: v for v in parts.validators}

    def ref(self, model: str) -> dict[str, str]:
        return {"$ref": f"#/components/schemas/{model}" if self.oas3 else f"#/definitions/{model}"}

    def _typed(self, entry: dict[str, Any]) -> dict[str, Any]:
        if self.oas3:
            entry["schema"] = {"type": "string"}
        else:
            entry["type"] = "string"
        return entry

    def parameters(self, method: dict[str, Any], path: str) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        given = dict(method.get("requestParameters") or {})
        for name in re.findall(r"\{([^}+]+)\+?\}", path):
            given.setdefault(f"method.request.path.{name}", True)
        for key, required in given.items():
            _, _, rest = key.partition("method.request.")
            place, _, name = rest.partition(".")
            if place in _PLACES and name:
                entry = {"name": name, "in": _PLACES[place], "required": bool(required) or place == "path"}
                out.append(self._typed(entry))
        return out

    def responses(self, method: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for code, response in sorted((method.get("methodResponses") or {}).items()):
            entry: dict[str, Any] = {"description": f"{code} response"}
            headers = {
                key.removeprefix("method.response.header."): self._typed({})
                for key in response.get("responseParameters") or {}
                if key.startswith("method.response.header.")
            }
            if headers:
                entry["headers"] = headers
            models = response.get("responseModels") or {}
            if models and self.oas3:
                entry["content"] = {ct: {"schema": self.ref(m)} for ct, m in models.items()}
            elif models:
                entry["schema"] = self.ref(next(iter(models.values())))
            out[str(code)] = entry
        return out

    def security(self, method: dict[str, Any]) -> list[dict[str, list[str]]]:
        wanted: list[dict[str, list[str]]] = []
        kind = method.get("authorizationType")
        if kind == "CUSTOM" and method.get("authorizerId") in self.authorizers:
            authorizer = self.authorizers[method["authorizerId"]]
            self.schemes[authorizer["name"]] = self.authorizer_scheme(authorizer)
            wanted.append({authorizer["name"]: []})
        elif kind == "AWS_IAM":
            self.schemes[SIGV4] = {
                "type": "apiKey",
                "name": "Authorization",
                "in": "header",
                "x-amazon-apigateway-authtype": "awsSigv4",
            }
            wanted.append({SIGV4: []})
        if method.get("apiKeyRequired"):
            self.schemes[API_KEY] = {"type": "apiKey", "name": "x-api-key", "in": "header"}
            wanted.append({API_KEY: []})
        return wanted

    def authorizer_scheme(self, authorizer: dict[str, Any]) -> dict[str, Any]:
        source = str(authorizer.get("identitySource") or "")
        header = source.removeprefix("method.request.header.") if authorizer.get("type") == "TOKEN" else ""
        scheme: dict[str, Any] = {
            "type": "apiKey",
            "name": header or "Unused",
            "in": "header",
            "x-amazon-apigateway-authtype": "custom",
        }
        if "authorizers" in self.extensions:
            raw: dict[str, Any] = {"type": str(authorizer.get("type", "")).lower()}
            for member in (
                "authorizerUri",
                "authorizerCredentials",
                "identitySource",
                "identityValidationExpression",
                "authorizerResultTtlInSeconds",
            ):
                if authorizer.get(member) is not None:
                    raw[member] = authorizer[member]
            scheme["x-amazon-apigateway-authorizer"] = raw
        return scheme

    def integration(self, integration: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"type": str(integration["type"]).lower()}
        for member in (
            "httpMethod",
            "uri",
            "credentials",
            "requestParameters",
            "requestTemplates",
            "passthroughBehavior",
            "contentHandling",
            "timeoutInMillis",
            "connectionType",
            "connectionId",
            "integrationTarget",
            "cacheNamespace",
            "cacheKeyParameters",
            "tlsConfig",
        ):
            value = integration.get(member)
            if value not in (None, "", [], {}):
                out[member] = str(value).lower() if member == "passthroughBehavior" else value
        responses: dict[str, Any] = {}
        for code, response in sorted((integration.get("integrationResponses") or {}).items()):
            entry: dict[str, Any] = {"statusCode": str(code)}
            for member in ("responseParameters", "responseTemplates", "contentHandling"):
                if response.get(member):
                    entry[member] = response[member]
            responses[response.get("selectionPattern") or "default"] = entry
        if responses:
            out["responses"] = responses
        return out

    def operation(self, path: str, method: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if method.get("operationName"):
            out["operationId"] = method["operationName"]
        parameters = self.parameters(method, path)
        models = method.get("requestModels") or {}
        if models and self.oas3:
            out["requestBody"] = {
                "content": {ct: {"schema": self.ref(m)} for ct, m in models.items()},
                "required": True,
            }
        elif models:
            out["consumes"] = list(models)
            model = next(iter(models.values()))
            parameters.append({"in": "body", "name": model, "required": True, "schema": self.ref(model)})
        if parameters:
            out["parameters"] = parameters
        out["responses"] = self.responses(method)
        security = self.security(method)
        if security:
            out["security"] = security
        if "apigateway" in self.extensions and method.get("requestValidatorId") in self.validators:
            out["x-amazon-apigateway-request-validator"] = self.validators[method["requestValidatorId"]][
                "name"
            ]
        if "integrations" in self.extensions and method.get("methodIntegration"):
            out["x-amazon-apigateway-integration"] = self.integration(method["methodIntegration"])
        return out

    def schema(self, model: dict[str, Any]) -> Any:
        try:
            schema = json.loads(model.get("schema") or "{}")
        except ValueError:
            return {}
        if isinstance(schema, dict):
            schema.pop("$schema", None)
        return self._refs(schema)

    def _refs(self, value: Any) -> Any:
        if isinstance(value, dict):
            return {
                k: self._rewrite(v) if k == "$ref" and isinstance(v, str) else self._refs(v)
                for k, v in value.items()
            }
        if isinstance(value, list):
            return [self._refs(v) for v in value]
        return value

    def _rewrite(self, ref: str) -> str:
        found = _MODEL_REF.match(ref)
        return self.ref(found.group(1))["$ref"] if found else ref

    def document(self) -> dict[str, Any]:
        parts = self.parts
        info: dict[str, Any] = {"title": parts.api.get("name", "")}
        if parts.api.get("description"):
            info["description"] = parts.api["description"]
        info["version"] = timestamp(parts.deployed_at)
        doc: dict[str, Any] = {"openapi": "3.0.1"} if self.oas3 else {"swagger": "2.0"}
        doc["info"] = info
        if self.oas3:
            doc["servers"] = [
                {
                    "url": f"{parts.base_url}/{{basePath}}",
                    "variables": {"basePath": {"default": f"/{parts.stage}"}},
                }
            ]
        else:
            scheme, _, host = parts.base_url.partition("://")
            doc.update({"host": host, "basePath": f"/{parts.stage}", "schemes": [scheme]})
        paths: dict[str, Any] = {}
        for resource in sorted(parts.resources, key=lambda r: r["path"]):
            methods = resource.get("resourceMethods") or {}
            if not methods:
                continue
            item: dict[str, Any] = {}
            for name, method in sorted(methods.items()):
                key = "x-amazon-apigateway-any-method" if name == "ANY" else name.lower()
                item[key] = self.operation(resource["path"], method)
            paths[resource["path"]] = item
        doc["paths"] = paths
        schemas = {m["name"]: self.schema(m) for m in sorted(parts.models, key=lambda m: m["name"])}
        if self.oas3:
            components: dict[str, Any] = {}
            if schemas:
                components["schemas"] = schemas
            if self.schemes:
                components["securitySchemes"] = self.schemes
            if components:
                doc["components"] = components
        else:
            if self.schemes:
                doc["securityDefinitions"] = self.schemes
            if schemas:
                doc["definitions"] = schemas
        if "apigateway" in self.extensions:
            self.api_extensions(doc)
        return doc

    def api_extensions(self, doc: dict[str, Any]) -> None:
        api = self.parts.api
        doc["x-amazon-apigateway-api-key-source"] = api.get("apiKeySource") or "HEADER"
        if api.get("binaryMediaTypes"):
            doc["x-amazon-apigateway-binary-media-types"] = list(api["binaryMediaTypes"])
        if api.get("policy"):
            try:
                doc["x-amazon-apigateway-policy"] = json.loads(api["policy"])
            except ValueError:
                doc["x-amazon-apigateway-policy"] = api["policy"]
        if self.parts.validators:
            doc["x-amazon-apigateway-request-validators"] = {
                v["name"]: {
                    "validateRequestBody": bool(v.get("validateRequestBody")),
                    "validateRequestParameters": bool(v.get("validateRequestParameters")),
                }
                for v in self.parts.validators
            }
        if self.parts.gateway_responses:
            doc["x-amazon-apigateway-gateway-responses"] = {
                r["responseType"]: {
                    k: r[k] for k in ("statusCode", "responseParameters", "responseTemplates") if r.get(k)
                }
                for r in self.parts.gateway_responses
            }


def document(parts: ApiParts, export_type: str, extensions: set[str]) -> dict[str, Any]:
    if export_type not in EXPORT_TYPES:
        raise bad_request(f"Invalid export type: {export_type}. Valid values are {', '.join(EXPORT_TYPES)}")
    return _Writer(parts, export_type == "oas30", extensions).document()


def encode(document: dict[str, Any], accepts: str | None) -> tuple[bytes, str]:
    """The definition as JSON (the default) or YAML, with its content type."""
    offered = [item.split(";")[0].strip().lower() for item in (accepts or "").split(",")]
    offered = ["application/json" if item in ("", "*/*", "application/*") else item for item in offered]
    kind = next((item for item in offered if item in ACCEPTS), None)
    if kind is None:
        raise bad_request(f"Invalid accepts: {accepts}. Valid values are {', '.join(ACCEPTS)}")
    if kind == "application/yaml":
        import yaml  # only for a YAML export: not paid at start-up

        return yaml.safe_dump(document, sort_keys=False).encode(), kind
    return json.dumps(document, indent=2).encode(), kind
