"""AWS::OpenSearchServerless::Collection, ::SecurityPolicy, ::AccessPolicy, ::LifecyclePolicy,
::VpcEndpoint, ::CollectionGroup and ::Index through OpenSearch Serverless's API.

``Ref`` answers what AWS's schemas name: a collection's, group's and VPC endpoint's id, a policy's
``<name>|<type>``, an index's name. A collection is created and waited for until ACTIVE (its ``GetAtt``
answers ``Arn``, ``CollectionEndpoint``, ``DashboardEndpoint``, ``Id``, ``KmsKeyArn``); descriptions,
policies, subnets, capacity and a group's tags change in place; names, types, a collection's tags and group replace. An
``Index`` (``CollectionEndpoint``, ``IndexName``, ``Mappings``, ``Settings`` in the schema's PascalCase) is
made with the index API, so the stack's principal needs the collection's data access policy, as on AWS."""

from __future__ import annotations

import re
from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_json_text,
    wait_until,
)

_SERVICE = "opensearchserverless"


def _tags(props: dict[str, Any]) -> list[dict[str, str]]:
    return [{"key": str(t["Key"]), "value": str(t.get("Value", ""))} for t in props.get("Tags") or []]


async def _retag(rc: ResourceCall, arn: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    before = {t["key"]: t["value"] for t in _tags(old)}
    after = {t["key"]: t["value"] for t in _tags(new)}
    gone = [k for k in before if k not in after]
    if gone:
        await rc.call(_SERVICE, "UntagResource", {"resourceArn": arn, "tagKeys": gone})
    if after and after != before:
        await rc.call(
            _SERVICE,
            "TagResource",
            {"resourceArn": arn, "tags": [{"key": k, "value": v} for k, v in after.items()]},
        )


class Collection(Handler):
    type = "AWS::OpenSearchServerless::Collection"
    known = frozenset(
        {
            "Name",
            "Type",
            "Description",
            "StandbyReplicas",
            "Tags",
            "CollectionGroupName",
            "EncryptionConfig",
            "VectorOptions",
            "DeletionProtection",
        }
    )

    async def _attributes(self, rc: ResourceCall, collection_id: str) -> dict[str, Any]:
        found = await rc.call(_SERVICE, "BatchGetCollection", {"ids": [collection_id]})
        detail = found["collectionDetails"][0]
        out = {
            "Arn": detail["arn"],
            "CollectionEndpoint": detail["collectionEndpoint"],
            "DashboardEndpoint": detail["dashboardEndpoint"],
            "Id": detail["id"],
        }
        if detail.get("kmsKeyArn"):
            out["KmsKeyArn"] = detail["kmsKeyArn"]
        return out

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {"name": props["Name"]}
        for prop, member in (
            ("Type", "type"),
            ("Description", "description"),
            ("StandbyReplicas", "standbyReplicas"),
            ("CollectionGroupName", "collectionGroupName"),
            ("DeletionProtection", "deletionProtection"),
        ):
            if props.get(prop) is not None:
                params[member] = props[prop]
        if props.get("Tags"):
            params["tags"] = _tags(props)
        encryption = props.get("EncryptionConfig")
        if encryption:
            params["encryptionConfig"] = {
                k: v
                for k, v in (
                    ("aWSOwnedKey", encryption.get("AWSOwnedKey")),
                    ("kmsKeyArn", encryption.get("KmsKeyArn")),
                )
                if v is not None
            }
        if props.get("VectorOptions"):
            params["vectorOptions"] = {
                "ServerlessVectorAcceleration": props["VectorOptions"]["ServerlessVectorAcceleration"]
            }
        created = await rc.call(_SERVICE, "CreateCollection", params)
        collection_id = created["createCollectionDetail"]["id"]

        async def active() -> bool:
            found = await rc.call(_SERVICE, "BatchGetCollection", {"ids": [collection_id]})
            return bool(found["collectionDetails"]) and found["collectionDetails"][0]["status"] == "ACTIVE"

        await wait_until(active, f"Collection {props['Name']}")
        return Created(collection_id, await self._attributes(rc, collection_id))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"id": physical_id}
        if old.get("Description") != new.get("Description"):
            params["description"] = new.get("Description") or ""
        if new.get("DeletionProtection") and old.get("DeletionProtection") != new.get("DeletionProtection"):
            params["deletionProtection"] = new["DeletionProtection"]
        if len(params) > 1:
            await rc.call(_SERVICE, "UpdateCollection", params)
        return await self._attributes(rc, physical_id)  # (tags are create-only: a change replaces)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(_SERVICE, "DeleteCollection", {"id": physical_id})


class _Policy(Handler):
    """A policy of one family: ``Name``, ``Type``, ``Policy`` (JSON text or an object), ``Description``."""

    noun = ""
    known = frozenset({"Name", "Type", "Policy", "Description"})

    def _type(self, props: dict[str, Any]) -> str:
        return str(props.get("Type") or "retention")

    def _ids(self, physical_id: str) -> dict[str, str]:
        name, _, kind = physical_id.partition("|")
        return {"name": name, "type": kind}

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(32, lower=True, prop="Name"))
        params: dict[str, Any] = {
            "name": name,
            "type": self._type(props),
            "policy": as_json_text(props["Policy"]),
        }
        if props.get("Description") is not None:
            params["description"] = props["Description"]
        await rc.call(_SERVICE, f"Create{self.noun}Policy", params)
        return Created(f"{name}|{params['type']}", {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        ids = self._ids(physical_id)
        current = await rc.call(_SERVICE, f"Get{self.noun}Policy", ids) if self.noun != "Lifecycle" else None
        if current is None:
            found = await rc.call(_SERVICE, "BatchGetLifecyclePolicy", {"identifiers": [ids]})
            version = found["lifecyclePolicyDetails"][0]["policyVersion"]
        else:
            version = next(iter(current.values()))["policyVersion"]
        params: dict[str, Any] = {**ids, "policyVersion": version, "policy": as_json_text(new["Policy"])}
        if new.get("Description") is not None:
            params["description"] = new["Description"]
        await rc.call(_SERVICE, f"Update{self.noun}Policy", params)
        return {}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(_SERVICE, f"Delete{self.noun}Policy", self._ids(physical_id))


class SecurityPolicy(_Policy):
    type = "AWS::OpenSearchServerless::SecurityPolicy"
    noun = "Security"


class AccessPolicy(_Policy):
    type = "AWS::OpenSearchServerless::AccessPolicy"
    noun = "Access"


class LifecyclePolicy(_Policy):
    type = "AWS::OpenSearchServerless::LifecyclePolicy"
    noun = "Lifecycle"


class VpcEndpoint(Handler):
    type = "AWS::OpenSearchServerless::VpcEndpoint"
    known = frozenset({"Name", "VpcId", "SubnetIds", "SecurityGroupIds"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {
            "name": props["Name"],
            "vpcId": props["VpcId"],
            "subnetIds": list(props["SubnetIds"]),
        }
        if props.get("SecurityGroupIds"):
            params["securityGroupIds"] = list(props["SecurityGroupIds"])
        made = await rc.call(_SERVICE, "CreateVpcEndpoint", params)
        endpoint_id = made["createVpcEndpointDetail"]["id"]
        return Created(endpoint_id, {"Id": endpoint_id})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"id": physical_id}
        for prop, member in (("SubnetIds", "SubnetIds"), ("SecurityGroupIds", "SecurityGroupIds")):
            before, after = set(old.get(prop) or []), set(new.get(prop) or [])
            if after - before:
                params[f"add{member}"] = sorted(after - before)
            if before - after:
                params[f"remove{member}"] = sorted(before - after)
        if len(params) > 1:
            await rc.call(_SERVICE, "UpdateVpcEndpoint", params)
        return {"Id": physical_id}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(_SERVICE, "DeleteVpcEndpoint", {"id": physical_id})


_CAPACITY = {
    "MaxIndexingCapacityInOcu": "maxIndexingCapacityInOCU",
    "MaxSearchCapacityInOcu": "maxSearchCapacityInOCU",
    "MinIndexingCapacityInOcu": "minIndexingCapacityInOCU",
    "MinSearchCapacityInOcu": "minSearchCapacityInOCU",
}


def _capacity(props: dict[str, Any]) -> dict[str, Any]:
    given = props.get("CapacityLimits") or {}
    return {_CAPACITY[k]: float(v) for k, v in given.items() if k in _CAPACITY}


class CollectionGroup(Handler):
    type = "AWS::OpenSearchServerless::CollectionGroup"
    known = frozenset({"Name", "Description", "StandbyReplicas", "Tags", "CapacityLimits", "Generation"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params: dict[str, Any] = {
            "name": props["Name"],
            "standbyReplicas": props.get("StandbyReplicas") or "ENABLED",
        }
        if props.get("Description") is not None:
            params["description"] = props["Description"]
        if props.get("Generation"):
            params["generation"] = props["Generation"]
        if _capacity(props):
            params["capacityLimits"] = _capacity(props)
        if props.get("Tags"):
            params["tags"] = _tags(props)
        made = (await rc.call(_SERVICE, "CreateCollectionGroup", params))["createCollectionGroupDetail"]
        return Created(made["id"], {"Id": made["id"], "Arn": made["arn"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {"id": physical_id, "description": new.get("Description") or ""}
        if _capacity(new):
            params["capacityLimits"] = _capacity(new)
        made = (await rc.call(_SERVICE, "UpdateCollectionGroup", params))["updateCollectionGroupDetail"]
        await _retag(rc, made["arn"], old, new)
        return {"Id": physical_id, "Arn": made["arn"]}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(_SERVICE, "DeleteCollectionGroup", {"id": physical_id})


_ENDPOINT = re.compile(r"^https?://(?P<id>[a-z0-9]{3,40})\.[a-z0-9-]+\.aoss\.[a-z0-9.-]+(?::\d+)?/?$")
#: The schema's PascalCase members of a mapping or settings, and OpenSearch's names for them.
_NAMES = {
    "Type": "type",
    "Dimension": "dimension",
    "Method": "method",
    "Name": "name",
    "SpaceType": "space_type",
    "Engine": "engine",
    "Parameters": "parameters",
    "EfConstruction": "ef_construction",
    "M": "m",
    "Index": "index",
    "Value": "value",
    "Properties": "properties",
    "Knn": "knn",
    "KnnAlgoParamEfSearch": "knn.algo_param.ef_search",
    "RefreshInterval": "refresh_interval",
}


def _opensearch(node: Any, field_names: bool = False) -> Any:
    """A schema-cased mapping or settings tree in OpenSearch's names (field names under Properties kept)."""
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if field_names:
            out[key] = _opensearch(value)
        elif key == "Properties":
            out["properties"] = _opensearch(value, field_names=True)
        else:
            if key not in _NAMES:
                raise ResourceFailed(f"labcloud does not support the index property {key}")
            out[_NAMES[key]] = _opensearch(value)
    return out


class Index(Handler):
    type = "AWS::OpenSearchServerless::Index"
    known = frozenset({"CollectionEndpoint", "IndexName", "Mappings", "Settings"})

    def _collection(self, props: dict[str, Any]) -> str:
        match = _ENDPOINT.match(str(props["CollectionEndpoint"]))
        if match is None:
            raise ResourceFailed(
                f"CollectionEndpoint {props['CollectionEndpoint']} is not a collection endpoint"
            )
        return match.group("id")

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        schema: dict[str, Any] = {}
        if props.get("Mappings"):
            schema["mappings"] = _opensearch(props["Mappings"])
        if props.get("Settings"):
            schema["settings"] = _opensearch(props["Settings"])
        name = str(props["IndexName"])
        await rc.call(
            _SERVICE, "CreateIndex", {"id": self._collection(props), "indexName": name, "indexSchema": schema}
        )
        got = await rc.call(_SERVICE, "GetIndex", {"id": self._collection(props), "indexName": name})
        uuid = ((got.get("indexSchema") or {}).get("settings") or {}).get("index", {}).get("uuid", "")
        return Created(name, {"Uuid": uuid})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if old.get("Mappings") != new.get("Mappings"):
            mappings = _opensearch(new.get("Mappings") or {})
            await rc.call(
                _SERVICE,
                "UpdateIndex",
                {
                    "id": self._collection(new),
                    "indexName": physical_id,
                    "indexSchema": {"mappings": mappings},
                },
            )
        if old.get("Settings") != new.get("Settings"):
            raise ResourceFailed("labcloud does not change an index's Settings in place (replace the index)")
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            _SERVICE, "DeleteIndex", {"id": self._collection(props), "indexName": physical_id}
        )


HANDLERS: tuple[type[Handler], ...] = (
    Collection,
    SecurityPolicy,
    AccessPolicy,
    LifecyclePolicy,
    VpcEndpoint,
    CollectionGroup,
    Index,
)
