"""Collections as the API shows them: the detail (BatchGetCollection), the summary (ListCollections) and
the status a new collection moves through (CREATING until its creation time has passed, then ACTIVE)."""

from __future__ import annotations

from typing import Any

from labcloud import clock
from labcloud.services.opensearchserverless.names import millis
from labcloud.services.opensearchserverless.repo.records import Doc
from labcloud.services.opensearchserverless.state import AossState


def status(state: AossState, doc: Doc) -> str:
    if doc["status"] == "CREATING" and clock.now() >= doc["_created"] + state.create_seconds:
        return "ACTIVE"
    return str(doc["status"])


def detail(state: AossState, doc: Doc) -> dict[str, Any]:
    out: dict[str, Any] = {k: v for k, v in doc.items() if not k.startswith("_")}
    out["status"] = status(state, doc)
    out["createdDate"] = millis(doc["_created"])
    out["lastModifiedDate"] = millis(doc["_modified"])
    return out


def summary(state: AossState, doc: Doc) -> dict[str, Any]:
    full = detail(state, doc)
    keys = (
        "id",
        "name",
        "status",
        "arn",
        "kmsKeyArn",
        "collectionGroupName",
        "createdDate",
        "lastModifiedDate",
    )
    return {k: full[k] for k in keys if k in full}
