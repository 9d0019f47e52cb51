"""MSK configurations: CreateConfiguration, UpdateConfiguration (a new revision), DescribeConfiguration,
DescribeConfigurationRevision, ListConfigurations, ListConfigurationRevisions and DeleteConfiguration
(refused while a cluster uses it). Server properties are kept as given (``key=value`` lines, checked for
their form); no broker reads them."""

from __future__ import annotations

import base64
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.kafka import clusters, errors, names, paging, versions
from labcloud.services.kafka.events import publish
from labcloud.services.kafka.state import KafkaState

if TYPE_CHECKING:
    from labcloud.services.kafka.api import (
        CreateConfigurationRequest,
        CreateConfigurationResponse,
        DeleteConfigurationRequest,
        DeleteConfigurationResponse,
        DescribeConfigurationRequest,
        DescribeConfigurationResponse,
        DescribeConfigurationRevisionRequest,
        DescribeConfigurationRevisionResponse,
        ListConfigurationRevisionsRequest,
        ListConfigurationRevisionsResponse,
        ListConfigurationsRequest,
        ListConfigurationsResponse,
        UpdateConfigurationRequest,
        UpdateConfigurationResponse,
    )


def _properties(given: bytes) -> str:
    """The server properties as text, each line empty, a comment or ``key=value``."""
    try:
        text = bytes(given).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise errors.bad("serverProperties", "serverProperties must be UTF-8 text.") from exc
    for line in text.splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith(("#", "!")) and "=" not in stripped:
            raise errors.bad("serverProperties", f"The server property line '{stripped}' is not key=value.")
    return base64.b64encode(text.encode()).decode()


def find(state: KafkaState, ctx: RequestContext, arn: str) -> dict[str, Any]:
    found = names.parsed(arn)
    if found is None or found[2] != "configuration":
        raise errors.bad("arn", f"The request does not include a valid configuration ARN: {arn}")
    doc = state.records.get("configuration", ctx.account_id, ctx.region, arn)
    if doc is None:  # MSK answers a missing configuration 400, worded so (Terraform's provider matches it)
        raise errors.bad("arn", f"Configuration ARN does not exist: {arn}")
    return doc


def revision_of(
    state: KafkaState, ctx: RequestContext, arn: str, revision: int, member: str = "revision"
) -> dict[str, Any]:
    """One revision of a configuration; a cluster's missing one is a BadRequestException naming ``member``."""
    try:
        doc = find(state, ctx, arn)
    except Exception as exc:
        if member == "revision":
            raise
        raise errors.bad(member, f"The configuration {arn} does not exist.") from exc
    for entry in doc["_revisions"]:
        if int(entry["Revision"]) == revision:
            return dict(entry)
    if member == "revision":
        raise errors.not_found("revision", f"Revision {revision} of configuration {arn} does not exist.")
    raise errors.bad(member, f"Revision {revision} of configuration {arn} does not exist.")


def _latest(doc: dict[str, Any]) -> dict[str, Any]:
    entry = doc["_revisions"][-1]
    out = {"Revision": entry["Revision"], "CreationTime": names.iso(float(entry["_created"]))}
    if entry.get("Description") is not None:
        out["Description"] = entry["Description"]
    return out


def _view(doc: dict[str, Any]) -> dict[str, Any]:
    return {
        "Arn": doc["Arn"],
        "Name": doc["Name"],
        "Description": doc.get("Description", ""),
        "KafkaVersions": list(doc.get("KafkaVersions") or []),
        "CreationTime": names.iso(float(doc["_created"])),
        "LatestRevision": _latest(doc),
        "State": "ACTIVE",
    }


def create_configuration(
    state: KafkaState, request: CreateConfigurationRequest, ctx: RequestContext
) -> CreateConfigurationResponse:
    name = request["Name"]
    if not names.CONFIGURATION_NAME.match(name):
        raise errors.bad("name", "name must be 1-64 letters, digits or hyphens, starting with neither.")
    kafka_versions = list(request.get("KafkaVersions") or [])
    for version in kafka_versions:
        if version not in versions.ACTIVE:
            raise errors.bad("kafkaVersions", f"Unsupported KafkaVersion [{version}].")
    if state.records.listed("configuration", ctx.account_id, ctx.region, name=name):
        raise errors.conflict("name", f"A configuration with the name {name} already exists.")
    properties = _properties(request["ServerProperties"])
    now = clock.now()
    arn = names.arn(ctx, "configuration", name)
    description = request.get("Description")
    doc: dict[str, Any] = {
        "Arn": arn,
        "Name": name,
        "Description": description or "",
        "KafkaVersions": kafka_versions,
        "_created": now,
        "_revisions": [
            {"Revision": 1, "Description": description, "_created": now, "_properties": properties}
        ],
    }
    with state.store.transaction():
        state.records.put("configuration", ctx.account_id, ctx.region, arn, name, doc, now)
        publish(state, "kafka.configuration.created", ctx.account_id, ctx.region, arn, name=name)
    view = _view(doc)
    return cast(
        "CreateConfigurationResponse",
        {k: view[k] for k in ("Arn", "Name", "CreationTime", "LatestRevision", "State")},
    )


def update_configuration(
    state: KafkaState, request: UpdateConfigurationRequest, ctx: RequestContext
) -> UpdateConfigurationResponse:
    doc = find(state, ctx, request["Arn"])
    properties = _properties(request["ServerProperties"])
    revision = int(doc["_revisions"][-1]["Revision"]) + 1
    doc["_revisions"].append(
        {
            "Revision": revision,
            "Description": request.get("Description"),
            "_created": clock.now(),
            "_properties": properties,
        }
    )
    with state.store.transaction():
        state.records.update(str(doc["Arn"]), doc)
        publish(
            state, "kafka.configuration.updated", ctx.account_id, ctx.region, doc["Arn"], revision=revision
        )
    return cast("UpdateConfigurationResponse", {"Arn": doc["Arn"], "LatestRevision": _latest(doc)})


def describe_configuration(
    state: KafkaState, request: DescribeConfigurationRequest, ctx: RequestContext
) -> DescribeConfigurationResponse:
    return cast("DescribeConfigurationResponse", _view(find(state, ctx, request["Arn"])))


def describe_configuration_revision(
    state: KafkaState, request: DescribeConfigurationRevisionRequest, ctx: RequestContext
) -> DescribeConfigurationRevisionResponse:
    entry = revision_of(state, ctx, request["Arn"], int(request["Revision"]))
    out: dict[str, Any] = {
        "Arn": request["Arn"],
        "Revision": entry["Revision"],
        "CreationTime": names.iso(float(entry["_created"])),
        "ServerProperties": base64.b64decode(entry["_properties"]),
    }
    if entry.get("Description") is not None:
        out["Description"] = entry["Description"]
    return cast("DescribeConfigurationRevisionResponse", out)


def list_configurations(
    state: KafkaState, request: ListConfigurationsRequest, ctx: RequestContext
) -> ListConfigurationsResponse:
    docs = state.records.listed("configuration", ctx.account_id, ctx.region)
    shown, token = paging.page(docs, request.get("NextToken"), request.get("MaxResults"))
    out: dict[str, Any] = {"Configurations": [_view(d) for d in shown]}
    if token:
        out["NextToken"] = token
    return cast("ListConfigurationsResponse", out)


def list_configuration_revisions(
    state: KafkaState, request: ListConfigurationRevisionsRequest, ctx: RequestContext
) -> ListConfigurationRevisionsResponse:
    doc = find(state, ctx, request["Arn"])
    entries = [
        {
            k: v
            for k, v in (("Revision", e["Revision"]), ("Description", e.get("Description")))
            if v is not None
        }
        | {"CreationTime": names.iso(float(e["_created"]))}
        for e in doc["_revisions"]
    ]
    shown, token = paging.page(entries, request.get("NextToken"), request.get("MaxResults"))
    out: dict[str, Any] = {"Revisions": shown}
    if token:
        out["NextToken"] = token
    return cast("ListConfigurationRevisionsResponse", out)


def delete_configuration(
    state: KafkaState, request: DeleteConfigurationRequest, ctx: RequestContext
) -> DeleteConfigurationResponse:
    doc = find(state, ctx, request["Arn"])
    now = clock.now()
    for cluster in state.records.listed("cluster", ctx.account_id, ctx.region):
        software = (cluster.get("Provisioned") or {}).get("CurrentBrokerSoftwareInfo") or {}
        if software.get("ConfigurationArn") == doc["Arn"] and not clusters.gone(cluster, now):
            raise errors.bad("arn", f"The configuration is in use by the cluster {cluster['ClusterArn']}.")
    with state.store.transaction():
        state.records.delete(str(doc["Arn"]))
        publish(state, "kafka.configuration.deleted", ctx.account_id, ctx.region, doc["Arn"])
    return cast("DeleteConfigurationResponse", {"Arn": doc["Arn"], "State": "DELETING"})
