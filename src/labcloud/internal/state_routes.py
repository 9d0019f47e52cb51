"""``/_labcloud/state``: save, load, list and delete state snapshots (``store/snapshot.py``, docs/state.md).

``GET /state`` → ``{"directory", "snapshots": [manifest...]}``; ``GET /state/{name}`` → the manifest;
``POST /state/{name}/save`` writes the snapshot (replacing one of that name) and answers its manifest;
``POST /state/{name}/load`` replaces every service's state with it and answers
``{"loaded": manifest, "seconds"}``; ``DELETE /state/{name}`` removes it. Refusals answer
``{"error": {"code", "message"}}``: 400 ``ValidationException`` (a bad name), 404
``ResourceNotFoundException``, 400 ``InvalidSnapshot`` (not a snapshot), 409 ``SnapshotTooNew``.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.app import LabcloudApp
    from labcloud.store import snapshot


def state_routes(app: LabcloudApp) -> list[InternalRoute]:
    settings = app.settings

    def refused(error: snapshot.SnapshotError) -> InternalResponse:
        return error_response(error.status, error.code, error.message)

    def listing(_request: InternalRequest) -> InternalResponse:
        from labcloud.store import snapshot  # with the first request for a snapshot: no part of the start

        found = snapshot.listing(settings.snapshots_path)
        return json_response(
            {"directory": str(settings.snapshots_path), "snapshots": [m.as_dict() for m in found]}
        )

    def describe(request: InternalRequest) -> InternalResponse:
        from labcloud.store import snapshot

        try:
            manifest = snapshot.inspect(snapshot.path_of(settings.snapshots_path, request.params["name"]))
        except snapshot.SnapshotError as error:
            return refused(error)
        return json_response(manifest.as_dict())

    def save(request: InternalRequest) -> InternalResponse:
        from labcloud.store import snapshot

        # runs on the loop thread without awaiting: no request's transaction interleaves with the copy
        try:
            target = snapshot.path_of(settings.snapshots_path, request.params["name"])
        except snapshot.SnapshotError as error:
            return refused(error)
        began = time.perf_counter()
        manifest = snapshot.save(app.hub.store, target, settings.scratch_dir, app.hub.snapshot_parts)
        document = manifest.as_dict()
        document["seconds"] = round(time.perf_counter() - began, 4)
        return json_response(document)

    async def load(request: InternalRequest) -> InternalResponse:
        from labcloud.store import snapshot

        try:
            source = snapshot.path_of(settings.snapshots_path, request.params["name"])
            manifest = snapshot.inspect(source)
            snapshot.check_schema(manifest, _known_schema(app.hub.store))
        except snapshot.SnapshotError as error:
            return refused(error)
        began = time.perf_counter()

        parts = list(app.hub.snapshot_parts)

        def restore(store: Store) -> None:
            snapshot.restore(store, source, settings.scratch_dir, parts)

        await app.restart_hub(restore)
        return json_response({"loaded": manifest.as_dict(), "seconds": round(time.perf_counter() - began, 4)})

    def delete(request: InternalRequest) -> InternalResponse:
        from labcloud.store import snapshot

        try:
            target = snapshot.path_of(settings.snapshots_path, request.params["name"])
            snapshot.inspect(target)  # only a snapshot is deleted, never another file
        except snapshot.SnapshotError as error:
            return refused(error)
        target.unlink()
        return json_response({"deleted": request.params["name"]})

    return [
        InternalRoute("GET", "/state", listing),
        InternalRoute("GET", "/state/{name}", describe),
        InternalRoute("POST", "/state/{name}/save", save),
        InternalRoute("POST", "/state/{name}/load", load),
        InternalRoute("DELETE", "/state/{name}", delete),
    ]


def _known_schema(store: Store) -> dict[str, int]:
    """Each schema owner's version in the running server: what its code migrated the store to."""
    return {str(row[0]): int(row[1]) for row in store.all("SELECT owner, version FROM labcloud_schema")}
