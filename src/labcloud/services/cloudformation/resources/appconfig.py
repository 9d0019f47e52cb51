"""AWS::AppConfig::Application, ::Environment, ::ConfigurationProfile, ::HostedConfigurationVersion,
::DeploymentStrategy and ::Deployment through AppConfig's API.

``Ref`` answers the id AWS's schema names: the application, environment or profile id, the strategy id, the
hosted version's number, the deployment's number. Names, descriptions and tags change in place (validators
and a profile's retrieval role too, a strategy's timings); create-only properties replace. A hosted version
and a deployment are never changed: any change replaces them, and deleting a deployment leaves the
environment's history as AWS does. What labcloud's AppConfig refuses (Monitors, non-hosted locations,
LAMBDA validators, KMS keys) fails the resource with AppConfig's own error."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t.get("Value", "")) for t in props.get("Tags") or []}


def _arn(rc: ResourceCall, path: str) -> str:
    return f"arn:aws:appconfig:{rc.region}:{rc.account}:{path}"


async def _retag(rc: ResourceCall, arn: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    before, after = _tags(old), _tags(new)
    gone = [key for key in before if key not in after]
    if gone:
        await rc.call("appconfig", "UntagResource", {"ResourceArn": arn, "TagKeys": gone})
    if after and after != before:
        await rc.call("appconfig", "TagResource", {"ResourceArn": arn, "Tags": after})


def _deletion_check(rc: ResourceCall, props: dict[str, Any]) -> dict[str, Any]:
    """The delete's ``DeletionProtectionCheck``; APPLY is refused when the resource is made or updated (as the
    service refuses it), since a refusal at delete would be swallowed with the stack's other cleanup."""
    check = props.get("DeletionProtectionCheck")
    if check == "APPLY":
        raise ResourceFailed(
            f"labcloud does not support DeletionProtectionCheck APPLY on {rc.logical_id}: it does not track "
            "recent retrievals"
        )
    return {"DeletionProtectionCheck": str(check)} if check else {}


def _some(props: dict[str, Any], *members: str) -> dict[str, Any]:
    return {m: props[m] for m in members if props.get(m) is not None}


class Application(Handler):
    type = "AWS::AppConfig::Application"
    known = frozenset({"Name", "Description", "Tags"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = {**_some(props, "Name", "Description"), "Tags": _tags(props)}
        made = await rc.call("appconfig", "CreateApplication", params)
        return Created(str(made["Id"]), {"ApplicationId": made["Id"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call(
            "appconfig",
            "UpdateApplication",
            {"ApplicationId": physical_id, "Name": new["Name"], "Description": new.get("Description") or ""},
        )
        await _retag(rc, _arn(rc, f"application/{physical_id}"), old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("appconfig", "DeleteApplication", {"ApplicationId": physical_id})


class Environment(Handler):
    type = "AWS::AppConfig::Environment"
    known = frozenset({"ApplicationId", "Name", "Description", "Monitors", "Tags", "DeletionProtectionCheck"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        _deletion_check(rc, props)
        params = {**_some(props, "ApplicationId", "Name", "Description", "Monitors"), "Tags": _tags(props)}
        made = await rc.call("appconfig", "CreateEnvironment", params)
        return Created(str(made["Id"]), {"EnvironmentId": made["Id"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        _deletion_check(rc, new)
        app = new["ApplicationId"]
        params = {
            "ApplicationId": app,
            "EnvironmentId": physical_id,
            **_some(new, "Name", "Description", "Monitors"),
        }
        await rc.call("appconfig", "UpdateEnvironment", params)
        await _retag(rc, _arn(rc, f"application/{app}/environment/{physical_id}"), old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "appconfig",
            "DeleteEnvironment",
            {
                "ApplicationId": props["ApplicationId"],
                "EnvironmentId": physical_id,
                **_deletion_check(rc, props),
            },
        )


class ConfigurationProfile(Handler):
    type = "AWS::AppConfig::ConfigurationProfile"
    known = frozenset(
        {
            "ApplicationId",
            "Name",
            "Description",
            "LocationUri",
            "RetrievalRoleArn",
            "Validators",
            "Type",
            "Tags",
            "KmsKeyIdentifier",
            "DeletionProtectionCheck",
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        _deletion_check(rc, props)
        params = {
            **_some(
                props,
                "ApplicationId",
                "Name",
                "Description",
                "LocationUri",
                "RetrievalRoleArn",
                "Validators",
                "Type",
                "KmsKeyIdentifier",
            ),
            "Tags": _tags(props),
        }
        made = await rc.call("appconfig", "CreateConfigurationProfile", params)
        return Created(str(made["Id"]), {"ConfigurationProfileId": made["Id"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        _deletion_check(rc, new)
        app = new["ApplicationId"]
        params = {
            "ApplicationId": app,
            "ConfigurationProfileId": physical_id,
            "Validators": list(new.get("Validators") or []),
            **_some(new, "Name", "Description", "RetrievalRoleArn", "KmsKeyIdentifier"),
        }
        await rc.call("appconfig", "UpdateConfigurationProfile", params)
        await _retag(rc, _arn(rc, f"application/{app}/configurationprofile/{physical_id}"), old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "appconfig",
            "DeleteConfigurationProfile",
            {
                "ApplicationId": props["ApplicationId"],
                "ConfigurationProfileId": physical_id,
                **_deletion_check(rc, props),
            },
        )


class HostedConfigurationVersion(Handler):
    type = "AWS::AppConfig::HostedConfigurationVersion"
    replace_all = True
    known = frozenset(
        {
            "ApplicationId",
            "ConfigurationProfileId",
            "Description",
            "Content",
            "ContentType",
            "LatestVersionNumber",
            "VersionLabel",
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = _some(
            props,
            "ApplicationId",
            "ConfigurationProfileId",
            "Description",
            "ContentType",
            "LatestVersionNumber",
            "VersionLabel",
        )
        params["Content"] = str(props["Content"]).encode("utf-8")
        made = await rc.call("appconfig", "CreateHostedConfigurationVersion", params)
        return Created(str(made["VersionNumber"]), {"VersionNumber": str(made["VersionNumber"])})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        return dict(attributes)  # never reached: every change replaces

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "appconfig",
            "DeleteHostedConfigurationVersion",
            {
                "ApplicationId": props["ApplicationId"],
                "ConfigurationProfileId": props["ConfigurationProfileId"],
                "VersionNumber": int(physical_id),
            },
        )


class DeploymentStrategy(Handler):
    type = "AWS::AppConfig::DeploymentStrategy"
    known = frozenset(
        {
            "Name",
            "Description",
            "DeploymentDurationInMinutes",
            "FinalBakeTimeInMinutes",
            "GrowthFactor",
            "GrowthType",
            "ReplicateTo",
            "Tags",
        }
    )
    _TIMING = (
        "Description",
        "DeploymentDurationInMinutes",
        "FinalBakeTimeInMinutes",
        "GrowthFactor",
        "GrowthType",
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = {**_some(props, "Name", "ReplicateTo", *self._TIMING), "Tags": _tags(props)}
        made = await rc.call("appconfig", "CreateDeploymentStrategy", params)
        return Created(str(made["Id"]), {"Id": made["Id"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = {"DeploymentStrategyId": physical_id, **_some(new, *self._TIMING)}
        await rc.call("appconfig", "UpdateDeploymentStrategy", params)
        await _retag(rc, _arn(rc, f"deploymentstrategy/{physical_id}"), old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("appconfig", "DeleteDeploymentStrategy", {"DeploymentStrategyId": physical_id})


class Deployment(Handler):
    type = "AWS::AppConfig::Deployment"
    replace_all = True
    known = frozenset(
        {
            "ApplicationId",
            "EnvironmentId",
            "DeploymentStrategyId",
            "ConfigurationProfileId",
            "ConfigurationVersion",
            "Description",
            "Tags",
            "KmsKeyIdentifier",
            "DynamicExtensionParameters",
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = {
            **_some(
                props,
                "ApplicationId",
                "EnvironmentId",
                "DeploymentStrategyId",
                "ConfigurationProfileId",
                "Description",
                "KmsKeyIdentifier",
                "DynamicExtensionParameters",
            ),
            "ConfigurationVersion": str(props["ConfigurationVersion"]),
            "Tags": _tags(props),
        }
        made = await rc.call("appconfig", "StartDeployment", params)
        return Created(str(made["DeploymentNumber"]), {"DeploymentNumber": str(made["DeploymentNumber"])})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        return dict(attributes)  # never reached: every change replaces

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        return None  # AWS keeps a deployment in its environment's history


HANDLERS = (
    Application(),
    Environment(),
    ConfigurationProfile(),
    HostedConfigurationVersion(),
    DeploymentStrategy(),
    Deployment(),
)
