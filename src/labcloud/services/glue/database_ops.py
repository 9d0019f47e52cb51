"""CreateDatabase, GetDatabase, GetDatabases, UpdateDatabase and DeleteDatabase (which removes the database's
tables, their versions and partitions with it, as AWS's does). Names are kept lowercase, as Glue keeps them;
resource links (TargetDatabase) and federated databases are refused by name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.glue import errors, finds
from labcloud.services.glue.events import publish
from labcloud.services.glue.state import MAX_DATABASES, GlueState
from labcloud.services.glue.tagging import checked
from labcloud.services.glue.views import catalog, lower_name, page, projected, public

if TYPE_CHECKING:
    from labcloud.services.glue.api import (
        CreateDatabaseRequest,
        CreateDatabaseResponse,
        DeleteDatabaseRequest,
        DeleteDatabaseResponse,
        GetDatabaseRequest,
        GetDatabaseResponse,
        GetDatabasesRequest,
        GetDatabasesResponse,
        UpdateDatabaseRequest,
        UpdateDatabaseResponse,
    )

#: What Glue answers for CreateTableDefaultPermissions when none is given (Lake Formation's default).
DEFAULT_PERMISSIONS = [
    {"Principal": {"DataLakePrincipalIdentifier": "IAM_ALLOWED_PRINCIPALS"}, "Permissions": ["ALL"]}
]


def _definition(given: Any, account: str) -> dict[str, Any]:
    for refused in ("TargetDatabase", "FederatedDatabase"):
        if given.get(refused) is not None:
            raise errors.unsupported(f"{refused}: resource links and federated databases")
    doc: dict[str, Any] = {"Name": lower_name(given["Name"], "Database name")}
    description = given.get("Description")
    if description is not None:
        if len(description) > 2048:
            raise errors.invalid("Description must be at most 2048 characters")
        doc["Description"] = description
    for key in ("LocationUri", "Parameters"):
        if given.get(key) is not None:
            doc[key] = given[key]
    permissions = given.get("CreateTableDefaultPermissions")
    doc["CreateTableDefaultPermissions"] = DEFAULT_PERMISSIONS if permissions is None else permissions
    doc["CatalogId"] = account
    return doc


def create_database(
    state: GlueState, request: CreateDatabaseRequest, ctx: RequestContext
) -> CreateDatabaseResponse:
    account = catalog(ctx, request)
    doc = _definition(request["DatabaseInput"], account)
    name = doc["Name"]
    if state.records.get(ctx.account_id, ctx.region, "database", name) is not None:
        raise errors.exists(f"Database already exists: {name}")
    if state.records.count(ctx.account_id, ctx.region, "database") >= MAX_DATABASES:
        raise errors.quota(f"You have reached the limit of {MAX_DATABASES} databases")
    now = clock.now()
    doc["CreateTime"] = now
    doc["_tags"] = checked({}, request.get("Tags"))
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "database", name, "", doc, now)
        publish(state, "glue.database.created", ctx.account_id, ctx.region, name)
    return cast("CreateDatabaseResponse", {})


def get_database(state: GlueState, request: GetDatabaseRequest, ctx: RequestContext) -> GetDatabaseResponse:
    catalog(ctx, request)
    return cast("GetDatabaseResponse", {"Database": public(finds.database(state, ctx, request["Name"]))})


def get_databases(
    state: GlueState, request: GetDatabasesRequest, ctx: RequestContext
) -> GetDatabasesResponse:
    catalog(ctx, request)
    # shared (FOREIGN) and federated databases: labcloud has none, as an account without shares
    foreign = request.get("ResourceShareType") in ("FOREIGN", "FEDERATED")
    items = (
        [] if foreign else [public(d) for d in state.records.listed(ctx.account_id, ctx.region, "database")]
    )
    items.sort(key=lambda d: d["Name"])
    items = projected(items, request.get("AttributesToGet"))
    return cast("GetDatabasesResponse", page(items, request, 100, "DatabaseList"))


def update_database(
    state: GlueState, request: UpdateDatabaseRequest, ctx: RequestContext
) -> UpdateDatabaseResponse:
    account = catalog(ctx, request)
    old = finds.database(state, ctx, request["Name"])
    doc = _definition(request["DatabaseInput"], account)
    if doc["Name"] != old["Name"]:
        raise errors.unsupported("renaming a database (DatabaseInput.Name must be the database's name)")
    doc["CreateTime"] = old["CreateTime"]
    doc["_tags"] = old.get("_tags") or {}
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "database", old["Name"], doc)
        publish(state, "glue.database.updated", ctx.account_id, ctx.region, old["Name"])
    return cast("UpdateDatabaseResponse", {})


def delete_database(
    state: GlueState, request: DeleteDatabaseRequest, ctx: RequestContext
) -> DeleteDatabaseResponse:
    catalog(ctx, request)
    name = finds.database(state, ctx, request["Name"])["Name"]
    records, account, region = state.records, ctx.account_id, ctx.region
    with state.store.transaction():
        for table in records.listed(account, region, "table", name):
            tid = f"{name}/{table['Name']}"
            records.delete_children(account, region, "partition", tid)
            records.delete_children(account, region, "version", tid)
        records.delete_children(account, region, "table", name)
        records.delete(account, region, "database", name)
        publish(state, "glue.database.deleted", account, region, name)
    return cast("DeleteDatabaseResponse", {})
