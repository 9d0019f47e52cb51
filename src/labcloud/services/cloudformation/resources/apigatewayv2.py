"""AWS::ApiGatewayV2::Api (with an OpenAPI ``Body``, which SAM's ``HttpApi`` uses, or quick create's
``Target``), Route, Integration, Stage and Authorizer, all through the apigatewayv2 API; for WebSocket
APIs also RouteResponse, Deployment, IntegrationResponse and Model; for HTTP APIs VpcLink.

Physical ids are AWS's: the API id, the route id, the integration id, the stage name. Properties
labcloud does not serve fail the resource with a clear reason (the service refuses them), never ignored."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

_API_PROPS = (
    "Name",
    "ProtocolType",
    "Description",
    "Version",
    "CorsConfiguration",
    "DisableExecuteApiEndpoint",
    "RouteKey",
    "Target",
    "RouteSelectionExpression",
    "IpAddressType",
)


class Api(Handler):
    type = "AWS::ApiGatewayV2::Api"
    known = frozenset(
        {*_API_PROPS, "Body", "BodyS3Location", "Tags", "FailOnWarnings", "BasePath", "CredentialsArn"}
    )
    replace_on = frozenset({"Body", "RouteKey", "Target"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        for name in ("BodyS3Location", "BasePath", "CredentialsArn"):
            if props.get(name):
                raise ResourceFailed(f"labcloud does not support {name} on {rc.logical_id}")
        if props.get("Body") is not None:
            body = props["Body"]
            api = await rc.call(
                "apigatewayv2", "ImportApi", {"Body": body if isinstance(body, str) else json.dumps(body)}
            )
            update = {k: props[k] for k in ("Name", "Description", "CorsConfiguration") if props.get(k)}
            if update:
                api = await rc.call("apigatewayv2", "UpdateApi", {"ApiId": api["ApiId"], **update})
        else:
            if not props.get("Name") or not props.get("ProtocolType"):
                raise ResourceFailed(f"{rc.logical_id}: Name and ProtocolType are required without a Body")
            api = await rc.call("apigatewayv2", "CreateApi", {k: props[k] for k in _API_PROPS if k in props})
        if props.get("Tags"):
            arn = f"arn:aws:apigateway:{rc.region}::/apis/{api['ApiId']}"
            tags = {str(k): str(v) for k, v in props["Tags"].items()}
            await rc.call("apigatewayv2", "TagResource", {"ResourceArn": arn, "Tags": tags})
        return Created(api["ApiId"], {"ApiId": api["ApiId"], "ApiEndpoint": api["ApiEndpoint"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        update = {k: new[k] for k in ("Name", "Description", "CorsConfiguration", "Version") if new.get(k)}
        await rc.call("apigatewayv2", "UpdateApi", {"ApiId": physical_id, **update})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("apigatewayv2", "DeleteApi", {"ApiId": physical_id})


async def _delete_part(
    rc: ResourceCall, operation: str, props: dict[str, Any], parent: str, id_member: str, physical_id: str
) -> None:
    """Delete one part of an API by its id (and its parent's, for the parts that live under a route or an
    integration); a part already gone is not an error."""
    params = {"ApiId": props.get("ApiId"), id_member: physical_id}
    if parent:
        params[parent] = props.get(parent)
    await rc.call_quiet("apigatewayv2", f"Delete{operation}", params)


class _Part(Handler):
    """A part created by one Create call and deleted by one Delete call, replaced on any change."""

    replace_all = True
    operation = ""
    id_member = ""
    #: the member naming the part's parent below the API, when its Delete call needs one (a route's id)
    parent_member = ""

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        if not props.get("ApiId"):
            raise ResourceFailed(
                f"Properties validation failed for resource {rc.logical_id}: ApiId is required"
            )
        made = await rc.call("apigatewayv2", f"Create{self.operation}", dict(props))
        physical = str(made[self.id_member])
        return Created(physical, {self.id_member: physical})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        raise ResourceFailed(f"{rc.logical_id}: replaced on any change")  # never reached: replace_all

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await _delete_part(rc, self.operation, props, self.parent_member, self.id_member, physical_id)


class Route(_Part):
    type = "AWS::ApiGatewayV2::Route"
    known = frozenset(
        {
            "ApiId",
            "RouteKey",
            "Target",
            "AuthorizationType",
            "AuthorizerId",
            "OperationName",
            "ApiKeyRequired",
            "AuthorizationScopes",
            "RequestModels",
            "RequestParameters",
            "RouteResponseSelectionExpression",
            "ModelSelectionExpression",
        }
    )
    operation, id_member = "Route", "RouteId"


class Integration(_Part):
    type = "AWS::ApiGatewayV2::Integration"
    known = frozenset(
        {
            "ApiId",
            "IntegrationType",
            "IntegrationUri",
            "IntegrationMethod",
            "PayloadFormatVersion",
            "TimeoutInMillis",
            "Description",
            "ConnectionType",
            "CredentialsArn",
            "IntegrationSubtype",
            "RequestParameters",
            "ResponseParameters",
            "TlsConfig",
            "ConnectionId",
            "ContentHandlingStrategy",
            "PassthroughBehavior",
            "RequestTemplates",
            "TemplateSelectionExpression",
        }
    )
    operation, id_member = "Integration", "IntegrationId"


class Stage(_Part):
    type = "AWS::ApiGatewayV2::Stage"
    known = frozenset(
        {
            "ApiId",
            "StageName",
            "AutoDeploy",
            "StageVariables",
            "Description",
            "DeploymentId",
            "AccessLogSettings",
            "DefaultRouteSettings",
            "RouteSettings",
            "Tags",
            "ClientCertificateId",
        }
    )
    attributes = frozenset()
    operation, id_member = "Stage", "StageName"

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        made = await super().create(rc, props)
        return Created(made.physical_id, {})


class RouteResponse(_Part):
    """A WebSocket route's ``$default`` route response (what makes the route two-way)."""

    type = "AWS::ApiGatewayV2::RouteResponse"
    known = frozenset(
        {
            "ApiId",
            "RouteId",
            "RouteResponseKey",
            "ModelSelectionExpression",
            "ResponseModels",
            "ResponseParameters",
        }
    )
    attributes = frozenset()
    operation, id_member, parent_member = "RouteResponse", "RouteResponseId", "RouteId"

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        made = await super().create(rc, props)
        return Created(made.physical_id, {})


class Deployment(_Part):
    """A deployment of the API as it is (a WebSocket API's stage serves one unless it auto-deploys)."""

    type = "AWS::ApiGatewayV2::Deployment"
    known = frozenset({"ApiId", "Description", "StageName"})
    operation, id_member = "Deployment", "DeploymentId"


class Authorizer(_Part):
    """JWT and Lambda (REQUEST) authorizers; numbers and booleans given as strings are converted."""

    type = "AWS::ApiGatewayV2::Authorizer"
    known = frozenset(
        {
            "ApiId",
            "Name",
            "AuthorizerType",
            "IdentitySource",
            "JwtConfiguration",
            "AuthorizerUri",
            "AuthorizerCredentialsArn",
            "AuthorizerPayloadFormatVersion",
            "AuthorizerResultTtlInSeconds",
            "EnableSimpleResponses",
            "IdentityValidationExpression",
        }
    )
    operation, id_member = "Authorizer", "AuthorizerId"

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        given = dict(props)
        ttl = given.get("AuthorizerResultTtlInSeconds")
        if isinstance(ttl, str) and ttl.strip().isdigit():
            given["AuthorizerResultTtlInSeconds"] = int(ttl)
        simple = given.get("EnableSimpleResponses")
        if isinstance(simple, str) and simple.lower() in ("true", "false"):
            given["EnableSimpleResponses"] = simple.lower() == "true"
        given.setdefault("IdentitySource", [])
        return await super().create(rc, given)


class IntegrationResponse(Handler):
    """A WebSocket integration's response (key, templates): changed in place by UpdateIntegrationResponse;
    a new ApiId or IntegrationId (create-only) replaces it."""

    type = "AWS::ApiGatewayV2::IntegrationResponse"
    known = frozenset(
        {
            "ApiId",
            "IntegrationId",
            "IntegrationResponseKey",
            "TemplateSelectionExpression",
            "ResponseTemplates",
            "ResponseParameters",
            "ContentHandlingStrategy",
        }
    )
    replace_on = frozenset({"ApiId", "IntegrationId"})
    attributes = frozenset({"IntegrationResponseId"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        made = await rc.call("apigatewayv2", "CreateIntegrationResponse", dict(props))
        physical = str(made["IntegrationResponseId"])
        return Created(physical, {"IntegrationResponseId": physical})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        params = {**new, "IntegrationResponseId": physical_id}
        # members the template no longer names are cleared (an empty value removes one)
        for member, empty in (
            ("TemplateSelectionExpression", ""),
            ("ContentHandlingStrategy", ""),
            ("ResponseTemplates", {}),
        ):
            if member in old and member not in new:
                params[member] = empty
        await rc.call("apigatewayv2", "UpdateIntegrationResponse", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await _delete_part(
            rc, "IntegrationResponse", props, "IntegrationId", "IntegrationResponseId", physical_id
        )


class Model(Handler):
    """A WebSocket API's model (a draft-4 schema; a template may give ``Schema`` as an object): name,
    schema, content type and description change in place; a new ApiId replaces it."""

    type = "AWS::ApiGatewayV2::Model"
    known = frozenset({"ApiId", "Name", "Schema", "ContentType", "Description"})
    replace_on = frozenset({"ApiId"})
    attributes = frozenset({"ModelId"})

    @staticmethod
    def _params(props: dict[str, Any]) -> dict[str, Any]:
        schema = props.get("Schema")
        return {**props, "Schema": schema if isinstance(schema, str) else json.dumps(schema)}

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        made = await rc.call("apigatewayv2", "CreateModel", self._params(props))
        return Created(str(made["ModelId"]), {"ModelId": made["ModelId"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        params = {**self._params(new), "ModelId": physical_id}
        if "Description" in old and "Description" not in new:
            params["Description"] = ""
        await rc.call("apigatewayv2", "UpdateModel", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "apigatewayv2", "DeleteModel", {"ApiId": props.get("ApiId"), "ModelId": physical_id}
        )


class VpcLink(Handler):
    """An HTTP API VPC link: its name and tags change in place; new subnets or security groups replace it."""

    type = "AWS::ApiGatewayV2::VpcLink"
    known = frozenset({"Name", "SubnetIds", "SecurityGroupIds", "Tags"})
    replace_on = frozenset({"SubnetIds", "SecurityGroupIds"})
    attributes = frozenset({"VpcLinkId"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        params = {**props, "Tags": {str(k): str(v) for k, v in (props.get("Tags") or {}).items()}}
        made = await rc.call("apigatewayv2", "CreateVpcLink", params)
        return Created(str(made["VpcLinkId"]), {"VpcLinkId": made["VpcLinkId"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        await rc.call("apigatewayv2", "UpdateVpcLink", {"VpcLinkId": physical_id, "Name": new.get("Name")})
        arn = f"arn:aws:apigateway:{rc.region}::/vpclinks/{physical_id}"
        before = {str(k): str(v) for k, v in (old.get("Tags") or {}).items()}
        after = {str(k): str(v) for k, v in (new.get("Tags") or {}).items()}
        gone = [k for k in before if k not in after]
        if gone:
            await rc.call("apigatewayv2", "UntagResource", {"ResourceArn": arn, "TagKeys": gone})
        if after and after != before:
            await rc.call("apigatewayv2", "TagResource", {"ResourceArn": arn, "Tags": after})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("apigatewayv2", "DeleteVpcLink", {"VpcLinkId": physical_id})


def _domain_params(props: dict[str, Any]) -> dict[str, Any]:
    params: dict[str, Any] = {"DomainName": str(props["DomainName"])}
    if props.get("DomainNameConfigurations") is not None:
        params["DomainNameConfigurations"] = [dict(c) for c in props["DomainNameConfigurations"]]
    for member in ("MutualTlsAuthentication", "RoutingMode"):
        if props.get(member) is not None:
            params[member] = props[member]
    return params


def _domain_attributes(made: dict[str, Any]) -> dict[str, Any]:
    conf = (made.get("DomainNameConfigurations") or [{}])[0]
    return {
        "RegionalDomainName": conf.get("ApiGatewayDomainName", ""),
        "RegionalHostedZoneId": conf.get("HostedZoneId", ""),
        "DomainNameArn": made.get("DomainNameArn", ""),
    }


class DomainName(Handler):
    """A custom domain name through API Gateway v2 (one record with API Gateway's, as on AWS): its
    configuration and tags change in place, a new name replaces it; what the API refuses (EDGE, mutual
    TLS...) fails the resource with its reason."""

    type = "AWS::ApiGatewayV2::DomainName"
    known = frozenset(
        {"DomainName", "DomainNameConfigurations", "MutualTlsAuthentication", "RoutingMode", "Tags"}
    )
    replace_on = frozenset({"DomainName"})
    attributes = frozenset({"RegionalDomainName", "RegionalHostedZoneId", "DomainNameArn"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        params = _domain_params(props)
        if props.get("Tags"):
            params["Tags"] = {str(k): str(v) for k, v in props["Tags"].items()}
        made = await rc.call("apigatewayv2", "CreateDomainName", params)
        return Created(str(made["DomainName"]), _domain_attributes(made))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        made = await rc.call(
            "apigatewayv2", "UpdateDomainName", {**_domain_params(new), "DomainName": physical_id}
        )
        arn = f"arn:aws:apigateway:{rc.region}::/domainnames/{physical_id}"
        before = {str(k): str(v) for k, v in (old.get("Tags") or {}).items()}
        after = {str(k): str(v) for k, v in (new.get("Tags") or {}).items()}
        gone = [k for k in before if k not in after]
        if gone:
            await rc.call("apigatewayv2", "UntagResource", {"ResourceArn": arn, "TagKeys": gone})
        if after and after != before:
            await rc.call("apigatewayv2", "TagResource", {"ResourceArn": arn, "Tags": after})
        return _domain_attributes(made)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("apigatewayv2", "DeleteDomainName", {"DomainName": physical_id})


class ApiMapping(Handler):
    """An API mapping (of an HTTP API's or a REST API's stage): API, stage and key change in place, a new
    domain name replaces it. ``Ref`` is the mapping's id."""

    type = "AWS::ApiGatewayV2::ApiMapping"
    known = frozenset({"DomainName", "ApiId", "Stage", "ApiMappingKey"})
    replace_on = frozenset({"DomainName"})
    attributes = frozenset({"ApiMappingId"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        params = {k: str(v) for k, v in props.items() if v is not None}
        made = await rc.call("apigatewayv2", "CreateApiMapping", params)
        return Created(str(made["ApiMappingId"]), {"ApiMappingId": made["ApiMappingId"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        params = {k: str(v) for k, v in new.items() if v is not None}
        params.setdefault("ApiMappingKey", "")
        await rc.call("apigatewayv2", "UpdateApiMapping", {**params, "ApiMappingId": physical_id})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "apigatewayv2",
            "DeleteApiMapping",
            {"DomainName": str(props["DomainName"]), "ApiMappingId": physical_id},
        )
