"""AWS::ApiGateway::Authorizer through the apigateway API (the access-control parts of a REST API).

The physical id is the authorizer id (``Ref``), also its ``AuthorizerId`` attribute; any change
replaces it. What the API refuses (Cognito, ``AuthorizerCredentials``) fails the resource with its reason.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall


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
    required = ("RestApiId", "Name", "Type")
    replace_all = True
    attributes = frozenset({"AuthorizerId"})

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


#: Every handler of this module, registered in one line of ``registry.py``.
HANDLERS: tuple[Handler, ...] = (Authorizer(),)
