"""Configurations: CreateConfiguration, DescribeConfiguration, ListConfigurations, UpdateConfiguration
(each a new revision), DescribeConfigurationRevision, ListConfigurationRevisions, DeleteConfiguration.
A revision's data (base64 ActiveMQ XML or RabbitMQ cuttlefish text) is kept verbatim; ActiveMQ's must
be well-formed XML whose root is ``broker``. No broker reads it: nothing runs (docs/mq.md)."""

from __future__ import annotations

import base64
import binascii
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast
from xml.etree import ElementTree

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.mq import engines, errors, names
from labcloud.services.mq.paging import page
from labcloud.services.mq.state import MqState
from labcloud.services.mq.tagging import merged

if TYPE_CHECKING:
    from labcloud.services.mq.api import (
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

_ACTIVEMQ_DEFAULT = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<broker xmlns="http://activemq.apache.org/schema/core">
  <!-- a labcloud configuration record: no broker process reads it -->
</broker>
"""
_RABBITMQ_DEFAULT = (
    "# a labcloud configuration record: no broker process reads it\nconsumer_timeout = 1800000\n"
)


def _find(state: MqState, ctx: RequestContext, cid: str) -> dict[str, Any]:
    doc = state.records.by_id("configuration", ctx.account_id, ctx.region, cid)
    if doc is None:
        raise errors.configuration_missing(cid)
    return doc


def configuration_ref(
    state: MqState, ctx: RequestContext, given: Mapping[str, Any], engine: str
) -> dict[str, Any]:
    """A broker's ``{Id, Revision}``: the configuration exists for the broker's engine, the revision too
    (its latest when none is given)."""
    doc = _find(state, ctx, str(given["Id"]))
    if str(doc["EngineType"]).upper() != engine:
        raise errors.bad_request(
            f"Configuration [{doc['Id']}] is for engine type [{doc['EngineType']}], not [{engine}].",
            "configuration",
        )
    latest = len(doc["_revisions"])
    revision = given.get("Revision")
    if revision is None:
        revision = latest
    if not 1 <= int(revision) <= latest:
        raise errors.bad_request(
            f"Revision [{revision}] of configuration [{doc['Id']}] does not exist.", "configuration"
        )
    return {"Id": doc["Id"], "Revision": int(revision)}


def _revision_view(revision: dict[str, Any]) -> dict[str, Any]:
    out = {"Created": names.iso(float(revision["Created"])), "Revision": revision["Revision"]}
    if revision.get("Description") is not None:
        out["Description"] = revision["Description"]
    return out


def _view(doc: dict[str, Any]) -> dict[str, Any]:
    latest = doc["_revisions"][-1]
    out = {k: v for k, v in doc.items() if not k.startswith("_")}
    out["Created"] = names.iso(float(doc["Created"]))
    out["LatestRevision"] = _revision_view(latest)
    out["Description"] = latest.get("Description") or ""
    out["Tags"] = dict(doc.get("_tags") or {})
    return out


def _data(engine: str, given: str) -> str:
    try:
        raw = base64.b64decode(given.encode(), validate=True)
    except (binascii.Error, ValueError) as exc:
        raise errors.bad_request("The configuration data must be base64-encoded.", "data") from exc
    if engine == "ACTIVEMQ":
        try:
            root = ElementTree.fromstring(raw)
        except ElementTree.ParseError as exc:
            raise errors.bad_request(
                f"The configuration data is not well-formed XML: {exc}.", "data"
            ) from exc
        if root.tag.rpartition("}")[2] != "broker":
            raise errors.bad_request(
                "The root element of an ActiveMQ configuration must be <broker>.", "data"
            )
    return given


def create_configuration(
    state: MqState, request: CreateConfigurationRequest, ctx: RequestContext
) -> CreateConfigurationResponse:
    engine = request["EngineType"].upper()
    engines.check_engine(engine)
    strategy = request.get("AuthenticationStrategy") or "SIMPLE"
    if strategy != "SIMPLE":
        raise errors.refused(
            f"the {strategy} authentication strategy (users are SIMPLE only)", "authenticationStrategy"
        )
    name = request["Name"]
    if not names.CONFIGURATION_NAME.match(name):
        raise errors.bad_request(
            "Configuration name must be 1-150 characters long and contain only letters, digits, dashes, "
            "periods and underscores.",
            "name",
        )
    version = engines.version(engine, request.get("EngineVersion"))
    tags = merged({}, request.get("Tags"))
    cid = names.configuration_id()
    arn = names.configuration_arn(ctx.region, ctx.account_id, cid)
    now = clock.now()
    default = _ACTIVEMQ_DEFAULT if engine == "ACTIVEMQ" else _RABBITMQ_DEFAULT
    doc: dict[str, Any] = {
        "Arn": arn,
        "AuthenticationStrategy": strategy,
        "Created": now,
        "EngineType": request["EngineType"],  # as given, as AWS answers it
        "EngineVersion": version,
        "Id": cid,
        "Name": name,
        "_tags": tags,
        "_revisions": [
            {
                "Revision": 1,
                "Created": now,
                "Description": f"Auto-generated default for {name} on {engine} {version}",
                "Data": base64.b64encode(default.encode()).decode(),
            }
        ],
    }
    with state.store.transaction():
        state.records.put("configuration", ctx.account_id, ctx.region, arn, cid, name, doc, now)
        state.publish("mq.configuration.created", ctx.account_id, ctx.region, arn, name=name, engine=engine)
    view = _view(doc)
    return cast(
        "CreateConfigurationResponse",
        {k: view[k] for k in ("Arn", "AuthenticationStrategy", "Created", "Id", "LatestRevision", "Name")},
    )


def describe_configuration(
    state: MqState, request: DescribeConfigurationRequest, ctx: RequestContext
) -> DescribeConfigurationResponse:
    return cast("DescribeConfigurationResponse", _view(_find(state, ctx, request["ConfigurationId"])))


def list_configurations(
    state: MqState, request: ListConfigurationsRequest, ctx: RequestContext
) -> ListConfigurationsResponse:
    found = state.records.listed("configuration", ctx.account_id, ctx.region)
    items, token = page(found, request.get("NextToken"), request.get("MaxResults"))
    out: dict[str, Any] = {
        "Configurations": [_view(d) for d in items],
        "MaxResults": request.get("MaxResults") or 100,
    }
    if token:
        out["NextToken"] = token
    return cast("ListConfigurationsResponse", out)


def update_configuration(
    state: MqState, request: UpdateConfigurationRequest, ctx: RequestContext
) -> UpdateConfigurationResponse:
    doc = _find(state, ctx, request["ConfigurationId"])
    data = _data(str(doc["EngineType"]).upper(), request["Data"])
    revision = {
        "Revision": len(doc["_revisions"]) + 1,
        "Created": clock.now(),
        "Description": request.get("Description"),
        "Data": data,
    }
    doc["_revisions"].append(revision)
    with state.store.transaction():
        state.records.update(doc["Arn"], doc)
        state.publish(
            "mq.configuration.updated", ctx.account_id, ctx.region, doc["Arn"], revision=revision["Revision"]
        )
    view = _view(doc)
    out = {k: view[k] for k in ("Arn", "Created", "Id", "LatestRevision", "Name")}
    out["Warnings"] = []
    return cast("UpdateConfigurationResponse", out)


def _revision(doc: dict[str, Any], given: str) -> dict[str, Any]:
    if not given.isdigit() or not 1 <= int(given) <= len(doc["_revisions"]):
        raise errors.not_found(
            f"Can't find requested revision [{given}] of configuration [{doc['Id']}].",
            "configuration-revision",
        )
    return dict(doc["_revisions"][int(given) - 1])


def describe_configuration_revision(
    state: MqState, request: DescribeConfigurationRevisionRequest, ctx: RequestContext
) -> DescribeConfigurationRevisionResponse:
    doc = _find(state, ctx, request["ConfigurationId"])
    revision = _revision(doc, str(request["ConfigurationRevision"]))
    out = {
        "ConfigurationId": doc["Id"],
        "Created": names.iso(float(revision["Created"])),
        "Data": revision["Data"],
    }
    if revision.get("Description") is not None:
        out["Description"] = revision["Description"]
    return cast("DescribeConfigurationRevisionResponse", out)


def list_configuration_revisions(
    state: MqState, request: ListConfigurationRevisionsRequest, ctx: RequestContext
) -> ListConfigurationRevisionsResponse:
    doc = _find(state, ctx, request["ConfigurationId"])
    items, token = page(list(doc["_revisions"]), request.get("NextToken"), request.get("MaxResults"))
    out: dict[str, Any] = {
        "ConfigurationId": doc["Id"],
        "MaxResults": request.get("MaxResults") or 100,
        "Revisions": [_revision_view(r) for r in items],
    }
    if token:
        out["NextToken"] = token
    return cast("ListConfigurationRevisionsResponse", out)


def delete_configuration(
    state: MqState, request: DeleteConfigurationRequest, ctx: RequestContext
) -> DeleteConfigurationResponse:
    """A broker that uses the configuration keeps its id in Configurations (as its history keeps old ones):
    nothing reads a configuration here, and a stack deletes its configuration and broker in either order."""
    doc = _find(state, ctx, request["ConfigurationId"])
    with state.store.transaction():
        state.records.delete(doc["Arn"])
        state.publish("mq.configuration.deleted", ctx.account_id, ctx.region, doc["Arn"])
    return cast("DeleteConfigurationResponse", {"ConfigurationId": doc["Id"]})
