"""AWS::AppSync::GraphQLApi, GraphQLSchema, DataSource, Resolver, FunctionConfiguration and ApiKey through
AppSync's API (SAM's ``AWS::Serverless::GraphQLApi`` becomes these through the SAM transform).

Refs as AWS: the API's ARN, the schema's ``<api id>GraphQLSchema``, the data source's, resolver's and
function's ARNs, and the key's ARN. Properties map to the API's members (``UserPoolId`` → ``userPoolId``,
``DynamoDBConfig`` → ``dynamodbConfig``); ``...S3Location`` properties (``s3://bucket/key``) are read from
labcloud's S3. A schema that fails to build fails its resource with AppSync's details. AppSync Events:
``AWS::AppSync::Api`` (Ref the ``ApiArn``; ``ApiId``, ``Dns.Http``, ``Dns.Realtime``) and
``AWS::AppSync::ChannelNamespace`` (Ref its ARN; ``CodeHandlers`` or ``CodeS3Location``), and ``ApiKey`` on
either kind of API. Merged APIs, caching and domain names are not here.
"""

from __future__ import annotations

from typing import Any, ClassVar

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

#: CloudFormation names whose API member is not the name with a lower-case first letter
_MEMBERS = {"DynamoDBConfig": "dynamodbConfig", "Tags": "tags"}
_MAX_DOCUMENT = 1024 * 1024


def _camel(value: Any) -> Any:
    if isinstance(value, dict):
        return {_MEMBERS.get(k, k[:1].lower() + k[1:]): _camel(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_camel(v) for v in value]
    return value


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t.get("Value", "")) for t in props.get("Tags") or []}


async def _s3_text(rc: ResourceCall, location: str, what: str) -> str:
    if not location.startswith("s3://") or "/" not in location[5:]:
        raise ResourceFailed(f"{what} must be an s3://bucket/key location, not {location!r}")
    bucket, _, key = location[5:].partition("/")
    got = await rc.call("s3", "GetObject", {"Bucket": bucket, "Key": key})
    if int(got.get("ContentLength") or 0) > _MAX_DOCUMENT:
        raise ResourceFailed(f"The document at {what} exceeds {_MAX_DOCUMENT} bytes")
    body = got.get("Body", b"")
    parts: list[bytes] = []
    if hasattr(body, "__aiter__"):
        async for chunk in body:
            parts.append(bytes(chunk))
    else:
        parts.append(body if isinstance(body, bytes) else str(body).encode())
    return b"".join(parts).decode("utf-8", errors="replace")


def _endpoint_arn(api_arn: str, api_id: str) -> str:
    """``arn:aws:appsync:<region>:<account>:endpoints/graphql-api/<prefix>`` (EventBridge's AppSync targets)."""
    region, account = api_arn.split(":")[3:5]
    return f"arn:aws:appsync:{region}:{account}:endpoints/graphql-api/{api_id}"


def _api_id(props: dict[str, Any]) -> str:
    return str(props["ApiId"])


class GraphQLApi(Handler):
    type = "AWS::AppSync::GraphQLApi"
    replace_on = frozenset({"ApiType"})
    attributes = frozenset({"ApiId", "Arn", "GraphQLUrl", "RealtimeUrl", "GraphQLDns", "RealtimeDns"})
    _PARAMS = (
        "Name",
        "AuthenticationType",
        "AdditionalAuthenticationProviders",
        "UserPoolConfig",
        "OpenIDConnectConfig",
        "LambdaAuthorizerConfig",
        "LogConfig",
        "XrayEnabled",
        "Visibility",
        "IntrospectionConfig",
        "QueryDepthLimit",
        "ResolverCountLimit",
        "ApiType",
        "MergedApiExecutionRoleArn",
        "OwnerContact",
        "EnhancedMetricsConfig",
    )
    known = frozenset({*_PARAMS, "Tags", "EnvironmentVariables"})

    def _params(self, props: dict[str, Any]) -> dict[str, Any]:
        if props.get("EnvironmentVariables"):
            raise ResourceFailed("labcloud does not implement EnvironmentVariables of GraphQL APIs")
        return _camel({k: props[k] for k in self._PARAMS if k in props})

    @staticmethod
    def _attributes(api: dict[str, Any]) -> dict[str, Any]:
        uris = api.get("uris") or {}
        return {
            "ApiId": api["apiId"],
            "Arn": api["arn"],
            "GraphQLUrl": uris.get("GRAPHQL"),
            "RealtimeUrl": uris.get("REALTIME"),
            "GraphQLDns": str(uris.get("GRAPHQL", "")).split("/")[2] if uris.get("GRAPHQL") else None,
            "RealtimeDns": str(uris.get("REALTIME", "")).split("/")[2] if uris.get("REALTIME") else None,
            # AWS's endpoint ARN names the endpoint's DNS prefix; labcloud's endpoint is named by the API id
            "GraphQLEndpointArn": _endpoint_arn(str(api["arn"]), str(api["apiId"])),
        }

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = self._params(props)
        tags = _tags(props)
        if tags:
            params["tags"] = tags
        api = (await rc.call("appsync", "CreateGraphqlApi", params))["graphqlApi"]
        return Created(str(api["arn"]), self._attributes(api))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = {"apiId": attributes["ApiId"], **self._params(new)}
        api = (await rc.call("appsync", "UpdateGraphqlApi", params))["graphqlApi"]
        old_tags, new_tags = _tags(old), _tags(new)
        gone = [key for key in old_tags if key not in new_tags]
        if gone:
            await rc.call("appsync", "UntagResource", {"resourceArn": physical_id, "tagKeys": gone})
        if new_tags and new_tags != old_tags:
            await rc.call("appsync", "TagResource", {"resourceArn": physical_id, "tags": new_tags})
        return self._attributes(api)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        api_id = attributes.get("ApiId") or physical_id.rsplit("/", 1)[-1]
        await rc.call_quiet("appsync", "DeleteGraphqlApi", {"apiId": api_id})


class GraphQLSchema(Handler):
    type = "AWS::AppSync::GraphQLSchema"
    replace_on = frozenset({"ApiId"})
    known = frozenset({"ApiId", "Definition", "DefinitionS3Location"})

    async def _start(self, rc: ResourceCall, props: dict[str, Any]) -> None:
        if ("Definition" in props) == ("DefinitionS3Location" in props):
            raise ResourceFailed("Exactly one of Definition and DefinitionS3Location must be given")
        text = (
            str(props["Definition"])
            if "Definition" in props
            else await _s3_text(rc, str(props["DefinitionS3Location"]), "DefinitionS3Location")
        )
        api_id = _api_id(props)
        await rc.call("appsync", "StartSchemaCreation", {"apiId": api_id, "definition": text.encode()})
        status = await rc.call("appsync", "GetSchemaCreationStatus", {"apiId": api_id})
        if status.get("status") != "SUCCESS":
            raise ResourceFailed(
                f"Schema Creation Status is {status.get('status')}. {status.get('details', '')}"
            )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        await self._start(rc, props)
        return Created(f"{_api_id(props)}GraphQLSchema", {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await self._start(rc, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        return None  # the schema goes with its API


class _PutHandler(Handler):
    """A type whose create and update are one request (``create_operation``/``update_operation``) made by
    ``_put``; deleting is the subclass's."""

    create_operation: ClassVar[str] = ""
    update_operation: ClassVar[str] = ""

    async def _put(self, rc: ResourceCall, props: dict[str, Any], operation: str) -> Created:
        raise NotImplementedError

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        return await self._put(rc, props, self.create_operation)

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        return (await self._put(rc, new, self.update_operation)).attributes


class DataSource(_PutHandler):
    type = "AWS::AppSync::DataSource"
    create_operation, update_operation = "CreateDataSource", "UpdateDataSource"
    replace_on = frozenset({"ApiId", "Name"})
    attributes = frozenset({"DataSourceArn", "Name"})
    _PARAMS = (
        "Name",
        "Type",
        "Description",
        "ServiceRoleArn",
        "DynamoDBConfig",
        "LambdaConfig",
        "HttpConfig",
        "EventBridgeConfig",
        "ElasticsearchConfig",
        "OpenSearchServiceConfig",
        "RelationalDatabaseConfig",
        "MetricsConfig",
    )
    known = frozenset({"ApiId", *_PARAMS})

    async def _put(self, rc: ResourceCall, props: dict[str, Any], operation: str) -> Created:
        params = {"apiId": _api_id(props), **_camel({k: props[k] for k in self._PARAMS if k in props})}
        source = (await rc.call("appsync", operation, params))["dataSource"]
        return Created(
            str(source["dataSourceArn"]), {"DataSourceArn": source["dataSourceArn"], "Name": source["name"]}
        )

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("appsync", "DeleteDataSource", {"apiId": _api_id(props), "name": props["Name"]})


async def _code(rc: ResourceCall, props: dict[str, Any]) -> dict[str, Any]:
    """The code members of a resolver or function, reading the ``...S3Location`` ones from S3."""
    out: dict[str, Any] = {}
    for name in ("RequestMappingTemplate", "ResponseMappingTemplate", "Code"):
        member = name[:1].lower() + name[1:]
        if name in props:
            out[member] = str(props[name])
        elif f"{name}S3Location" in props:
            out[member] = await _s3_text(rc, str(props[f"{name}S3Location"]), f"{name}S3Location")
    for name in ("Runtime", "SyncConfig", "MaxBatchSize", "CachingConfig", "MetricsConfig"):
        if name in props:
            out[name[:1].lower() + name[1:]] = _camel(props[name])
    return out


class Resolver(_PutHandler):
    type = "AWS::AppSync::Resolver"
    create_operation, update_operation = "CreateResolver", "UpdateResolver"
    replace_on = frozenset({"ApiId", "TypeName", "FieldName"})
    attributes = frozenset({"ResolverArn", "TypeName", "FieldName"})
    known = frozenset(
        {
            "ApiId",
            "TypeName",
            "FieldName",
            "DataSourceName",
            "Kind",
            "PipelineConfig",
            "RequestMappingTemplate",
            "RequestMappingTemplateS3Location",
            "ResponseMappingTemplate",
            "ResponseMappingTemplateS3Location",
            "Runtime",
            "Code",
            "CodeS3Location",
            "SyncConfig",
            "CachingConfig",
            "MaxBatchSize",
            "MetricsConfig",
        }
    )

    async def _put(self, rc: ResourceCall, props: dict[str, Any], operation: str) -> Created:
        params: dict[str, Any] = {
            "apiId": _api_id(props),
            "typeName": props["TypeName"],
            "fieldName": props["FieldName"],
            **await _code(rc, props),
        }
        for name in ("DataSourceName", "Kind", "PipelineConfig"):
            if name in props:
                params[name[:1].lower() + name[1:]] = _camel(props[name])
        resolver = (await rc.call("appsync", operation, params))["resolver"]
        arn = str(resolver["resolverArn"])
        return Created(
            arn, {"ResolverArn": arn, "TypeName": props["TypeName"], "FieldName": props["FieldName"]}
        )

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "appsync",
            "DeleteResolver",
            {"apiId": _api_id(props), "typeName": props["TypeName"], "fieldName": props["FieldName"]},
        )


class FunctionConfiguration(Handler):
    type = "AWS::AppSync::FunctionConfiguration"
    replace_on = frozenset({"ApiId"})
    attributes = frozenset({"FunctionArn", "FunctionId", "Name", "DataSourceName"})
    known = frozenset(
        {
            "ApiId",
            "Name",
            "DataSourceName",
            "Description",
            "FunctionVersion",
            "RequestMappingTemplate",
            "RequestMappingTemplateS3Location",
            "ResponseMappingTemplate",
            "ResponseMappingTemplateS3Location",
            "Runtime",
            "Code",
            "CodeS3Location",
            "SyncConfig",
            "MaxBatchSize",
        }
    )

    async def _params(self, rc: ResourceCall, props: dict[str, Any]) -> dict[str, Any]:
        params: dict[str, Any] = {"apiId": _api_id(props), **await _code(rc, props)}
        params.pop("cachingConfig", None)
        params.pop("metricsConfig", None)
        for name in ("Name", "DataSourceName", "Description", "FunctionVersion"):
            if name in props:
                params[name[:1].lower() + name[1:]] = props[name]
        return params

    @staticmethod
    def _attributes(function: dict[str, Any]) -> dict[str, Any]:
        return {
            "FunctionArn": function["functionArn"],
            "FunctionId": function["functionId"],
            "Name": function["name"],
            "DataSourceName": function["dataSourceName"],
        }

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        function = (await rc.call("appsync", "CreateFunction", await self._params(rc, props)))[
            "functionConfiguration"
        ]
        return Created(str(function["functionArn"]), self._attributes(function))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = {**await self._params(rc, new), "functionId": attributes["FunctionId"]}
        function = (await rc.call("appsync", "UpdateFunction", params))["functionConfiguration"]
        return self._attributes(function)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        function_id = attributes.get("FunctionId") or physical_id.rsplit("/", 1)[-1]
        await rc.call_quiet("appsync", "DeleteFunction", {"apiId": _api_id(props), "functionId": function_id})


class ApiKey(Handler):
    type = "AWS::AppSync::ApiKey"
    replace_on = frozenset({"ApiId"})
    attributes = frozenset({"ApiKey", "ApiKeyId", "Arn"})
    known = frozenset({"ApiId", "Description", "Expires", "ApiKeyId"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        if props.get("ApiKeyId"):
            raise ResourceFailed("ApiKeyId is set by AppSync: labcloud does not adopt an existing key")
        params: dict[str, Any] = {"apiId": _api_id(props)}
        if "Description" in props:
            params["description"] = props["Description"]
        if "Expires" in props:
            params["expires"] = int(float(props["Expires"]))
        key = (await rc.call("appsync", "CreateApiKey", params))["apiKey"]
        arn = f"arn:aws:appsync:{rc.region}:{rc.account}:apis/{_api_id(props)}/apikeys/{key['id']}"
        return Created(arn, {"ApiKey": key["id"], "ApiKeyId": key["id"], "Arn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"apiId": _api_id(new), "id": attributes["ApiKeyId"]}
        if "Description" in new:
            params["description"] = new["Description"]
        if "Expires" in new:
            params["expires"] = int(float(new["Expires"]))
        await rc.call("appsync", "UpdateApiKey", params)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "appsync", "DeleteApiKey", {"apiId": _api_id(props), "id": attributes.get("ApiKeyId", "")}
        )


class EventApi(Handler):
    """An AppSync Events API (CreateApi): Ref is its ARN."""

    type = "AWS::AppSync::Api"
    attributes = frozenset({"ApiId", "ApiArn", "Dns.Http", "Dns.Realtime"})
    known = frozenset({"Name", "OwnerContact", "EventConfig", "Tags"})

    @staticmethod
    def _attributes(api: dict[str, Any]) -> dict[str, Any]:
        dns = api.get("dns") or {}
        return {
            "ApiId": api["apiId"],
            "ApiArn": api["apiArn"],
            "Dns.Http": dns.get("HTTP"),
            "Dns.Realtime": dns.get("REALTIME"),
        }

    @staticmethod
    def _params(props: dict[str, Any]) -> dict[str, Any]:
        if "EventConfig" not in props:
            raise ResourceFailed(
                "labcloud needs EventConfig: an Events API without one has no auth providers"
            )
        params: dict[str, Any] = {"name": props["Name"], "eventConfig": _camel(props["EventConfig"])}
        if "OwnerContact" in props:
            params["ownerContact"] = props["OwnerContact"]
        return params

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = self._params(props)
        tags = _tags(props)
        if tags:
            params["tags"] = tags
        api = (await rc.call("appsync", "CreateApi", params))["api"]
        return Created(str(api["apiArn"]), self._attributes(api))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = {"apiId": attributes["ApiId"], **self._params(new)}
        params.pop("tags", None)
        api = (await rc.call("appsync", "UpdateApi", params))["api"]
        old_tags, new_tags = _tags(old), _tags(new)
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("appsync", "UntagResource", {"resourceArn": physical_id, "tagKeys": gone})
        if new_tags and new_tags != old_tags:
            await rc.call("appsync", "TagResource", {"resourceArn": physical_id, "tags": new_tags})
        return self._attributes(api)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("appsync", "DeleteApi", {"apiId": attributes.get("ApiId", "")})


class ChannelNamespace(Handler):
    """A channel namespace of an Events API: Ref is its ARN."""

    type = "AWS::AppSync::ChannelNamespace"
    replace_on = frozenset({"ApiId", "Name"})
    attributes = frozenset({"ChannelNamespaceArn"})
    known = frozenset(
        {"ApiId", "Name", "SubscribeAuthModes", "PublishAuthModes", "CodeHandlers", "CodeS3Location"}
        | {"HandlerConfigs", "Tags"}
    )

    async def _params(self, rc: ResourceCall, props: dict[str, Any]) -> dict[str, Any]:
        params: dict[str, Any] = {"apiId": _api_id(props), "name": props["Name"]}
        for key in ("SubscribeAuthModes", "PublishAuthModes", "HandlerConfigs"):
            if key in props:
                params[key[:1].lower() + key[1:]] = _camel(props[key])
        if "CodeHandlers" in props:
            params["codeHandlers"] = props["CodeHandlers"]
        elif props.get("CodeS3Location"):
            params["codeHandlers"] = await _s3_text(rc, str(props["CodeS3Location"]), "CodeS3Location")
        return params

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = await self._params(rc, props)
        tags = _tags(props)
        if tags:
            params["tags"] = tags
        made = (await rc.call("appsync", "CreateChannelNamespace", params))["channelNamespace"]
        arn = str(made["channelNamespaceArn"])
        return Created(arn, {"ChannelNamespaceArn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if _tags(old) != _tags(new):
            raise ResourceFailed("labcloud does not update the Tags of a channel namespace in place")
        await rc.call("appsync", "UpdateChannelNamespace", await self._params(rc, new))
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        params = {"apiId": _api_id(props), "name": str(props.get("Name", ""))}
        await rc.call_quiet("appsync", "DeleteChannelNamespace", params)


HANDLERS: tuple[Handler, ...] = (
    GraphQLApi(),
    GraphQLSchema(),
    DataSource(),
    Resolver(),
    FunctionConfiguration(),
    ApiKey(),
    EventApi(),
    ChannelNamespace(),
)
