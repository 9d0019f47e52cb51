"""AWS::Lambda::Function (inline ZipFile and S3 code), Version, Alias, Permission, EventSourceMapping,
EventInvokeConfig and LayerVersion.
"""

from __future__ import annotations

import io
import zipfile
from typing import Any

from labcloud.protocol.models import service_index
from labcloud.services.cloudformation.resources import cfn_response
from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
)

#: CloudFormation caps inline code (ZipFile) at 4 MB.
MAX_INLINE = 4 * 1024 * 1024
_CONFIG_KEYS = (
    "Role",
    "Handler",
    "Description",
    "Timeout",
    "MemorySize",
    "Environment",
    "Runtime",
    "DeadLetterConfig",
    "KMSKeyArn",
    "TracingConfig",
    "Layers",
    "FileSystemConfigs",
    "ImageConfig",
    "EphemeralStorage",
    "SnapStart",
    "LoggingConfig",
    "VpcConfig",
    "RuntimeManagementConfig",
    "DurableConfig",
)
#: Given to CreateFunction only (TenancyConfig is create-only: a change replaces the function).
_CREATE_KEYS = (*_CONFIG_KEYS, "PackageType", "Architectures", "CodeSigningConfigArn", "TenancyConfig")
_KNOWN = frozenset(
    {*_CREATE_KEYS, "FunctionName", "Code", "Tags", "ReservedConcurrentExecutions", "KmsKeyArn"}
)


def function_arn(rc: ResourceCall, function: Any) -> str:
    """The ARN of a function given by name, partial ARN or ARN (for predicting physical ids)."""
    text = str(function)
    if text.startswith("arn:"):
        return text
    if ":function:" in text:
        return f"arn:aws:lambda:{rc.region}:{text}"
    return rc.arn("lambda", f"function:{text}")


def inline_zip(source: str, runtime: str) -> bytes:
    """Inline source as CloudFormation packages it: a file named ``index`` with the runtime's extension,
    and beside it the runtime's cfn-response module (``cfn_response.py``)."""
    data = source.encode()
    if len(data) > MAX_INLINE:
        raise ResourceFailed("ZipFile code exceeds the 4 MB limit of inline code")
    extension = ".js" if runtime.startswith("nodejs") else ".py"
    files = [("index" + extension, data)]
    helper = cfn_response.helper(runtime)
    if helper is not None:
        files.append((helper[0], helper[1].encode()))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in files:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            archive.writestr(info, content)
    return buffer.getvalue()


def _code(props: dict[str, Any]) -> dict[str, Any]:
    code = props.get("Code")
    if not isinstance(code, dict):
        raise ResourceFailed(
            "Properties validation failed for resource with message: #: required key [Code] not found"
        )
    if "ZipFile" in code:
        return {"ZipFile": inline_zip(str(code["ZipFile"]), str(props.get("Runtime", "")))}
    out = {k: code[k] for k in ("S3Bucket", "S3Key", "S3ObjectVersion", "ImageUri") if k in code}
    if not out:
        raise ResourceFailed("Properties validation failed: Code needs ZipFile, S3Bucket/S3Key or ImageUri")
    return out


def _config(props: dict[str, Any]) -> dict[str, Any]:
    out = {k: props[k] for k in _CONFIG_KEYS if k in props}
    if "KmsKeyArn" in props:
        out["KMSKeyArn"] = props["KmsKeyArn"]
    return out


class Function(Handler):
    type = "AWS::Lambda::Function"

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("FunctionName") or rc.physical_name(64, prop="FunctionName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        for name in (
            "RecursiveLoop",
            "FunctionScalingConfig",
            "CapacityProviderConfig",
        ):
            if name in props:
                raise ResourceFailed(f"labcloud does not support {name} on {self.type}")
        unknown = sorted(set(props) - _KNOWN)
        if unknown:
            raise ResourceFailed(
                f"Properties validation failed for resource {rc.logical_id} with message: "
                f"#: extraneous key [{unknown[0]}] is not permitted"
            )
        name = props.get("FunctionName") or rc.physical_name(64, prop="FunctionName")
        params: dict[str, Any] = {"FunctionName": name, "Code": _code(props), **_config(props)}
        for key in ("PackageType", "Architectures", "CodeSigningConfigArn", "TenancyConfig"):
            if key in props:
                params[key] = props[key]
        if props.get("Tags"):
            params["Tags"] = {str(t["Key"]): str(t["Value"]) for t in props["Tags"]}
        created = await rc.call("lambda", "CreateFunction", params)
        try:
            if "ReservedConcurrentExecutions" in props:
                await rc.call(
                    "lambda",
                    "PutFunctionConcurrency",
                    {
                        "FunctionName": name,
                        "ReservedConcurrentExecutions": props["ReservedConcurrentExecutions"],
                    },
                )
        except ResourceFailed:
            await rc.call_quiet("lambda", "DeleteFunction", {"FunctionName": name})
            raise
        return Created(name, {"Arn": created["FunctionArn"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check(new)
        if (
            old.get("Code") != new.get("Code")
            or old.get("Runtime") != new.get("Runtime")
            and "ZipFile" in (new.get("Code") or {})
        ):
            await rc.call(
                "lambda",
                "UpdateFunctionCode",
                {
                    "FunctionName": physical_id,
                    **_code(new),
                    **({"Architectures": new["Architectures"]} if "Architectures" in new else {}),
                },
            )
        config = _config(new)
        removed = {k for k in _CONFIG_KEYS if k in old and k not in new}
        for key in removed:
            config[key] = {
                "Environment": {"Variables": {}},
                "Layers": [],
                "Description": "",
                "Timeout": 3,
                "MemorySize": 128,
            }.get(key)
        config = {k: v for k, v in config.items() if v is not None}
        if config != _config(old):
            await rc.call("lambda", "UpdateFunctionConfiguration", {"FunctionName": physical_id, **config})
        if old.get("ReservedConcurrentExecutions") != new.get("ReservedConcurrentExecutions"):
            if "ReservedConcurrentExecutions" in new:
                await rc.call(
                    "lambda",
                    "PutFunctionConcurrency",
                    {
                        "FunctionName": physical_id,
                        "ReservedConcurrentExecutions": new["ReservedConcurrentExecutions"],
                    },
                )
            else:
                await rc.call("lambda", "DeleteFunctionConcurrency", {"FunctionName": physical_id})
        old_tags = {t["Key"]: t["Value"] for t in old.get("Tags") or []}
        new_tags = {t["Key"]: t["Value"] for t in new.get("Tags") or []}
        arn = attributes["Arn"]
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("lambda", "UntagResource", {"Resource": arn, "TagKeys": gone})
        if new_tags != old_tags and new_tags:
            await rc.call("lambda", "TagResource", {"Resource": arn, "Tags": new_tags})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("lambda", "DeleteFunction", {"FunctionName": physical_id})


_ESM_CREATE_ONLY = frozenset(
    {
        "EventSourceArn",
        "StartingPosition",
        "StartingPositionTimestamp",
        "SelfManagedEventSource",
        "AmazonManagedKafkaEventSourceConfig",
        "SelfManagedKafkaEventSourceConfig",
        "Queues",
        "Topics",
        "KmsKeyArn",
    }
)


class EventSourceMapping(Handler):
    """The service assigns the UUID: a create cut short by a kill -9 is found by ``find_created``
    (Lambda allows one mapping per function and event source)."""

    type = "AWS::Lambda::EventSourceMapping"
    replace_on = _ESM_CREATE_ONLY

    def check_known(self, logical_id: str, props: dict[str, Any]) -> None:
        # the properties are the API's members, read from Lambda's model when first needed (not at import)
        if EventSourceMapping.known is None:
            shape = service_index("lambda").operation("CreateEventSourceMapping").input_shape
            EventSourceMapping.known = frozenset(shape.members if shape is not None else ())
        super().check_known(logical_id, props)

    async def find_created(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        if not props.get("FunctionName") or not props.get("EventSourceArn"):
            return None
        params = {"FunctionName": props["FunctionName"], "EventSourceArn": props["EventSourceArn"]}
        found = await rc.call_quiet("lambda", "ListEventSourceMappings", params) or {}
        mappings = found.get("EventSourceMappings") or []
        return str(mappings[0]["UUID"]) if len(mappings) == 1 else None

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        params = dict(props)
        if "StartingPositionTimestamp" in params:
            params["StartingPositionTimestamp"] = params["StartingPositionTimestamp"]
        created = await rc.call("lambda", "CreateEventSourceMapping", params)
        uuid = created["UUID"]
        return Created(
            uuid,
            {
                "Id": uuid,
                "EventSourceMappingArn": created.get("EventSourceMappingArn")
                or rc.arn("lambda", f"event-source-mapping:{uuid}"),
            },
        )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = {k: v for k, v in new.items() if k not in _ESM_CREATE_ONLY and k != "Tags"}
        if "Enabled" not in params and as_bool(old.get("Enabled", True)) is False:
            params["Enabled"] = True
        await rc.call("lambda", "UpdateEventSourceMapping", {"UUID": physical_id, **params})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("lambda", "DeleteEventSourceMapping", {"UUID": physical_id})


class Permission(Handler):
    type = "AWS::Lambda::Permission"
    known = frozenset(
        {
            "Action",
            "FunctionName",
            "Principal",
            "SourceArn",
            "SourceAccount",
            "EventSourceToken",
            "FunctionUrlAuthType",
            "InvokedViaFunctionUrl",
            "PrincipalOrgID",
        }
    )
    replace_all = True

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.physical_name(100)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        statement = rc.physical_name(100)
        await rc.call("lambda", "AddPermission", {"StatementId": statement, **props})
        return Created(statement, {})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        function = str(props.get("FunctionName", ""))
        params: dict[str, Any] = {"FunctionName": function, "StatementId": physical_id}
        try:
            await rc.call_quiet("lambda", "RemovePermission", params)
        except ResourceFailed:
            pass  # the function (or its policy) went first


class Version(Handler):
    """No ``physical_id_of``: the service assigns its version number, so a create cut short by a kill -9 before
    the engine records the answer is not found by the rollback (documented in engine.py's module docstring)."""

    type = "AWS::Lambda::Version"
    known = frozenset(
        {"FunctionName", "Description", "CodeSha256", "ProvisionedConcurrencyConfig", "RuntimePolicy"}
    )
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        unsupported = [k for k in ("ProvisionedConcurrencyConfig", "RuntimePolicy") if k in props]
        if unsupported:
            raise ResourceFailed(f"labcloud does not support {unsupported[0]} on {self.type}")
        published = await rc.call(
            "lambda",
            "PublishVersion",
            {k: props[k] for k in ("FunctionName", "Description", "CodeSha256") if k in props},
        )
        arn = published["FunctionArn"]
        return Created(arn, {"Version": published["Version"], "FunctionArn": arn})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        base, _, version = physical_id.rpartition(":")
        await rc.call_quiet("lambda", "DeleteFunction", {"FunctionName": base, "Qualifier": version})


class Alias(Handler):
    type = "AWS::Lambda::Alias"
    known = frozenset(
        {
            "FunctionName",
            "FunctionVersion",
            "Name",
            "Description",
            "RoutingConfig",
            "ProvisionedConcurrencyConfig",
        }
    )

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return f"{function_arn(rc, props['FunctionName'])}:{props['Name']}"

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        if "ProvisionedConcurrencyConfig" in props:
            raise ResourceFailed(f"labcloud does not support ProvisionedConcurrencyConfig on {self.type}")
        created = await rc.call("lambda", "CreateAlias", dict(props))
        return Created(created["AliasArn"], {"AliasArn": created["AliasArn"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {
            k: new[k]
            for k in ("FunctionName", "Name", "FunctionVersion", "Description", "RoutingConfig")
            if k in new
        }
        if "RoutingConfig" in old and "RoutingConfig" not in new:
            params["RoutingConfig"] = {"AdditionalVersionWeights": {}}
        await rc.call("lambda", "UpdateAlias", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "lambda", "DeleteAlias", {"FunctionName": props["FunctionName"], "Name": props["Name"]}
        )


class EventInvokeConfig(Handler):
    type = "AWS::Lambda::EventInvokeConfig"
    known = frozenset(
        {"FunctionName", "Qualifier", "MaximumRetryAttempts", "MaximumEventAgeInSeconds", "DestinationConfig"}
    )

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.physical_name(128)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        await rc.call("lambda", "PutFunctionEventInvokeConfig", dict(props))
        return Created(rc.physical_name(128), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call("lambda", "PutFunctionEventInvokeConfig", dict(new))
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "lambda",
            "DeleteFunctionEventInvokeConfig",
            {"FunctionName": props["FunctionName"], "Qualifier": props["Qualifier"]},
        )


class LayerVersion(Handler):
    """No ``physical_id_of``: the service assigns its version number, so a create cut short by a kill -9 before
    the engine records the answer is not found by the rollback (documented in engine.py's module docstring)."""

    type = "AWS::Lambda::LayerVersion"
    known = frozenset(
        {
            "Content",
            "LayerName",
            "Description",
            "CompatibleRuntimes",
            "CompatibleArchitectures",
            "LicenseInfo",
        }
    )
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        name = props.get("LayerName") or rc.physical_name(64, prop="LayerName")
        params: dict[str, Any] = {
            k: props[k]
            for k in ("Description", "CompatibleRuntimes", "CompatibleArchitectures", "LicenseInfo")
            if k in props
        }
        published = await rc.call(
            "lambda", "PublishLayerVersion", {"LayerName": name, "Content": props["Content"], **params}
        )
        arn = published["LayerVersionArn"]
        return Created(arn, {"LayerVersionArn": arn})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        base, _, number = physical_id.rpartition(":")
        await rc.call_quiet("lambda", "DeleteLayerVersion", {"LayerName": base, "VersionNumber": int(number)})
