"""AWS::Pipes::Pipe: created, updated (the properties given; tags by Tag/UntagResource) and deleted through
the Pipes API, each waiting, as CloudFormation does, until the pipe has settled (a pipe that settles in a
``*_FAILED`` state fails the resource with its StateReason)."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    wait_until,
)

PIPE_PROPERTIES = (
    "Description",
    "DesiredState",
    "Enrichment",
    "EnrichmentParameters",
    "LogConfiguration",
    "KmsKeyIdentifier",
    "RoleArn",
    "Source",
    "SourceParameters",
    "Target",
    "TargetParameters",
)
UPDATABLE = tuple(key for key in PIPE_PROPERTIES if key != "Source")
SETTLED = ("RUNNING", "STOPPED")


class Pipe(Handler):
    type = "AWS::Pipes::Pipe"
    known = frozenset({"Name", "Tags", *PIPE_PROPERTIES})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("Name") or rc.physical_name(64, prop="Name"))

    async def _settled(self, rc: ResourceCall, name: str) -> dict[str, Any]:
        seen: dict[str, Any] = {}

        async def done() -> bool:
            seen.update(await rc.call("pipes", "DescribePipe", {"Name": name}))
            return str(seen.get("CurrentState")) in SETTLED or str(seen.get("CurrentState")).endswith(
                "_FAILED"
            )

        await wait_until(done, f"Pipe {name}")
        if str(seen["CurrentState"]).endswith("_FAILED"):
            raise ResourceFailed(f"Pipe {name} is {seen['CurrentState']}: {seen.get('StateReason', '')}")
        return {
            "Arn": seen["Arn"],
            "CreationTime": str(seen.get("CreationTime", "")),
            "CurrentState": seen["CurrentState"],
            "LastModifiedTime": str(seen.get("LastModifiedTime", "")),
            "StateReason": seen.get("StateReason", ""),
        }

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(64, prop="Name"))
        params: dict[str, Any] = {
            "Name": name,
            **{key: props[key] for key in PIPE_PROPERTIES if key in props},
        }
        if props.get("Tags"):
            params["Tags"] = {str(k): str(v) for k, v in dict(props["Tags"]).items()}
        await rc.call("pipes", "CreatePipe", params)
        return Created(name, await self._settled(rc, name))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"Name": physical_id, **{key: new[key] for key in UPDATABLE if key in new}}
        if old.get("Enrichment") and not new.get("Enrichment"):
            params["Enrichment"] = ""
        params.setdefault("DesiredState", "RUNNING")
        await rc.call("pipes", "UpdatePipe", params)
        arn = attributes["Arn"]
        old_tags = dict(old.get("Tags") or {})
        new_tags = {str(k): str(v) for k, v in dict(new.get("Tags") or {}).items()}
        gone = [key for key in old_tags if key not in new_tags]
        if gone:
            await rc.call("pipes", "UntagResource", {"resourceArn": arn, "tagKeys": gone})
        if new_tags:
            await rc.call("pipes", "TagResource", {"resourceArn": arn, "tags": new_tags})
        return await self._settled(rc, physical_id)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        if await rc.call_quiet("pipes", "DeletePipe", {"Name": physical_id}) is None:
            return

        async def gone() -> bool:
            return await rc.call_quiet("pipes", "DescribePipe", {"Name": physical_id}) is None

        await wait_until(gone, f"Pipe {physical_id}")
