"""Lambda's tables and shared shapes: the schema, :class:`Resolved`, timestamps, config rendering, paging.

A function's ``$LATEST`` configuration is one JSON document (AWS's FunctionConfiguration members
plus private ``_``-prefixed keys such as the extracted code folder); published versions are
frozen copies of it. Their tables are in :mod:`repo.schema`; reading and resolving the records is :mod:`records`; the state the
modules share is :class:`~labcloud.services.lambda_.state.LambdaState`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from labcloud import clock
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.lambda_.function_config import FunctionConfig
from labcloud.services.lambda_.names import (
    runtime_version_arn,
)
from labcloud.services.lambda_.repo.functions import FunctionRow
from labcloud.store.records import Record


def lambda_timestamp(when: datetime | None = None) -> str:
    """Lambda's LastModified text, e.g. ``2024-05-01T10:00:00.000+0000``."""
    moment = when or clock.now_datetime()
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}+0000"


def public_doc(doc: dict[str, Any]) -> dict[str, Any]:
    """A stored document (a layer version's) without labcloud's private ``_``-prefixed keys."""
    return {k: v for k, v in doc.items() if not k.startswith("_")}


def public(config: FunctionConfig) -> dict[str, Any]:
    """The configuration without labcloud's private keys, with the runtime version Lambda reports."""
    out = config.to_doc(private=False)
    if out.get("Version", "$LATEST") != "$LATEST":
        for key in ("LastUpdateStatus", "LastUpdateStatusReason", "LastUpdateStatusReasonCode"):
            out.pop(key, None)  # published versions never have a last update status
    if out.get("Runtime") and "RuntimeVersionConfig" not in out and out.get("FunctionArn"):
        region = str(out["FunctionArn"]).split(":")[3]
        out["RuntimeVersionConfig"] = {"RuntimeVersionArn": runtime_version_arn(region, out["Runtime"])}
    return out


#: What ListFunctions leaves out of each configuration (the API reference: "returns a subset of the
#: FunctionConfiguration fields"; GetFunction has them).
NOT_LISTED = (
    "State",
    "StateReason",
    "StateReasonCode",
    "LastUpdateStatus",
    "LastUpdateStatusReason",
    "LastUpdateStatusReasonCode",
    "RuntimeVersionConfig",
)


def listed(config: FunctionConfig) -> dict[str, Any]:
    """A configuration as ListFunctions shows it."""
    out = public(config)
    for key in NOT_LISTED:
        out.pop(key, None)
    return out


def page(items: list[Any], params: Mapping[str, Any], key: str) -> dict[str, Any]:
    """One page of ``items`` under ``key``: ``Marker`` is the offset a previous page's ``NextMarker`` gave."""
    marker = params.get("Marker") or "0"
    if not is_digits(marker):
        raise AwsError("InvalidParameterValueException", f"Invalid marker: {marker}", status=400, Type="User")
    start, limit = int(marker), params.get("MaxItems") or 50
    answer: dict[str, Any] = {key: items[start : start + limit]}
    if start + limit < len(items):
        answer["NextMarker"] = str(start + limit)
    return answer


@dataclass(eq=False, repr=False)
class Resolved(Record):
    """A function addressed by an API call: its name, the qualifier asked for and the config that runs."""

    name: str
    qualifier: str | None
    version: str  # "$LATEST" or a version number
    config: FunctionConfig
    row: FunctionRow
    weights: dict[str, float] = field(default_factory=dict)  # a weighted alias: other version -> share
