"""Resources of a REST API: create under a parent (literal, ``{param}``, ``{proxy+}``), get, list, rename, delete."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.apigateway import ids
from labcloud.services.apigateway.errors import bad_request, conflict
from labcloud.services.apigateway.lookup import api_of, page, resource_of
from labcloud.services.apigateway.paths import check_part, child_path, is_greedy, is_variable
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo.apis import ResourceRecord
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        CreateResourceRequest,
        CreateResourceResponse,
        DeleteResourceRequest,
        DeleteResourceResponse,
        GetResourceRequest,
        GetResourceResponse,
        GetResourcesRequest,
        GetResourcesResponse,
        UpdateResourceRequest,
        UpdateResourceResponse,
    )


def shown(doc: dict[str, Any], embed: list[str] | None) -> dict[str, Any]:
    """A resource as GetResource(s) answers it: methods in full with ``embed=methods``, else summaries."""
    if "methods" in (embed or []) or not doc.get("resourceMethods"):
        return doc
    return {**doc, "resourceMethods": {name: {} for name in doc["resourceMethods"]}}


def check_sibling(siblings: list[ResourceRecord], part: str, own_id: str | None = None) -> None:
    for sibling in siblings:
        if sibling.id == own_id:
            continue
        other = str(sibling.doc.get("pathPart", ""))
        if other == part:
            raise conflict(f"Another resource with the same parent already has this name: {part}")
        if is_variable(other) and is_variable(part):
            raise bad_request(
                f"A sibling ({other}) of this resource already has a variable path part -- only one is allowed"
            )


def add_resource(state: ApigwState, api_id: str, parent: ResourceRecord, part: str) -> ResourceRecord:
    check_part(part)
    if is_greedy(str(parent.doc.get("pathPart", ""))):
        raise bad_request("Cannot create a child of a resource with a greedy path variable")
    siblings = [r for r in stored.list_resources(state.store, api_id) if r.parent_id == parent.id]
    check_sibling(siblings, part)
    resource_id = ids.child_id()
    path = child_path(parent.path, part)
    doc = {"id": resource_id, "parentId": parent.id, "pathPart": part, "path": path}
    record = ResourceRecord(api_id, resource_id, parent.id, path, doc)
    stored.insert_resource(state.store, record)
    return record


def create_resource(
    state: ApigwState, request: CreateResourceRequest, ctx: RequestContext
) -> CreateResourceResponse:
    with state.store.transaction():
        parent = resource_of(state, ctx, request["restApiId"], request["parentId"])
        record = add_resource(state, request["restApiId"], parent, request["pathPart"])
    return cast("CreateResourceResponse", record.doc)


def get_resource(state: ApigwState, request: GetResourceRequest, ctx: RequestContext) -> GetResourceResponse:
    record = resource_of(state, ctx, request["restApiId"], request["resourceId"])
    return cast("GetResourceResponse", shown(record.doc, request.get("embed")))


def get_resources(
    state: ApigwState, request: GetResourcesRequest, ctx: RequestContext
) -> GetResourcesResponse:
    api = api_of(state, ctx, request["restApiId"])
    docs = [shown(r.doc, request.get("embed")) for r in stored.list_resources(state.store, api.id)]
    items, position = page(docs, request.get("position"), request.get("limit"), "id")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetResourcesResponse", answer)


def _descendants(resources: list[ResourceRecord], root_id: str) -> list[ResourceRecord]:
    found: list[ResourceRecord] = []
    frontier = [root_id]
    while frontier:
        current = frontier.pop()
        for resource in resources:
            if resource.parent_id == current:
                found.append(resource)
                frontier.append(resource.id)
    return found


def update_resource(
    state: ApigwState, request: UpdateResourceRequest, ctx: RequestContext
) -> UpdateResourceResponse:
    with state.store.transaction():
        record = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        if record.parent_id is None:
            raise bad_request("The root resource cannot be updated")
        everything = stored.list_resources(state.store, record.api_id)
        part = str(record.doc["pathPart"])
        for operation in request.get("patchOperations") or []:
            if operation.get("op") != "replace" or operation.get("path") != "/pathPart":
                raise bad_request(
                    f"Invalid patch path '{operation.get('path')}' specified for op '{operation.get('op')}'"
                )
            part = str(operation.get("value") or "")
            check_part(part)
        check_sibling([r for r in everything if r.parent_id == record.parent_id], part, record.id)
        if _descendants(everything, record.id) and is_greedy(part):
            raise bad_request("Cannot create a child of a resource with a greedy path variable")
        old_path = record.path
        parent = next(r for r in everything if r.id == record.parent_id)
        record.path = child_path(parent.path, part)
        record.doc = {**record.doc, "pathPart": part, "path": record.path}
        stored.save_resource(state.store, record)
        for child in _descendants(everything, record.id):
            child.path = record.path + child.path[len(old_path) :]
            child.doc = {**child.doc, "path": child.path}
            stored.save_resource(state.store, child)
    return cast("UpdateResourceResponse", record.doc)


def delete_resource(
    state: ApigwState, request: DeleteResourceRequest, ctx: RequestContext
) -> DeleteResourceResponse:
    with state.store.transaction():
        record = resource_of(state, ctx, request["restApiId"], request["resourceId"])
        if record.parent_id is None:
            raise bad_request("Cannot delete the root resource")
        everything = stored.list_resources(state.store, record.api_id)
        doomed = [record.id] + [r.id for r in _descendants(everything, record.id)]
        stored.delete_resources(state.store, record.api_id, doomed)
    return {}
