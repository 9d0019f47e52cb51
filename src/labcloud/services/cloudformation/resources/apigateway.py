"""AWS::ApiGateway::RestApi (with an OpenAPI/Swagger ``Body``, which SAM's implicit API uses), Resource,
Method (with its Integration and responses), Deployment and Stage, all through the apigateway API.

Physical ids are AWS's: the API id, the resource id, the deployment id, the stage name; a method is
``<api>|<resource>|<METHOD>``. A Stage's MethodSettings and AccessLogSetting become UpdateStage
patches. Properties labcloud does not serve (BodyS3Location, CloneFrom, canaries, method settings
other than throttling and caching) fail the resource with a clear reason, never ignored.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

_UNSERVED_API = ("BodyS3Location", "CloneFrom")


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t["Value"]) for t in props.get("Tags") or []}


def _refuse(logical_id: str, props: dict[str, Any], names: tuple[str, ...]) -> None:
    for name in names:
        if props.get(name):
            raise ResourceFailed(f"labcloud does not support {name} on {logical_id}")


class RestApi(Handler):
    type = "AWS::ApiGateway::RestApi"
    known = frozenset(
        {
            "Name",
            "Description",
            "Body",
            "BodyS3Location",
            "BinaryMediaTypes",
            "EndpointConfiguration",
            "ApiKeySourceType",
            "MinimumCompressionSize",
            "Tags",
            "Parameters",
            "FailOnWarnings",
            "DisableExecuteApiEndpoint",
            "Policy",
            "CloneFrom",
            "Mode",
            "SecurityPolicy",
            "EndpointAccessMode",
        }
    )

    @staticmethod
    def _untitled(props: dict[str, Any]) -> bool:
        body = props["Body"]
        return isinstance(body, dict) and not (body.get("info") or {}).get("title")

    @classmethod
    def _body(cls, props: dict[str, Any], title: str) -> bytes:
        """The definition to import. A Body without ``info.title`` still deploys on AWS: the Name property
        overrides the title, and without a Name a missing title is only an import warning (SAM passes a
        DefinitionBody through unchanged, so Apis with no ``info`` deploy); ``title`` stands in for it."""
        body = props["Body"]
        if cls._untitled(props):
            body = {**body, "info": {**(body.get("info") or {}), "title": str(props.get("Name") or title)}}
        return (body if isinstance(body, str) else json.dumps(body)).encode()

    @staticmethod
    def _patches(props: dict[str, Any], old: dict[str, Any] | None = None) -> list[dict[str, str]]:
        patches = []
        for prop, path in (
            ("Name", "/name"),
            ("Description", "/description"),
            ("ApiKeySourceType", "/apiKeySource"),
            ("MinimumCompressionSize", "/minimumCompressionSize"),
            ("DisableExecuteApiEndpoint", "/disableExecuteApiEndpoint"),
            ("Policy", "/policy"),
            ("SecurityPolicy", "/securityPolicy"),
            ("EndpointAccessMode", "/endpointAccessMode"),
        ):
            if prop in props and (old is None or old.get(prop) != props[prop]):
                value = props[prop]
                text = (
                    json.dumps(value)
                    if isinstance(value, dict)
                    else str(value).lower()
                    if isinstance(value, bool)
                    else str(value)
                )
                patches.append({"op": "replace", "path": path, "value": text})
        return patches

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        _refuse(rc.logical_id, props, _UNSERVED_API)
        if props.get("Body") is not None:
            # neither Name nor title: labcloud names the API as CloudFormation names a resource (AWS does
            # not document the name such an import gets)
            generated = "" if props.get("Name") or not self._untitled(props) else rc.physical_name(128)
            params: dict[str, Any] = {"body": self._body(props, generated)}
            if props.get("Parameters"):
                params["parameters"] = {str(k): str(v) for k, v in props["Parameters"].items()}
            types = (props.get("EndpointConfiguration") or {}).get("Types")
            if types:
                params.setdefault("parameters", {})["endpointConfigurationTypes"] = str(types[0])
            if props.get("FailOnWarnings") is not None:
                params["failOnWarnings"] = props["FailOnWarnings"]
            api = await rc.call("apigateway", "ImportRestApi", params)
            patches = self._patches(props)
            if patches:
                api = await rc.call(
                    "apigateway", "UpdateRestApi", {"restApiId": api["id"], "patchOperations": patches}
                )
        else:
            if not props.get("Name"):
                raise ResourceFailed(
                    f"Properties validation failed for resource {rc.logical_id}: Name is required without a Body"
                )
            params = {"name": props["Name"]}
            for prop, member in (
                ("Description", "description"),
                ("BinaryMediaTypes", "binaryMediaTypes"),
                ("ApiKeySourceType", "apiKeySource"),
                ("MinimumCompressionSize", "minimumCompressionSize"),
                ("DisableExecuteApiEndpoint", "disableExecuteApiEndpoint"),
                ("Policy", "policy"),
                ("SecurityPolicy", "securityPolicy"),
                ("EndpointAccessMode", "endpointAccessMode"),
            ):
                if prop in props:
                    value = props[prop]
                    params[member] = json.dumps(value) if isinstance(value, dict) else value
            if props.get("EndpointConfiguration"):
                params["endpointConfiguration"] = {
                    "types": list(props["EndpointConfiguration"].get("Types") or [])
                }
            api = await rc.call("apigateway", "CreateRestApi", params)
        if props.get("Tags"):
            await rc.call(
                "apigateway", "TagResource", {"resourceArn": self._arn(rc, api["id"]), "tags": _tags(props)}
            )
        return Created(api["id"], {"RootResourceId": api["rootResourceId"], "RestApiId": api["id"]})

    @staticmethod
    def _arn(rc: ResourceCall, api_id: str) -> str:
        return f"arn:aws:apigateway:{rc.region}::/restapis/{api_id}"

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        _refuse(rc.logical_id, new, _UNSERVED_API)
        if new.get("Body") is not None and new.get("Body") != old.get("Body"):
            kept = ""
            if not new.get("Name") and self._untitled(new):  # an untitled body keeps the API's name
                kept = str((await rc.call("apigateway", "GetRestApi", {"restApiId": physical_id}))["name"])
            await rc.call(
                "apigateway",
                "PutRestApi",
                {
                    "restApiId": physical_id,
                    "body": self._body(new, kept),
                    "mode": str(new.get("Mode") or "overwrite"),
                },
            )
        patches = self._patches(new, old)
        if patches:
            await rc.call(
                "apigateway", "UpdateRestApi", {"restApiId": physical_id, "patchOperations": patches}
            )
        old_tags, new_tags = _tags(old), _tags(new)
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call(
                "apigateway", "UntagResource", {"resourceArn": self._arn(rc, physical_id), "tagKeys": gone}
            )
        if new_tags and new_tags != old_tags:
            await rc.call(
                "apigateway", "TagResource", {"resourceArn": self._arn(rc, physical_id), "tags": new_tags}
            )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("apigateway", "DeleteRestApi", {"restApiId": physical_id})


class Resource(Handler):
    type = "AWS::ApiGateway::Resource"
    known = frozenset({"ParentId", "PathPart", "RestApiId"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        made = await rc.call(
            "apigateway",
            "CreateResource",
            {"restApiId": props["RestApiId"], "parentId": props["ParentId"], "pathPart": props["PathPart"]},
        )
        return Created(made["id"], {"ResourceId": made["id"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "apigateway", "DeleteResource", {"restApiId": props["RestApiId"], "resourceId": physical_id}
        )


def _integration_params(integration: dict[str, Any]) -> dict[str, Any]:
    params: dict[str, Any] = {"type": integration.get("Type", "")}
    for prop, member in (
        ("IntegrationHttpMethod", "integrationHttpMethod"),
        ("Uri", "uri"),
        ("RequestTemplates", "requestTemplates"),
        ("RequestParameters", "requestParameters"),
        ("PassthroughBehavior", "passthroughBehavior"),
        ("TimeoutInMillis", "timeoutInMillis"),
        ("ContentHandling", "contentHandling"),
        ("Credentials", "credentials"),
        ("ConnectionType", "connectionType"),
        ("ConnectionId", "connectionId"),
        ("IntegrationTarget", "integrationTarget"),
        ("CacheNamespace", "cacheNamespace"),
        ("CacheKeyParameters", "cacheKeyParameters"),
        ("ResponseTransferMode", "responseTransferMode"),
    ):
        if integration.get(prop) is not None:
            params[member] = integration[prop]
    return params


class Method(Handler):
    type = "AWS::ApiGateway::Method"
    known = frozenset(
        {
            "RestApiId",
            "ResourceId",
            "HttpMethod",
            "AuthorizationType",
            "AuthorizerId",
            "AuthorizationScopes",
            "ApiKeyRequired",
            "Integration",
            "MethodResponses",
            "OperationName",
            "RequestModels",
            "RequestParameters",
            "RequestValidatorId",
        }
    )
    # RestApiId, ResourceId and HttpMethod are create-only (the schema's): a change to them replaces the
    # method; any other change is made in place, as on AWS (the method is put again under the same id).

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        target = {
            "restApiId": props["RestApiId"],
            "resourceId": props["ResourceId"],
            "httpMethod": str(props["HttpMethod"]).upper(),
        }
        params: dict[str, Any] = {**target, "authorizationType": props.get("AuthorizationType") or "NONE"}
        for prop, member in (
            ("AuthorizerId", "authorizerId"),
            ("AuthorizationScopes", "authorizationScopes"),
            ("ApiKeyRequired", "apiKeyRequired"),
            ("OperationName", "operationName"),
            ("RequestModels", "requestModels"),
            ("RequestParameters", "requestParameters"),
            ("RequestValidatorId", "requestValidatorId"),
        ):
            if props.get(prop) is not None:
                params[member] = props[prop]
        await rc.call("apigateway", "PutMethod", params)
        for response in props.get("MethodResponses") or []:
            answer: dict[str, Any] = {**target, "statusCode": str(response["StatusCode"])}
            if response.get("ResponseParameters"):
                answer["responseParameters"] = response["ResponseParameters"]
            if response.get("ResponseModels"):
                answer["responseModels"] = response["ResponseModels"]
            await rc.call("apigateway", "PutMethodResponse", answer)
        integration = props.get("Integration")
        if integration:
            await rc.call("apigateway", "PutIntegration", {**target, **_integration_params(integration)})
            for response in integration.get("IntegrationResponses") or []:
                mapped: dict[str, Any] = {**target, "statusCode": str(response["StatusCode"])}
                for prop, member in (
                    ("SelectionPattern", "selectionPattern"),
                    ("ResponseTemplates", "responseTemplates"),
                    ("ResponseParameters", "responseParameters"),
                    ("ContentHandling", "contentHandling"),
                ):
                    if response.get(prop) is not None:
                        mapped[member] = response[prop]
                await rc.call("apigateway", "PutIntegrationResponse", mapped)
        physical = f"{props['RestApiId']}|{props['ResourceId']}|{target['httpMethod']}"
        return Created(physical, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        """The method with its new settings under the same id: PutMethod refuses an existing method
        (ConflictException), so the old one goes first and the new one is put in its place."""
        self.check_known(rc.logical_id, new)
        self.check(new)
        await self.delete(rc, physical_id, old, attributes)
        await self.create(rc, new)
        return {}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        api, resource, method = physical_id.split("|")
        await rc.call_quiet(
            "apigateway", "DeleteMethod", {"restApiId": api, "resourceId": resource, "httpMethod": method}
        )


class Deployment(Handler):
    type = "AWS::ApiGateway::Deployment"
    known = frozenset(
        {"RestApiId", "Description", "StageName", "StageDescription", "DeploymentCanarySettings"}
    )
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        _refuse(rc.logical_id, props, ("DeploymentCanarySettings",))
        params: dict[str, Any] = {"restApiId": props["RestApiId"]}
        if props.get("Description"):
            params["description"] = props["Description"]
        if props.get("StageName"):
            params["stageName"] = props["StageName"]
            stage = props.get("StageDescription") or {}
            unserved = sorted(
                set(stage)
                - {
                    "Description",
                    "Variables",
                    "TracingEnabled",
                    "Tags",
                    "CacheClusterEnabled",
                    "CacheClusterSize",
                }
            )
            if unserved:
                raise ResourceFailed(
                    f"labcloud does not support StageDescription.{unserved[0]} on {rc.logical_id}"
                )
            if stage.get("Description"):
                params["stageDescription"] = stage["Description"]
            if stage.get("Variables"):
                params["variables"] = stage["Variables"]
            if stage.get("TracingEnabled") is not None:
                params["tracingEnabled"] = stage["TracingEnabled"]
            for prop, member in (
                ("CacheClusterEnabled", "cacheClusterEnabled"),
                ("CacheClusterSize", "cacheClusterSize"),
            ):
                if stage.get(prop) is not None:
                    params[member] = _cache_member(prop, stage[prop])
        made = await rc.call("apigateway", "CreateDeployment", params)
        return Created(made["id"], {"DeploymentId": made["id"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        api = props["RestApiId"]
        if props.get("StageName"):  # the stage this deployment made, unless another deployment took it over
            stage = await rc.call_quiet(
                "apigateway", "GetStage", {"restApiId": api, "stageName": props["StageName"]}
            )
            if stage is not None and stage.get("deploymentId") == physical_id:
                await rc.call_quiet(
                    "apigateway", "DeleteStage", {"restApiId": api, "stageName": props["StageName"]}
                )
        await rc.call_quiet("apigateway", "DeleteDeployment", {"restApiId": api, "deploymentId": physical_id})


def _cache_member(prop: str, value: Any) -> Any:
    """A Stage's CacheClusterEnabled (a template may spell it as text) or CacheClusterSize, as the API
    takes it."""
    if prop == "CacheClusterEnabled":
        return value is True or str(value).lower() == "true"
    return str(value) if prop == "CacheClusterSize" else value


def _setting_key(setting: dict[str, Any]) -> str:
    path = str(setting.get("ResourcePath") or "/*")
    method = str(setting.get("HttpMethod") or "*")
    return "*/*" if path == "/*" and method == "*" else f"{path.replace('/', '~1')}/{method}"


_METHOD_SETTINGS = (
    ("ThrottlingBurstLimit", "throttling/burstLimit"),
    ("ThrottlingRateLimit", "throttling/rateLimit"),
    ("MetricsEnabled", "metrics/enabled"),
    ("LoggingLevel", "logging/loglevel"),
    ("DataTraceEnabled", "logging/dataTrace"),
    ("CachingEnabled", "caching/enabled"),
    ("CacheTtlInSeconds", "caching/ttlInSeconds"),
    ("CacheDataEncrypted", "caching/dataEncrypted"),
)


def _stage_settings(props: dict[str, Any]) -> list[dict[str, str]]:
    """UpdateStage's patches for a Stage's MethodSettings and AccessLogSetting (the API refuses what it
    does not serve, failing the resource with its reason)."""
    patches: list[dict[str, str]] = []
    for setting in props.get("MethodSettings") or []:
        key = _setting_key(setting)
        for prop, suffix in _METHOD_SETTINGS:
            if setting.get(prop) is not None:
                value = setting[prop]
                text = str(value).lower() if isinstance(value, bool) else str(value)
                patches.append({"op": "replace", "path": f"/{key}/{suffix}", "value": text})
    access = props.get("AccessLogSetting") or {}
    if access.get("DestinationArn"):
        patches.append(
            {
                "op": "replace",
                "path": "/accessLogSettings/destinationArn",
                "value": str(access["DestinationArn"]),
            }
        )
    if access.get("Format"):
        patches.append({"op": "replace", "path": "/accessLogSettings/format", "value": str(access["Format"])})
    return patches


class Stage(Handler):
    type = "AWS::ApiGateway::Stage"
    known = frozenset(
        {
            "RestApiId",
            "DeploymentId",
            "StageName",
            "Description",
            "Variables",
            "Tags",
            "TracingEnabled",
            "CacheClusterEnabled",
            "CacheClusterSize",
            "MethodSettings",
            "AccessLogSetting",
            "CanarySetting",
            "ClientCertificateId",
            "DocumentationVersion",
        }
    )
    required = ("DeploymentId",)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        _refuse(rc.logical_id, props, ("CanarySetting",))
        name = str(props.get("StageName") or rc.physical_name(128, prop="StageName"))
        params: dict[str, Any] = {
            "restApiId": props["RestApiId"],
            "deploymentId": props["DeploymentId"],
            "stageName": name,
        }
        for prop, member in (
            ("Description", "description"),
            ("Variables", "variables"),
            ("TracingEnabled", "tracingEnabled"),
            ("DocumentationVersion", "documentationVersion"),
            ("CacheClusterEnabled", "cacheClusterEnabled"),
            ("CacheClusterSize", "cacheClusterSize"),
        ):
            if props.get(prop) is not None:
                params[member] = _cache_member(prop, props[prop])
        if props.get("Tags"):
            params["tags"] = _tags(props)
        await rc.call("apigateway", "CreateStage", params)
        patches = _stage_settings(props)
        if props.get("ClientCertificateId"):  # not a CreateStage member: UpdateStage sets it
            patches.append(
                {"op": "replace", "path": "/clientCertificateId", "value": str(props["ClientCertificateId"])}
            )
        if patches:
            await rc.call(
                "apigateway",
                "UpdateStage",
                {"restApiId": props["RestApiId"], "stageName": name, "patchOperations": patches},
            )
        return Created(name, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        _refuse(rc.logical_id, new, ("CanarySetting",))
        patches: list[dict[str, str]] = []
        if new.get("ClientCertificateId") != old.get("ClientCertificateId"):
            value = str(new.get("ClientCertificateId") or "")
            patches.append({"op": "replace", "path": "/clientCertificateId", "value": value})
        for prop, path in (
            ("CacheClusterEnabled", "/cacheClusterEnabled"),
            ("CacheClusterSize", "/cacheClusterSize"),
        ):
            if new.get(prop) != old.get(prop):
                if new.get(prop) is None and prop == "CacheClusterSize":
                    continue  # AWS keeps the size it had
                value = _cache_member(prop, new.get(prop) or False)
                patches.append({"op": "replace", "path": path, "value": str(value).lower()})
        if new.get("MethodSettings") != old.get("MethodSettings") or new.get("AccessLogSetting") != old.get(
            "AccessLogSetting"
        ):
            gone = {_setting_key(m) for m in old.get("MethodSettings") or []} - {
                _setting_key(m) for m in new.get("MethodSettings") or []
            }
            if gone:
                raise ResourceFailed(
                    f"labcloud cannot remove MethodSettings of {rc.logical_id} in place: {sorted(gone)}"
                )
            patches += _stage_settings(new)
            if old.get("AccessLogSetting") and not new.get("AccessLogSetting"):
                patches.append({"op": "remove", "path": "/accessLogSettings"})
        if new.get("DeploymentId") != old.get("DeploymentId"):
            patches.append({"op": "replace", "path": "/deploymentId", "value": str(new["DeploymentId"])})
        if new.get("Description") != old.get("Description"):
            patches.append(
                {"op": "replace", "path": "/description", "value": str(new.get("Description") or "")}
            )
        if bool(new.get("TracingEnabled")) != bool(old.get("TracingEnabled")):
            patches.append(
                {
                    "op": "replace",
                    "path": "/tracingEnabled",
                    "value": str(bool(new.get("TracingEnabled"))).lower(),
                }
            )
        old_vars, new_vars = old.get("Variables") or {}, new.get("Variables") or {}
        for key in old_vars:
            if key not in new_vars:
                patches.append({"op": "remove", "path": f"/variables/{key}"})
        for key, value in new_vars.items():
            if old_vars.get(key) != value:
                patches.append({"op": "replace", "path": f"/variables/{key}", "value": str(value)})
        if patches:
            await rc.call(
                "apigateway",
                "UpdateStage",
                {"restApiId": new["RestApiId"], "stageName": physical_id, "patchOperations": patches},
            )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "apigateway", "DeleteStage", {"restApiId": props["RestApiId"], "stageName": physical_id}
        )
