"""AppConfig's part of the view's resource map: applications, their environments and configuration
profiles, and an edge from each environment to the profiles it has deployed."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "appconfig.application.created": (),
    "appconfig.deployment.started": (),
}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    apps = await hub.call("appconfig", "ListApplications", {"MaxResults": 50})
    for app in apps.get("Items") or []:
        app_id = str(app["Id"])
        part.nodes.append(
            MapNode(
                "appconfig.application",
                f"appconfig:{app_id}",
                str(app["Name"]),
                refs=(app_id,),
                resource=app_id,
            )
        )
        profiles = await hub.call(
            "appconfig", "ListConfigurationProfiles", {"ApplicationId": app_id, "MaxResults": 50}
        )
        for profile in profiles.get("Items") or []:
            pid = f"appconfig:{app_id}/profile/{profile['Id']}"
            part.nodes.append(
                MapNode(
                    "appconfig.profile",
                    pid,
                    str(profile["Name"]),
                    refs=(str(profile["Id"]),),
                    resource=str(profile["Id"]),
                    facts={"type": profile.get("Type")},
                )
            )
            part.edges.append(MapEdge("profile-of", pid, f"appconfig:{app_id}"))
        envs = await hub.call("appconfig", "ListEnvironments", {"ApplicationId": app_id, "MaxResults": 50})
        for env in envs.get("Items") or []:
            eid = f"appconfig:{app_id}/environment/{env['Id']}"
            part.nodes.append(
                MapNode(
                    "appconfig.environment",
                    eid,
                    str(env["Name"]),
                    refs=(str(env["Id"]),),
                    resource=str(env["Id"]),
                    facts={"state": env.get("State")},
                )
            )
            part.edges.append(MapEdge("environment-of", eid, f"appconfig:{app_id}"))
            deployments = await hub.call(
                "appconfig",
                "ListDeployments",
                {"ApplicationId": app_id, "EnvironmentId": env["Id"], "MaxResults": 50},
            )
            for profile_id in {str(d["ConfigurationProfileId"]) for d in deployments.get("Items") or []}:
                part.edges.append(MapEdge("deploys", eid, f"appconfig:{app_id}/profile/{profile_id}"))
    return part
