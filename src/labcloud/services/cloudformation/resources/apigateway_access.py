"""AWS::ApiGateway::Authorizer, ApiKey, UsagePlan, UsagePlanKey, RequestValidator, Model,
GatewayResponse and ClientCertificate through the apigateway API (the access-control parts of a REST API).

Physical ids are AWS's ``Ref`` values: the authorizer id, the key id, the plan id, the key id for a
UsagePlanKey, the validator id, the model's name, ``<api>|<response type>`` for a gateway response; any change replaces the resource. What the API refuses (Cognito, ``AuthorizerCredentials``,
per-method throttles) fails the resource with its reason.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed


class Authorizer(Handler):
    type = "AWS::ApiGateway::Authorizer"
    known = frozenset(
        {
            "RestApiId",
            "Name",
            "Type",
            "AuthorizerUri",
            "AuthorizerCredentials",
            "AuthorizerResultTtlInSeconds",
            "AuthType",
            "IdentitySource",
            "IdentityValidationExpression",
            "ProviderARNs",
        }
    )
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        params: dict[str, Any] = {
            "restApiId": props["RestApiId"],
            "name": props["Name"],
            "type": props["Type"],
        }
        for prop, member in (
            ("AuthorizerUri", "authorizerUri"),
            ("AuthorizerCredentials", "authorizerCredentials"),
            ("AuthType", "authType"),
            ("IdentitySource", "identitySource"),
            ("IdentityValidationExpression", "identityValidationExpression"),
            ("ProviderARNs", "providerARNs"),
        ):
            if props.get(prop) is not None:
                params[member] = props[prop]
        if props.get("AuthorizerResultTtlInSeconds") is not None:
            params["authorizerResultTtlInSeconds"] = int(props["AuthorizerResultTtlInSeconds"])
        made = await rc.call("apigateway", "CreateAuthorizer", params)
        return Created(made["id"], {"AuthorizerId": made["id"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "apigateway", "DeleteAuthorizer", {"restApiId": props["RestApiId"], "authorizerId": physical_id}
        )


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t["Value"]) for t in props.get("Tags") or []}


class ApiKey(Handler):
    type = "AWS::ApiGateway::ApiKey"
    known = frozenset(
        {"Name", "Description", "Enabled", "Value", "CustomerId", "GenerateDistinctId", "StageKeys", "Tags"}
    )
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        params: dict[str, Any] = {"enabled": str(props.get("Enabled", False)).lower() == "true"}
        for prop, member in (
            ("Name", "name"),
            ("Description", "description"),
            ("Value", "value"),
            ("CustomerId", "customerId"),
        ):
            if props.get(prop) is not None:
                params[member] = str(props[prop])
        if props.get("StageKeys"):
            params["stageKeys"] = [
                {"restApiId": k.get("RestApiId"), "stageName": k.get("StageName")} for k in props["StageKeys"]
            ]
        if props.get("Tags"):
            params["tags"] = _tags(props)
        made = await rc.call("apigateway", "CreateApiKey", params)
        return Created(made["id"], {"APIKeyId": made["id"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("apigateway", "DeleteApiKey", {"apiKey": physical_id})


def _throttle(throttle: dict[str, Any]) -> dict[str, Any]:
    """CloudFormation's ThrottleSettings as API Gateway's (``burstLimit``, ``rateLimit``)."""
    return {
        **({"burstLimit": int(throttle["BurstLimit"])} if "BurstLimit" in throttle else {}),
        **({"rateLimit": float(throttle["RateLimit"])} if "RateLimit" in throttle else {}),
    }


class UsagePlan(Handler):
    type = "AWS::ApiGateway::UsagePlan"
    known = frozenset({"UsagePlanName", "Description", "ApiStages", "Throttle", "Quota", "Tags"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        params: dict[str, Any] = {"name": str(props.get("UsagePlanName") or rc.logical_id)}
        if props.get("Description"):
            params["description"] = str(props["Description"])
        stages = []
        for stage in props.get("ApiStages") or []:
            entry: dict[str, Any] = {"apiId": stage.get("ApiId"), "stage": stage.get("Stage")}
            if stage.get("Throttle"):  # {"/path/METHOD": {BurstLimit, RateLimit}}
                entry["throttle"] = {
                    str(method): _throttle(limits) if isinstance(limits, dict) else limits
                    for method, limits in stage["Throttle"].items()
                }
            stages.append(entry)
        if stages:
            params["apiStages"] = stages
        throttle = props.get("Throttle")
        if throttle:
            params["throttle"] = _throttle(throttle)
        quota = props.get("Quota")
        if quota:
            params["quota"] = {
                "limit": int(quota.get("Limit", 0)),
                "offset": int(quota.get("Offset", 0)),
                "period": str(quota.get("Period", "")),
            }
        if props.get("Tags"):
            params["tags"] = _tags(props)
        made = await rc.call("apigateway", "CreateUsagePlan", params)
        return Created(made["id"], {"Id": made["id"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("apigateway", "DeleteUsagePlan", {"usagePlanId": physical_id})


class UsagePlanKey(Handler):
    type = "AWS::ApiGateway::UsagePlanKey"
    known = frozenset({"KeyId", "KeyType", "UsagePlanId"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        await rc.call(
            "apigateway",
            "CreateUsagePlanKey",
            {"usagePlanId": props["UsagePlanId"], "keyId": props["KeyId"], "keyType": props["KeyType"]},
        )
        return Created(str(props["KeyId"]), {"Id": str(props["KeyId"])})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "apigateway", "DeleteUsagePlanKey", {"usagePlanId": props["UsagePlanId"], "keyId": physical_id}
        )


class RequestValidator(Handler):
    type = "AWS::ApiGateway::RequestValidator"
    known = frozenset({"RestApiId", "Name", "ValidateRequestBody", "ValidateRequestParameters"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        params: dict[str, Any] = {
            "restApiId": props["RestApiId"],
            "name": str(props.get("Name") or rc.logical_id),
            "validateRequestBody": str(props.get("ValidateRequestBody", False)).lower() == "true",
            "validateRequestParameters": str(props.get("ValidateRequestParameters", False)).lower() == "true",
        }
        made = await rc.call("apigateway", "CreateRequestValidator", params)
        return Created(made["id"], {"RequestValidatorId": made["id"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "apigateway",
            "DeleteRequestValidator",
            {"restApiId": props["RestApiId"], "requestValidatorId": physical_id},
        )


class Model(Handler):
    type = "AWS::ApiGateway::Model"
    known = frozenset({"RestApiId", "Name", "ContentType", "Description", "Schema"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        name = str(props.get("Name") or "".join(c for c in rc.logical_id if c.isalnum()))
        schema = props.get("Schema") or {}
        params: dict[str, Any] = {
            "restApiId": props["RestApiId"],
            "name": name,
            "contentType": str(props.get("ContentType") or "application/json"),
            "schema": schema if isinstance(schema, str) else json.dumps(schema),
        }
        if props.get("Description"):
            params["description"] = str(props["Description"])
        await rc.call("apigateway", "CreateModel", params)
        return Created(name, {})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "apigateway", "DeleteModel", {"restApiId": props["RestApiId"], "modelName": physical_id}
        )


class GatewayResponse(Handler):
    type = "AWS::ApiGateway::GatewayResponse"
    known = frozenset({"RestApiId", "ResponseType", "StatusCode", "ResponseParameters", "ResponseTemplates"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        params: dict[str, Any] = {"restApiId": props["RestApiId"], "responseType": props["ResponseType"]}
        for prop, member in (
            ("StatusCode", "statusCode"),
            ("ResponseParameters", "responseParameters"),
            ("ResponseTemplates", "responseTemplates"),
        ):
            if props.get(prop) is not None:
                params[member] = str(props[prop]) if prop == "StatusCode" else props[prop]
        await rc.call("apigateway", "PutGatewayResponse", params)
        return Created(f"{props['RestApiId']}|{props['ResponseType']}", {})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        api_id, response_type = physical_id.split("|", 1)
        await rc.call_quiet(
            "apigateway", "DeleteGatewayResponse", {"restApiId": api_id, "responseType": response_type}
        )


#: Every handler of this module, registered in one line of ``registry.py``.
class ClientCertificate(Handler):
    """A generated client certificate; Ref is its id. A changed description is patched in place."""

    type = "AWS::ApiGateway::ClientCertificate"
    known = frozenset({"Description", "Tags"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        params: dict[str, Any] = {}
        if props.get("Description") is not None:
            params["description"] = str(props["Description"])
        if props.get("Tags"):
            params["tags"] = _tags(props)
        made = await rc.call("apigateway", "GenerateClientCertificate", params)
        return Created(made["clientCertificateId"], {"ClientCertificateId": made["clientCertificateId"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        if new.get("Tags") != old.get("Tags"):
            raise ResourceFailed(f"labcloud does not update the Tags of {self.type} in place")
        patch = {"op": "replace", "path": "/description", "value": str(new.get("Description") or "")}
        await rc.call(
            "apigateway",
            "UpdateClientCertificate",
            {"clientCertificateId": physical_id, "patchOperations": [patch]},
        )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("apigateway", "DeleteClientCertificate", {"clientCertificateId": physical_id})


HANDLERS: tuple[Handler, ...] = (
    Authorizer(),
    ApiKey(),
    UsagePlan(),
    UsagePlanKey(),
    RequestValidator(),
    Model(),
    GatewayResponse(),
    ClientCertificate(),
)
