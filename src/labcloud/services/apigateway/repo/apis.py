"""Rows of ``apigw_rest_apis``, ``apigw_resources``, ``apigw_deployments`` and ``apigw_stages``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(slots=True)
class ApiRecord:
    id: str
    account_id: str
    region: str
    doc: dict[str, Any]


@dataclass(slots=True)
class ResourceRecord:
    api_id: str
    id: str
    parent_id: str | None
    path: str
    doc: dict[str, Any]


@dataclass(slots=True)
class DeploymentRecord:
    api_id: str
    id: str
    doc: dict[str, Any]
    #: Every resource document of the API as deployed (methods and integrations nested).
    snapshot: list[dict[str, Any]]


@dataclass(slots=True)
class StageRecord:
    api_id: str
    name: str
    doc: dict[str, Any]


# ---------------------------------------------------------------- REST APIs


def insert_api(store: Store, api: ApiRecord, created: float) -> None:
    store.execute(
        "INSERT INTO apigw_rest_apis (id, account_id, region, created, doc) VALUES (?, ?, ?, ?, ?)",
        (api.id, api.account_id, api.region, created, json.dumps(api.doc)),
    )


def api_by_id(store: Store, api_id: str) -> ApiRecord | None:
    """The API with this id in any account (the data plane's lookup: the host names only the id)."""
    row = store.one("SELECT id, account_id, region, doc FROM apigw_rest_apis WHERE id=?", (api_id,))
    return None if row is None else ApiRecord(row[0], row[1], row[2], json.loads(row[3]))


def find_api(store: Store, account_id: str, region: str, api_id: str) -> ApiRecord | None:
    found = api_by_id(store, api_id)
    if found is None or found.account_id != account_id or found.region != region:
        return None
    return found


def list_apis(store: Store, account_id: str, region: str) -> list[ApiRecord]:
    rows = store.all(
        "SELECT id, account_id, region, doc FROM apigw_rest_apis WHERE account_id=? AND region=? "
        "ORDER BY created, id",
        (account_id, region),
    )
    return [ApiRecord(r[0], r[1], r[2], json.loads(r[3])) for r in rows]


def all_apis(store: Store) -> list[ApiRecord]:
    rows = store.all("SELECT id, account_id, region, doc FROM apigw_rest_apis ORDER BY created, id")
    return [ApiRecord(r[0], r[1], r[2], json.loads(r[3])) for r in rows]


def save_api(store: Store, api: ApiRecord) -> None:
    store.execute("UPDATE apigw_rest_apis SET doc=? WHERE id=?", (json.dumps(api.doc), api.id))


def delete_api(store: Store, api_id: str) -> None:
    for table in ("apigw_stages", "apigw_deployments", "apigw_resources"):
        store.execute(f"DELETE FROM {table} WHERE api_id=?", (api_id,))  # noqa: S608 - fixed names
    store.execute("DELETE FROM apigw_parts WHERE scope=?", (api_id,))
    store.execute("DELETE FROM apigw_rest_apis WHERE id=?", (api_id,))


# ---------------------------------------------------------------- resources


def _resource(row: Any) -> ResourceRecord:
    return ResourceRecord(row[0], row[1], row[2], row[3], json.loads(row[4]))


def insert_resource(store: Store, resource: ResourceRecord) -> None:
    store.execute(
        "INSERT INTO apigw_resources (api_id, id, parent_id, path, doc) VALUES (?, ?, ?, ?, ?)",
        (resource.api_id, resource.id, resource.parent_id, resource.path, json.dumps(resource.doc)),
    )


def find_resource(store: Store, api_id: str, resource_id: str) -> ResourceRecord | None:
    row = store.one(
        "SELECT api_id, id, parent_id, path, doc FROM apigw_resources WHERE api_id=? AND id=?",
        (api_id, resource_id),
    )
    return None if row is None else _resource(row)


def list_resources(store: Store, api_id: str) -> list[ResourceRecord]:
    rows = store.all(
        "SELECT api_id, id, parent_id, path, doc FROM apigw_resources WHERE api_id=? ORDER BY path, id",
        (api_id,),
    )
    return [_resource(r) for r in rows]


def save_resource(store: Store, resource: ResourceRecord) -> None:
    store.execute(
        "UPDATE apigw_resources SET path=?, doc=? WHERE api_id=? AND id=?",
        (resource.path, json.dumps(resource.doc), resource.api_id, resource.id),
    )


def delete_resources(store: Store, api_id: str, ids: list[str]) -> None:
    store.executemany("DELETE FROM apigw_resources WHERE api_id=? AND id=?", [(api_id, i) for i in ids])


# ---------------------------------------------------------------- deployments


def insert_deployment(store: Store, deployment: DeploymentRecord, created: float) -> None:
    store.execute(
        "INSERT INTO apigw_deployments (api_id, id, created, doc, snapshot) VALUES (?, ?, ?, ?, ?)",
        (
            deployment.api_id,
            deployment.id,
            created,
            json.dumps(deployment.doc),
            json.dumps(deployment.snapshot),
        ),
    )


def find_deployment(store: Store, api_id: str, deployment_id: str) -> DeploymentRecord | None:
    row = store.one(
        "SELECT api_id, id, doc, snapshot FROM apigw_deployments WHERE api_id=? AND id=?",
        (api_id, deployment_id),
    )
    if row is None:
        return None
    return DeploymentRecord(row[0], row[1], json.loads(row[2]), json.loads(row[3]))


def list_deployments(store: Store, api_id: str) -> list[DeploymentRecord]:
    rows = store.all(
        "SELECT api_id, id, doc FROM apigw_deployments WHERE api_id=? ORDER BY created, id", (api_id,)
    )
    return [DeploymentRecord(r[0], r[1], json.loads(r[2]), []) for r in rows]


def update_deployment_doc(store: Store, api_id: str, deployment_id: str, doc: dict[str, Any]) -> None:
    store.execute(
        "UPDATE apigw_deployments SET doc=? WHERE api_id=? AND id=?", (json.dumps(doc), api_id, deployment_id)
    )


def delete_deployment(store: Store, api_id: str, deployment_id: str) -> None:
    store.execute("DELETE FROM apigw_deployments WHERE api_id=? AND id=?", (api_id, deployment_id))


# ---------------------------------------------------------------- stages


def upsert_stage(store: Store, stage: StageRecord, created: float) -> None:
    store.execute(
        "INSERT INTO apigw_stages (api_id, name, created, doc) VALUES (?, ?, ?, ?) "
        "ON CONFLICT(api_id, name) DO UPDATE SET doc=excluded.doc",
        (stage.api_id, stage.name, created, json.dumps(stage.doc)),
    )


def find_stage(store: Store, api_id: str, name: str) -> StageRecord | None:
    row = store.one("SELECT api_id, name, doc FROM apigw_stages WHERE api_id=? AND name=?", (api_id, name))
    return None if row is None else StageRecord(row[0], row[1], json.loads(row[2]))


def list_stages(store: Store, api_id: str) -> list[StageRecord]:
    rows = store.all(
        "SELECT api_id, name, doc FROM apigw_stages WHERE api_id=? ORDER BY created, name", (api_id,)
    )
    return [StageRecord(r[0], r[1], json.loads(r[2])) for r in rows]


def delete_stage(store: Store, api_id: str, name: str) -> None:
    store.execute("DELETE FROM apigw_stages WHERE api_id=? AND name=?", (api_id, name))
