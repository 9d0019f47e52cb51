"""AWS::ECS::Cluster (Ref: the name), AWS::ECS::ClusterCapacityProviderAssociations (Ref: the cluster's
name), AWS::ECS::TaskDefinition (Ref: the ARN) and AWS::ECS::Service (Ref: the ARN) through ECS's API.

Template properties are PascalCase and ECS's API camelCase: ``_api`` converts keys recursively, keeping
the free keys of maps (log options, Docker labels). A service is created with DesiredCount 1 when the
template gives none (as CloudFormation does) and is stable when created: its tasks are records, which
ECS reports running at once (docs/ecs.md: no container runs). A cluster's settings, capacity providers
and tags, a task definition's tags, and a service's count, task definition, network, load balancers and
deployment settings change in place; the schema's create-only properties replace."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall

#: Template keys whose lower-camel API name is not just the first letter lowered.
_NAMES = {
    "EFSVolumeConfiguration": "efsVolumeConfiguration",
    "FSxWindowsFileServerVolumeConfiguration": "fsxWindowsFileServerVolumeConfiguration",
    "PlacementStrategies": "placementStrategy",
    "ClusterSettings": "settings",
    "Role": "role",
}
#: Maps whose keys are the user's (kept as written).
_FREE = frozenset({"Options", "DockerLabels", "DriverOpts", "Labels", "SecretOptions_"})


def _api(value: Any) -> Any:
    if isinstance(value, list):
        return [_api(v) for v in value]
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, item in value.items():
            name = _NAMES.get(key) or (key[:1].lower() + key[1:])
            out[name] = dict(item) if key in _FREE and isinstance(item, dict) else _api(item)
        return out
    return value


def _tags(props: dict[str, Any]) -> list[dict[str, str]]:
    return [{"key": str(t["Key"]), "value": str(t.get("Value", ""))} for t in props.get("Tags") or []]


async def _retag(rc: ResourceCall, arn: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    before = {t["key"]: t["value"] for t in _tags(old)}
    after = {t["key"]: t["value"] for t in _tags(new)}
    gone = [k for k in before if k not in after]
    if gone:
        await rc.call("ecs", "UntagResource", {"resourceArn": arn, "tagKeys": gone})
    if after and after != before:
        await rc.call(
            "ecs",
            "TagResource",
            {"resourceArn": arn, "tags": [{"key": k, "value": v} for k, v in after.items()]},
        )


def _short(name_or_arn: Any) -> str:
    return str(name_or_arn or "default").rsplit("/", 1)[-1]


class Cluster(Handler):
    type = "AWS::ECS::Cluster"
    known = frozenset(
        {
            "ClusterName",
            "CapacityProviders",
            "DefaultCapacityProviderStrategy",
            "ClusterSettings",
            "Configuration",
            "ServiceConnectDefaults",
            "Tags",
        }
    )

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("ClusterName") or rc.physical_name(255, prop="ClusterName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(self.physical_id_of(rc, props))
        params: dict[str, Any] = {
            "clusterName": name,
            **_api({k: v for k, v in props.items() if k not in ("ClusterName", "Tags")}),
        }
        if props.get("Tags"):
            params["tags"] = _tags(props)
        made = (await rc.call("ecs", "CreateCluster", params))["cluster"]
        return Created(name, {"Arn": made["clusterArn"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if new.get("ClusterSettings") != old.get("ClusterSettings") and new.get("ClusterSettings"):
            await rc.call(
                "ecs",
                "UpdateClusterSettings",
                {"cluster": physical_id, "settings": _api(new["ClusterSettings"])},
            )
        if new.get("Configuration") != old.get("Configuration") or new.get("ServiceConnectDefaults"):
            params = {
                "cluster": physical_id,
                **_api({k: new[k] for k in ("Configuration", "ServiceConnectDefaults") if new.get(k)}),
            }
            await rc.call("ecs", "UpdateCluster", params)
        providers = ("CapacityProviders", "DefaultCapacityProviderStrategy")
        if any(new.get(k) != old.get(k) for k in providers):
            await rc.call(
                "ecs",
                "PutClusterCapacityProviders",
                {
                    "cluster": physical_id,
                    "capacityProviders": list(new.get("CapacityProviders") or []),
                    "defaultCapacityProviderStrategy": _api(new.get("DefaultCapacityProviderStrategy") or []),
                },
            )
        await _retag(rc, str(attributes["Arn"]), old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ecs", "DeleteCluster", {"cluster": physical_id})


class ClusterCapacityProviderAssociations(Handler):
    type = "AWS::ECS::ClusterCapacityProviderAssociations"
    known = frozenset({"Cluster", "CapacityProviders", "DefaultCapacityProviderStrategy"})

    async def _put(self, rc: ResourceCall, props: dict[str, Any], empty: bool = False) -> None:
        await rc.call(
            "ecs",
            "PutClusterCapacityProviders",
            {
                "cluster": props["Cluster"],
                "capacityProviders": [] if empty else list(props.get("CapacityProviders") or []),
                "defaultCapacityProviderStrategy": []
                if empty
                else _api(props.get("DefaultCapacityProviderStrategy") or []),
            },
        )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        await self._put(rc, props)
        return Created(_short(props["Cluster"]), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await self._put(rc, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        try:
            await self._put(rc, props, empty=True)
        except Exception as error:  # the cluster went first: nothing left to clear
            if "ClusterNotFoundException" not in str(error):
                raise


class TaskDefinition(Handler):
    type = "AWS::ECS::TaskDefinition"
    known = frozenset(
        {
            "Family",
            "ContainerDefinitions",
            "Cpu",
            "Memory",
            "NetworkMode",
            "RequiresCompatibilities",
            "ExecutionRoleArn",
            "TaskRoleArn",
            "Volumes",
            "Tags",
            "PlacementConstraints",
            "RuntimePlatform",
            "EphemeralStorage",
            "PidMode",
            "IpcMode",
            "ProxyConfiguration",
            "InferenceAccelerators",
            "EnableFaultInjection",
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        family = str(props.get("Family") or rc.physical_name(255, prop="Family"))
        params: dict[str, Any] = {
            "family": family,
            **_api({k: v for k, v in props.items() if k not in ("Family", "Tags")}),
        }
        params.setdefault("containerDefinitions", [])
        if props.get("Tags"):
            params["tags"] = _tags(props)
        made = (await rc.call("ecs", "RegisterTaskDefinition", params))["taskDefinition"]
        arn = str(made["taskDefinitionArn"])
        return Created(arn, {"TaskDefinitionArn": arn})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await _retag(rc, physical_id, old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("ecs", "DeregisterTaskDefinition", {"taskDefinition": physical_id})


class Service(Handler):
    type = "AWS::ECS::Service"
    replace_on = frozenset({"LaunchType", "DeploymentController"})
    known = frozenset(
        {
            "Cluster",
            "ServiceName",
            "TaskDefinition",
            "DesiredCount",
            "LaunchType",
            "CapacityProviderStrategy",
            "NetworkConfiguration",
            "LoadBalancers",
            "DeploymentConfiguration",
            "DeploymentController",
            "HealthCheckGracePeriodSeconds",
            "EnableECSManagedTags",
            "PropagateTags",
            "EnableExecuteCommand",
            "PlatformVersion",
            "PlacementConstraints",
            "PlacementStrategies",
            "Role",
            "SchedulingStrategy",
            "ServiceRegistries",
            "ServiceConnectConfiguration",
            "Tags",
            "VolumeConfigurations",
            "AvailabilityZoneRebalancing",
            "VpcLatticeConfigurations",
            "ForceNewDeployment",
        }
    )
    #: Properties UpdateService changes in place.
    _IN_PLACE = (
        "DesiredCount",
        "TaskDefinition",
        "NetworkConfiguration",
        "LoadBalancers",
        "CapacityProviderStrategy",
        "DeploymentConfiguration",
        "HealthCheckGracePeriodSeconds",
        "PropagateTags",
        "EnableECSManagedTags",
        "PlatformVersion",
        "EnableExecuteCommand",
        "AvailabilityZoneRebalancing",
    )

    def _name(self, rc: ResourceCall, props: dict[str, Any]) -> str:
        return str(props.get("ServiceName") or rc.physical_name(255, prop="ServiceName"))

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.arn("ecs", f"service/{_short(props.get('Cluster'))}/{self._name(rc, props)}")

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = self._name(rc, props)
        skip = ("ServiceName", "Tags", "ForceNewDeployment")
        params: dict[str, Any] = {
            "serviceName": name,
            **_api({k: v for k, v in props.items() if k not in skip}),
        }
        params.setdefault("desiredCount", 1)
        if props.get("Tags"):
            params["tags"] = _tags(props)
        made = (await rc.call("ecs", "CreateService", params))["service"]
        return Created(
            str(made["serviceArn"]), {"ServiceArn": made["serviceArn"], "Name": made["serviceName"]}
        )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        changed = {
            k: new.get(k) for k in self._IN_PLACE if new.get(k) != old.get(k) and new.get(k) is not None
        }
        force = new.get("ForceNewDeployment") != old.get("ForceNewDeployment") and bool(
            (new.get("ForceNewDeployment") or {}).get("EnableForceNewDeployment")
        )
        if changed or force:
            params: dict[str, Any] = {
                "cluster": _short(new.get("Cluster")),
                "service": physical_id,
                **_api(changed),
            }
            if force:
                params["forceNewDeployment"] = True
            await rc.call("ecs", "UpdateService", params)
        await _retag(rc, physical_id, old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "ecs",
            "DeleteService",
            {"cluster": _short(props.get("Cluster")), "service": physical_id, "force": True},
        )


HANDLERS = (Cluster(), ClusterCapacityProviderAssociations(), TaskDefinition(), Service())
